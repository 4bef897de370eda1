/// Closing a book, the storage half of the close flow: bring every unfinished word into the target,
/// then mark the source closed — all in one transaction, so either everything happened or
/// nothing did.
///
/// A word arrives reset to undefined. When the target already has its term (compared as
/// everywhere, trimmed and case-insensitive), it is merged instead of copied: one word stays,
/// unfinished (a learned target word becomes undefined again; an unfinished one keeps its
/// state), with the target's meaning, reading and example where it has them. A continuation
/// made by the close ("New book…") keeps the source's show link; with nothing unfinished no
/// book is made.
extension WordBookStore {
    @discardableResult
    public func close(bookID: Int64, moving target: CloseTarget) throws -> CloseOutcome {
        let now = clock.now.timeIntervalSince1970
        try database.verifyIfSmall()  // moving words inside a damaged file could lose them
        return try database.transaction {
            guard let source = try book(id: bookID) else { throw WordBookError.notFound("book") }
            guard !source.isClosed else { throw WordBookError.alreadyClosed }
            var outcome = CloseOutcome(movedWords: 0, targetBookID: nil, sourceTitle: source.title,
                                       unfinishedWords: source.unfinishedCount, totalWords: source.wordCount)
            switch target {
            case .none:
                break
            case let .book(id):
                guard id != bookID else { throw WordBookError.closeIntoItself(source.title) }
                guard let existing = try book(id: id) else { throw WordBookError.notFound("target book") }
                guard !existing.isClosed else {
                    throw WordBookError.targetClosed(source: source.title, target: existing.title)
                }
                outcome.targetBookID = id
                outcome.targetTitle = existing.title
            case let .newBook(title):
                guard source.unfinishedCount > 0 else { break }
                let created = try insertBook(title: title, showID: source.showID, showTitle: source.showTitle,
                                             freeing: bookID)
                outcome.targetBookID = created.id
                outcome.targetTitle = created.title
                outcome.createdTarget = true
            }
            if let targetID = outcome.targetBookID {
                (outcome.movedWords, outcome.mergedWords) = try bringUnfinishedWords(from: bookID, into: targetID, now: now)
            }
            try database.run("UPDATE word_books SET closed_at = ? WHERE id = ?", now, bookID)
            return outcome
        }
    }

    /// Merges each unfinished word of `sourceID` whose term `targetID` has (or that appears
    /// earlier in the source) into that word, then copies the rest in one statement, in order.
    /// Returns (copied, merged).
    private func bringUnfinishedWords(from sourceID: Int64, into targetID: Int64, now: Double) throws -> (Int, Int) {
        // Only the id and term of the target's words are needed to find the merges.
        var existing: [String: Int64] = [:]
        let targetWords = try database.query("SELECT id, term FROM words WHERE book_id = ? ORDER BY id", targetID) {
            (id: $0.int64(0), term: $0.string(1))
        }
        for word in targetWords {
            let key = Self.termKey(word.term)
            if existing[key] == nil { existing[key] = word.id }
        }
        let unfinished = try database.query(
            "SELECT id, term FROM words WHERE book_id = ? AND state != 'success' ORDER BY id", sourceID
        ) { (id: $0.int64(0), term: $0.string(1)) }
        var copiedKeys = Set<String>()
        var skipped: [Int64] = []
        for word in unfinished {
            let key = Self.termKey(word.term)
            if let keptID = existing[key] {
                try database.run(
                    """
                    UPDATE words SET state = CASE WHEN state = 'success' THEN 'undefined' ELSE state END,
                    meaning = CASE WHEN meaning = '' THEN (SELECT meaning FROM words WHERE id = ?) ELSE meaning END,
                    reading = CASE WHEN reading = '' THEN (SELECT reading FROM words WHERE id = ?) ELSE reading END,
                    example = CASE WHEN example = '' THEN (SELECT example FROM words WHERE id = ?) ELSE example END,
                    updated_at = ? WHERE id = ?
                    """,
                    word.id, word.id, word.id, now, keptID
                )
                skipped.append(word.id)
            } else if !copiedKeys.insert(key).inserted {
                skipped.append(word.id)  // the same term earlier in the source: it arrives once
            }
        }
        let moved = try database.run(
            """
            INSERT INTO words(book_id, term, reading, meaning, example, state, created_at, updated_at)
            SELECT ?, term, reading, meaning, example, 'undefined', ?, ?
            FROM words WHERE book_id = ? AND state != 'success'
            AND id NOT IN (SELECT value FROM json_each(?)) ORDER BY id
            """,
            targetID, now, now, sourceID, "[" + skipped.map(String.init).joined(separator: ",") + "]"
        )
        return (moved, skipped.count)
    }
}
