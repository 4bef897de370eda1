/// Decodes Zstandard data (RFC 8878): one or more frames, skippable frames between them,
/// without a dictionary. Anki's newer packages compress their collection this way. Hostile
/// input throws a `ZstdError`; every read is bounds-checked and the output never passes
/// `maxOutput` bytes.
public enum ZstdDecoder {
    private static let skippableMagic: UInt32 = 0x184D_2A50

    /// The decompressed bytes of all frames in `data`, in order.
    public static func decompress(_ data: [UInt8], maxOutput: Int) throws -> [UInt8] {
        try data.withUnsafeBufferPointer { input in
            var output = ZstdOutput(maxOutput: maxOutput)
            var literals = ZstdLiterals()
            var at = 0
            repeat {
                guard input.count - at >= 4 else { throw at == 0 ? ZstdError.notZstandard : ZstdError.corrupt(at: at) }
                let magic = little32(input, at)
                if magic == ZstdFrameHeader.magic {
                    at = try decodeFrame(input, start: at, output: &output, literals: &literals)
                } else if magic & 0xFFFF_FFF0 == skippableMagic {
                    guard input.count - at >= 8 else { throw ZstdError.corrupt(at: at) }
                    let size = Int(little32(input, at + 4))
                    guard size <= input.count - at - 8 else { throw ZstdError.corrupt(at: at) }
                    at += 8 + size
                } else {
                    throw at == 0 ? ZstdError.notZstandard : ZstdError.corrupt(at: at)
                }
            } while at < input.count
            return output.finish()
        }
    }

    private static func little32(_ input: UnsafeBufferPointer<UInt8>, _ at: Int) -> UInt32 {
        UInt32(input[at]) | UInt32(input[at + 1]) << 8 | UInt32(input[at + 2]) << 16 | UInt32(input[at + 3]) << 24
    }

    /// Decodes the frame whose magic number is at `start`; returns where the next frame begins.
    private static func decodeFrame(
        _ input: UnsafeBufferPointer<UInt8>, start: Int, output: inout ZstdOutput, literals: inout ZstdLiterals
    ) throws -> Int {
        let header = try ZstdFrameHeader(input, start: start + 4)
        var at = start + 4 + header.length
        let frameStart = output.count
        var frameEnd = Int.max
        if let size = header.contentSize {
            guard size <= output.maxOutput - frameStart else { throw ZstdError.outputTooLarge(limit: output.maxOutput) }
            frameEnd = frameStart + size
            output.reserve(frameEnd)
        }
        literals.huffman = nil
        var sequences = ZstdSequences()
        var last = false
        while !last {
            guard input.count - at >= 3 else { throw ZstdError.corrupt(at: at) }
            let word = Int(input[at]) | Int(input[at + 1]) << 8 | Int(input[at + 2]) << 16
            last = word & 1 != 0
            let size = word >> 3
            let blockStart = at
            at += 3
            guard size <= ZstdLiterals.blockLimit else { throw ZstdError.corrupt(at: blockStart) }
            let limit = writeLimit(output: output, frameEnd: frameEnd, blockStart: blockStart)
            switch (word >> 1) & 3 {
            case 0:
                guard size <= input.count - at else { throw ZstdError.corrupt(at: blockStart) }
                guard size <= limit.end - output.count else { throw limit.exceeded }
                try output.append(input.baseAddress! + at, count: size)
                at += size
            case 1:
                guard at < input.count else { throw ZstdError.corrupt(at: blockStart) }
                guard size <= limit.end - output.count else { throw limit.exceeded }
                try output.append(nil, repeating: input[at], count: size)
                at += 1
            case 2:
                guard size <= input.count - at else { throw ZstdError.corrupt(at: blockStart) }
                let sequencesStart = try literals.decode(input, start: at, end: at + size)
                try literals.buffer.withUnsafeBufferPointer { buffer in
                    let bytes = UnsafeBufferPointer(rebasing: buffer[0..<literals.count])
                    try output.write(upTo: limit.end) { pointer, position in
                        var target = ZstdSequences.Target(
                            output: pointer, position: position, limit: limit,
                            frameStart: frameStart, windowSize: header.windowSize
                        )
                        try sequences.execute(input, start: sequencesStart, end: at + size, literals: bytes, target: &target)
                        position = target.position
                    }
                }
                at += size
            default:
                throw ZstdError.corrupt(at: blockStart)
            }
        }
        if let size = header.contentSize, output.count - frameStart != size { throw ZstdError.corrupt(at: at) }
        if header.hasChecksum {
            guard input.count - at >= 4 else { throw ZstdError.corrupt(at: at) }
            let expected = little32(input, at)
            guard UInt32(truncatingIfNeeded: output.hash(from: frameStart)) == expected else {
                throw ZstdError.checksumMismatch(at: at)
            }
            at += 4
        }
        return at
    }

    /// How far one block may write: a block holds at most 128 KiB, a frame no more than its
    /// stated size (both corruption when passed), the output no more than `maxOutput`.
    private static func writeLimit(output: ZstdOutput, frameEnd: Int, blockStart: Int) -> ZstdSequences.Limit {
        let blockEnd = output.count + ZstdLiterals.blockLimit
        let end = min(blockEnd, frameEnd, output.maxOutput)
        if end == output.maxOutput && end < blockEnd && end < frameEnd {
            return ZstdSequences.Limit(end: end, exceeded: .outputTooLarge(limit: output.maxOutput))
        }
        return ZstdSequences.Limit(end: end, exceeded: .corrupt(at: blockStart))
    }
}
