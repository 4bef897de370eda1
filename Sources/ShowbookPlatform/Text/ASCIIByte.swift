/// The byte tests and changes that the ASCII fast paths share (title folding, term keys,
/// word splits, the JSON scanner), written once.
public enum ASCIIByte {
    @inline(__always)
    public static func isUppercase(_ byte: UInt8) -> Bool { byte >= 0x41 && byte <= 0x5A }

    /// `A`–`Z` to `a`–`z`; every other byte as it is.
    @inline(__always)
    public static func lowercased(_ byte: UInt8) -> UInt8 { isUppercase(byte) ? byte | 0x20 : byte }

    @inline(__always)
    public static func isLetterOrDigit(_ byte: UInt8) -> Bool {
        (byte >= 0x30 && byte <= 0x39) || isUppercase(byte) || (byte >= 0x61 && byte <= 0x7A)
    }

    /// ASCII's white space as Foundation counts it: tab, line feed, vertical tab, form feed,
    /// carriage return and space.
    @inline(__always)
    public static func isSpace(_ byte: UInt8) -> Bool { byte == 0x20 || (byte >= 0x09 && byte <= 0x0D) }
}
