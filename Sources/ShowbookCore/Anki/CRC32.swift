/// The CRC-32 a ZIP entry records of its uncompressed bytes (the reflected IEEE 802.3
/// polynomial 0xEDB88320, starting from and finishing with all ones), table-driven.
public struct CRC32: Sendable {
    private static let table: [UInt32] = (0..<256).map { index in
        var value = UInt32(index)
        for _ in 0..<8 { value = value & 1 == 1 ? (value >> 1) ^ 0xEDB8_8320 : value >> 1 }
        return value
    }

    private var state: UInt32 = 0xFFFF_FFFF

    public init() {}

    /// Adds more bytes to the running checksum.
    public mutating func update<Bytes: Sequence>(_ bytes: Bytes) where Bytes.Element == UInt8 {
        var value = state
        for byte in bytes { value = Self.table[Int((value ^ UInt32(byte)) & 0xFF)] ^ (value >> 8) }
        state = value
    }

    /// The checksum of everything added so far.
    public var value: UInt32 { state ^ 0xFFFF_FFFF }

    /// The checksum of `bytes` at once.
    public static func checksum(_ bytes: [UInt8]) -> UInt32 {
        var crc = CRC32()
        bytes.withUnsafeBufferPointer { crc.update($0) }
        return crc.value
    }
}
