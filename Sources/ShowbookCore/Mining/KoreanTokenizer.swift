import Foundation

/// Korean words through Hunspell's `ko_KR` stems: each space-separated word loses its
/// particles and endings (친구들과 → 친구, 먹었습니다 → 먹다). Words Hunspell does not know
/// (names, typos) are left out, as are a few grammatical words too common to study.
///
/// When Hunspell offers several stems, the one kept is the one that **keeps most of the
/// word's beginning**, counted in syllables (a verb's final 다 is set aside for the count);
/// ties go to the longer stem, then to Hunspell's order. So 친구들을 (친, 친구) → 친구,
/// 공부하고 (공부하다, 공부) → 공부하다, 저는 (절다, 저) → 저 — the spurious short or
/// unrelated stems lose.
public final class KoreanTokenizer: WordTokenizer, @unchecked Sendable {
    static let stopWords: Set<String> = ["이다", "있다", "없다", "하다", "되다", "않다", "것", "수", "저", "나", "너", "그", "이",
                                         "우리", "그리고", "그런데", "하지만", "그래서", "네", "아니", "아니다", "좀", "더", "또", "왜"]

    private let stemmer: HunspellStemmer
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
            guard let stem = stem(of: word), !Self.stopWords.contains(stem) else { continue }
            result.append(MinedToken(term: stem, surface: word))
        }
        return result
    }

    private func stem(of word: String) -> String? {
        lock.lock()
        if let known = chosen[word] { lock.unlock(); return known }
        lock.unlock()
        let stem = Self.choose(stems: stemmer.stems(of: word), for: word)
        lock.lock()
        chosen[word] = stem
        lock.unlock()
        return stem
    }

    /// Runs of Hangul syllables; punctuation, digits and Latin letters split words.
    static func words(in line: String) -> [String] {
        line.split(whereSeparator: { character in
            !character.unicodeScalars.allSatisfy { (0xAC00...0xD7A3).contains($0.value) }
        }).map(String.init)
    }

    /// The documented rule (see the type's comment).
    static func choose(stems: [String], for word: String) -> String? {
        let wordSyllables = Array(word)
        func kept(_ stem: String) -> Int {
            var core = Array(stem)
            if core.count > 1, core.last == "다", !wordSyllables.starts(with: core) { core.removeLast() }
            return zip(core, wordSyllables).prefix { $0 == $1 }.count
        }
        var best: (stem: String, kept: Int, length: Int)?
        for stem in stems where !stem.isEmpty {
            let candidate = (stem: stem, kept: kept(stem), length: stem.count)
            if let current = best, (current.kept, current.length) >= (candidate.kept, candidate.length) { continue }
            best = candidate
        }
        return best?.stem
    }
}
