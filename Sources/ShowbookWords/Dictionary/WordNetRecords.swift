import Foundation

/// The two WordNet line formats Showbook reads (wndb(5)):
///
/// index: `lemma pos synset_cnt p_cnt [ptr_symbol…] sense_cnt tagsense_cnt synset_offset…`
/// data:  `synset_offset lex_filenum ss_type w_cnt word lex_id [word lex_id…] p_cnt [ptr…]
///        [f_cnt + f_num w_num…] | gloss` — a pointer is four fields, the verb frames
///        (`Somebody ----s something` is frame 8) are verbs' only
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

    /// The verb frame numbers of a data line (none for a noun's, or a line not in that format).
    package static func frames(dataLine line: String) -> [Int] {
        let fields = line.split(separator: "|", maxSplits: 1)[0].split(separator: " ")
        guard fields.count >= 4, let words = Int(fields[3], radix: 16) else { return [] }
        var position = 4 + 2 * words
        guard position < fields.count, let pointers = Int(fields[position]) else { return [] }
        position += 1 + 4 * pointers
        guard position < fields.count, let count = Int(fields[position]) else { return [] }
        position += 1
        var frames: [Int] = []
        for _ in 0..<count {
            guard position + 2 < fields.count, fields[position] == "+", let frame = Int(fields[position + 1]) else { return frames }
            frames.append(frame)
            position += 3
        }
        return frames
    }

    /// `ice_cream` → `ice cream`; adjective markers such as `(a)`, `(p)`, `(ip)` are dropped.
    package static func readable(_ word: Substring) -> String {
        var text = String(word)
        if text.hasSuffix(")"), let open = text.lastIndex(of: "(") { text = String(text[..<open]) }
        return spaced(text)
    }

    /// `text` with each `_` a space, byte by byte (Foundation's replacing bridges to NSString).
    package static func spaced(_ text: String) -> String {
        guard text.utf8.contains(0x5F) else { return text }
        return String(decoding: text.utf8.map { $0 == 0x5F ? 0x20 : $0 }, as: UTF8.self)
    }
}
