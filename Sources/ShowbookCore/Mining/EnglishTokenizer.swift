import Foundation

/// English words: letters folded to lower case and reduced to a WordNet base form with the
/// morphology already used for lookups (running → run, gardens → garden, children → child).
/// Words WordNet does not know (names, interjections) and a short list of function words are
/// left out, as are contractions' pieces (`'s`, `n't`).
public final class EnglishTokenizer: WordTokenizer, @unchecked Sendable {
    static let stopWords: Set<String> = [
        "a", "an", "the", "and", "or", "but", "if", "of", "to", "in", "on", "at", "by", "for", "with", "from", "as", "into",
        "about", "be", "is", "am", "are", "was", "were", "been", "being", "have", "has", "had", "do", "does", "did", "will",
        "would", "shall", "should", "can", "could", "may", "might", "must", "i", "you", "he", "she", "it", "we", "they", "me",
        "him", "her", "us", "them", "my", "your", "his", "its", "our", "their", "this", "that", "these", "those", "there",
        "here", "what", "who", "when", "where", "why", "how", "not", "no", "yes", "so", "too", "very", "just", "all", "up",
        "out", "get", "go", "oh", "ok", "okay", "then", "than", "now", "one",
    ]

    private let wordNet: WordNet
    private var bases: [String: String?] = [:]
    private let lock = NSLock()

    public init(wordNet: WordNet) {
        self.wordNet = wordNet
    }

    public func tokens(in line: String) -> [MinedToken] {
        var result: [MinedToken] = []
        for word in Self.words(in: line) where !Self.stopWords.contains(word) {
            guard let base = base(of: word), !Self.stopWords.contains(base) else { continue }
            result.append(MinedToken(term: base, surface: word))
        }
        return result
    }

    /// Lower-case runs of ASCII letters; an apostrophe ends a word and what follows it is a
    /// contraction's piece.
    static func words(in line: String) -> [String] {
        var words: [String] = []
        var current = ""
        var afterApostrophe = false
        for character in line.lowercased() {
            if character.isASCII && character.isLetter {
                if !afterApostrophe { current.append(character) }
            } else {
                if !current.isEmpty && current.count > 1 { words.append(current) }
                current = ""
                afterApostrophe = character == "'" || character == "’"
            }
        }
        if current.count > 1 { words.append(current) }
        return words
    }

    private func base(of word: String) -> String? {
        lock.lock()
        if let known = bases[word] { lock.unlock(); return known }
        lock.unlock()
        let found = (try? wordNet.baseForm(of: word)) ?? nil
        lock.lock()
        bases[word] = found
        lock.unlock()
        return found
    }
}
