/// Text made safe for a man page: backslashes and hyphens escaped, a line never starting with
/// a control character, characters outside ASCII as groff's named glyphs or `\[uXXXX]` (so the
/// page renders the same whether or not the formatter reads UTF-8), and the key tables' light
/// markup — `*emphasis*` and `` `name` `` — as italic and bold.
enum Roff {
    /// Glyph names a reader of the source recognises.
    private static let named: [Character: String] = [
        "‘": "\\(oq", "’": "\\(cq", "“": "\\(lq", "”": "\\(rq", "—": "\\(em", "–": "\\(en",
        "←": "\\(<-", "→": "\\(->", "↑": "\\(ua", "↓": "\\(da", "↔": "\\(<>", "~": "\\(ti",
    ]

    /// One piece of text, escaped (no markup).
    static func escape(_ text: String) -> String {
        var result = ""
        for character in text {
            switch character {
            case "\\": result += "\\e"
            case "-": result += "\\-"
            default:
                if let name = named[character] {
                    result += name
                } else if character.isASCII {
                    result.append(character)
                } else {
                    for scalar in character.unicodeScalars {
                        let hex = String(scalar.value, radix: 16, uppercase: true)
                        result += "\\[u" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex + "]"
                    }
                }
            }
        }
        return result
    }

    /// Text with `*emphasis*` in italic and `` `name` `` in bold, escaped.
    static func marked(_ text: String) -> String {
        var result = ""
        var plain = ""
        var open: Character?
        var inner = ""
        for character in text {
            if let opening = open {
                if character == opening {
                    result += escape(plain) + (opening == "*" ? "\\fI" : "\\fB") + escape(inner) + "\\fR"
                    plain = ""
                    inner = ""
                    open = nil
                } else {
                    inner.append(character)
                }
            } else if character == "*" || character == "`" {
                open = character
            } else {
                plain.append(character)
            }
        }
        // An unclosed mark is kept as it was written.
        if let open { plain += String(open) + inner }
        return result + escape(plain)
    }

    /// A text line that may begin with `.` or `'`, made a text line (`\&` in front).
    static func textLine(_ line: String) -> String {
        line.hasPrefix(".") || line.hasPrefix("'") ? "\\&" + line : line
    }

    /// "Quit." from "quit": a man page's sentence ("i+1 first" keeps its small i).
    static func sentence(_ text: String) -> String {
        let second = text.dropFirst().first
        let capital = second.map { $0.isLetter || $0 == " " } ?? true ? text.prefix(1).uppercased() + text.dropFirst() : text
        return capital.hasSuffix(".") ? capital : capital + "."
    }
}
