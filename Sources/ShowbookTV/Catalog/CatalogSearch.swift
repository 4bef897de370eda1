import ShowbookPlatform
/// Turns what the user typed into safe, bound SQL over the catalog.
///
/// - Every typed character is text: the query is folded and split into words the way the
///   index tokenizer splits titles, and each word is sent as a quoted FTS5 string, so quotes,
///   `*`, `(`, `-`, `NEAR`, `AND` and `OR` carry no syntax.
/// - A word matches as a prefix of any title word (`bad` → Breaking Bad).
/// - A Hangul/kana/kanji word also matches inside a word: through the trigram index at three
///   or more characters, through the `shows_cjk` gram index at one or two.
/// - Ranking: exact title, then title prefix, then the rest; ties by popularity, then rating.
///
/// The candidates are a query over the full-text indexes alone (`candidateSQL`), so counting
/// them never touches the `shows` table. `CatalogSearchRunner` decides how to rank them.
package struct CatalogSearch {
    /// The folded query, white space collapsed.
    package let folded: String
    package let words: [String]
    /// The query without leading/trailing punctuation, so `"bad"` ranks like `bad`.
    package let rankKey: String
    /// Row ids of every match, as one SQL query; nil when the query is empty (every row).
    package let candidateSQL: String?
    package let candidateValues: [SQLValue]

    package init(query: String) {
        folded = SearchKey.fold(query).split(whereSeparator: \.isWhitespace).joined(separator: " ")
        words = SearchKey.words(folded)
        rankKey = String(folded.unicodeScalars
            .drop(while: { !SearchKey.isWordScalar($0) })
            .reversed().drop(while: { !SearchKey.isWordScalar($0) }).reversed()
            .map(Character.init))
        var values: [SQLValue] = []
        if folded.isEmpty {
            candidateSQL = nil
        } else if words.isEmpty {
            // Nothing but punctuation: match it literally as a substring.
            candidateSQL = "SELECT id FROM shows WHERE title_key LIKE ? ESCAPE '\\' OR original_key LIKE ? ESCAPE '\\'"
            let pattern = "%" + SearchKey.likeEscaped(folded) + "%"
            values = [.text(pattern), .text(pattern)]
        } else {
            var terms: [String] = []
            let plain = words.filter { !$0.unicodeScalars.contains(where: SearchKey.isCJK) }
            if !plain.isEmpty {
                // All plain words in one MATCH: FTS5 intersects their doclists itself.
                terms.append("SELECT rowid AS id FROM shows_words WHERE shows_words MATCH ?")
                values.append(.text(plain.map { "\"\($0)\"*" }.joined(separator: " ")))
            }
            for word in words where word.unicodeScalars.contains(where: SearchKey.isCJK) {
                var alternatives = ["SELECT rowid AS id FROM shows_words WHERE shows_words MATCH ?"]
                values.append(.text("\"\(word)\"*"))
                let allCJK = word.unicodeScalars.allSatisfy(SearchKey.isCJK)
                if word.count >= 3 {
                    alternatives.append("SELECT rowid AS id FROM shows_grams WHERE shows_grams MATCH ?")
                    values.append(.text("\"\(word)\""))
                } else if allCJK {
                    alternatives.append("SELECT rowid AS id FROM shows_cjk WHERE shows_cjk MATCH ?")
                    values.append(.text("\"\(word)\""))
                } else {
                    // A short mix such as `게1`: no index sees it, scan.
                    alternatives.append("SELECT id FROM shows WHERE title_key LIKE ? ESCAPE '\\' OR original_key LIKE ? ESCAPE '\\'")
                    let pattern = "%" + SearchKey.likeEscaped(word) + "%"
                    values += [.text(pattern), .text(pattern)]
                }
                terms.append("SELECT id FROM (" + alternatives.joined(separator: " UNION ") + ")")
            }
            candidateSQL = terms.joined(separator: " INTERSECT ")
        }
        candidateValues = values
    }

    /// The exact-title condition (tier 0) and its values. (`original_key != ''` lets SQLite use
    /// the partial index on original keys.)
    package var exactCondition: (sql: String, values: [SQLValue]) {
        ("(title_key = ? OR (original_key = ? AND original_key != ''))", [.text(rankKey), .text(rankKey)])
    }

    /// The title-prefix condition (tiers 0 and 1): a key range, so the key indexes serve it.
    package var prefixCondition: (sql: String, values: [SQLValue]) {
        let upper = rankKey + "\u{10FFFF}"
        return ("((title_key >= ? AND title_key < ?) OR (original_key >= ? AND original_key < ? AND original_key != ''))",
                [.text(rankKey), .text(upper), .text(rankKey), .text(upper)])
    }

    /// The ranking used when all candidates are sorted at once.
    package var rankClause: (sql: String, values: [SQLValue]) {
        let exact = exactCondition
        let prefix = prefixCondition
        return ("CASE WHEN \(exact.sql) THEN 0 WHEN \(prefix.sql) THEN 1 ELSE 2 END", exact.values + prefix.values)
    }

    /// The row check of the walked tiers (`SearchMatcher`): the query words against the title,
    /// and against the original title together with the extra words (readings, aliases) — the
    /// same columns the word index holds. The extra words are joined on only when there are any.
    package static let matchPredicate =
        "sb_match(title_key, CASE WHEN extra_key = '' THEN original_key ELSE original_key || ' ' || extra_key END, ?)"

    /// Made total by the row id, so every path lists ties alike and a page of the empty query
    /// can start right after a remembered row (the popularity and key indexes end in the row
    /// id, so they still serve it without sorting).
    package static let order = "popularity DESC, rating DESC, title, id"
    /// The same order, written so SQLite cannot use the popularity index for it (it then picks
    /// the key indexes for the WHERE clause and sorts the few rows they give).
    package static let sortedOrder = "popularity + 0 DESC, rating DESC, title, id"
}
