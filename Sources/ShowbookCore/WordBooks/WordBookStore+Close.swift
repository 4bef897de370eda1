/// Closing a book, the seed flow's storage half: copy every unfinished word into the target
/// with its state reset, then mark the source closed — all in one transaction, so either
/// everything happened or nothing did.
extension WordBookStore {
    @discardableResult
    public func close(bookID: Int64, moving target: CloseTarget) throws -> CloseOutcome {
        let now = clock.now.timeIntervalSince1970
        try database.verifyIfSmall()  // moving words inside a damaged file could lose them
        return try database.transaction {
            guard let source = try book(id: bookID) else { throw WordBookError.notFound("book") }
            guard !source.isClosed else { throw WordBookError.alreadyClosed }
            var targetID: Int64?
            switch target {
            case .none:
                break
            case let .book(id):
                guard let existing = try book(id: id), !existing.isClosed, id != bookID else {
                    throw WordBookError.notFound("target book")
                }
                targetID = id
            case let .newBook(title):
                targetID = try createBook(title: title).id
            }
            var moved = 0
            if let targetID {
                moved = try database.run(
                    """
                    INSERT INTO words(book_id, term, reading, meaning, example, state, created_at, updated_at)
                    SELECT ?, term, reading, meaning, example, 'undefined', ?, ?
                    FROM words WHERE book_id = ? AND state != 'success' ORDER BY id
                    """,
                    targetID, now, now, bookID
                )
            }
            try database.run("UPDATE word_books SET closed_at = ? WHERE id = ?", now, bookID)
            return CloseOutcome(movedWords: moved, targetBookID: targetID)
        }
    }
}
