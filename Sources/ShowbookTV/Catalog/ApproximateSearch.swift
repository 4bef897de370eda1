/// The approximate tier of a search, asked for only when the exact tiers found few shows:
/// one FTS5 expression in which every query word may also be a nearby catalog word (typos),
/// or its parts (joined words); two neighbouring query words may be one word typed in two parts
/// (`board walk empire` → `boardwalk`), and the whole query may be one joined word
/// (`spider man` → `spiderman`). Its matches that the exact tiers did not already list follow
/// them, marked as approximate.
package struct ApproximateSearch {
    /// The FTS5 MATCH expression, or nil when nothing approximate is worth asking.
    package let expression: String?

    package init(words: [String], terms: FuzzyTerms) throws {
        var groups: [String] = []
        var widened = false
        for word in words {
            var alternatives = ["\"\(word)\"*"]
            alternatives += try terms.terms(near: word).prefix(8).map { "\"\($0)\"*" }
            if let parts = try terms.split(word) {
                let quoted = parts.enumerated().map { index, part in index == parts.count - 1 ? "\"\(part)\"*" : "\"\(part)\"" }
                alternatives.append("(" + quoted.joined(separator: " AND ") + ")")
            }
            widened = widened || alternatives.count > 1
            groups.append("(" + alternatives.joined(separator: " OR ") + ")")
        }
        var expressions = [groups.joined(separator: " AND ")]
        if words.count > 2 {
            // One pair of neighbours joined, the other words as above.
            for index in 0..<(words.count - 1) {
                var joined = groups
                joined.replaceSubrange(index...(index + 1), with: ["\"\(words[index] + words[index + 1])\"*"])
                expressions.append(joined.joined(separator: " AND "))
            }
        }
        if words.count > 1 {
            expressions.append("\"\(words.joined())\"*")
            widened = true
        }
        let expression = expressions.count == 1 ? expressions[0] : expressions.map { "(\($0))" }.joined(separator: " OR ")
        self.expression = widened && !words.isEmpty ? expression : nil
    }

    /// Row ids of every approximate match, as SQL with one bound value.
    package static let candidateSQL = "SELECT rowid AS id FROM shows_words WHERE shows_words MATCH ?"
}
