import Foundation

/// `books export BOOK --apkg FILE`: a book as an Anki package — a ZIP holding a schema-11
/// `collection.anki2` (see `AnkiCollectionWriter`) and the `media` map (empty: no clips yet).
/// Anki imports it as a deck named after the book with the Showbook note type. The collection
/// is built in a temporary file (made by `TemporaryFile`, removed whatever happens) and the
/// package is written with `OutputFile`, so the target is replaced whole or not at all.
public struct AnkiPackageExporter: Sendable {
    public struct Summary: Sendable, Equatable {
        public var notes: Int
        public var cards: Int
        public var bytes: Int
    }

    let books: BookStore
    let words: WordStore
    let clock: AppClock

    public init(books: BookStore, words: WordStore, clock: AppClock = SystemClock()) {
        self.books = books
        self.words = words
        self.clock = clock
    }

    public init(stores: WordBookStores, clock: AppClock = SystemClock()) {
        self.init(books: stores.books, words: stores.words, clock: clock)
    }

    /// The notes a book's words make, in the order they were added.
    public func notes(bookID: Int64, production: Bool) throws -> (book: WordBook, notes: [AnkiNote]) {
        guard let book = try books.book(id: bookID) else { throw WordBookError.notFound("book") }
        return (book, try words.words(bookID: bookID).map { AnkiNote(word: $0, book: book, production: production) })
    }

    /// The package's bytes.
    public func package(bookID: Int64, production: Bool) throws -> (bytes: [UInt8], summary: Summary) {
        let (book, notes) = try notes(bookID: bookID, production: production)
        let now = clock.now
        let collection = try Self.collectionBytes(notes, deckName: book.title, bookID: book.id, production: production, now: now)
        var zip = ZipWriter(modified: now)
        try zip.add("collection.anki2", collection)
        try zip.add("media", Array("{}".utf8))
        let bytes = zip.finished()
        return (bytes, Summary(notes: notes.count, cards: notes.count * (production ? 2 : 1), bytes: bytes.count))
    }

    /// Writes the package to `path` (never over a file in `protected`, such as the database).
    @discardableResult
    public func export(bookID: Int64, production: Bool, to path: String, protecting protected: [String] = []) throws -> Summary {
        let (bytes, summary) = try package(bookID: bookID, production: production)
        try OutputFile.write(bytes, to: path, protecting: protected)
        return summary
    }

    /// The collection file's bytes, built in a temporary file that is then removed with its journal.
    static func collectionBytes(_ notes: [AnkiNote], deckName: String, bookID: Int64, production: Bool,
                                now: Date) throws -> [UInt8] {
        let folder = NSTemporaryDirectory().hasSuffix("/") ? NSTemporaryDirectory() : NSTemporaryDirectory() + "/"
        guard let (descriptor, path) = TemporaryFile.create(beside: folder + "showbook-collection.anki2") else {
            throw OutputError.failed("cannot make a temporary file in \(folder): \(OutputError.reason(errno))")
        }
        close(descriptor)
        defer {
            for suffix in ["", "-journal", "-wal", "-shm"] { unlink(path + suffix) }
        }
        try AnkiCollectionWriter.write(notes, deckName: deckName, bookID: bookID, production: production, at: path, now: now)
        guard let data = FileManager.default.contents(atPath: path) else {
            throw OutputError.failed("cannot read back the temporary collection \(path)")
        }
        return [UInt8](data)
    }
}
