/// Zstandard's entropy-coded streams (Huffman literals, FSE sequences and weights) are written
/// forwards and read backwards, from a marker bit in their last byte towards their first. This
/// reader serves bits in that order from a 64-bit container; reading past the first byte gives
/// zeros and makes `remainingBits` negative, which the callers turn into an error.
struct ZstdBackwardBits {
    private let input: UnsafeBufferPointer<UInt8>
    private let start: Int
    private var position: Int
    private var container: UInt64
    private var bitCount: Int
    private var padBits = 0

    /// A stream over `input[start..<end]`; throws when it is empty or its last byte has no marker.
    init(_ input: UnsafeBufferPointer<UInt8>, start: Int, end: Int) throws {
        guard start >= 0, end <= input.count, end > start else { throw ZstdError.corrupt(at: max(0, min(start, input.count))) }
        let last = input[end - 1]
        guard last != 0 else { throw ZstdError.corrupt(at: end - 1) }
        self.input = input
        self.start = start
        position = end - 1
        container = UInt64(last)
        bitCount = 7 - last.leadingZeroBitCount
    }

    /// Bits not read yet; negative once more bits were read than the stream holds.
    var remainingBits: Int { bitCount - padBits + 8 * (position - start) }

    @inline(__always)
    private mutating func refill() {
        while bitCount <= 56, position > start {
            position -= 1
            container = (container &<< 8) | UInt64(input[position])
            bitCount += 8
        }
    }

    /// The next `count` (0...56) bits without consuming them.
    @inline(__always)
    mutating func peek(_ count: Int) -> UInt64 {
        if bitCount < count {
            refill()
            if bitCount < count {
                let pad = count - bitCount
                container = container &<< UInt64(pad)
                bitCount = count
                padBits += pad
            }
        }
        return (container &>> UInt64(bitCount - count)) & ((1 &<< UInt64(count)) &- 1)
    }

    /// Drops `count` bits, at most as many as the last `peek` asked for.
    @inline(__always)
    mutating func consume(_ count: Int) {
        bitCount -= count
    }

    @inline(__always)
    mutating func read(_ count: Int) -> Int {
        let value = peek(count)
        bitCount -= count
        return Int(truncatingIfNeeded: value)
    }
}

/// The forward, least-significant-bit-first reading that FSE table descriptions use. Bits past
/// `end` read as zero; the caller checks `bitOffset` against the length when it is done.
struct ZstdForwardBits {
    private let input: UnsafeBufferPointer<UInt8>
    private let start: Int
    private let end: Int
    private(set) var bitOffset = 0

    init(_ input: UnsafeBufferPointer<UInt8>, start: Int, end: Int) {
        self.input = input
        self.start = start
        self.end = min(end, input.count)
    }

    /// Whole bytes the bits read so far touch.
    var bytesUsed: Int { (bitOffset + 7) / 8 }
    var isPastEnd: Bool { start + bytesUsed > end }

    /// The next `count` (0...24) bits without consuming them.
    func peek(_ count: Int) -> Int {
        let first = start + bitOffset / 8
        var word = 0
        var index = 0
        while index < 4 {
            let at = first + index
            if at >= start, at < end { word |= Int(input[at]) << (8 * index) }
            index += 1
        }
        return (word >> (bitOffset % 8)) & ((1 << count) - 1)
    }

    mutating func skip(_ count: Int) { bitOffset += count }

    mutating func read(_ count: Int) -> Int {
        let value = peek(count)
        bitOffset += count
        return value
    }
}
