/// Closing a book, the seed flow's storage half: bring every unfinished word into the target,
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
                let created = try insertBook(title: title, showID: source.showID, showTitle: source.showTitle)
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

    /// Copies or merges each unfinished word of `sourceID` into `targetID`; returns the counts.
    private func bringUnfinishedWords(from sourceID: Int64, into targetID: Int64, now: Double) throws -> (Int, Int) {
        var existing: [String: Word] = [:]
        for word in try words(bookID: targetID) where existing[Self.termKey(word.term)] == nil {
            existing[Self.termKey(word.term)] = word
        }
        var moved = 0, merged = 0
        for word in try words(bookID: sourceID) where word.isUnfinished {
            let key = Self.termKey(word.term)
            if var kept = existing[key] {
                if !kept.isUnfinished { kept.state = .undefined }
                if kept.meaning.isEmpty { kept.meaning = word.meaning }
                if kept.reading.isEmpty { kept.reading = word.reading }
                if kept.example.isEmpty { kept.example = word.example }
                try database.run(
                    "UPDATE words SET state = ?, meaning = ?, reading = ?, example = ?, updated_at = ? WHERE id = ?",
                    kept.state.rawValue, kept.meaning, kept.reading, kept.example, now, kept.id
                )
                existing[key] = kept
                merged += 1
            } else {
                try database.run(
                    "INSERT INTO words(book_id, term, reading, meaning, example, state, created_at, updated_at) " +
                        "VALUES (?, ?, ?, ?, ?, 'undefined', ?, ?)",
                    targetID, word.term, word.reading, word.meaning, word.example, now, now
                )
                var copy = word
                copy.id = database.lastInsertRowID
                copy.bookID = targetID
                copy.state = .undefined
                existing[key] = copy
                moved += 1
            }
        }
        return (moved, merged)
    }
}
