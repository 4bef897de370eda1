import ShowbookWords

/// How well a tokenizer finds the dictionary forms of a `LemmaSet`: the share of expected
/// words whose dictionary form is among the sentence's tokens (lemma accuracy) and, where the
/// set has readings, the share whose token also has the expected reading (reading accuracy).
/// Tokens the set does not list (function words, words left unlisted) are not counted.
public struct LemmaScore: Sendable {
    /// An expected word the tokenizer missed, with what it gave for the sentence.
    public struct Miss: Sendable, CustomStringConvertible {
        public var sentence: String
        public var expected: LemmaSet.Expected
        /// The token with the expected form but another reading, if there was one.
        public var wrongReading: String?
        public var tokens: [MinedToken]

        public var description: String {
            let got = tokens.map { $0.reading.isEmpty ? $0.term : "\($0.term):\($0.reading)" }.joined(separator: " ")
            if let wrongReading { return "\(sentence)  \(expected): read \(wrongReading)" }
            return "\(sentence)  \(expected): got [\(got)]"
        }
    }

    public var words = 0
    public var lemmaHits = 0
    public var readingWords = 0
    public var readingHits = 0
    public var misses: [Miss] = []

    public var lemmaAccuracy: Double { words == 0 ? 0 : Double(lemmaHits) / Double(words) }
    /// Nil for a set without readings.
    public var readingAccuracy: Double? { readingWords == 0 ? nil : Double(readingHits) / Double(readingWords) }

    public init() {}

    /// Every sentence of `set` through `tokenizer`. Each token answers for one expected word.
    public static func measure(_ set: LemmaSet, tokenizer: WordTokenizer) -> LemmaScore {
        var score = LemmaScore()
        for item in set.cases {
            let tokens = tokenizer.tokens(in: item.sentence)
            var unused = Array(tokens.indices)
            for expected in item.expected {
                score.words += 1
                if expected.reading != nil { score.readingWords += 1 }
                let exact = unused.firstIndex { tokens[$0].term == expected.lemma && tokens[$0].reading == (expected.reading ?? tokens[$0].reading) }
                guard let position = exact ?? unused.firstIndex(where: { tokens[$0].term == expected.lemma }) else {
                    score.misses.append(Miss(sentence: item.sentence, expected: expected, tokens: tokens))
                    continue
                }
                let token = tokens[unused.remove(at: position)]
                score.lemmaHits += 1
                if let reading = expected.reading {
                    if token.reading == reading {
                        score.readingHits += 1
                    } else {
                        score.misses.append(Miss(sentence: item.sentence, expected: expected, wrongReading: token.reading, tokens: tokens))
                    }
                }
            }
        }
        return score
    }

    /// `ja: lemma 97.4 % (264/271), reading 96.3 % (261/271)`.
    public func summary(_ language: MiningLanguage) -> String {
        var text = "\(language.rawValue): lemma " + Self.percent(lemmaHits, words)
        if readingWords > 0 { text += ", reading " + Self.percent(readingHits, readingWords) }
        return text
    }

    private static func percent(_ part: Int, _ whole: Int) -> String {
        let value = whole == 0 ? 0 : 100 * Double(part) / Double(whole)
        return "\((value * 10).rounded() / 10) % (\(part)/\(whole))"
    }
}
