/// Turns the small amount of HTML found in Anki fields (`#html:true`) into plain text: `<br>`
/// and block ends become line breaks, other tags are dropped, and character references
/// (`&amp;`, `&lt;`, `&nbsp;`, `&#39;`, `&#x2019;` …) are decoded.
enum HTMLText {
    static let namedEntities: [String: String] = [
        "amp": "&", "lt": "<", "gt": ">", "quot": "\"", "apos": "'", "nbsp": "\u{00A0}",
    ]
    static let lineBreakTags: Set<String> = ["br", "/div", "/p", "/li"]

    static func plain(_ html: String) -> String {
        var output = ""
        var index = html.startIndex
        while index < html.endIndex {
            let character = html[index]
            if character == "<", let close = html[index...].firstIndex(of: ">") {
                let name = tagName(html[html.index(after: index)..<close])
                if name == "br" {
                    output.append("\n")
                } else if lineBreakTags.contains(name), !output.isEmpty, !output.hasSuffix("\n") {
                    output.append("\n")
                }
                index = html.index(after: close)
            } else if character == "&", let end = html[index...].prefix(12).firstIndex(of: ";"),
                      let decoded = entity(String(html[html.index(after: index)..<end])) {
                output.append(decoded)
                index = html.index(after: end)
            } else {
                output.append(character)
                index = html.index(after: index)
            }
        }
        return output
    }

    /// `br` for `<br/>` or `<BR class=x>`, `/div` for `</div>`.
    static func tagName(_ inside: Substring) -> String {
        let lowered = inside.lowercased()
        let closing = lowered.hasPrefix("/")
        let letters = (closing ? lowered.dropFirst() : Substring(lowered)).prefix { $0.isLetter || $0.isNumber }
        return (closing ? "/" : "") + letters
    }

    /// The text for an entity name without `&` and `;`, or nil when it is not one.
    static func entity(_ name: String) -> String? {
        if let named = namedEntities[name.lowercased()] { return named }
        guard name.hasPrefix("#") else { return nil }
        let digits = name.dropFirst()
        let value: UInt32?
        if digits.first == "x" || digits.first == "X" {
            value = UInt32(digits.dropFirst(), radix: 16)
        } else {
            value = UInt32(digits, radix: 10)
        }
        return value.flatMap(Unicode.Scalar.init).map { String(Character($0)) }
    }
}
