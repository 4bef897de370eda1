import Foundation
import ShowbookTV

/// How much of one episode the learner would understand: the share of its running words, and
/// of its lines (a line counts when every word in it is known), whose lemma is known, and how
/// many different lemmas are not. Lines with no countable word (music, names only) count for
/// neither share.
public struct EpisodeCoverage: Sendable, Equatable {
    public var episode: EpisodeCode
    public var tokens: Int
    public var knownTokens: Int
    public var lines: Int
    public var knownLines: Int
    public var unknownLemmas: Int

    public init(episode: EpisodeCode, tokens: Int, knownTokens: Int, lines: Int, knownLines: Int, unknownLemmas: Int) {
        self.episode = episode
        self.tokens = tokens
        self.knownTokens = knownTokens
        self.lines = lines
        self.knownLines = knownLines
        self.unknownLemmas = unknownLemmas
    }

    /// Measures `tokens` against `known` (a lemma id is known when `known[id]`).
    public init(episode: EpisodeCode, tokens: EpisodeTokens, known: KnownLemmas) {
        var total = 0
        var knownCount = 0
        var knownLines = 0
        var unknown = Set<Int32>()
        for line in tokens.lines {
            var all = true
            for id in line {
                total += 1
                if known.contains(id) { knownCount += 1 } else { all = false; unknown.insert(id) }
            }
            if all { knownLines += 1 }
        }
        self.init(episode: episode, tokens: total, knownTokens: knownCount, lines: tokens.lines.count, knownLines: knownLines,
                  unknownLemmas: unknown.count)
    }

    /// Known running words over all of them; nil for an episode with none.
    public var tokenShare: Double? { tokens == 0 ? nil : Double(knownTokens) / Double(tokens) }
    public var lineShare: Double? { lines == 0 ? nil : Double(knownLines) / Double(lines) }

    /// "91 %" (rounded down, so 100 % means every word), "–" for an episode with no words.
    public var percentText: String { Self.percentText(tokenShare) }

    /// "91 % · 38 new".
    public var summary: String { "\(percentText) · \(unknownLemmas) new" }

    public static func percentText(_ share: Double?) -> String {
        guard let share else { return "–" }
        return "\(Int((share * 100).rounded(.down))) %"
    }
}

/// The lemma ids known at one moment, as a mask over the lemma table, so measuring an episode
/// is one array look-up per word. Made once per moment and shared by every show measured then.
public struct KnownLemmas: Sendable {
    private let mask: [Bool]

    public init(mask: [Bool]) {
        self.mask = mask
    }

    /// The mask of `registry`'s lemmas whose term key is in `terms`.
    public init(registry: SubtitleRegistry, terms: Set<String>) throws {
        let keys = try registry.lemmaKeys()
        mask = keys.map { !$0.isEmpty && terms.contains($0) }
    }

    public func contains(_ id: Int32) -> Bool { id >= 0 && Int(id) < mask.count && mask[Int(id)] }

    /// These lemmas and `ids` (what a prep list predicts).
    public func adding(_ ids: some Sequence<Int32>) -> KnownLemmas {
        var mask = self.mask
        for id in ids where id >= 0 && id < 50_000_000 {
            if Int(id) >= mask.count { mask.append(contentsOf: repeatElement(false, count: Int(id) - mask.count + 1)) }
            mask[Int(id)] = true
        }
        return KnownLemmas(mask: mask)
    }

    public var count: Int { mask.lazy.filter { $0 }.count }
}
