import ShowbookPlatform

/// The fixed query set of `make bench`: what people type into a show search, by category —
/// 1, 2 and 3 letter prefixes, whole words, several words, Hangul (inside words too), kana,
/// queries that match nothing, and the forgiving path: words with a typo and titles typed as
/// one joined word (both go through the approximate tier). Deterministic for a seed (multi-word queries are taken from
/// titles the generator makes, so they do match).
public enum BenchQueries {
    /// One query and what kind it is.
    public struct Query: Sendable, Equatable {
        public var category: String
        public var text: String
    }

    public static func make(seed: UInt64) -> [Query] {
        var queries: [Query] = []
        func add(_ category: String, _ texts: [String], limit: Int) {
            var seen = Set<String>()
            for text in texts where !seen.contains(text) && seen.count < limit {
                seen.insert(text)
                queries.append(Query(category: category, text: text))
            }
        }
        let english = SyntheticVocabulary.english
        add("prefix1", "abcdefghijklmnopqrstuvwxyz".map(String.init), limit: 26)
        add("prefix2", english.filter { $0.count >= 2 }.map { String($0.prefix(2)) }, limit: 40)
        add("prefix3", english.dropFirst(15).filter { $0.count >= 4 }.map { String($0.prefix(3)) }, limit: 40)
        var random = SeededGenerator(seed: seed ^ 0xBE7C)
        let maker = TitleMaker()
        let words = stride(from: 0, to: english.count, by: 9).map { english[$0] }
        add("word", words + (0..<20).map { _ in maker.name(using: &random) }, limit: 40)
        var multi: [String] = []
        while multi.count < 30 {
            let parts = maker.english(using: &random).lowercased()
                .split(whereSeparator: { !$0.isLetter && $0 != "'" }).map(String.init)
            guard parts.count >= 2 else { continue }
            if multi.count % 3 == 2 && parts.count >= 3 {
                multi.append("\(parts[0]) \(parts[1]) \(parts[2].prefix(2))")  // still typing the last word
            } else {
                multi.append("\(parts[0]) \(parts[1])")
            }
        }
        add("multi", multi, limit: 30)
        let hangul = SyntheticVocabulary.hangulWords
        var hangulQueries = hangul.filter { $0.count >= 2 }.map { String($0.prefix(2)) }.prefix(8).map { $0 }
        hangulQueries += hangul.filter { $0.count >= 3 }.map { String($0.suffix(2)) }.prefix(6)
        hangulQueries += hangul.filter { $0.count >= 3 }.prefix(4) + ["사랑 전쟁", "별"]
        add("hangul", hangulQueries, limit: 20)
        add("kana", SyntheticVocabulary.kanaWords.prefix(6).map { $0 } + ["ゲー", "ラブ"], limit: 8)
        // Typos: a letter dropped, two neighbours swapped, a letter doubled, one replaced — in
        // catalog words of 5+ letters, alone and after a correct word.
        let long = english.filter { $0.count >= 5 && $0.allSatisfy(\.isLetter) }
        var typos: [String] = []
        for (index, word) in long.enumerated() where index % 7 == 3 {
            var letters = Array(word)
            let at = 1 + index % (letters.count - 2)
            switch typos.count % 4 {
            case 0: letters.remove(at: at)
            case 1: letters.swapAt(letters[at] == letters[at + 1] ? at - 1 : at, letters[at] == letters[at + 1] ? at : at + 1)
            case 2: letters.insert(letters[at], at: at)
            default: letters[at] = letters[at] == "e" ? "a" : "e"
            }
            typos.append(typos.count % 3 == 2 ? "the \(String(letters))" : String(letters))
        }
        add("typo", typos, limit: 16)
        add("joined", multi.map { String($0.filter { $0 != " " }) }, limit: 10)
        add("nomatch", ["zzqx", "qwxv", "xylophonist", "jjjkkk", "뷁뷁", "ヴォヴォ", "zq", "kitchen zebra9", "1234567", "qqq"],
            limit: 10)
        return queries
    }

    /// Reads `queries.tsv` as written by `SyntheticCatalog`.
    public static func read(_ text: String) -> [Query] {
        text.split(separator: "\n").compactMap { line in
            let parts = line.split(separator: "\t", maxSplits: 1, omittingEmptySubsequences: false)
            return parts.count == 2 ? Query(category: String(parts[0]), text: String(parts[1])) : nil
        }
    }
}
