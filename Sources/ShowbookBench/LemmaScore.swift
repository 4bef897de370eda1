import ShowbookWords

/// How well a tokenizer finds the dictionary forms of a `LemmaSet`: the share of expected
/// words whose dictionary form is among the sentence's tokens (recall, "lemma accuracy"), the
/// share of the tokenizer's content words (`TokenKind.word`) that are expected ones
/// (precision: names, numbers and function words are not counted either way), and, where the
/// set has readings, the share whose token also has the expected reading. With a meaning
/// lookup it also counts how many found words get a meaning, and of those written in kana alone.
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
    /// Content-word tokens that answered for no expected word.
    public var extras: [String] = []
    public var readingWords = 0
    public var readingHits = 0
    /// Found words looked up, and those that got a meaning; the same for words in kana alone.
    public var meaningWords = 0
    public var meaningHits = 0
    public var kanaWords = 0
    public var kanaHits = 0
    public var misses: [Miss] = []

    public var lemmaAccuracy: Double { words == 0 ? 0 : Double(lemmaHits) / Double(words) }
    /// Of the content words the tokenizer gave, the share the set expects.
    public var precision: Double { lemmaHits + extras.count == 0 ? 0 : Double(lemmaHits) / Double(lemmaHits + extras.count) }
    /// Nil for a set without readings.
    public var readingAccuracy: Double? { readingWords == 0 ? nil : Double(readingHits) / Double(readingWords) }

    public init() {}

    /// Every sentence of `set` through `tokenizer`. Each token answers for one expected word.
    /// `meanings` (a term → meaning table for the found words, as mining looks them up) adds
    /// the meaning counts.
    public static func measure(_ set: LemmaSet, tokenizer: WordTokenizer,
                               meanings: (([MinedToken]) -> [String: String])? = nil) -> LemmaScore {
        measure(set, tokens: set.cases.map { tokenizer.tokens(in: $0.sentence) }, meanings: meanings)
    }

    /// The set's sentences as a document's lines through `tokenizer`, which marks each token's
    /// kind as mining and coverage see it (function words, names, numbers).
    public static func measure(_ set: LemmaSet, document tokenizer: DocumentTokenizer,
                               meanings: (([MinedToken]) -> [String: String])? = nil) -> LemmaScore {
        measure(set, tokens: tokenizer.tokens(inLines: set.cases.map(\.sentence)), meanings: meanings)
    }

    /// `tokens` holds each sentence's tokens, in the set's order.
    public static func measure(_ set: LemmaSet, tokens lines: [[MinedToken]],
                               meanings: (([MinedToken]) -> [String: String])? = nil) -> LemmaScore {
        var score = LemmaScore()
        var found: [MinedToken] = []
        for (item, tokens) in zip(set.cases, lines) {
            var unused = Array(tokens.indices)
            defer {
                score.extras += unused.filter { tokens[$0].kind == .word }.map { tokens[$0].term }
            }
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
                found.append(token)
                if let reading = expected.reading {
                    if token.reading == reading {
                        score.readingHits += 1
                    } else {
                        score.misses.append(Miss(sentence: item.sentence, expected: expected, wrongReading: token.reading, tokens: tokens))
                    }
                }
            }
        }
        if let meanings {
            let table = meanings(found)
            for token in found {
                let has = !(table[token.term] ?? "").isEmpty
                score.meaningWords += 1
                if has { score.meaningHits += 1 }
                if token.term.unicodeScalars.allSatisfy(Self.isKana) {
                    score.kanaWords += 1
                    if has { score.kanaHits += 1 }
                }
            }
        }
        return score
    }

    /// Hiragana, katakana and the long-vowel mark.
    static func isKana(_ scalar: Unicode.Scalar) -> Bool {
        (0x3041...0x30FF).contains(scalar.value) && scalar.value != 0x30FB
    }

    /// `ja: lemma 97.4 % (264/271), precision 98.1 % (264/269), reading 96.3 % (261/271)`.
    public func summary(_ language: MiningLanguage) -> String {
        var text = "\(language.rawValue): lemma " + Self.percent(lemmaHits, words)
        text += ", precision " + Self.percent(lemmaHits, lemmaHits + extras.count)
        if readingWords > 0 { text += ", reading " + Self.percent(readingHits, readingWords) }
        if meaningWords > 0 { text += ", meanings " + Self.percent(meaningHits, meaningWords) }
        if kanaWords > 0 { text += ", kana meanings " + Self.percent(kanaHits, kanaWords) }
        if !extras.isEmpty { text += "; not expected: " + extras.joined(separator: " ") }
        return text
    }

    private static func percent(_ part: Int, _ whole: Int) -> String {
        let value = whole == 0 ? 0 : 100 * Double(part) / Double(whole)
        return "\((value * 10).rounded() / 10) % (\(part)/\(whole))"
    }
}
