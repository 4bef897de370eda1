/// Trimming white space and line breaks without Foundation's `trimmingCharacters(in:)`, which
/// on Linux goes through `NSString` and dominated the time of a large word import. The set is
/// the same as `.whitespacesAndNewlines`: the Unicode White_Space characters, plus U+200B
/// (zero width space), which Foundation also counts.
extension StringProtocol {
    /// The text without leading and trailing white space or line breaks.
    public var trimmedWhitespace: String {
        let scalars = unicodeScalars
        guard let first = scalars.firstIndex(where: { !Self.isTrimmed($0) }) else { return "" }
        let last = scalars.lastIndex(where: { !Self.isTrimmed($0) })!
        if first == scalars.startIndex && scalars.index(after: last) == scalars.endIndex { return String(self) }
        return String(String.UnicodeScalarView(scalars[first...last]))
    }

    private static func isTrimmed(_ scalar: Unicode.Scalar) -> Bool {
        scalar.properties.isWhitespace || scalar.value == 0x200B
    }
}
