import ShowbookPlatform

/// Damage for byte inputs: the mutations a file suffers in the wild or from a hostile author
/// (a flipped bit, a run overwritten, a cut, a splice of its own bytes, a block inserted or
/// removed, an extreme value), picked by a seeded generator.
public enum ByteMutator {
    /// Applies one to `rounds` mutations to `input`.
    public static func mutate(_ input: inout [UInt8], rounds: Int = 3, using random: inout SeededGenerator) {
        for _ in 0..<Int.random(in: 1...max(1, rounds), using: &random) {
            mutateOnce(&input, using: &random)
        }
    }

    /// The bytes worth planting: delimiters, line ends, extremes, and the lead bytes of broken
    /// UTF-8.
    public static let interesting: [UInt8] = [0, 0x0A, 0x0D, 0x09, 0x20, 0x22, 0x2C, 0x3A, 0x3C, 0x3E, 0x7B, 0x7D, 0x5B, 0x5D, 0x5C, 0x7F, 0x80, 0xBF, 0xC0, 0xE0, 0xED, 0xF0, 0xF4, 0xFE, 0xFF, 0x1B, 0x30, 0x39, 0x2D]

    private static func mutateOnce(_ input: inout [UInt8], using random: inout SeededGenerator) {
        guard !input.isEmpty else {
            input = (0..<Int.random(in: 1...16, using: &random)).map { _ in interesting.randomElement(using: &random)! }
            return
        }
        let at = Int.random(in: 0..<input.count, using: &random)
        switch Int.random(in: 0..<9, using: &random) {
        case 0:
            input[at] ^= UInt8(1 << Int.random(in: 0..<8, using: &random))
        case 1:
            input[at] = interesting.randomElement(using: &random)!
        case 2:
            input.removeLast(Int.random(in: 1...input.count, using: &random))
        case 3:
            let length = min(input.count - at, Int.random(in: 1...64, using: &random))
            let value: UInt8 = [0, 0xFF, 0x20, 0x0A].randomElement(using: &random)!
            for index in at..<(at + length) { input[index] = value }
        case 4:
            let length = min(input.count - at, Int.random(in: 1...128, using: &random))
            input.removeSubrange(at..<(at + length))
        case 5:
            let from = Int.random(in: 0..<input.count, using: &random)
            let length = min(input.count - from, Int.random(in: 1...256, using: &random))
            input.insert(contentsOf: input[from..<(from + length)], at: at)
        case 6:
            let from = Int.random(in: 0..<input.count, using: &random)
            let length = min(input.count - max(from, at), Int.random(in: 1...200, using: &random))
            if length > 0 { input.replaceSubrange(at..<(at + length), with: input[from..<(from + length)]) }
        case 7:
            let planted = (0..<Int.random(in: 1...8, using: &random)).map { _ in UInt8.random(in: 0...255, using: &random) }
            input.insert(contentsOf: planted, at: at)
        default:
            let digits = Array(FuzzText.extremeNumbers.randomElement(using: &random)!.utf8)
            input.insert(contentsOf: digits, at: at)
        }
    }
}
