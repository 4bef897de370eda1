/// A finite-state-entropy decoding table: Zstandard codes its sequence symbols (literal lengths,
/// match lengths, offsets) and sometimes its Huffman weights with FSE. Each state names a
/// symbol and how to reach the next state (read `bits` bits and add `baseline`), so a state
/// read from a stream always stays inside the table.
struct ZstdFSETable {
    struct Entry {
        var symbol: UInt8
        var bits: UInt8
        var baseline: UInt16
    }

    let log: Int
    let entries: [Entry]

    /// A table of one state that always gives `symbol` and reads nothing (the RLE mode).
    init(rle symbol: UInt8) {
        log = 0
        entries = [Entry(symbol: symbol, bits: 0, baseline: 0)]
    }

    /// Spreads a normalized distribution (a count per symbol, -1 for "less than one") over
    /// 2^log states; `errorAt` is the byte blamed when the distribution does not add up.
    init(normalized: [Int16], log: Int, errorAt: Int) throws {
        let size = 1 << log
        var total = 0
        for count in normalized {
            guard count >= -1 else { throw ZstdError.corrupt(at: errorAt) }
            total += count == -1 ? 1 : Int(count)
        }
        guard total == size, normalized.count <= 256 else { throw ZstdError.corrupt(at: errorAt) }
        var symbols = [UInt8](repeating: 0, count: size)
        var next = [Int](repeating: 0, count: normalized.count)
        var high = size - 1
        for (symbol, count) in normalized.enumerated() {
            if count == -1 {
                symbols[high] = UInt8(symbol)
                high -= 1
                next[symbol] = 1
            } else {
                next[symbol] = Int(count)
            }
        }
        let step = (size >> 1) + (size >> 3) + 3
        let mask = size - 1
        var position = 0
        for (symbol, count) in normalized.enumerated() where count > 0 {
            for _ in 0..<Int(count) {
                symbols[position] = UInt8(symbol)
                repeat { position = (position + step) & mask } while position > high
            }
        }
        guard position == 0 else { throw ZstdError.corrupt(at: errorAt) }
        var entries = [Entry](repeating: Entry(symbol: 0, bits: 0, baseline: 0), count: size)
        for state in 0..<size {
            let symbol = Int(symbols[state])
            let nextState = next[symbol]
            next[symbol] += 1
            let bits = log - (Int.bitWidth - 1 - nextState.leadingZeroBitCount)
            guard bits >= 0 else { throw ZstdError.corrupt(at: errorAt) }
            entries[state] = Entry(symbol: UInt8(symbol), bits: UInt8(bits), baseline: UInt16((nextState << bits) - size))
        }
        self.log = log
        self.entries = entries
    }

    /// Reads a table description (the accuracy log, then each symbol's normalized count) from
    /// `input[start..<end]`; returns the table and the bytes the description took.
    static func read(
        _ input: UnsafeBufferPointer<UInt8>, start: Int, end: Int, maxLog: Int, maxSymbol: Int
    ) throws -> (table: ZstdFSETable, bytes: Int) {
        guard start < end, end <= input.count else { throw ZstdError.corrupt(at: min(start, input.count)) }
        var bits = ZstdForwardBits(input, start: start, end: end)
        let log = bits.read(4) + 5
        guard log <= maxLog else { throw ZstdError.corrupt(at: start) }
        var remaining = (1 << log) + 1
        var threshold = 1 << log
        var width = log + 1
        var counts: [Int16] = []
        while remaining > 1 {
            guard counts.count <= maxSymbol, !bits.isPastEnd else { throw ZstdError.corrupt(at: start) }
            let largest = 2 * threshold - 1 - remaining
            var value = bits.peek(width - 1)
            if value < largest {
                bits.skip(width - 1)
            } else {
                value = bits.read(width)
                if value >= threshold { value -= largest }
            }
            let count = value - 1
            remaining -= abs(count)
            counts.append(Int16(count))
            if count == 0 {
                while true {
                    let repeats = bits.read(2)
                    guard counts.count + repeats <= maxSymbol + 1, !bits.isPastEnd else { throw ZstdError.corrupt(at: start) }
                    counts.append(contentsOf: repeatElement(0, count: repeats))
                    if repeats != 3 { break }
                }
            }
            guard remaining >= 1 else { throw ZstdError.corrupt(at: start) }
            while remaining < threshold {
                width -= 1
                threshold >>= 1
            }
        }
        guard remaining == 1, !bits.isPastEnd else { throw ZstdError.corrupt(at: start) }
        return (try ZstdFSETable(normalized: counts, log: log, errorAt: start), bits.bytesUsed)
    }
}
