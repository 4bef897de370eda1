import Foundation
import ShowbookPlatform
import ShowbookTV

/// Word books as rows: listing, reading, creating, renaming and reopening them. It exists apart
/// from the words and the study data because every other store asks it what a book is (the
/// close, mining, undo), while it needs none of them.
public final class BookStore: Sendable {
    public let database: Database
    package let clock: AppClock

    public init(database: Database, clock: AppClock) {
        self.database = database
        self.clock = clock
    }

    private func books(where condition: String, _ values: SQLBindable...) throws -> [WordBook] {
        let books = try database.queryValues(
            "SELECT \(BookColumn.book.list(alias: "b")) FROM word_books b WHERE \(condition)", values.map(\.sqlValue),
            selecting: BookColumn.book
        ) { $0.book }
        let counts = try KnowledgeQuery.counts(in: database, bookID: books.count == 1 ? books.first?.id : nil)
        return books.map { book in
            var book = book
            book.knowledge = counts[book.id] ?? KnowledgeCounts()
            return book
        }
    }

    /// Open books, newest first.
    public func openBooks() throws -> [WordBook] {
        try books(where: "b.closed_at IS NULL ORDER BY b.created_at DESC, b.id DESC")
    }

    /// Closed books, most recently closed first.
    public func closedBooks() throws -> [WordBook] {
        try books(where: "b.closed_at IS NOT NULL ORDER BY b.closed_at DESC, b.id DESC")
    }

    public func book(id: Int64) throws -> WordBook? {
        try books(where: "b.id = ?", id).first
    }

    public func book(linkedTo showID: MediaID) throws -> WordBook? {
        try books(where: "b.show_id = ? ORDER BY b.closed_at IS NOT NULL, b.id DESC", showID).first
    }

    /// Open books, newest first, without their counts (Today: counting would read every word).
    public func openBookHeadings() throws -> [BookHeading] {
        let heading = BookColumn.heading
        return try database.query(
            "SELECT \(heading.list()) FROM word_books WHERE closed_at IS NULL ORDER BY created_at DESC, id DESC",
            selecting: heading
        ) { $0.heading }
    }

    /// Creates an open book; its title must not be taken by another open book.
    @discardableResult
    public func createBook(title: String, linkedTo show: Media? = nil) throws -> WordBook {
        try insertBook(title: title, showID: show?.id.description, showTitle: show?.title)
    }

    /// Creates a book with a show link given as stored values (a close's continuation, which
    /// may take the name of the book it continues: `freeing` is closing in the same transaction).
    /// `titleIsFree`: the caller has checked the title in the same transaction (`BookTitleIndex`).
    package func insertBook(title: String, showID: String?, showTitle: String?, freeing closingID: Int64? = nil,
                    titleIsFree: Bool = false) throws -> WordBook {
        let name = title.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !name.isEmpty else { throw WordBookError.emptyTitle }
        let id = try database.transaction { () -> Int64 in
            if !titleIsFree { try requireFreeTitle(name, excluding: closingID) }
            return try database.insert([
                BookColumn.title: name, .createdAt: clock.now.timeIntervalSince1970, .showID: showID, .showTitle: showTitle,
            ])
        }
        guard let book = try book(id: id) else { throw WordBookError.notFound("book") }
        return book
    }

    public func rename(bookID: Int64, to title: String) throws {
        let name = title.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !name.isEmpty else { throw WordBookError.emptyTitle }
        try database.transaction {
            try database.requireBook(bookID, nothing: "renamed")
            try requireFreeTitle(name, excluding: bookID)
            try database.run("UPDATE word_books SET title = ? WHERE id = ?", name, bookID)
        }
    }

    /// Reopens a closed book. When an open book has taken its title meanwhile, it comes back
    /// numbered ("Drama words (2)"); returns the title it has now.
    @discardableResult
    public func reopen(bookID: Int64) throws -> String {
        try database.transaction {
            guard let book = try book(id: bookID) else { throw WordBookError.notFound("book") }
            let title = try availableTitle(book.title, excluding: bookID)
            try database.run("UPDATE word_books SET closed_at = NULL, retired_at = NULL, title = ? WHERE id = ?", title, bookID)
            return title
        }
    }
}

/// An open book as Today lists it: no word counts, which would read every word of every book.
public struct BookHeading: Sendable, Equatable {
    public var id: Int64
    public var title: String
    public var createdAt: Date

    public init(id: Int64, title: String, createdAt: Date) {
        self.id = id
        self.title = title
        self.createdAt = createdAt
    }

    public init(_ book: WordBook) { self.init(id: book.id, title: book.title, createdAt: book.createdAt) }
}
