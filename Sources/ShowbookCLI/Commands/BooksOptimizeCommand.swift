import Foundation
import ShowbookPlatform
import ShowbookWords

/// `showbook books optimize BOOK|--all`: fits the FSRS-6 parameters to the book's own reviews
/// (or to every open book's together), as the Books tab's `O` does, and prints what it did —
/// the health check's log loss and RMSE(bins) of the current and the fitted parameters, and
/// whether the books keep the fitted ones (only when they predict better).
struct BooksOptimizeCommand: Subcommand {
    static let configuration = CommandConfiguration(
        path: ["books", "optimize"], arguments: [bookArgument.argument], options: [all, .json],
        abstract: ["fit the book's FSRS parameters to its reviews (--all: every open book's together)"]
    )

    static let bookArgument = Positional<String?>(optional: "BOOK", whenAbsent: { nil }) { $0.text }
    static let all = CommandOption("--all", help: "fit every open book's reviews together and keep the result in each")

    var book: String?
    var all: Bool
    var json: Bool

    init(_ arguments: ParsedArguments) throws {
        book = try arguments.value(of: Self.bookArgument)
        all = arguments.flag(Self.all)
        json = arguments.flag(.json)
    }

    func validate() throws {
        if (book == nil) == !all { throw ParsedArguments.UsageError(description: "books optimize needs a BOOK or --all, not both") }
    }

    func run(_ context: CommandContext) throws -> Int32 {
        let store = try context.wordBooks()
        let bookIDs: [Int64]
        if let book {
            guard let found = try store.books.book(matching: book) else { return BooksCommandSupport.noBook(book) }
            guard !found.isClosed else {
                Console.diagnostic("“\(found.title)” is closed: reopen it to fit its parameters")
                return 1
            }
            bookIDs = [found.id]
        } else {
            bookIDs = try store.books.openBooks().map(\.id)
            guard !bookIDs.isEmpty else {
                Console.diagnostic("No open books to fit")
                return 1
            }
        }
        let report = try store.reviews.optimize(bookIDs: bookIDs)
        if json { try Console.json(Self.json(report)) } else { try Console.line("\(report.summary)") }
        return 0
    }

    static func json(_ report: BookFitReport) -> JSONValue {
        func evaluation(_ value: FSRSFitEvaluation?) -> JSONValue {
            guard let value else { return .null }
            return .object(["log_loss": .double(value.logLoss), "rmse_bins": .double(value.rmseBins), "predictions": .int(value.predictions)])
        }
        return .object([
            "books": .array(report.books.map(JSONValue.string)), "reviews": .int(report.reviewCount),
            "refused": .optional(report.refusal), "kept_fitted": .bool(report.stored),
            "fitted_parameters": report.fitted.map { .array($0.map(JSONValue.double)) } ?? .null,
            "current": evaluation(report.health?.current), "fitted": evaluation(report.health?.fitted),
            "message": .string(report.summary),
        ])
    }
}
