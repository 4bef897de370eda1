/// The header of one Zstandard frame: how far back matches may reach (the window), the
/// decompressed size when the encoder wrote it, whether a checksum follows the last block,
/// and the dictionary it needs (which this decoder refuses).
struct ZstdFrameHeader {
    static let magic: UInt32 = 0xFD2F_B528

    let windowSize: Int
    let contentSize: Int?
    let hasChecksum: Bool
    /// Bytes of the header after the magic number.
    let length: Int

    /// Reads the header that follows the magic number at `input[start]`.
    init(_ input: UnsafeBufferPointer<UInt8>, start: Int) throws {
        guard start < input.count else { throw ZstdError.corrupt(at: start) }
        let descriptor = Int(input[start])
        let sizeFlag = descriptor >> 6
        let singleSegment = descriptor & 0x20 != 0
        guard descriptor & 0x08 == 0 else { throw ZstdError.corrupt(at: start) }
        let dictionaryBytes = [0, 1, 2, 4][descriptor & 3]
        let sizeBytes = [singleSegment ? 1 : 0, 2, 4, 8][sizeFlag]
        let windowBytes = singleSegment ? 0 : 1
        let length = 1 + windowBytes + dictionaryBytes + sizeBytes
        guard length <= input.count - start else { throw ZstdError.corrupt(at: start) }
        func little(_ offset: Int, _ count: Int) -> UInt64 {
            var value: UInt64 = 0
            for index in 0..<count { value |= UInt64(input[offset + index]) << (8 * UInt64(index)) }
            return value
        }
        var at = start + 1
        var window = 0
        if !singleSegment {
            let byte = Int(input[at])
            let log = 10 + (byte >> 3)
            let base = 1 << log
            window = base + (base / 8) * (byte & 7)
            at += 1
        }
        let dictionary = UInt32(little(at, dictionaryBytes))
        guard dictionary == 0 else { throw ZstdError.needsDictionary(id: dictionary) }
        at += dictionaryBytes
        var content: Int?
        if sizeBytes > 0 {
            var size = little(at, sizeBytes)
            if sizeBytes == 2 { size += 256 }
            guard size <= UInt64(Int.max) else { throw ZstdError.corrupt(at: at) }
            content = Int(size)
        }
        if singleSegment { window = content ?? 0 }
        windowSize = window
        contentSize = content
        hasChecksum = descriptor & 0x04 != 0
        self.length = length
    }
}
