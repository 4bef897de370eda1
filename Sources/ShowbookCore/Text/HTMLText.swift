/// Turns the small HTML fragments TVmaze puts in `summary` ("<p><b>Lost</b> follows…</p>")
/// (and Anki's note fields) into plain text for the terminal. Tags are dropped; each `<br>`
/// becomes a line break and paragraphs and block tags a blank line; entities (`&amp;`,
/// `&quot;`, `&#39;`, `&nbsp;`, `&#x2014;`…) are decoded; runs of spaces collapse as a browser
/// would, except that a numeric reference to whitespace (`&#9;`, `&#32;`) is kept as written,
/// which is how `AnkiNoteFields` writes whitespace that must survive. Control characters are
/// left in place on purpose: the renderer's sanitizer shows them as placeholders.
public enum HTMLText {
    public static func plainText(_ html: String) -> String {
        var output = ""
        var pendingSpace = false
        var pendingBreaks = 0
        var index = html.startIndex

        func emit(_ text: String) {
            guard !text.isEmpty else { return }
            if !output.isEmpty {
                if pendingBreaks > 0 {
                    output += String(repeating: "\n", count: pendingBreaks)
                } else if pendingSpace {
                    output += " "
                }
            }
            pendingBreaks = 0
            pendingSpace = false
            output += text
        }

        while index < html.endIndex {
            let character = html[index]
            if character == "<", let close = html[index...].firstIndex(of: ">"), isTag(html[html.index(after: index)..<close]) {
                let tag = tagName(html[html.index(after: index)..<close])
                if tag == "br" {
                    pendingBreaks += 1
                } else if blockTags.contains(tag) {
                    pendingBreaks = max(pendingBreaks, 2)
                }
                index = html.index(after: close)
            } else if character == "&", let (decoded, next, literal) = entity(in: html, at: index) {
                if decoded == " " && !literal { pendingSpace = true } else { emit(decoded) }
                index = next
            } else if character.isWhitespace {
                pendingSpace = true
                index = html.index(after: index)
            } else {
                emit(String(character))
                index = html.index(after: index)
            }
        }
        return output
    }

    static let blockTags: Set<String> = ["p", "/p", "div", "/div", "li", "ul", "/ul", "ol", "/ol", "h1", "h2", "h3", "/h1", "/h2", "/h3"]

    /// `b`, `/p`, `br/`, `!--` — something that looks like a tag, so "a < b" stays text.
    private static func isTag(_ inside: Substring) -> Bool {
        guard let first = inside.first else { return false }
        return first.isLetter || first == "/" || first == "!"
    }

    private static func tagName(_ inside: Substring) -> String {
        let name = inside.prefix { !$0.isWhitespace && $0 != ">" }.lowercased()
        return name.hasSuffix("/") ? String(name.dropLast()) : name
    }

    static let namedEntities: [String: String] = [
        "amp": "&", "lt": "<", "gt": ">", "quot": "\"", "apos": "'", "nbsp": " ",
        "ndash": "–", "mdash": "—", "hellip": "…", "lsquo": "‘", "rsquo": "’", "ldquo": "“", "rdquo": "”",
        "eacute": "é", "egrave": "è", "uuml": "ü", "ouml": "ö", "auml": "ä", "copy": "©",
    ]

    /// Decodes the entity starting at `start` ("&amp;", "&#39;", "&#x27;"); nil if it is not one.
    /// `literal`: a numeric reference other than a no-break space, never collapsed as whitespace.
    private static func entity(in text: String, at start: String.Index) -> (String, String.Index, literal: Bool)? {
        let limit = text.index(start, offsetBy: 12, limitedBy: text.endIndex) ?? text.endIndex
        guard let semicolon = text[start..<limit].firstIndex(of: ";") else { return nil }
        let body = text[text.index(after: start)..<semicolon]
        let next = text.index(after: semicolon)
        if body.hasPrefix("#") {
            let digits = body.dropFirst()
            let value = digits.first == "x" || digits.first == "X"
                ? UInt32(digits.dropFirst(), radix: 16) : UInt32(digits, radix: 10)
            guard let value, let scalar = Unicode.Scalar(value) else { return nil }
            return value == 0xA0 ? (" ", next, false) : (String(Character(scalar)), next, true)
        }
        guard let named = namedEntities[String(body)] else { return nil }
        return (named, next, false)
    }
}
