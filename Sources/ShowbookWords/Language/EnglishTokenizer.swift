import Foundation

/// English words: letters folded to lower case and reduced to a WordNet base form
/// (`WordNet.baseForm`: running → run, teeth → tooth, went → go). Words WordNet does not know
/// (names, interjections) are left out. A word on the stop list (us, its, was) is kept as it
/// is, without a lookup, and ranked last by the miner. A negative contraction gives its verb
/// (don't → do, won't → will, can't → can); other contractions' pieces (`'s`, `'ll`) are
/// dropped.
public final class EnglishTokenizer: WordTokenizer, @unchecked Sendable {
    private let wordNet: WordNet
    private let stopList = StopList.bundled(.english)
    private var bases: [String: String?] = [:]
    private let lock = NSLock()

    public init(wordNet: WordNet) {
        self.wordNet = wordNet
    }

    public func tokens(in line: String) -> [MinedToken] {
        var result: [MinedToken] = []
        for word in Self.words(in: line) {
            if stopList.contains(word) {
                result.append(MinedToken(term: word, surface: word))
                continue
            }
            guard let base = base(of: word) else { continue }
            result.append(MinedToken(term: base, surface: word))
        }
        return result
    }

    /// Lower-case runs of ASCII letters of two letters or more. An apostrophe ends a word; what
    /// follows it is a contraction's piece, and `n't` turns the word before it into its verb.
    package static func words(in line: String) -> [String] {
        var words: [String] = []
        var current = ""
        var piece = ""
        var afterApostrophe = false
        func finish() {
            if afterApostrophe, piece == "t", current.hasSuffix("n") { current = negatedVerb(current) }
            if current.count > 1 { words.append(current) }
            current = ""
            piece = ""
        }
        for character in line.lowercased() {
            if character.isASCII && character.isLetter {
                if afterApostrophe { piece.append(character) } else { current.append(character) }
            } else if (character == "'" || character == "’") && !afterApostrophe && !current.isEmpty {
                afterApostrophe = true
            } else {
                finish()
                afterApostrophe = false
            }
        }
        finish()
        return words
    }

    /// `don` (of don't) → `do`, `won` → `will`, `can` → `can`, `shan` → `shall`.
    private static func negatedVerb(_ word: String) -> String {
        switch word {
        case "won": return "will"
        case "can": return "can"
        case "shan": return "shall"
        case "ain": return "be"
        default: return String(word.dropLast())
        }
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
