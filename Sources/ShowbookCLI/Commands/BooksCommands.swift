import Foundation
import ShowbookPlatform
import ShowbookWords

/// `books list` and `books show`: the word books and their words, as text or JSON lines.
struct BooksListCommand: Subcommand {
    static let configuration = CommandConfiguration(
        path: ["books", "list"], options: [all, .json],
        abstract: ["list word books (--all includes closed ones)"]
    )

    static let all = CommandOption("--all", help: "include closed books")

    var all: Bool
    var json: Bool

    init(_ arguments: ParsedArguments) {
        all = arguments.flag(Self.all)
        json = arguments.flag(.json)
    }

    func run(_ context: CommandContext) throws -> Int32 {
        let store = try context.wordBooks()
        for book in try store.books.openBooks() + (all ? store.books.closedBooks() : []) {
            if json {
                try Console.json([
                    "id": .int(book.id), "title": .string(book.title), "closed": .bool(book.isClosed),
                    "retired": .bool(book.retiredAt != nil),
                    "words": .int(book.wordCount), "new": .int(book.knowledge.new), "learning": .int(book.knowledge.learning),
                    "young": .int(book.knowledge.young), "mature": .int(book.knowledge.mature),
                    "known": .int(book.knowledge.known), "suspended": .int(book.knowledge.suspended),
                    "show_id": .optional(book.showID), "show_title": .optional(book.showTitle),
                ])
            } else {
                try Console.line("\(book.id)\t\(book.title)\t\(Counted.text(book.wordCount, "word"))\t\(book.knowledge.text)\(book.isClosed ? "\tclosed" : "")")
            }
        }
        return 0
    }
}

struct BooksShowCommand: Subcommand {
    static let configuration = CommandConfiguration(
        path: ["books", "show"], arguments: [bookArgument.argument], options: [.json],
        abstract: ["list a book's counts and words with their knowledge (New, Learning, Young,",
                   "Mature, Known, Suspended) and study state, a translated example under its word;",
                   "BOOK is an id or exact title"]
    )

    static let bookArgument = Positional.text("BOOK")

    var book: String
    var json: Bool

    init(_ arguments: ParsedArguments) throws {
        book = try arguments.value(of: Self.bookArgument)
        json = arguments.flag(.json)
    }

    func run(_ context: CommandContext) throws -> Int32 {
        let store = try context.wordBooks()
        guard let book = try store.books.book(matching: book) else { return BooksCommandSupport.noBook(book) }
        let words = try store.words.words(bookID: book.id)
        let heard = try ExposureStore(database: store.words.database).exposures(of: words.map(\.id))
        let zone = try context.global.timeZone()
        if !json { try Console.line("\(KnowledgeCounts(words: words).text)") }
        for word in words {
            if json {
                // The word's fields under their JSON keys (`WordField`), then what the book keeps.
                let fields = word.fields.jsonValues(includingEmpty: true).merging([
                    "id": .int(word.id), "book_id": .int(word.bookID), "mark": .string(word.state.rawValue),
                    "book": .string(book.title), "show_id": .optional(book.showID),
                    "show_title": .optional(book.showTitle),
                    "exposures": .array((heard[word.id] ?? []).map(Self.exposureJSON)),
                ]) { field, _ in field }
                try Console.json(.object(fields.merging(StudyFields.json(word.card)) { _, study in study }
                    .merging(StudyJSON.knowledge(word)) { _, mark in mark }))
            } else {
                let due: ConsoleText = word.card.isNew ? "" : word.card.due.map { "\tdue \(StudyTime.text($0))" } ?? ""
                try Console.line("\(columns: [word.knowledge.title, word.card.status.title, word.term, word.reading, word.meaning])\(due)")
                // A translated example, as the card's back shows it: the sentence, then its translation.
                if !WordDraft.isBlank(word.exampleTranslation) {
                    let example = WordDraft.isBlank(word.example) ? "" : "\(word.example) — "
                    try Console.line("  \(example + word.exampleTranslation)")
                }
                // The word's history of where it was heard, one indented row each.
                for exposure in heard[word.id] ?? [] { try Console.line("  \(exposure.historyText(timeZone: zone))") }
            }
        }
        // A closed book's history: where its close moved the words it no longer holds.
        if !json, book.isClosed {
            for departure in try store.closing.departures(from: book.id) { try Console.line("\(departure.text)") }
        }
        return 0
    }

    /// One exposure of a word: the show, the episode, when and the line.
    static func exposureJSON(_ exposure: WordExposure) -> JSONValue {
        .object(["show_id": .string(exposure.mediaID.description), "episode": .string(exposure.episode.description),
                 "heard_at": .string(StudyTime.text(exposure.heardAt)), "line": .string(exposure.line)])
    }
}

/// What the `books` commands share: how a book that is not there is reported, and which
/// word-book errors are the arguments' fault.
enum BooksCommandSupport {
    /// "no book “X”" on stderr, status 1.
    static func noBook(_ reference: String) -> Int32 {
        Console.diagnostic("no book “\(reference)”")
        return 1
    }

    /// A name that matches several books, or closing a book into itself: the arguments are at
    /// fault, so the status is 2 like any usage error.
    static func asUsageError(_ error: Error) -> Error {
        switch error as? WordBookError {
        case .ambiguous?, .closeIntoItself?: return ParsedArguments.UsageError(description: "\(error)")
        default: return error
        }
    }
}
