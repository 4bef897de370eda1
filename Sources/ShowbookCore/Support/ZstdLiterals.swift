/// The literals section that opens every compressed block: the bytes the block's sequences
/// copy from, stored raw, as one repeated byte, or Huffman-coded in one or four streams
/// (with a new code or the previous block's). Decodes them into a buffer kept across blocks.
struct ZstdLiterals {
    /// Largest literals (and decompressed block) size the format allows.
    static let blockLimit = 128 * 1024

    private(set) var buffer = [UInt8](repeating: 0, count: ZstdLiterals.blockLimit)
    private(set) var count = 0
    /// The Huffman code of the last block that sent one; a treeless block reuses it.
    var huffman: ZstdHuffmanTable?

    /// Decodes the section that starts at `start` (the block ends at `end`); returns where the
    /// sequences section begins.
    mutating func decode(_ input: UnsafeBufferPointer<UInt8>, start: Int, end: Int) throws -> Int {
        guard start < end, end <= input.count else { throw ZstdError.corrupt(at: min(start, input.count)) }
        let first = Int(input[start])
        let type = first & 3
        let format = (first >> 2) & 3
        func byte(_ offset: Int) throws -> Int {
            guard start + offset < end else { throw ZstdError.corrupt(at: start) }
            return Int(input[start + offset])
        }
        if type == 0 || type == 1 {
            let size: Int
            let header: Int
            switch format {
            case 0, 2: size = first >> 3; header = 1
            case 1: size = (first >> 4) + (try byte(1) << 4); header = 2
            default: size = (first >> 4) + (try byte(1) << 4) + (try byte(2) << 12); header = 3
            }
            guard size <= Self.blockLimit else { throw ZstdError.corrupt(at: start) }
            let body = start + header
            count = size
            if type == 0 {
                guard body + size <= end else { throw ZstdError.corrupt(at: start) }
                if size > 0 {
                    buffer.withUnsafeMutableBufferPointer { out in
                        out.baseAddress!.update(from: input.baseAddress! + body, count: size)
                    }
                }
                return body + size
            }
            let value = UInt8(try byte(header))
            buffer.withUnsafeMutableBufferPointer { out in
                out.baseAddress!.update(repeating: value, count: size)
            }
            return body + 1
        }
        let header = format < 2 ? 3 : format == 2 ? 4 : 5
        var word = 0
        for index in 0..<header { word |= try byte(index) << (8 * index) }
        let sizeBits = format < 2 ? 10 : format == 2 ? 14 : 18
        let regenerated = (word >> 4) & ((1 << sizeBits) - 1)
        let compressed = (word >> (4 + sizeBits)) & ((1 << sizeBits) - 1)
        let streams = format == 0 ? 1 : 4
        guard regenerated <= Self.blockLimit, compressed > 0 else { throw ZstdError.corrupt(at: start) }
        var at = start + header
        let sectionEnd = at + compressed
        guard sectionEnd <= end else { throw ZstdError.corrupt(at: start) }
        if type == 2 {
            let (table, length) = try ZstdHuffmanTable.read(input, start: at, end: sectionEnd)
            huffman = table
            at += length
        }
        guard let table = huffman else { throw ZstdError.corrupt(at: start) }
        count = regenerated
        try decodeStreams(table, input, start: at, end: sectionEnd, streams: streams, count: regenerated)
        return sectionEnd
    }

    private mutating func decodeStreams(
        _ table: ZstdHuffmanTable, _ input: UnsafeBufferPointer<UInt8>, start: Int, end: Int, streams: Int, count: Int
    ) throws {
        try buffer.withUnsafeMutableBufferPointer { out in
            let output = out.baseAddress!
            if streams == 1 {
                try table.decode(input, start: start, end: end, into: output, count: count)
                return
            }
            guard end - start >= 6 else { throw ZstdError.corrupt(at: start) }
            let sizes = (0..<3).map { Int(input[start + 2 * $0]) | Int(input[start + 2 * $0 + 1]) << 8 }
            let share = (count + 3) / 4
            guard share * 3 <= count else { throw ZstdError.corrupt(at: start) }
            var streamStart = start + 6
            for index in 0..<4 {
                let streamEnd = index < 3 ? streamStart + sizes[index] : end
                guard streamEnd <= end, streamStart < streamEnd else { throw ZstdError.corrupt(at: start) }
                let symbols = index < 3 ? share : count - 3 * share
                try table.decode(input, start: streamStart, end: streamEnd, into: output + index * share, count: symbols)
                streamStart = streamEnd
            }
        }
    }
}
