import Foundation
import ShowbookPlatform
import ShowbookWords

/// `showbook books close`: the close-book flow without the TUI, for scripts — and for the
/// data-safety tests, which kill it mid-transaction.
struct BooksCloseCommand: Subcommand {
    static let configuration = CommandConfiguration(
        path: ["books", "close"], arguments: [bookArgument.argument], options: [into, intoNew, startOver, retire, .json],
        exclusive: [into, intoNew],
        abstract: ["close a book, moving its unfinished words (neither mature nor known) with",
                   "their schedules; its other words stay and keep their reviews"]
    )

    static let bookArgument = Positional.text("BOOK")
    static let into = CommandOption("--into", .text("BOOK"), help: "move the unfinished words into this book")
    static let intoNew = CommandOption("--into-new", .text("NAME"), help: "move them into a new book called NAME")
    static let startOver = CommandOption("--start-over", help: "the moved words start over as new words (their history "
                                             + "deleted); by default they keep their schedule and history")
    static let retire = CommandOption("--retire", help: "the words that stay in the closed book leave review; by default "
                                          + "their reviews go on and they come due with the others")

    var book: String
    var into: String?
    var intoNew: String?
    var startOver: Bool
    var retire: Bool
    var json: Bool

    init(_ arguments: ParsedArguments) throws {
        book = try arguments.value(of: Self.bookArgument)
        into = arguments.text(Self.into)
        intoNew = arguments.text(Self.intoNew)
        startOver = arguments.flag(Self.startOver)
        retire = arguments.flag(Self.retire)
        json = arguments.flag(.json)
    }

    func validate() throws {
        if startOver && into == nil && intoNew == nil {
            throw Self.usageError("--start-over needs --into or --into-new: only moved words start over")
        }
    }

    func run(_ context: CommandContext) throws -> Int32 {
        let store = try context.wordBooks()
        guard let book = try store.books.book(matching: book) else { return BooksCommandSupport.noBook(book) }
        var target = CloseTarget.none
        if let into {
            guard let targetBook = try store.books.book(matching: into) else {
                Console.diagnostic("no book “\(into)” to move the words of “\(book.title)” into")
                return 1
            }
            target = .book(targetBook.id)
        } else if let intoNew {
            target = .newBook(title: intoNew)
        }
        let outcome = try store.closing.close(bookID: book.id, moving: target, startingOver: startOver, retiring: retire)
        if let path = context.global.logPath {
            // The same event the app logs, so scripts and the TUI leave one kind of trace.
            var fields: [String: any Sendable] = [
                "book_id": Int(book.id), "moved": outcome.movedWords, "merged": outcome.mergedWords,
                "started_over": outcome.startedOver, "retired": outcome.retired,
            ]
            if let id = outcome.targetBookID { fields["target_id"] = Int(id) }
            try EventLog.file(path).record("book.closed", fields)
        }
        if json {
            var report: [String: JSONValue] = [
                "id": .int(book.id), "title": .string(book.title), "moved": .int(outcome.movedWords),
                "merged": .int(outcome.mergedWords), "target_id": .optional(outcome.targetBookID),
                "target": .optional(outcome.targetTitle), "created_target": .bool(outcome.createdTarget),
                "show_id": .optional(book.showID), "started_over": .bool(outcome.startedOver),
                "retired": .bool(outcome.retired),
                "unfinished": .int(outcome.unfinishedWords), "staying": .int(outcome.stayingWords),
                "knowledge": .object(KnowledgeState.allCases.reduce(into: [:]) { $0[$1.rawValue] = .int(outcome.knowledge[$1]) }),
            ]
            if outcome.createdTarget, let id = outcome.targetBookID, let created = try store.books.book(id: id) {
                report["target_show_id"] = .optional(created.showID)
            }
            try Console.json(.object(report))
        } else {
            var lines = outcome.report
            if outcome.createdTarget, let show = book.showTitle { lines[0] += ", still linked to ▶ \(show)" }
            for line in lines { try Console.line("\(line)") }
        }
        return 0
    }
}
