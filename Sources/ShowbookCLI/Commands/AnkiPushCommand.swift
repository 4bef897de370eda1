import Foundation
import ShowbookExchange

/// `anki push BOOK`: the book's words sent to a running Anki through AnkiConnect — added as
/// Showbook notes in the deck (the book's title, or `--deck`), or updated when a word was
/// pushed before. Prints one summary line and the terms Anki already had.
struct AnkiPushCommand: Subcommand {
    static let configuration = CommandConfiguration(
        path: ["anki", "push"], arguments: [bookArgument.argument], options: [deck, .production, noSchedule, GlobalOptions.ankiURL]
            + MediaArguments.options,
        abstract: ["send a book's words to a running Anki through AnkiConnect",
                   "(updates the notes pushed before)"]
    )

    static let bookArgument = Positional.text("BOOK")
    static let deck = CommandOption("--deck", .text("NAME"), help: "into this Anki deck (default: the book's title)")
    static let noSchedule = CommandOption("--no-schedule", help: "send no schedule or review log (the cards stay as Anki has them)")

    var book: String
    var deck: String?
    var address: String
    var production: Bool
    /// `--no-schedule`: the cards keep Anki's new state.
    var schedule: Bool
    var media: MediaArguments

    init(_ arguments: ParsedArguments) throws {
        media = MediaArguments(arguments)
        book = try arguments.value(of: Self.bookArgument)
        deck = arguments.text(Self.deck)
        address = arguments.text(GlobalOptions.ankiURL) ?? AnkiConnectClient.defaultURL
        production = arguments.flag(CommandOption.production)
        schedule = !arguments.flag(Self.noSchedule)
    }

    func validate() throws {
        if AnkiConnectClient(address: address) == nil {
            throw ParsedArguments.UsageError(description: AnkiConnectError.badAddress(address).description)
        }
        if let deck, deck.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty {
            throw ParsedArguments.UsageError(description: "--deck needs a name")
        }
        try media.validate()
    }

    func run(_ context: CommandContext) throws -> Int32 {
        let store = try context.wordBooks()
        guard let book = try store.books.book(matching: book) else { return BooksCommandSupport.noBook(book) }
        guard let client = AnkiConnectClient(address: address) else { return 2 }
        let report: AnkiPush.Report
        do {
            report = try AnkiPush(stores: store, client: client).push(bookID: book.id, deck: deck, production: production,
                                                                     schedule: schedule, media: media.cutter(context))
        } catch let error as AnkiConnectError {
            Console.diagnostic(error.description)
            return 1
        }
        MediaArguments.report(report.media)
        try Console.line("pushed “\(book.title)” to Anki deck “\(report.deck)”: \(report.summary)")
        for term in report.duplicates.prefix(20) {
            try Console.line("already in Anki: “\(term)”")
        }
        if report.duplicates.count > 20 { try Console.line("… and \(report.duplicates.count - 20) more already in Anki") }
        return report.failed == 0 && report.schedules.problem == nil ? 0 : 1
    }
}
