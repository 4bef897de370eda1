import Foundation
import ShowbookWords

/// A lemma set: sentences of one language, each with the dictionary form (and for Japanese the
/// reading in context) of every content word. Kept as TSVs in the tests
/// (`Tests/ShowbookCoreTests/Language/LemmaSet/<language>.tsv`) and read here, so the unit test
/// and `make bench` score the same sentences.
public struct LemmaSet: Sendable {
    /// One content word as the set expects it.
    public struct Expected: Sendable, Equatable, CustomStringConvertible {
        public var lemma: String
        /// Hiragana; nil where the language has no readings.
        public var reading: String?

        public var description: String { reading.map { "\(lemma):\($0)" } ?? lemma }
    }

    /// One sentence and its expected words, in order.
    public struct Case: Sendable, Equatable {
        public var sentence: String
        public var expected: [Expected]
    }

    public var cases: [Case]
    /// 1-based numbers of lines that are not `sentence TAB word word…`.
    public var malformedLines: [Int]

    /// Parses the TSV; `#` lines and empty lines are skipped. With `readings`, each word is
    /// `lemma:reading`. A `_` in a word stands for a space (the English phrasal verb pick_up is
    /// the word "pick up", as a word book shows it), since spaces separate the words.
    public init(text: String, readings: Bool) {
        var cases: [Case] = []
        var malformed: [Int] = []
        for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            if line.isEmpty || line.hasPrefix("#") { continue }
            let fields = line.split(separator: "\t", omittingEmptySubsequences: false)
            let words = fields.count == 2 ? fields[1].split(separator: " ").map(String.init) : []
            let expected = words.compactMap { word -> Expected? in
                guard readings else { return Expected(lemma: word.replacingOccurrences(of: "_", with: " "), reading: nil) }
                let parts = word.split(separator: ":", omittingEmptySubsequences: false)
                guard parts.count == 2, !parts[0].isEmpty, !parts[1].isEmpty else { return nil }
                return Expected(lemma: String(parts[0]).replacingOccurrences(of: "_", with: " "), reading: String(parts[1]))
            }
            guard fields.count == 2, !fields[0].isEmpty, !words.isEmpty, expected.count == words.count else {
                malformed.append(index + 1)
                continue
            }
            cases.append(Case(sentence: String(fields[0]), expected: expected))
        }
        self.cases = cases
        malformedLines = malformed
    }

    /// `<folder>/<language code>.tsv`, with readings for Japanese.
    public static func read(language: MiningLanguage, folder: String) throws -> LemmaSet {
        let path = (folder as NSString).appendingPathComponent("\(language.rawValue).tsv")
        return LemmaSet(text: try String(contentsOfFile: path, encoding: .utf8), readings: language == .japanese)
    }
}
