/// Closing a book, the storage half of the close flow: bring every unfinished word into the target,
/// then mark the source closed — all in one transaction, so either everything happened or
/// nothing did.
///
/// A word arrives reset to undefined. When the target already has its term (compared as
/// everywhere, trimmed and case-insensitive), it is merged instead of copied: one word stays,
/// the target's, with the target's meaning, reading and example where it has them, and the
/// state, study schedule (the whole FSRS card) and review history of the moved word — the
/// unfinished one — so a word the user was failing stays due. A continuation
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
        var mergedKeys = Set<String>()
        var merges: [(moved: Int64, kept: Int64)] = []
        var skipped: [Int64] = []
        for word in unfinished {
            let key = Self.termKey(word.term)
            if let keptID = existing[key] {
                // The first source word with the term gives the merged word its schedule.
                if mergedKeys.insert(key).inserted { merges.append((word.id, keptID)) }
                skipped.append(word.id)
            } else if !copiedKeys.insert(key).inserted {
                skipped.append(word.id)  // the same term earlier in the source: it arrives once
            }
        }
        try merge(merges, into: targetID, now: now)
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

    /// Gives each kept target word the moved word's state and FSRS card (its own meaning,
    /// reading and example win when it has them) and moves the moved word's review history onto
    /// it — two set-based statements however many words merge.
    private func merge(_ pairs: [(moved: Int64, kept: Int64)], into targetID: Int64, now: Double) throws {
        guard !pairs.isEmpty else { return }
        let json = "[" + pairs.map { "[\($0.moved),\($0.kept)]" }.joined(separator: ",") + "]"
        let pairsTable = """
            WITH pairs(moved, kept) AS MATERIALIZED (
                SELECT json_extract(value, '$[0]'), json_extract(value, '$[1]') FROM json_each(?)
            )
            """
        try database.run(
            pairsTable + """

            UPDATE words SET state = m.state, card_phase = m.card_phase, card_step = m.card_step,
                stability = m.stability, difficulty = m.difficulty, due_at = m.due_at,
                last_review_at = m.last_review_at, reps = m.reps, lapses = m.lapses,
                meaning = CASE WHEN words.meaning = '' THEN m.meaning ELSE words.meaning END,
                reading = CASE WHEN words.reading = '' THEN m.reading ELSE words.reading END,
                example = CASE WHEN words.example = '' THEN m.example ELSE words.example END,
                updated_at = ?
            FROM pairs JOIN words m ON m.id = pairs.moved WHERE words.id = pairs.kept
            """,
            json, now
        )
        try database.run(
            pairsTable + """

            UPDATE study_marks SET word_id = pairs.kept, book_id = ?
            FROM pairs WHERE study_marks.word_id = pairs.moved
            """,
            json, targetID
        )
    }
}
