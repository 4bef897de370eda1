import Foundation
import ShowbookPlatform

/// A deleted book as it was — its row, words, study history, where the words were heard and
/// where its closes moved words — kept in memory so the Books tab's `u` can put it back.
/// Nothing is soft-deleted: queries never need to skip anything.
public struct DeletedBook: Sendable {
    public let bookID: Int64
    public let title: String
    public let wordCount: Int
    package let book: RowSnapshot
    package let words: RowSnapshot
    package let marks: RowSnapshot
    package let exposures: RowSnapshot
    package let departures: RowSnapshot
}

/// A deleted word as it was, with the ids of its study marks (which stay in the book's history)
/// and the episodes it was heard in (which go with it).
public struct DeletedWord: Sendable {
    public let wordID: Int64
    public let bookID: Int64
    public let term: String
    package let word: RowSnapshot
    package let markIDs: [Int64]
    package let exposures: RowSnapshot
}

/// Deleting with a way back: each delete returns what it removed, and `restore` inserts it again
/// in one transaction — under the old ids where they are still free, under new ones (with the
/// references remapped) where something took them, and with a numbered title when an open book
/// took the name meanwhile. Its own type because it is the one code that reads whole rows of any
/// schema version (`RowSnapshot`) rather than the declared columns.
public final class DeletionUndo: Sendable {
    public let database: Database
    package let books: BookStore

    public init(books: BookStore) {
        self.database = books.database
        self.books = books
    }

    /// Deletes a book and its words (one transaction, through ON DELETE CASCADE); returns them.
    @discardableResult
    public func delete(bookID: Int64) throws -> DeletedBook {
        try database.transaction {
            guard let book = try books.book(id: bookID) else { throw WordBookError.notFound("book") }
            let deleted = DeletedBook(
                bookID: bookID, title: book.title, wordCount: book.wordCount,
                book: try RowSnapshot(database, table: "word_books", where: "id = ?", .integer(bookID)),
                words: try RowSnapshot(database, table: "words", where: "book_id = ?", .integer(bookID)),
                marks: try RowSnapshot(database, table: "study_marks", where: "book_id = ?", .integer(bookID)),
                exposures: try RowSnapshot(database, table: "word_exposures",
                                           where: "word_id IN (SELECT id FROM words WHERE book_id = ?)", .integer(bookID)),
                departures: try RowSnapshot(database, table: "word_moves", where: "from_book_id = ?", .integer(bookID))
            )
            try database.run("DELETE FROM word_books WHERE id = ?", bookID)
            return deleted
        }
    }

    /// Puts a deleted book back with everything it had; returns it as it is now.
    @discardableResult
    public func restore(_ deleted: DeletedBook) throws -> WordBook {
        let id = try database.transaction { () -> Int64 in
            var bookRow = deleted.book
            guard !bookRow.rows.isEmpty else { throw WordBookError.notFound("book") }
            if bookRow.value("closed_at", row: 0) == .null {
                bookRow.set("title", .text(try books.availableTitle(deleted.title)), row: 0)
            }
            let bookID = try bookRow.insert(row: 0, into: database)
            var words = deleted.words
            var wordIDs: [Int64: Int64] = [:]
            for row in words.rows.indices {
                words.set("book_id", .integer(bookID), row: row)
                let newID = try words.insert(row: row, into: database)
                if let oldID = words.int64("id", row: row) { wordIDs[oldID] = newID }
            }
            var marks = deleted.marks
            for row in marks.rows.indices {
                marks.set("book_id", .integer(bookID), row: row)
                if let oldWord = marks.int64("word_id", row: row), let newWord = wordIDs[oldWord] {
                    marks.set("word_id", .integer(newWord), row: row)
                }
                try marks.insert(row: row, into: database)
            }
            var exposures = deleted.exposures
            for row in exposures.rows.indices {
                guard let oldWord = exposures.int64("word_id", row: row), let newWord = wordIDs[oldWord] else { continue }
                exposures.set("word_id", .integer(newWord), row: row)
                try exposures.insert(row: row, into: database)
            }
            var departures = deleted.departures
            for row in departures.rows.indices {
                departures.set("from_book_id", .integer(bookID), row: row)
                try departures.insert(row: row, into: database)
            }
            return bookID
        }
        guard let book = try books.book(id: id) else { throw WordBookError.notFound("book") }
        return book
    }

    /// Deletes one word of an open book (`bookID`, when the caller shows the word in one); returns
    /// it. Its study marks stay, as part of the book's history.
    @discardableResult
    public func deleteWord(id: Int64, from bookID: Int64? = nil) throws -> DeletedWord {
        try database.transaction {
            try database.requireOpenBook(ofWord: id, expected: bookID, nothing: "deleted")
            let snapshot = try RowSnapshot(database, table: "words", where: "id = ?", .integer(id))
            guard !snapshot.rows.isEmpty else { throw WordBookError.notFound("word") }
            let markIDs = try database.query("SELECT id FROM study_marks WHERE word_id = ?", id) { $0.onlyInt64 }
            let exposures = try RowSnapshot(database, table: "word_exposures", where: "word_id = ?", .integer(id))
            try database.run("DELETE FROM words WHERE id = ?", id)
            let term: String
            if case let .text(text) = snapshot.value("term", row: 0) { term = text } else { term = "" }
            return DeletedWord(wordID: id, bookID: snapshot.int64("book_id", row: 0) ?? 0, term: term, word: snapshot,
                               markIDs: markIDs, exposures: exposures)
        }
    }

    /// Puts a deleted word back into its book (which must still be open); returns its id now.
    @discardableResult
    public func restore(_ deleted: DeletedWord) throws -> Int64 {
        try database.transaction {
            try database.requireOpenBook(deleted.bookID, nothing: "restored")
            let id = try deleted.word.insert(row: 0, into: database)
            if id != deleted.wordID {
                try database.run("UPDATE study_marks SET word_id = ? WHERE id IN (SELECT value FROM json_each(?))",
                                 id, "[" + deleted.markIDs.map(String.init).joined(separator: ",") + "]")
            }
            var exposures = deleted.exposures
            for row in exposures.rows.indices {
                exposures.set("word_id", .integer(id), row: row)
                try exposures.insert(row: row, into: database)
            }
            return id
        }
    }
}
