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
                Console.diagnostic("no book “\(into)” to move the words of “\(book.title)” into")
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
        if let path = options.logPath {
            // The same event the app logs, so scripts and the TUI leave one kind of trace.
            var fields: [String: any Sendable] = [
                "book_id": Int(book.id), "moved": outcome.movedWords, "merged": outcome.mergedWords,
            ]
            if let id = outcome.targetBookID { fields["target_id"] = Int(id) }
            try EventLog.file(path).record("book.closed", fields)
        }
        if options.json {
            var report: [String: JSONValue] = [
                "id": .int(book.id), "title": .string(book.title), "moved": .int(outcome.movedWords),
                "merged": .int(outcome.mergedWords), "target_id": .optional(outcome.targetBookID),
                "target": .optional(outcome.targetTitle), "created_target": .bool(outcome.createdTarget),
                "show_id": .optional(book.showID),
            ]
            if outcome.createdTarget, let id = outcome.targetBookID, let created = try store.book(id: id) {
                report["target_show_id"] = .optional(created.showID)
            }
            try Console.json(.object(report))
        } else {
            var line = outcome.summary
            if outcome.createdTarget, let show = book.showTitle { line += ", still linked to ▶ \(show)" }
            try Console.line(clean(line))
        }
        return 0
    }
}
