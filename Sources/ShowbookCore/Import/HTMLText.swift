/// Turns the small HTML of TVmaze summaries (`<p>`, `<b>`, `<i>`, `<br>`, entities) into plain
/// text: tags dropped, paragraphs and line breaks become newlines, entities decoded, runs of
/// white space collapsed. Not a general HTML parser; unknown tags simply disappear.
public enum HTMLText {
    public static func plainText(_ html: String) -> String {
        var lines: [String] = []
        var current = ""
        var pendingSpace = false
        func breakLine() {
            if !current.isEmpty { lines.append(current) }
            current = ""
            pendingSpace = false
        }
        func append(_ text: String) {
            for character in text {
                if character.isWhitespace {
                    pendingSpace = !current.isEmpty
                } else {
                    if pendingSpace { current.append(" ") }
                    pendingSpace = false
                    current.append(character)
                }
            }
        }
        var index = html.startIndex
        while index < html.endIndex {
            let character = html[index]
            if character == "<", let close = html[index...].firstIndex(of: ">") {
                let tag = tagName(html[html.index(after: index)..<close])
                if ["p", "br", "div", "li", "ul", "ol", "h1", "h2", "h3", "h4", "tr"].contains(tag) {
                    breakLine()
                }
                index = html.index(after: close)
            } else if character == "&", let semicolon = html[index...].prefix(12).firstIndex(of: ";"),
                      let decoded = entity(html[html.index(after: index)..<semicolon]) {
                append(decoded)
                index = html.index(after: semicolon)
            } else {
                append(String(character))
                index = html.index(after: index)
            }
        }
        breakLine()
        return lines.joined(separator: "\n")
    }

    /// `p` from `p class="x"`, `/p`, `br/`.
    private static func tagName(_ inside: Substring) -> String {
        let trimmed = inside.drop(while: { $0 == "/" || $0 == " " })
        return String(trimmed.prefix(while: { $0.isLetter || $0.isNumber })).lowercased()
    }

    private static let named: [String: String] = [
        "amp": "&", "lt": "<", "gt": ">", "quot": "\"", "apos": "'", "nbsp": " ", "ndash": "–",
        "mdash": "—", "hellip": "…", "rsquo": "’", "lsquo": "‘", "rdquo": "”", "ldquo": "“", "eacute": "é",
    ]

    private static func entity(_ name: Substring) -> String? {
        if name.hasPrefix("#x") || name.hasPrefix("#X") {
            return UInt32(name.dropFirst(2), radix: 16).flatMap(Unicode.Scalar.init).map { String(Character($0)) }
        }
        if name.hasPrefix("#") {
            return UInt32(name.dropFirst()).flatMap(Unicode.Scalar.init).map { String(Character($0)) }
        }
        return named[String(name)]
    }
}
