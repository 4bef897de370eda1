import ShowbookPlatform
/// The one check every write to a book makes, inside that write's own transaction: the book
/// still exists and is open. Transactions begin IMMEDIATE, holding the write lock, so no other
/// process can close or delete the book between the check and the write. Adding, editing,
/// deleting and restoring words, grades, resets and their undo, Known and Suspended, imports,
/// mining and prep, a book's retention and front side all go through it; closing checks its two
/// books itself, and renaming only needs the book to exist (a closed book may be renamed).
/// Reviewing is the one exception: a closed book that keeps its reviews takes grades, their
/// undo and Known/Suspended marks on its studied words (`requireReviewableBook`), since those
/// words still come due on Today.
///
/// It lives in the store layer rather than in a trigger: a trigger's lookup runs for every row
/// (it added about 45 % to inserting 10,000 words when measured), which a large import would pay
/// row by row, while a write here checks once.
extension Database {
    /// The columns the guard reads of a book.
    private static let guarded = ColumnSelection<BookColumn>([.title, .closedAt])

    /// Throws `BookNotOpenError` (saying nothing was `outcome`) unless book `bookID` exists and
    /// is open. Call it inside the write's transaction.
    package func requireOpenBook(_ bookID: Int64, nothing outcome: String) throws {
        let reason = try notOpen(bookID)
        if let reason { throw BookNotOpenError(bookID: bookID, title: reason.title, reason: reason.reason, outcome: outcome) }
    }

    /// Throws `BookNotOpenError` when book `bookID` is gone; a closed book passes.
    package func requireBook(_ bookID: Int64, nothing outcome: String) throws {
        if let reason = try notOpen(bookID), reason.reason == .deleted {
            throw BookNotOpenError(bookID: bookID, title: nil, reason: .deleted, outcome: outcome)
        }
    }

    /// The open book of word `wordID`, which must be `expected` when the caller shows the word in
    /// a book: a word a close moved on is not written through the book it left (that book is
    /// closed, and says so). A word that is gone is `WordBookError.notFound`. Returns the book.
    @discardableResult
    package func requireOpenBook(ofWord wordID: Int64, expected: Int64? = nil, nothing outcome: String) throws -> Int64 {
        if let expected { try requireOpenBook(expected, nothing: outcome) }
        let book = try query("SELECT book_id FROM words WHERE id = ?", wordID) { $0.onlyInt64 }.first
        guard let book, expected == nil || book == expected else { throw WordBookError.notFound("word") }
        if expected == nil { try requireOpenBook(book, nothing: outcome) }
        return book
    }

    /// Like `requireOpenBook(ofWord:expected:nothing:)`, for a review of the word (a grade, its
    /// undo, a Known or Suspended mark): a closed book passes too when its close kept its reviews
    /// and the word has been studied (a closed book's New words are never offered). Returns the book.
    @discardableResult
    package func requireReviewableBook(ofWord wordID: Int64, expected: Int64? = nil, nothing outcome: String) throws -> Int64 {
        typealias C = ReviewableColumn
        let row = try query(
            """
            SELECT w.book_id AS book_id,
                (b.closed_at IS NOT NULL AND b.retired_at IS NULL AND w.stability IS NOT NULL) AS reviewable
            FROM words w JOIN word_books b ON b.id = w.book_id WHERE w.id = ?
            """,
            wordID
        ) { (book: $0.int64(C.bookID), reviewable: $0.int(C.reviewable) == 1) }.first
        if let row, row.reviewable, expected == nil || row.book == expected { return row.book }
        return try requireOpenBook(ofWord: wordID, expected: expected, nothing: outcome)
    }

    /// Why book `bookID` takes no writes — closed (with its title) or deleted — or nil when open.
    private func notOpen(_ bookID: Int64) throws -> (reason: BookNotOpenError.Reason, title: String?)? {
        let book = try query("SELECT \(Self.guarded.list()) FROM word_books WHERE id = ?", bookID, selecting: Self.guarded) {
            (title: $0.string(.title), isClosed: !$0.isNull(.closedAt))
        }.first
        guard let book else { return (.deleted, nil) }
        return book.isClosed ? (.closed, book.title) : nil
    }
}

/// What `requireReviewableBook` reads of a word: its book, and whether that book is closed
/// keeping its reviews while the word has been studied.
private enum ReviewableColumn: String, TableColumns {
    case bookID = "book_id", reviewable
}
