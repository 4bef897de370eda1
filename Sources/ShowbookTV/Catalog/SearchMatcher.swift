import ShowbookPlatform
/// The search's match rule in Swift, registered in SQLite as `sb_match(title_key,
/// original_key, words)` so that broad queries can walk the popularity index and stop after
/// one page instead of sorting 100k candidates. It must agree with the indexes:
///
/// - every query word is a prefix of a word of either key (the `shows_words` prefix query);
/// - a Hangul/kana/kanji word may also sit anywhere inside either key (`shows_grams` and
///   `shows_cjk`).
///
/// `words` is the query's words joined by U+001F; the parsed form of the last one is cached.
package final class SearchMatcher: @unchecked Sendable {
    package static let separator: Character = "\u{1F}"
    private var cachedSpec: [UInt8] = []
    private var cachedWords: [(word: [UInt8], substring: Bool)] = []

    package static func spec(_ words: [String]) -> String {
        words.joined(separator: String(separator))
    }

    /// Called by SQLite under the database lock, one statement at a time.
    package func matches(_ titleKey: UnsafeBufferPointer<UInt8>, _ originalKey: UnsafeBufferPointer<UInt8>,
                 _ spec: UnsafeBufferPointer<UInt8>) -> Bool {
        if !cachedSpec.elementsEqual(spec) {
            cachedSpec = Array(spec)
            cachedWords = String(decoding: spec, as: UTF8.self).split(separator: Self.separator).map { word in
                (Array(word.utf8), word.unicodeScalars.contains(where: SearchKey.isCJK))
            }
        }
        for entry in cachedWords {
            if !(Self.hasWord(startingWith: entry.word, in: titleKey) || Self.hasWord(startingWith: entry.word, in: originalKey)
                 || (entry.substring && (Self.contains(entry.word, in: titleKey) || Self.contains(entry.word, in: originalKey)))) {
                return false
            }
        }
        return true
    }

    /// True when some word of `key` (split like unicode61: runs of letters, digits and marks)
    /// starts with `prefix`. ASCII bytes are classified directly; other scalars by category.
    package static func hasWord(startingWith prefix: [UInt8], in key: UnsafeBufferPointer<UInt8>) -> Bool {
        guard !prefix.isEmpty, key.count >= prefix.count else { return false }
        var index = 0
        var atWordStart = true
        while index < key.count {
            let length = scalarLength(key[index])
            let isWord: Bool
            if length == 1 {
                let byte = key[index]
                isWord = ASCIIByte.isLetterOrDigit(byte)
            } else {
                let end = min(key.count, index + length)
                let scalar = String(decoding: UnsafeBufferPointer(rebasing: key[index..<end]), as: UTF8.self).unicodeScalars.first
                isWord = scalar.map(SearchKey.isWordScalar) ?? false
            }
            if isWord && atWordStart && key.count - index >= prefix.count {
                if UnsafeBufferPointer(rebasing: key[index..<(index + prefix.count)]).elementsEqual(prefix) { return true }
            }
            atWordStart = !isWord
            index += length
        }
        return false
    }

    package static func contains(_ needle: [UInt8], in key: UnsafeBufferPointer<UInt8>) -> Bool {
        guard !needle.isEmpty, key.count >= needle.count else { return false }
        for start in 0...(key.count - needle.count)
        where key[start] == needle[0] && UnsafeBufferPointer(rebasing: key[start..<(start + needle.count)]).elementsEqual(needle) {
            return true
        }
        return false
    }

    private static func scalarLength(_ lead: UInt8) -> Int {
        switch lead {
        case 0..<0x80: return 1
        case 0xF0...: return 4
        case 0xE0...: return 3
        case 0xC0...: return 2
        default: return 1
        }
    }
}
