import Foundation
import ShowbookPlatform
import ShowbookWords

/// `books export BOOK --apkg FILE`: a book as an Anki package — a ZIP holding a schema-11
/// `collection.anki2` (see `AnkiCollectionWriter`), the `media` map (`{"0": "showbook-3-17.opus"}`)
/// and the media files named `0`, `1`, …: with `--media`, each mined word's clip (`AnkiMediaCutter`).
/// Anki imports it as a deck named after the book with the Showbook note type, each card with
/// the word's schedule and review log (`AnkiCardSchedule`; `schedule: false` sends every card
/// new, without a log). The collection
/// is built in a temporary file (made by `TemporaryFile`, removed whatever happens) and the
/// package is written with `OutputFile`, so the target is replaced whole or not at all.
public struct AnkiPackageExporter: Sendable {
    public struct Summary: Sendable, Equatable {
        public var notes: Int
        public var cards: Int
        public var bytes: Int
        /// Cards sent with a schedule (not new), and the review log entries sent with them.
        public var scheduled = 0
        public var reviews = 0
        /// Words that got no production card (asked for one, but with neither a meaning nor a translation).
        public var withoutProduction = 0
        /// What cutting the clips did (nothing asked: all zero).
        public var media = AnkiMedia.Report()
    }

    package let books: BookStore
    package let words: WordStore
    package let clock: AppClock
    /// The book's scheduler settings (its retention) and its words' review histories.
    package let reviews: ReviewStore

    public init(books: BookStore, words: WordStore, clock: AppClock = SystemClock(),
                studySettings: StudySettings = StudySettings()) {
        self.books = books
        self.words = words
        self.clock = clock
        self.reviews = ReviewStore(words: words, clock: clock, studySettings: studySettings)
    }

    public init(stores: WordBookStores, clock: AppClock = SystemClock()) {
        self.init(books: stores.books, words: stores.words, clock: clock, studySettings: stores.studySettings)
    }

    /// Each word's card schedule with its review log, by word id, in the book's word order.
    package func schedules(bookID: Int64, now: Date, days: AnkiDays) throws -> [Int64: AnkiCardSchedule] {
        let parameters = try reviews.parameters(bookID: bookID)
        var schedules: [Int64: AnkiCardSchedule] = [:]
        for (position, word) in try words.words(bookID: bookID).enumerated() {
            schedules[word.id] = AnkiCardSchedule(word: word, history: try reviews.history(wordID: word.id),
                                                  parameters: parameters, position: Int64(position + 1), now: now, days: days)
        }
        return schedules
    }

    /// The notes a book's words make, in the order they were added.
    public func notes(bookID: Int64, production: Bool) throws -> (book: WordBook, notes: [AnkiNote]) {
        guard let book = try books.book(id: bookID) else { throw WordBookError.notFound("book") }
        return (book, try words.words(bookID: bookID).map { AnkiNote(word: $0, book: book, production: production) })
    }

    /// The notes of a book's words with their clips cut by `media` (none when nil).
    public func notes(bookID: Int64, production: Bool, media cutter: AnkiMediaCutter?,
                      cancellation: Cancellation = .none) throws -> (book: WordBook, notes: [AnkiNote], media: AnkiMedia) {
        guard let book = try books.book(id: bookID) else { throw WordBookError.notFound("book") }
        let words = try words.words(bookID: bookID)
        let notes = words.map { AnkiNote(word: $0, book: book, production: production) }
        guard let cutter else { return (book, notes, AnkiMedia()) }
        let unusable = try StoredClipTimes(database: self.words.database).unusable(bookID: bookID)
        let media = cutter.cut(words, bookID: book.id, unusable: unusable, cancellation: cancellation)
        return (book, media.applied(to: notes, now: clock.now), media)
    }

    /// The package's bytes.
    public func package(bookID: Int64, production: Bool, schedule: Bool = true, media cutter: AnkiMediaCutter? = nil,
                        cancellation: Cancellation = .none) throws -> (bytes: [UInt8], summary: Summary) {
        let (book, notes, media) = try notes(bookID: bookID, production: production, media: cutter, cancellation: cancellation)
        let now = clock.now
        let days = AnkiDays()
        let schedules = schedule ? try schedules(bookID: bookID, now: now, days: days) : [:]
        let collection = try Self.collectionBytes(notes, deckName: book.title, bookID: book.id, production: production, now: now,
                                                  schedules: schedules, days: days)
        var zip = ZipWriter(modified: now)
        try zip.add("collection.anki2", collection)
        var map: [String: JSONValue] = [:]
        for (number, file) in media.files.enumerated() {
            try zip.add(String(number), file.bytes)
            map[String(number)] = .string(file.name)
        }
        try zip.add("media", Array(JSONValue.object(map).encoded.utf8))
        let bytes = zip.finished()
        let productionCards = production ? notes.filter { $0[field: "Production"] == "y" }.count : 0
        return (bytes, Summary(notes: notes.count, cards: notes.count + productionCards, bytes: bytes.count,
                               scheduled: schedules.values.filter { $0.type != 0 }.count,
                               reviews: schedules.values.reduce(0) { $0 + $1.reviews.count },
                               withoutProduction: production ? notes.count - productionCards : 0, media: media.report))
    }

    /// Writes the package to `path` (never over a file in `protected`, such as the database).
    @discardableResult
    public func export(bookID: Int64, production: Bool, schedule: Bool = true, media cutter: AnkiMediaCutter? = nil,
                       to path: String, protecting protected: [String] = [], cancellation: Cancellation = .none) throws -> Summary {
        let (bytes, summary) = try package(bookID: bookID, production: production, schedule: schedule, media: cutter,
                                           cancellation: cancellation)
        try OutputFile.write(bytes, to: path, protecting: protected)
        return summary
    }

    /// The collection file's bytes, built in a temporary file that is then removed with its journal.
    package static func collectionBytes(_ notes: [AnkiNote], deckName: String, bookID: Int64, production: Bool,
                                        now: Date, schedules: [Int64: AnkiCardSchedule] = [:],
                                        days: AnkiDays = AnkiDays()) throws -> [UInt8] {
        let folder = StaleTemporaryFiles.folder
        StaleTemporaryFiles.sweep(folder)
        guard let (descriptor, path) = TemporaryFile.create(beside: folder + StaleTemporaryFiles.Kind.exportCollection.nameForThisProcess) else {
            throw OutputError.failed("cannot make a temporary file in \(folder): \(OutputError.reason(errno))")
        }
        // Locked while it lives, so a sweep by another process leaves it alone until this one is gone.
        StaleTemporaryFiles.hold(descriptor)
        defer {
            for suffix in ["", "-journal", "-wal", "-shm"] { unlink(path + suffix) }
            close(descriptor)
        }
        try AnkiCollectionWriter.write(notes, deckName: deckName, bookID: bookID, production: production, at: path, now: now,
                                       schedules: schedules, days: days)
        guard let data = FileManager.default.contents(atPath: path) else {
            throw OutputError.failed("cannot read back the collection it built in \(folder)")
        }
        return [UInt8](data)
    }
}
