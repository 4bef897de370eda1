import Foundation

/// Korean words through Hunspell's `ko_KR` stems: each space-separated word loses its
/// particles and endings (친구들과 → 친구, 먹었습니다 → 먹다, 와요 → 오다). When Hunspell
/// offers several stems, `KoreanStemChoice` picks one by its documented rules. Words Hunspell
/// does not know (names, typos) are left out; function words are kept here and ranked last by
/// the miner (`StopList`).
public final class KoreanTokenizer: WordTokenizer, @unchecked Sendable {
    private let stemmer: HunspellStemmer
    private let stopList = StopList.bundled(.korean)
    /// The chosen stem of each word seen (nil: unknown to Hunspell); Hunspell's Korean
    /// dictionary is slow per call and dialogue repeats its words.
    private var chosen: [String: String?] = [:]
    private let lock = NSLock()

    public init(stemmer: HunspellStemmer) {
        self.stemmer = stemmer
    }

    public func tokens(in line: String) -> [MinedToken] {
        var result: [MinedToken] = []
        for word in Self.words(in: line) {
            guard let stem = stem(of: word) else { continue }
            result.append(MinedToken(term: stem, surface: word))
        }
        return result
    }

    private func stem(of word: String) -> String? {
        lock.lock()
        if let known = chosen[word] { lock.unlock(); return known }
        lock.unlock()
        let stem = KoreanStemChoice.choose(stems: stemmer.stems(of: word), for: word, stopWords: stopList.words)
        lock.lock()
        chosen[word] = stem
        lock.unlock()
        return stem
    }

    /// Runs of Hangul syllables; punctuation, digits and Latin letters split words.
    package static func words(in line: String) -> [String] {
        line.split(whereSeparator: { character in
            !character.unicodeScalars.allSatisfy { (0xAC00...0xD7A3).contains($0.value) }
        }).map(String.init)
    }
}
