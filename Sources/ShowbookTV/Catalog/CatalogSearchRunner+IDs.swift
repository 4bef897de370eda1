import ShowbookPlatform
/// Ranking and reading shows whose ids the search already holds (the candidates it counted,
/// the approximate matches), so that their full-text expression is not evaluated again.
extension CatalogSearchRunner {
    /// A page of `ids` in rank order. Many ids are ranked by walking the popularity index, whose
    /// entries carry the rank columns and the id, and keeping those in the set until the page is
    /// full (no table row is read); few are looked up one by one and sorted, since a walk would
    /// pass too many other shows before finding them.
    package func rankOrdered(_ ids: [Int64], limit: Int, offset: Int) throws -> [Int64] {
        guard !ids.isEmpty, limit > 0, offset >= 0, offset < ids.count else { return [] }
        // The page holds no more than the ids after the offset, whatever the limit asked.
        let limit = min(limit, ids.count - offset)
        // A walk reads about (offset + limit) × rows / ids entries; a lookup costs about as much
        // as reading six entries (a table seek), so walk when that is the smaller. (In floating
        // point: the largest row id comes from the database and may be any Int64.)
        guard Double(ids.count) * Double(ids.count) * 6 >= Double(offset + limit) * Double(try rowCount()) else {
            return try database.queryValues(
                """
                SELECT id FROM shows WHERE id IN (SELECT value FROM json_each(?))
                ORDER BY \(CatalogSearch.sortedOrder) LIMIT ? OFFSET ?
                """,
                [.text(Self.jsonList(ids)), .integer(Int64(limit)), .integer(Int64(offset))]
            ) { $0.onlyInt64 }
        }
        let wanted = Set(ids)
        var page: [Int64] = []
        var skip = offset
        try database.queryWhile(
            "SELECT id FROM shows INDEXED BY shows_rank ORDER BY \(CatalogSearch.order)", []
        ) { row in
            let id = row.onlyInt64
            guard wanted.contains(id) else { return true }
            if skip > 0 { skip -= 1 } else { page.append(id) }
            return page.count < limit
        }
        return page
    }

    /// About how many shows the catalog holds (the largest row id: one index lookup; none when
    /// an edited database holds only negative ids).
    package func rowCount() throws -> Int {
        max(0, try database.scalarInt("SELECT max(id) FROM shows") ?? 0)
    }

    /// The records of `ids`, in the order given.
    package func records(_ ids: [Int64]) throws -> [CatalogRecord] {
        guard !ids.isEmpty else { return [] }
        // One statement for any number of ids (a JSON array), so the statement cache holds one.
        let records = try database.queryValues(
            "SELECT \(ShowColumn.identifiedRecord.list()) FROM shows WHERE id IN (SELECT value FROM json_each(?))",
            [.text(Self.jsonList(ids))], selecting: ShowColumn.identifiedRecord
        ) { row in (row.int64(.id), row.record) }
        let byID = Dictionary(records, uniquingKeysWith: { first, _ in first })
        return ids.compactMap { byID[$0] }
    }

    /// `ids` as a JSON array, written digit by digit (formatting each through `String` cost
    /// more than the lookups it feeds).
    package static func jsonList(_ ids: [Int64]) -> String {
        var bytes: [UInt8] = [UInt8(ascii: "[")]
        bytes.reserveCapacity(ids.count * 8 + 2)
        var digits = [UInt8](repeating: 0, count: 20)
        for (index, id) in ids.enumerated() {
            if index > 0 { bytes.append(UInt8(ascii: ",")) }
            if id < 0 { bytes.append(UInt8(ascii: "-")) }
            var value = id.magnitude
            var count = 0
            repeat {
                digits[count] = UInt8(ascii: "0") + UInt8(value % 10)
                value /= 10
                count += 1
            } while value > 0
            while count > 0 { count -= 1; bytes.append(digits[count]) }
        }
        bytes.append(UInt8(ascii: "]"))
        return String(decoding: bytes, as: UTF8.self)
    }
}
