import Foundation
import ShowbookPlatform

/// The extra words a title is also found by, stored folded in `shows.extra_key` and indexed
/// with the title: its readings (Revised Romanization, kana, Hepburn romaji), words joined
/// across punctuation (`M*A*S*H` → `mash`, `The X-Files` → `xfiles`), and the spellings people
/// type for common abbreviations (`Doctor` ↔ `dr`, `&` → `and`), and the plain forms of
/// compatibility characters (`½` → `1/2`, full-width letters, `ﬁ`). Words the title already has
/// are left out, so a Latin title without punctuation or abbreviations stores nothing.
package enum SearchAliases {
    /// Abbreviations and their long forms, both ways.
    package static let abbreviations: [String: String] = [
        "doctor": "dr", "dr": "doctor", "mister": "mr", "mr": "mister", "saint": "st", "st": "saint",
        "mount": "mt", "mt": "mount", "versus": "vs", "vs": "versus", "and": "&",
    ]

    /// The folded extra key for a title (space-separated words, possibly empty).
    package static func extraKey(title: String, originalTitle: String, titleKey: String, originalKey: String,
                         reader: TitleReader?) -> String {
        plainExtraKey(title: title, originalTitle: originalTitle, titleKey: titleKey, originalKey: originalKey)
            ?? fullExtraKey(title: title, originalTitle: originalTitle, titleKey: titleKey, originalKey: originalKey, reader: reader)
    }

    /// `extraKey` worked out in full, for any title.
    package static func fullExtraKey(title: String, originalTitle: String, titleKey: String, originalKey: String,
                             reader: TitleReader?) -> String {
        var known = Set(SearchKey.words(titleKey) + SearchKey.words(originalKey))
        var extra: [String] = []
        func add(_ phrase: String) {
            for word in SearchKey.words(SearchKey.fold(phrase)) where known.insert(word).inserted { extra.append(word) }
        }
        for key in [titleKey, originalKey] where !key.isEmpty {
            for chunk in chunks(of: key) {
                let words = SearchKey.words(chunk)
                if words.count > 1 { add(words.joined()) }
                for word in words { if let long = abbreviations[word], long != "&" { add(long) } }
                if chunk.utf8.contains(where: { $0 == 0x26 || $0 == 0x2B }) { add("and") }  // & or +
            }
        }
        for text in Set([title, originalTitle]) where !text.utf8.allSatisfy({ $0 < 0x80 }) {
            let plain = text.precomposedStringWithCompatibilityMapping
            if plain != text { add(plain) }
        }
        if let reader, needsReading(titleKey) || needsReading(originalKey) {
            for text in Set([title, originalTitle]) where needsReading(text) {
                for reading in reader.readings(of: text) { add(reading) }
            }
        }
        return extra.joined(separator: " ")
    }

    /// `extraKey` for the commonest title: ASCII, with keys of nothing but letters, digits and
    /// white space. Such a title has no readings, joined words or compatibility forms, only the
    /// long forms of its abbreviations, so none of that work is done. Nil for any other title.
    package static func plainExtraKey(title: String, originalTitle: String, titleKey: String, originalKey: String) -> String? {
        func isPlainKey(_ key: String) -> Bool {
            key.utf8.allSatisfy { ASCIIByte.isLetterOrDigit($0) || ASCIIByte.isSpace($0) }
        }
        guard isPlainKey(titleKey), isPlainKey(originalKey),
              title.utf8.allSatisfy({ $0 < 0x80 }), originalTitle.utf8.allSatisfy({ $0 < 0x80 }) else { return nil }
        let words = SearchKey.words(titleKey) + SearchKey.words(originalKey)
        var known: Set<String>?
        var extra: [String] = []
        for word in words {
            guard let long = abbreviations[word], long != "&" else { continue }
            if known == nil { known = Set(words) }
            if known!.insert(long).inserted { extra.append(long) }
        }
        return extra.joined(separator: " ")
    }

    /// The whitespace-separated parts of a key. ASCII keys are cut on their bytes (the same
    /// cut, without a grapheme walk and a Unicode lookup per character).
    package static func chunks(of key: String) -> [String] {
        if key.utf8.allSatisfy({ $0 < 0x80 }) {
            return key.utf8.split(whereSeparator: ASCIIByte.isSpace).map { String(Substring($0)) }
        }
        return key.split(whereSeparator: \.isWhitespace).map(String.init)
    }

    private static func needsReading(_ text: String) -> Bool {
        text.unicodeScalars.contains(where: SearchKey.isCJK)
    }
}
