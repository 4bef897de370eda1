import Foundation
import ShowbookCore

/// `showbook books close`: the close-book flow without the TUI, for scripts — and for the
/// data-safety tests, which kill it mid-transaction (SHOWBOOK_DEBUG_CLOSE_DELAY_MS pauses just
/// before the book is marked closed, after its words were copied).
extension Subcommands {
    static func closeBook(_ reference: String, options: CommandLineOptions, store: WordBookStore) throws -> Int32 {
        guard let book = try store.book(matching: reference) else {
            Console.diagnostic("no book “\(reference)”")
            return 1
        }
        var target = CloseTarget.none
        if let into = options.closeInto {
            guard let targetBook = try store.book(matching: into) else {
                Console.diagnostic("no book “\(into)”")
                return 1
            }
            target = .book(targetBook.id)
        } else if let name = options.closeIntoNew {
            target = .newBook(title: name)
        }
        if let delay = ProcessInfo.processInfo.environment["SHOWBOOK_DEBUG_CLOSE_DELAY_MS"].flatMap(UInt32.init) {
            store.database.faultInjector = { sql in
                if sql.hasPrefix("UPDATE word_books SET closed_at") { usleep(delay * 1000) }
            }
        }
        let outcome = try store.close(bookID: book.id, moving: target)
        try Console.line("closed “\(clean(book.title))”, moved \(outcome.movedWords) unfinished words")
        return 0
    }
}
