import CZlib

/// The CRC-32 a ZIP entry records of its uncompressed bytes (the reflected IEEE 802.3
/// polynomial), computed by zlib's `crc32`, which the ZIP writer links already.
public enum ZlibCRC32 {
    /// The checksum of `bytes`, or of `bytes` following `previous` (a checksum fed in pieces).
    public static func checksum(_ bytes: [UInt8], continuing previous: UInt32 = 0) -> UInt32 {
        bytes.withUnsafeBufferPointer { buffer in
            var value = uLong(previous)
            var offset = 0
            // zlib takes at most UInt32.max bytes a call.
            repeat {
                let count = min(buffer.count - offset, Int(UInt32.max))
                value = crc32(value, buffer.baseAddress.map { $0 + offset }, uInt(count))
                offset += count
            } while offset < buffer.count
            return UInt32(truncatingIfNeeded: value)
        }
    }
}
