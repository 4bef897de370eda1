/// A word as the two fields of Anki's Basic note type, and back.
///
/// Anki's importer fills a note type's fields by the names in `#columns:`, so the export names
/// them `Front` and `Back`. Front is the term; Back is the meaning, then the reading, the
/// example and the example's translation on their own lines, each in a `<span>` whose class
/// names it:
///
/// ```
/// 사과<br><span class=showbook-reading>sagwa</span><br><span class=showbook-example>…</span>
/// ```
///
/// (The class is written unquoted, so that the field needs no CSV quoting; reading accepts
/// it in quotes too, as an HTML editor may rewrite it.)
///
/// Anki shows that as three lines and keeps the markup, so its own export of those notes splits
/// back into meaning, reading, example and translation. Text is escaped so that HTML shows it as typed: `&`,
/// `<`, `>` and `"` become references, line breaks become `<br>`, and whitespace HTML would
/// collapse (tabs, runs of spaces, ideographic spaces) becomes numeric references, which
/// `HTMLText` keeps as they are.
public enum AnkiNoteFields {
    public static let readingClass = "showbook-reading"
    public static let exampleClass = "showbook-example"
    public static let translationClass = "showbook-translation"

    /// The Back field for a word (HTML); empty parts are left out (a word without a meaning
    /// starts with its reading or example, not with a blank line).
    public static func back(meaning: String, reading: String, example: String, translation: String = "") -> String {
        var parts = meaning.isEmpty ? [] : [escape(meaning)]
        for (text, cssClass) in [(reading, readingClass), (example, exampleClass), (translation, translationClass)] where !text.isEmpty {
            parts.append("<span class=\(cssClass)>\(escape(text))</span>")
        }
        return parts.joined(separator: "<br>")
    }

    /// Plain text as HTML that displays (and `HTMLText` reads back) exactly that text.
    public static func escape(_ text: String) -> String {
        let characters = Array(text)
        var html = ""
        for (index, character) in characters.enumerated() {
            switch character {
            case "&": html += "&amp;"
            case "<": html += "&lt;"
            case ">": html += "&gt;"
            case "\"": html += "&quot;"
            case "\n", "\r", "\r\n": html += "<br>"
            case " " where index > 0 && index < characters.count - 1
                && !characters[index - 1].isWhitespace && !characters[index + 1].isWhitespace:
                html += " "
            default:
                if character.isWhitespace {
                    html += character.unicodeScalars.map { "&#\($0.value);" }.joined()
                } else {
                    html.append(character)
                }
            }
        }
        return html
    }

    /// A Back field split into its meaning, reading, example and translation (each still HTML).
    /// The parts are nil when the field has no Showbook parts at all (a note made in Anki), and
    /// empty when only another part is there.
    public static func split(back html: String) -> (meaning: String, reading: String?, example: String?, translation: String?) {
        var work = 0
        return split(back: html, work: &work)
    }

    /// `split(back:)`, adding to `work` every character it looks at, so tests can check the
    /// cost without a clock.
    package static func split(back html: String, work: inout Int)
        -> (meaning: String, reading: String?, example: String?, translation: String?) {
        var rest = html
        let reading = extractSpan(readingClass, from: &rest, work: &work)
        let example = extractSpan(exampleClass, from: &rest, work: &work)
        let translation = extractSpan(translationClass, from: &rest, work: &work)
        guard reading != nil || example != nil || translation != nil else { return (html, nil, nil, nil) }
        return (rest, reading ?? "", example ?? "", translation ?? "")
    }

    /// Removes the first `<span class=name>…</span>` (nested spans included; the class
    /// unquoted or in either quotes) from `html` and returns what was inside it.
    ///
    /// One forward pass over the field's bytes: at each `<` the opening is matched in place,
    /// and from there each `<` is checked for `</span>` or `<span`. (Handing the rest of the
    /// field to a search at every tag made nested spans quadratic.)
    private static func extractSpan(_ name: String, from html: inout String, work: inout Int) -> String? {
        let bytes = html.utf8
        var cursor = bytes.startIndex
        var found: (start: String.Index, content: String.Index)?
        while found == nil, cursor < bytes.endIndex {
            work += 1
            if bytes[cursor] == UInt8(ascii: "<") {
                found = opening(name, in: bytes, at: cursor, work: &work).map { (cursor, $0) }
            }
            cursor = bytes.index(after: cursor)
        }
        guard let (start, content) = found else { return nil }
        var depth = 1
        cursor = content
        while cursor < bytes.endIndex {
            work += 1
            if bytes[cursor] == UInt8(ascii: "<") {
                if let end = match(closingSpan, in: bytes, at: cursor, work: &work) {
                    depth -= 1
                    if depth == 0 {
                        let inner = String(html.unicodeScalars[content..<cursor])
                        html.unicodeScalars.removeSubrange(start..<end)
                        return inner
                    }
                } else if match(openingSpan, in: bytes, at: cursor, work: &work) != nil {
                    depth += 1
                }
            }
            cursor = bytes.index(after: cursor)
        }
        // Never closed: everything after the opening tag is the part.
        let inner = String(html.unicodeScalars[content...])
        html.unicodeScalars.removeSubrange(start...)
        return inner
    }

    private static let closingSpan = Array("</span>".utf8)
    private static let openingSpan = Array("<span".utf8)
    private static let classAttribute = Array("<span class=".utf8)

    /// The index after `<span class=name>` (the name bare or in either quotes) at `index`.
    private static func opening(_ name: String, in bytes: String.UTF8View, at index: String.Index,
                                work: inout Int) -> String.Index? {
        guard var cursor = match(classAttribute, in: bytes, at: index, work: &work), cursor < bytes.endIndex else { return nil }
        let quote = bytes[cursor]
        let quoted = quote == UInt8(ascii: "\"") || quote == UInt8(ascii: "'")
        if quoted { cursor = bytes.index(after: cursor) }
        return match(Array(name.utf8) + (quoted ? [quote] : []) + [UInt8(ascii: ">")], in: bytes, at: cursor, work: &work)
    }

    /// The index just past `pattern` when the bytes at `index` spell it, else nil; looks at no
    /// more bytes than the pattern has.
    private static func match(_ pattern: [UInt8], in bytes: String.UTF8View, at index: String.Index,
                              work: inout Int) -> String.Index? {
        var cursor = index
        for byte in pattern {
            work += 1
            guard cursor < bytes.endIndex, bytes[cursor] == byte else { return nil }
            cursor = bytes.index(after: cursor)
        }
        return cursor
    }
}
