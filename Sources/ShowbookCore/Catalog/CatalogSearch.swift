/// Turns what the user typed into one safe, bound SQL query over the catalog.
///
/// - Every typed character is text: the query is folded and split into words the way the
///   index tokenizer splits titles, and each word is sent as a quoted FTS5 string, so quotes,
///   `*`, `(`, `-`, `NEAR`, `AND` and `OR` carry no syntax.
/// - A word matches as a prefix of any title word (`bad` → Breaking Bad).
/// - A Hangul/kana/kanji word also matches inside a word: through the trigram index at three or
///   more characters, and through an escaped `LIKE` below that (trigram cannot see 2-grams).
/// - Ranking: exact title, then title prefix, then the rest; ties by popularity, then rating.
struct CatalogSearch {
    let whereClause: String
    let whereValues: [SQLValue]
    let rankClause: String
    let rankValues: [SQLValue]

    init(query: String) {
        let folded = SearchKey.fold(query).split(whereSeparator: \.isWhitespace).joined(separator: " ")
        let words = SearchKey.words(folded)
        var conditions: [String] = []
        var values: [SQLValue] = []
        if folded.isEmpty {
            conditions.append("1")
        } else if words.isEmpty {
            // Nothing but punctuation: match it literally as a substring.
            conditions.append("(title_key LIKE ? ESCAPE '\\' OR original_key LIKE ? ESCAPE '\\')")
            let pattern = "%" + SearchKey.likeEscaped(folded) + "%"
            values += [.text(pattern), .text(pattern)]
        } else {
            for word in words {
                var alternatives = ["id IN (SELECT rowid FROM shows_words WHERE shows_words MATCH ?)"]
                values.append(.text("\"\(word)\"*"))
                if word.unicodeScalars.contains(where: SearchKey.isCJK) {
                    if word.count >= 3 {
                        alternatives.append("id IN (SELECT rowid FROM shows_grams WHERE shows_grams MATCH ?)")
                        values.append(.text("\"\(word)\""))
                    } else {
                        alternatives.append("title_key LIKE ? ESCAPE '\\'")
                        alternatives.append("original_key LIKE ? ESCAPE '\\'")
                        let pattern = "%" + SearchKey.likeEscaped(word) + "%"
                        values += [.text(pattern), .text(pattern)]
                    }
                }
                conditions.append("(" + alternatives.joined(separator: " OR ") + ")")
            }
        }
        whereClause = conditions.joined(separator: " AND ")
        whereValues = values
        if folded.isEmpty {
            rankClause = "NULL"
            rankValues = []
        } else {
            // Rank on the query without leading/trailing punctuation, so `"bad"` ranks like `bad`.
            let rankKey = String(folded.unicodeScalars
                .drop(while: { !SearchKey.isWordScalar($0) })
                .reversed().drop(while: { !SearchKey.isWordScalar($0) }).reversed()
                .map(Character.init))
            let prefix = SearchKey.likeEscaped(rankKey) + "%"
            rankClause = """
                CASE WHEN title_key = ? OR original_key = ? THEN 0
                     WHEN title_key LIKE ? ESCAPE '\\' OR original_key LIKE ? ESCAPE '\\' THEN 1
                     ELSE 2 END
                """
            rankValues = [.text(rankKey), .text(rankKey), .text(prefix), .text(prefix)]
        }
    }

    var pageSQL: String {
        """
        SELECT \(CatalogStore.recordColumns) FROM shows
        WHERE \(whereClause)
        ORDER BY \(rankClause), popularity DESC, rating IS NULL, rating DESC, title
        LIMIT ? OFFSET ?
        """
    }

    var countSQL: String { "SELECT count(*) FROM shows WHERE \(whereClause)" }

    func pageValues(limit: Int, offset: Int) -> [SQLValue] {
        whereValues + rankValues + [.integer(Int64(limit)), .integer(Int64(offset))]
    }
}

extension CatalogStore {
    /// One page of matches for `query` (1-based `page`).
    public func search(query: String, page: Int, pageSize: Int) throws -> MediaPage {
        let plan = CatalogSearch(query: query)
        let total = try database.queryValues(plan.countSQL, plan.whereValues) { $0.int(0) ?? 0 }.first ?? 0
        let page = max(1, page)
        let records = try database.queryValues(
            plan.pageSQL, plan.pageValues(limit: pageSize, offset: (page - 1) * pageSize),
            map: CatalogStore.record(from:)
        )
        let pages = max(1, (total + pageSize - 1) / pageSize)
        return MediaPage(items: records.map(\.media), page: page, totalResults: total, totalPages: pages)
    }
}
