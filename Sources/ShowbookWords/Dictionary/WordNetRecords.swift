import Foundation

/// The two WordNet line formats Showbook reads (wndb(5)):
///
/// index: `lemma pos synset_cnt p_cnt [ptr_symbol…] sense_cnt tagsense_cnt synset_offset…`
/// data:  `synset_offset lex_filenum ss_type w_cnt word lex_id [word lex_id…] p_cnt … | gloss`
///
/// `w_cnt` is two hexadecimal digits; the offsets are decimal and name lines of `data.<pos>`.
package enum WordNetRecords {
    /// The synset offsets of an index line, in sense order (most frequent first).
    package static func offsets(indexLine line: String) -> [Int]? {
        let fields = line.split(separator: " ")
        guard fields.count >= 6, let count = Int(fields[2]), count > 0, fields.count >= 4 + count else { return nil }
        let offsets = fields.suffix(count).compactMap { Int($0) }
        return offsets.count == count ? offsets : nil
    }

    /// The words and gloss of a data line; nil when the line is not in that format.
    package static func synset(dataLine line: String) -> (words: [String], gloss: String)? {
        let parts = line.split(separator: "|", maxSplits: 1, omittingEmptySubsequences: false)
        let fields = parts[0].split(separator: " ")
        guard fields.count >= 4, let count = Int(fields[3], radix: 16), fields.count >= 4 + 2 * count else { return nil }
        let words = (0..<count).map { readable(fields[4 + 2 * $0]) }
        let gloss = parts.count > 1 ? parts[1].trimmingCharacters(in: .whitespaces) : ""
        return (words, gloss)
    }

    /// `ice_cream` → `ice cream`; adjective markers such as `(a)`, `(p)`, `(ip)` are dropped.
    package static func readable(_ word: Substring) -> String {
        var text = String(word)
        if text.hasSuffix(")"), let open = text.lastIndex(of: "(") { text = String(text[..<open]) }
        return text.replacingOccurrences(of: "_", with: " ")
    }
}
