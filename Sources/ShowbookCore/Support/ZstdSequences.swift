/// The sequences section of a compressed block: how many (literal length, match length,
/// offset) triples follow, the FSE tables they are coded with, and the bitstream itself.
/// Each sequence is decoded and carried out at once: copy literals, then copy a match from
/// earlier output. The tables and the three repeat offsets carry over to the frame's next block.
struct ZstdSequences {
    private var literalLengths: ZstdFSETable?
    private var offsets: ZstdFSETable?
    private var matchLengths: ZstdFSETable?
    private var repeats = (1, 4, 8)

    /// Where a block may write: up to `end`, past which it fails with `exceeded`.
    struct Limit {
        let end: Int
        let exceeded: ZstdError
    }

    /// Where the block's output goes and what bounds its matches.
    struct Target {
        let output: UnsafeMutablePointer<UInt8>
        var position: Int
        let limit: Limit
        /// Offset in the output where this frame began: no match reaches before it.
        let frameStart: Int
        let windowSize: Int
    }

    /// Decodes the section at `input[start..<end]` and writes the block's bytes to `target`.
    mutating func execute(
        _ input: UnsafeBufferPointer<UInt8>, start: Int, end: Int,
        literals: UnsafeBufferPointer<UInt8>, target: inout Target
    ) throws {
        var at = start
        func byte() throws -> Int {
            guard at < end else { throw ZstdError.corrupt(at: start) }
            defer { at += 1 }
            return Int(input[at])
        }
        let first = try byte()
        var count = first
        if first >= 255 {
            count = try byte() + (try byte() << 8) + 0x7F00
        } else if first >= 128 {
            count = ((first - 128) << 8) + (try byte())
        }
        if count == 0 {
            guard at == end else { throw ZstdError.corrupt(at: at) }
            try Self.copy(literals, from: 0, count: literals.count, to: &target)
            return
        }
        let modes = try byte()
        guard modes & 3 == 0 else { throw ZstdError.corrupt(at: at - 1) }
        let literalTable = try Self.table(.literalLength, mode: modes >> 6, input, at: &at, end: end, previous: &literalLengths)
        let offsetTable = try Self.table(.offset, mode: (modes >> 4) & 3, input, at: &at, end: end, previous: &offsets)
        let matchTable = try Self.table(.matchLength, mode: (modes >> 2) & 3, input, at: &at, end: end, previous: &matchLengths)
        var bits = try ZstdBackwardBits(input, start: at, end: end)
        let streamStart = at
        let used = try literalTable.entries.withUnsafeBufferPointer { literalStates in
            try offsetTable.entries.withUnsafeBufferPointer { offsetStates in
                try matchTable.entries.withUnsafeBufferPointer { matchStates in
                    try run(
                        count: count, bits: &bits, streamStart: streamStart,
                        states: (literalStates, offsetStates, matchStates),
                        logs: (literalTable.log, offsetTable.log, matchTable.log),
                        literals: literals, target: &target
                    )
                }
            }
        }
        guard bits.remainingBits == 0 else { throw ZstdError.corrupt(at: streamStart) }
        try Self.copy(literals, from: used, count: literals.count - used, to: &target)
    }

    private typealias States = UnsafeBufferPointer<ZstdFSETable.Entry>

