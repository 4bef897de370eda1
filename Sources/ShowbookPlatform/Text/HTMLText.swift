/// Turns the small HTML fragments TVmaze puts in `summary` ("<p><b>Lost</b> follows…</p>")
/// (and Anki's note fields) into plain text for the terminal, the way a browser shows them.
/// Tags are dropped; each `<br>` becomes a line break, a `<div>` or list item starts a line
/// (so Anki's `<div>a</div><div>b</div>` is two lines), and a paragraph or heading is set off
/// by a blank line; entities (`&amp;`, `&quot;`, `&#39;`, `&nbsp;`, `&#x2014;`…) are decoded;
/// runs of ASCII white space collapse, while a no-break space (`&nbsp;`, U+00A0) and a numeric
/// reference to whitespace (`&#9;`, `&#32;`) are kept as written, which is how
/// `AnkiNoteFields` writes whitespace that must survive. Control characters are left in place
/// on purpose: the renderer's sanitizer shows them as placeholders.
///
/// The text comes from other people's data, so the work stays linear in its length however
/// it is built: the search for a tag's closing `>` remembers where it got to, so no character
/// is searched twice (a run of `<` without `>` used to make each `<` search the rest).
public enum HTMLText {
    public static func plainText(_ html: String) -> String {
        var work = 0
        return plainText(html, work: &work)
    }

    /// `plainText`, adding to `work` every character it looks at, look-ahead included, so
    /// tests can check the cost without a clock.
    package static func plainText(_ html: String, work: inout Int) -> String {
        var output = ""
        var pendingSpace = false
        var pendingBreaks = 0
        var index = html.startIndex
        var closing = ClosingBracketSearch(text: html)

        func separate() {
            if !output.isEmpty {
                if pendingBreaks > 0 {
                    output += String(repeating: "\n", count: pendingBreaks)
                } else if pendingSpace {
                    output += " "
                }
            }
            pendingBreaks = 0
            pendingSpace = false
        }
        func emit(_ text: String) {
            guard !text.isEmpty else { return }
            separate()
            output += text
        }

        while index < html.endIndex {
            work += 1
            let character = html[index]
            let next = html.index(after: index)
            if character == "<", let close = closing.first(after: index, work: &work), isTag(html[next..<close]) {
                let tag = tagName(html[next..<close], work: &work)
                if tag == "br" {
                    pendingBreaks += 1
                } else if paragraphTags.contains(tag) {
                    pendingBreaks = max(pendingBreaks, 2)
                } else if lineTags.contains(tag) {
                    pendingBreaks = max(pendingBreaks, 1)
                }
                index = html.index(after: close)
            } else if character == "&", let (decoded, after, literal) = entity(in: html, at: index, work: &work) {
                if decoded == " " && !literal { pendingSpace = true } else { emit(decoded) }
                index = after
            } else if character.isWhitespace && character.isASCII {
                pendingSpace = true
                index = next
            } else {
                separate()
                output.append(character)
                index = next
            }
        }
        return output
    }

    /// Tags set off by a blank line.
    package static let paragraphTags: Set<String> = ["p", "/p", "h1", "h2", "h3", "/h1", "/h2", "/h3"]
    /// Tags that start a line of their own.
    package static let lineTags: Set<String> = ["div", "/div", "li", "/li", "ul", "/ul", "ol", "/ol"]

    /// The longest tag name that matters ("/div"); longer names are cut, so a tag as long as
    /// the text costs no more than a short one.
    private static let longestTagName = 8

    /// `b`, `/p`, `br/`, `!--` — something that looks like a tag, so "a < b" stays text.
    private static func isTag(_ inside: Substring) -> Bool {
        guard let first = inside.first else { return false }
        return first.isLetter || first == "/" || first == "!"
    }

    private static func tagName(_ inside: Substring, work: inout Int) -> String {
        var name = ""
        for character in inside {
            work += 1
            if character.isWhitespace || name.count > longestTagName { break }
            name.append(character)
        }
        name = name.lowercased()
        return name.hasSuffix("/") ? String(name.dropLast()) : name
    }

    package static let namedEntities: [String: String] = [
        "amp": "&", "lt": "<", "gt": ">", "quot": "\"", "apos": "'", "nbsp": "\u{A0}",
        "ndash": "–", "mdash": "—", "hellip": "…", "lsquo": "‘", "rsquo": "’", "ldquo": "“", "rdquo": "”",
        "eacute": "é", "egrave": "è", "uuml": "ü", "ouml": "ö", "auml": "ä", "copy": "©",
    ]

    /// How far past `&` an entity's `;` may be.
    private static let longestEntity = 12

    /// Decodes the entity starting at `start` ("&amp;", "&#39;", "&#x27;"); nil if it is not one.
    /// `literal`: a numeric reference, never collapsed as whitespace.
    private static func entity(in text: String, at start: String.Index, work: inout Int)
        -> (String, String.Index, literal: Bool)? {
        work += longestEntity
        let limit = text.index(start, offsetBy: longestEntity, limitedBy: text.endIndex) ?? text.endIndex
        guard let semicolon = text[start..<limit].firstIndex(of: ";") else { return nil }
        let body = text[text.index(after: start)..<semicolon]
        let next = text.index(after: semicolon)
        if body.hasPrefix("#") {
            let digits = body.dropFirst()
            let value = digits.first == "x" || digits.first == "X"
                ? UInt32(digits.dropFirst(), radix: 16) : UInt32(digits, radix: 10)
            guard let value, let scalar = Unicode.Scalar(value) else { return nil }
            return (String(Character(scalar)), next, true)
        }
        guard let named = namedEntities[String(body)] else { return nil }
        return (named, next, false)
    }
}

/// Finds the first `>` after a position, for positions that only move forward. It remembers
/// the last `>` found and how far it has searched, so over a whole text every character is
/// looked at once, whatever the number of `<`.
package struct ClosingBracketSearch {
    package let text: String
    /// Where the next search continues; everything before it has been looked at.
    private var searched: String.Index
    /// The `>` the last search stopped on (nil: none up to `searched`).
    private var found: String.Index?

    package init(text: String) {
        self.text = text
        searched = text.startIndex
    }

    package mutating func first(after start: String.Index, work: inout Int) -> String.Index? {
        if let found, found > start { return found }
        var index = max(searched, text.index(after: start))
        while index < text.endIndex {
            work += 1
            if text[index] == ">" {
                found = index
                searched = text.index(after: index)
                return index
            }
            index = text.index(after: index)
        }
        found = nil
        searched = text.endIndex
        return nil
    }
}
