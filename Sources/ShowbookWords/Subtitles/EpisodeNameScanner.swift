/// Reads the numbers of a file or folder name the way `EpisodeLabel` needs them: every digit run
/// whole (`S01E1000` is episode 1000; a run longer than an episode number can be is no episode
/// at all, never a cut one), full-width digits (`第３話`) as digits. Each form is looked for at
/// the start of a run or word only, and every look is bounded, so a name costs work linear in
/// its length (`work` counts every look at a character).
package struct EpisodeNameScanner {
    /// A run of digits: where it starts and ends (exclusive), and its value when it has at most
    /// `longestValue` digits.
    package struct Run {
        package var start: Int
        package var end: Int
        package var value: Int?
        package var count: Int { end - start }
    }

    /// Longer runs have no value: no season or episode is that long, and nothing overflows.
    package static let longestValue = 9

    private let text: [Unicode.Scalar]
    /// The run that starts at each index (nil where no run starts).
    private var runs: [Int: Run] = [:]
    /// Every run, in order.
    package private(set) var allRuns: [Run] = []
    /// Looks at characters so far; a box, so that the checks that only read can count too.
    private let looks = Looks()

    private final class Looks {
        var count = 0
    }

    package var work: Int { looks.count }

    package init(_ name: String) {
        text = name.unicodeScalars.map { scalar in
            (0xFF10...0xFF19).contains(scalar.value) ? Unicode.Scalar(scalar.value - 0xFF10 + 0x30)! : scalar
        }
        looks.count = text.count
        var index = 0
        while index < text.count {
            guard isDigit(index) else { index += 1; continue }
            let start = index
            var value = 0
            while isDigit(index) {
                if index - start < Self.longestValue { value = value * 10 + Int(text[index].value - 0x30) }
                index += 1
            }
            let run = Run(start: start, end: index, value: index - start <= Self.longestValue ? value : nil)
            runs[start] = run
            allRuns.append(run)
        }
    }

    package var count: Int { text.count }

    // MARK: - Characters

    package func isDigit(_ index: Int) -> Bool {
        guard let value = scalar(at: index)?.value else { return false }
        return value >= 0x30 && value <= 0x39
    }

    package func isASCIILetter(_ index: Int) -> Bool {
        guard let value = scalar(at: index).map({ $0.value | 0x20 }) else { return false }
        return value >= 0x61 && value <= 0x7A
    }

    package func isAlphanumeric(_ index: Int) -> Bool { isDigit(index) || isASCIILetter(index) }

    /// A space, dot, underscore or hyphen: what joins the parts of a release name.
    package func isSeparator(_ index: Int) -> Bool {
        guard let scalar = scalar(at: index) else { return false }
        return scalar == " " || scalar == "." || scalar == "_" || scalar == "-"
    }

    /// The scalar at `index`, nil outside the name; every look at a character comes here and
    /// is counted.
    package func scalar(at index: Int) -> Unicode.Scalar? {
        looks.count += 1
        return index >= 0 && index < text.count ? text[index] : nil
    }

    /// Whether the scalar at `index` is `scalar`, compared without case for ASCII letters.
    package func isScalar(_ index: Int, _ scalar: Unicode.Scalar) -> Bool {
        guard let here = self.scalar(at: index)?.value else { return false }
        return here == scalar.value || (isASCIILetter(index) && here | 0x20 == scalar.value | 0x20)
    }

    /// Whether the scalar at `index` is one of `set`.
    package func isScalar(_ index: Int, in set: Set<Unicode.Scalar>) -> Bool {
        scalar(at: index).map { set.contains($0) } ?? false
    }

    /// Whether `word` is at `index`, ASCII letters compared without case.
    package func matches(_ word: [Unicode.Scalar], at index: Int) -> Bool {
        guard index >= 0 && index + word.count <= text.count else { return false }
        for offset in word.indices {
            guard isScalar(index + offset, word[offset]) else { return false }
        }
        return true
    }

    /// `index` moved past at most `limit` separators (or only spaces).
    package func skipping(from index: Int, limit: Int = 2, spacesOnly: Bool = false) -> Int {
        var position = index
        while position - index < limit, spacesOnly ? scalar(at: position) == " " : isSeparator(position) { position += 1 }
        return position
    }

    /// The run that starts at `index`, when one starts there and has at most `digits` digits.
    package func run(at index: Int, digits: ClosedRange<Int>) -> Run? {
        looks.count += 1
        guard let run = runs[index], digits.contains(run.count), run.value != nil else { return nil }
        return run
    }

    /// The run that ends just before `index`, found by walking back over it.
    package func run(endingBefore index: Int) -> Run? {
        guard isDigit(index - 1) else { return nil }
        var start = index - 1
        while isDigit(start - 1) { start -= 1 }
        return runs[start]
    }

    /// Every index of the name, for a pattern to try in turn.
    package var indices: Range<Int> { 0..<text.count }

    /// A year (four digits from 1900 to 2100) reads as a year, not an episode.
    package static func isYear(_ run: Run) -> Bool { run.count == 4 && (1900...2100).contains(run.value ?? 0) }
}
