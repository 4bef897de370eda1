/// The Huffman code of a block's literals, described by one weight per byte value (direct or
/// FSE-compressed) and kept by the frame for later blocks that reuse it ("treeless").
/// Decoding looks up the next `maxBits` bits in a table of 2^maxBits entries, each the
/// symbol and its code length, so any bit pattern lands on a valid entry.
struct ZstdHuffmanTable {
    static let largestBits = 11

    let maxBits: Int
    /// symbol << 8 | code length, indexed by the next `maxBits` bits of a stream.
    let entries: [UInt16]

    /// Builds the code from the stated weights; the last symbol's weight is implied.
    init(weights stated: [UInt8], errorAt: Int) throws {
        guard !stated.isEmpty, stated.count < 256 else { throw ZstdError.corrupt(at: errorAt) }
        var total = 0
        for weight in stated {
            guard weight <= Self.largestBits else { throw ZstdError.corrupt(at: errorAt) }
            if weight > 0 { total += 1 << (Int(weight) - 1) }
        }
        guard total > 0 else { throw ZstdError.corrupt(at: errorAt) }
        let maxBits = Int.bitWidth - total.leadingZeroBitCount
        guard maxBits <= Self.largestBits else { throw ZstdError.corrupt(at: errorAt) }
        let rest = (1 << maxBits) - total
        guard rest > 0, rest & (rest - 1) == 0 else { throw ZstdError.corrupt(at: errorAt) }
        let weights = stated + [UInt8(Int.bitWidth - rest.leadingZeroBitCount)]
        var entries = [UInt16](repeating: 0, count: 1 << maxBits)
        var position = 0
        for weight in 1...maxBits {
            let span = 1 << (weight - 1)
            let length = UInt16(maxBits + 1 - weight)
            for (symbol, symbolWeight) in weights.enumerated() where Int(symbolWeight) == weight {
                guard position + span <= entries.count else { throw ZstdError.corrupt(at: errorAt) }
                let entry = UInt16(symbol) << 8 | length
                for index in position..<(position + span) { entries[index] = entry }
                position += span
            }
        }
        guard position == entries.count else { throw ZstdError.corrupt(at: errorAt) }
        self.maxBits = maxBits
        self.entries = entries
    }

    /// Reads a Huffman tree description at `input[start..<end]`; returns it and its length.
    static func read(_ input: UnsafeBufferPointer<UInt8>, start: Int, end: Int) throws -> (table: ZstdHuffmanTable, bytes: Int) {
        guard start < end, end <= input.count else { throw ZstdError.corrupt(at: min(start, input.count)) }
        let header = Int(input[start])
        var weights: [UInt8] = []
        let length: Int
        if header >= 128 {
            let count = header - 127
            length = 1 + (count + 1) / 2
            guard start + length <= end else { throw ZstdError.corrupt(at: start) }
            weights.reserveCapacity(count)
            for index in 0..<count {
                let byte = input[start + 1 + index / 2]
                weights.append(index % 2 == 0 ? byte >> 4 : byte & 0x0F)
            }
        } else {
            length = 1 + header
            guard header > 0, start + length <= end else { throw ZstdError.corrupt(at: start) }
            weights = try readCompressedWeights(input, start: start + 1, end: start + length)
        }
        return (try ZstdHuffmanTable(weights: weights, errorAt: start), length)
    }

    /// Weights coded with FSE: two interleaved states over one backward stream, read until the
    /// stream runs out.
    private static func readCompressedWeights(_ input: UnsafeBufferPointer<UInt8>, start: Int, end: Int) throws -> [UInt8] {
        let (table, used) = try ZstdFSETable.read(input, start: start, end: end, maxLog: 6, maxSymbol: 15)
        var bits = try ZstdBackwardBits(input, start: start + used, end: end)
        let entries = table.entries
        var first = bits.read(table.log)
        var second = bits.read(table.log)
        var weights: [UInt8] = []
        while true {
            guard weights.count <= 253 else { throw ZstdError.corrupt(at: start) }
            weights.append(entries[first].symbol)
            first = Int(entries[first].baseline) + bits.read(Int(entries[first].bits))
            if bits.remainingBits < 0 {
                weights.append(entries[second].symbol)
                break
            }
            guard weights.count <= 253 else { throw ZstdError.corrupt(at: start) }
            weights.append(entries[second].symbol)
            second = Int(entries[second].baseline) + bits.read(Int(entries[second].bits))
            if bits.remainingBits < 0 {
                weights.append(entries[first].symbol)
                break
            }
        }
        return weights
    }

    /// Decodes exactly `count` symbols from the stream `input[start..<end]` into `output`,
    /// which has room for them; the stream must end exactly with the last symbol.
    func decode(
        _ input: UnsafeBufferPointer<UInt8>, start: Int, end: Int,
        into output: UnsafeMutablePointer<UInt8>, count: Int
    ) throws {
        var bits = try ZstdBackwardBits(input, start: start, end: end)
        let maxBits = maxBits
        try entries.withUnsafeBufferPointer { table in
            var index = 0
            while index < count {
                let entry = table[Int(bits.peek(maxBits))]
                output[index] = UInt8(truncatingIfNeeded: entry >> 8)
                bits.consume(Int(entry & 0xFF))
                index += 1
            }
            guard bits.remainingBits == 0 else { throw ZstdError.corrupt(at: start) }
        }
    }
}