    /// The sequence loop; returns how many literals the sequences used.
    private mutating func run(
        count: Int, bits: inout ZstdBackwardBits, streamStart: Int,
        states: (States, States, States), logs: (Int, Int, Int),
        literals: UnsafeBufferPointer<UInt8>, target: inout Target
    ) throws -> Int {
        let (literalStates, offsetStates, matchStates) = states
        var literalState = bits.read(logs.0)
        var offsetState = bits.read(logs.1)
        var matchState = bits.read(logs.2)
        var (repeat1, repeat2, repeat3) = repeats
        var used = 0
        let llBase = ZstdSequenceCodes.literalLengthBase, llBits = ZstdSequenceCodes.literalLengthBits
        let mlBase = ZstdSequenceCodes.matchLengthBase, mlBits = ZstdSequenceCodes.matchLengthBits
        for index in 0..<count {
            let literalEntry = literalStates[literalState]
            let offsetEntry = offsetStates[offsetState]
            let matchEntry = matchStates[matchState]
            // Every table's symbols were checked against the kind's largest code when it was read.
            let offsetCode = Int(offsetEntry.symbol)
            let offsetValue = (1 << offsetCode) + bits.read(offsetCode)
            let matchCode = Int(matchEntry.symbol)
            let matchLength = Int(mlBase[matchCode]) + bits.read(Int(mlBits[matchCode]))
            let literalCode = Int(literalEntry.symbol)
            let literalLength = Int(llBase[literalCode]) + bits.read(Int(llBits[literalCode]))
            let offset: Int
            if offsetValue > 3 {
                offset = offsetValue - 3
                (repeat1, repeat2, repeat3) = (offset, repeat1, repeat2)
            } else {
                switch literalLength == 0 ? offsetValue + 1 : offsetValue {
                case 1: offset = repeat1
                case 2:
                    offset = repeat2
                    (repeat1, repeat2) = (repeat2, repeat1)
                case 3:
                    offset = repeat3
                    (repeat1, repeat2, repeat3) = (repeat3, repeat1, repeat2)
                default:
                    offset = repeat1 - 1
                    (repeat1, repeat2, repeat3) = (offset, repeat1, repeat2)
                }
            }
            if index + 1 < count {
                literalState = Int(literalEntry.baseline) + bits.read(Int(literalEntry.bits))
                matchState = Int(matchEntry.baseline) + bits.read(Int(matchEntry.bits))
                offsetState = Int(offsetEntry.baseline) + bits.read(Int(offsetEntry.bits))
            }
            guard literalLength <= literals.count - used else { throw ZstdError.corrupt(at: streamStart) }
            try Self.copy(literals, from: used, count: literalLength, to: &target)
            used += literalLength
            let position = target.position
            guard offset > 0, offset <= position - target.frameStart, offset <= target.windowSize else {
                throw ZstdError.corrupt(at: streamStart)
            }
            guard matchLength <= target.limit.end - position else { throw target.limit.exceeded }
            let output = target.output
            let source = position - offset
            if offset >= matchLength {
                (output + position).update(from: output + source, count: matchLength)
            } else if offset == 1 {
                (output + position).update(repeating: output[source], count: matchLength)
            } else {
                var copied = 0
                while copied < matchLength {
                    let chunk = min(offset, matchLength - copied)
                    (output + position + copied).update(from: output + source + copied, count: chunk)
                    copied += chunk
                }
            }
            target.position = position + matchLength
        }
        repeats = (repeat1, repeat2, repeat3)
        return used
    }

    /// The table of one kind for this block: predefined, one repeated symbol, read from the
    /// block, or the previous block's.
    private static func table(
        _ kind: ZstdSequenceCodes.Kind, mode: Int, _ input: UnsafeBufferPointer<UInt8>,
        at: inout Int, end: Int, previous: inout ZstdFSETable?
    ) throws -> ZstdFSETable {
        let table: ZstdFSETable
        switch mode {
        case 0:
            table = kind.predefined
        case 1:
            guard at < end, Int(input[at]) <= kind.maxSymbol else { throw ZstdError.corrupt(at: at) }
            table = ZstdFSETable(rle: input[at])
            at += 1
        case 2:
            let (read, length) = try ZstdFSETable.read(input, start: at, end: end, maxLog: kind.maxLog, maxSymbol: kind.maxSymbol)
            table = read
            at += length
        default:
            guard let last = previous else { throw ZstdError.corrupt(at: at) }
            table = last
        }
        previous = table
        return table
    }

    private static func copy(_ literals: UnsafeBufferPointer<UInt8>, from: Int, count: Int, to target: inout Target) throws {
        guard count > 0 else { return }
        guard count <= target.limit.end - target.position else { throw target.limit.exceeded }
        (target.output + target.position).update(from: literals.baseAddress! + from, count: count)
        target.position += count
    }
}
