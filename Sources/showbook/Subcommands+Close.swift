import Foundation
import ShowbookCore

/// `showbook books close`: the close-book flow without the TUI, for scripts — and for the
/// data-safety tests, which kill it mid-transaction (SHOWBOOK_DEBUG_CLOSE_DELAY_MS pauses just
/// before the book is marked closed, after its words were copied).
extension Subcommands {
    static func closeBook(_ reference: String, options: CommandLineOptions, store: WordBookStore) throws -> Int32 {
        guard let book = try store.book(matching: reference) else {
            FileHandle.standardError.write(Data("showbook: no book “\(clean(reference))”\n".utf8))
            return 1
        }
        var target = CloseTarget.none
        if let into = options.closeInto {
            guard let targetBook = try store.book(matching: into) else {
                FileHandle.standardError.write(Data("showbook: no book “\(clean(into))” to move the words of “\(clean(book.title))” into\n".utf8))
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
            var report: [String: Any] = [
                "id": book.id, "title": book.title, "moved": outcome.movedWords, "merged": outcome.mergedWords,
                "target_id": outcome.targetBookID ?? NSNull(), "target": outcome.targetTitle ?? NSNull(),
                "created_target": outcome.createdTarget, "show_id": book.showID ?? NSNull(),
            ]
            if outcome.createdTarget, let id = outcome.targetBookID, let created = try store.book(id: id) {
                report["target_show_id"] = created.showID ?? NSNull()
            }
            printJSON(report)
        } else {
            var line = outcome.summary
            if outcome.createdTarget, let show = book.showTitle { line += ", still linked to ▶ \(show)" }
            print(clean(line))
        }
        return 0
    }
}
