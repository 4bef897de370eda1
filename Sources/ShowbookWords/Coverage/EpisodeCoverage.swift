import Foundation
import ShowbookTV

/// How much of one episode the learner would understand at one moment: the expected share of
/// its running words recognized (each word weighed by its recall then, `KnownLemmas`: Known 1,
/// a studied word its FSRS retrievability, a word never studied 0), the share of words that
/// are sure (R ≥ the setting's minimum), the share of lines whose every word is sure, and how
/// many different words were never studied (new). Names, numbers and function words
/// (`TokenKind`) are running words the learner recognizes without studying them, as the
/// comprehension studies behind the 95 % and 98 % thresholds count proper nouns and fillers:
/// they count as known in both shares (`EpisodeTokens.recognized`) and are never new. Lines
/// count only their words to learn; a line with none counts for neither line share.
public struct EpisodeCoverage: Sendable, Equatable {
    public var episode: EpisodeCode
    public var tokens: Int
    /// Running words whose recall is sure.
    public var knownTokens: Int
    /// The sum of every running word's expected recall.
    public var expectedTokens: Double
    public var lines: Int
    public var knownLines: Int
    /// Different words never studied.
    public var newLemmas: Int
    /// When it is measured for, as the rows say it ("today", "on Fri"); empty when not said.
    public var day: String

    public init(episode: EpisodeCode, tokens: Int, knownTokens: Int, expectedTokens: Double? = nil, lines: Int, knownLines: Int,
                newLemmas: Int, day: String = "") {
        self.episode = episode
        self.tokens = tokens
        self.knownTokens = knownTokens
        self.expectedTokens = expectedTokens ?? Double(knownTokens)
        self.lines = lines
        self.knownLines = knownLines
        self.newLemmas = newLemmas
        self.day = day
    }

    /// Measures `tokens` against `known`: one look-up per running word.
    public init(episode: EpisodeCode, tokens: EpisodeTokens, known: KnownLemmas, day: String = "") {
        var knownLines = 0
        var new = Set<Int32>()
        // Names, numbers and function words: recognized, in both the running words and the sure ones.
        var total = tokens.recognized
        var sureCount = tokens.recognized
        var expected = Double(tokens.recognized)
        for line in tokens.lines {
            var all = true
            for id in line {
                total += 1
                expected += known.recall(of: id)
                if known.contains(id) { sureCount += 1 } else { all = false }
                if !known.isStudied(id) { new.insert(id) }
            }
            if all { knownLines += 1 }
        }
        self.init(episode: episode, tokens: total, knownTokens: sureCount, expectedTokens: expected, lines: tokens.lines.count,
                  knownLines: knownLines, newLemmas: new.count, day: day)
    }

    /// The coverage: the expected share of running words recognized; nil for an episode with none.
    public var expectedShare: Double? { tokens == 0 ? nil : expectedTokens / Double(tokens) }
    /// The share of running words whose recall is sure.
    public var sureShare: Double? { tokens == 0 ? nil : Double(knownTokens) / Double(tokens) }
    public var lineShare: Double? { lines == 0 ? nil : Double(knownLines) / Double(lines) }

    /// "≈ 91 %" (rounded down, so 100 % means every word), "–" for an episode with no words.
    public var percentText: String { Self.expectedText(expectedShare) }

    /// "≈ 91 % on Fri · 38 new" ("≈ 91 % · 38 new" when the day is not said).
    public var summary: String { "\(percentText)\(day.isEmpty ? "" : " " + day) · \(newLemmas) new" }

    /// "91 %" (rounded down, a hair of rounding error kept from showing 99 % for 100 %).
    public static func percentText(_ share: Double?) -> String {
        guard let share else { return "–" }
        return "\(Int((share * 100 + 1e-9).rounded(.down))) %"
    }

    /// "≈ 91 %": an expected share.
    public static func expectedText(_ share: Double?) -> String {
        share == nil ? "–" : "≈ " + percentText(share)
    }
}
