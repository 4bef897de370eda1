import Foundation
import ShowbookPlatform

/// Every book's title by the key titles are compared in (`BookStore.titleKey`), read once for
/// a run of writes that names many books in one transaction — an Anki package of 4,000 decks
/// becomes 4,000 books. Without it each deck read every book, with the counts of every word,
/// to find its own, and the work grew as the square of the decks. Books the run creates or
/// reopens are noted as they are, so the index stays true for the rest of the transaction.
package final class BookTitleIndex {
    /// A book the index knows: its id and whether it is closed.
    package struct Entry: Equatable {
        package var id: Int64
        package var isClosed: Bool
    }

    private let books: BookStore
    /// The open book of each key, and the most recently closed one.
    private var open: [String: Int64] = [:]
    private var closed: [String: Int64] = [:]

    package init(books: BookStore) throws {
        self.books = books
        let columns = ColumnSelection<BookColumn>([.id, .title, .closedAt])
        // Closed books oldest first, so the most recently closed one of a title is kept.
        let rows = try books.database.query(
            "SELECT \(columns.list()) FROM word_books ORDER BY closed_at IS NULL, closed_at, id", selecting: columns
        ) { (id: $0.int64(.id), title: $0.string(.title), isClosed: $0.double(.closedAt) != nil) }
        for row in rows {
            let key = BookStore.titleKey(row.title)
            if row.isClosed { closed[key] = row.id } else if open[key] == nil { open[key] = row.id }
        }
    }

    /// The book a title names: the open one, else the most recently closed one.
    package func book(titled title: String) -> Entry? {
        let key = BookStore.titleKey(title)
        if let id = open[key] { return Entry(id: id, isClosed: false) }
        return closed[key].map { Entry(id: $0, isClosed: true) }
    }

    /// Creates an open book called `title`, which the index says is free.
    package func createBook(title: String) throws -> WordBook {
        let book = try books.insertBook(title: title, showID: nil, showTitle: nil, titleIsFree: book(titled: title)?.isClosed != false)
        open[BookStore.titleKey(book.title)] = book.id
        return book
    }

    /// Notes that the closed book `id` was reopened under `title`.
    package func reopened(_ id: Int64, as title: String) {
        closed = closed.filter { $0.value != id }
        open[BookStore.titleKey(title)] = id
    }
}
