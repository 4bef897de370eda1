import ShowbookPlatform
/// The one check every write to a book makes, inside that write's own transaction: the book
/// still exists and is open. Transactions begin IMMEDIATE, holding the write lock, so no other
/// process can close or delete the book between the check and the write. Adding, editing,
/// deleting and restoring words, grades, resets and their undo, Known and Suspended, imports,
/// mining and prep, a book's retention and front side all go through it; closing checks its two
/// books itself, and renaming only needs the book to exist (a closed book may be renamed).
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

    /// Why book `bookID` takes no writes — closed (with its title) or deleted — or nil when open.
    private func notOpen(_ bookID: Int64) throws -> (reason: BookNotOpenError.Reason, title: String?)? {
        let book = try query("SELECT \(Self.guarded.list()) FROM word_books WHERE id = ?", bookID, selecting: Self.guarded) {
            (title: $0.string(.title), isClosed: !$0.isNull(.closedAt))
        }.first
        guard let book else { return (.deleted, nil) }
        return book.isClosed ? (.closed, book.title) : nil
    }
}
