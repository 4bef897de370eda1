import Foundation

/// Makes one show title (primary and original) at a time for `SyntheticCatalog`: English-like
/// titles from Zipf-weighted words and invented names, 10 % Hangul (half with an English
/// primary title, as IMDb lists many Korean shows), 5 % kana, about 1 % with bare quotes.
struct TitleMaker {
    private let cumulative: [Double]

    init() {
        var total = 0.0
        cumulative = SyntheticVocabulary.english.indices.map { rank in
            total += 1 / pow(Double(rank + 1), 0.9)
            return total
        }
    }

    mutating func title<G: RandomNumberGenerator>(using random: inout G) -> (primary: String, original: String) {
        let roll = Double.random(in: 0..<1, using: &random)
        if roll < 0.10 {
            let hangul = cjk(SyntheticVocabulary.hangulWords, spaced: true, using: &random)
            let primary = Double.random(in: 0..<1, using: &random) < 0.5 ? english(using: &random) : hangul
            return (primary, hangul)
        }
        if roll < 0.15 {
            let kana = cjk(SyntheticVocabulary.kanaWords, spaced: false, using: &random)
            return (kana, kana)
        }
        let title = english(using: &random)
        return (title, title)
    }

    func word<G: RandomNumberGenerator>(using random: inout G) -> String {
        let pick = Double.random(in: 0..<cumulative[cumulative.count - 1], using: &random)
        var low = 0
        var high = cumulative.count - 1
        while low < high {
            let middle = (low + high) / 2
            if cumulative[middle] < pick { low = middle + 1 } else { high = middle }
        }
        return SyntheticVocabulary.english[low]
    }

    func name<G: RandomNumberGenerator>(using random: inout G) -> String {
        let count = Int.random(in: 2...3, using: &random)
        return (0..<count).map { _ in
            SyntheticVocabulary.syllables[Int.random(in: 0..<SyntheticVocabulary.syllables.count, using: &random)]
        }.joined()
    }

    func english<G: RandomNumberGenerator>(using random: inout G) -> String {
        let lengths = [1, 2, 2, 2, 3, 3, 3, 4, 4, 5, 6]
        let count = lengths[Int.random(in: 0..<lengths.count, using: &random)]
        var words: [String] = []
        if Double.random(in: 0..<1, using: &random) < 0.2 { words.append("the") }
        for _ in 0..<count {
            var next = Double.random(in: 0..<1, using: &random) < 0.25 ? name(using: &random) : word(using: &random)
            if next == words.last { next = name(using: &random) }  // no "The The"
            words.append(next)
        }
        if words == ["the"] { words.append(name(using: &random)) }
        var title = words.map(capitalized).joined(separator: " ")
        let extra = Double.random(in: 0..<1, using: &random)
        if extra < 0.01 {
            // A bare quote, as IMDb has them: around a word, or a lone inch mark.
            let quoted = capitalized(word(using: &random))
            title = Bool.random(using: &random) ? "\(title) \"\(quoted)\"" : "The 12\" \(title)"
        } else if extra < 0.04 {
            title += ": " + capitalized(word(using: &random)) + " " + capitalized(word(using: &random))
        } else if extra < 0.06 {
            title += " (\(Int.random(in: 1960...2025, using: &random)))"
        }
        return title
    }

    func cjk<G: RandomNumberGenerator>(_ list: [String], spaced: Bool, using random: inout G) -> String {
        let count = Int.random(in: 1...3, using: &random)
        let parts = (0..<count).map { _ in list[Int.random(in: 0..<list.count, using: &random)] }
        var title = parts.joined(separator: spaced && Double.random(in: 0..<1, using: &random) < 0.7 ? " " : "")
        if Double.random(in: 0..<1, using: &random) < 0.15 { title += " \(Int.random(in: 1...4, using: &random))" }
        return title
    }

    private func capitalized(_ word: String) -> String {
        guard let first = word.first else { return word }
        return first.uppercased() + word.dropFirst()
    }
}
