import Foundation

/// `showbook books reopen BOOK`: a closed book back among the open ones, as `o` does on the
/// Books tab's closed list — with the words it kept (the ones a close moved live on in their new
/// book and do not come back), numbered when an open book took its name meanwhile.
struct BooksReopenCommand: Subcommand {
    static let configuration = CommandConfiguration(
        path: ["books", "reopen"], arguments: [bookArgument.argument],
        abstract: ["reopen a closed book (the words its close moved stay where they went)"]
    )

    static let bookArgument = Positional.text("BOOK")

    var book: String

    init(_ arguments: ParsedArguments) throws {
        book = try arguments.value(of: Self.bookArgument)
    }

    func run(_ context: CommandContext) throws -> Int32 {
        let store = try context.wordBooks()
        guard let book = try store.books.book(matching: book) else { return BooksCommandSupport.noBook(book) }
        guard book.isClosed else {
            Console.diagnostic("“\(book.title)” is not closed")
            return 1
        }
        let title = try store.books.reopen(bookID: book.id)
        try Console.line(title == book.title ? "Reopened “\(title)”"
            : "Reopened “\(book.title)” as “\(title)” (the name was taken)")
        return 0
    }
}
