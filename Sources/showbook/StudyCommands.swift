import Foundation
import ShowbookCore

/// `books review BOOK TERM GRADE` and `books due`: FSRS from scripts. A review made elsewhere
/// can be replayed with `--at`; `due` lists what has come due in open books.
enum StudyCommands {
    static func review(_ arguments: [String], options: CommandLineOptions, store: WordBookStore) throws -> Int32 {
        let (reference, term, gradeName) = (arguments[0], arguments[1], arguments[2])
        guard let grade = ReviewGrade(name: gradeName) else {
            throw Usage.error("books review needs again, hard, good or easy, not “\(Subcommands.clean(gradeName))”", .booksReview)
        }
        guard let book = try store.book(matching: reference) else {
            Console.diagnostic(Subcommands.clean("no book “\(reference)”"))
            return 1
        }
        let key = WordBookStore.termKey(term)
        guard let word = try store.words(bookID: book.id).first(where: { WordBookStore.termKey($0.term) == key }) else {
            Console.diagnostic(Subcommands.clean("no word “\(term)” in “\(book.title)”"))
            return 1
        }
        let reviewed = try store.review(wordID: word.id, grade: grade, at: options.at)
        if options.json {
            try Console.json(json(reviewed, book: book.title))
        } else {
            let due = reviewed.card.due.map(StudyTime.text) ?? "-"
            try Console.line(Subcommands.clean("\(reviewed.term): \(reviewed.card.status.title), due \(due)"))
        }
        return 0
    }

    static func due(options: CommandLineOptions, store: WordBookStore) throws -> Int32 {
        let now = options.at ?? Date()
        let titles = Dictionary(try store.openBooks().map { ($0.id, $0.title) }, uniquingKeysWith: { first, _ in first })
        for word in try store.dueWords(at: now) {
            let title = titles[word.bookID] ?? ""
            if options.json {
                try Console.json(json(word, book: title))
            } else {
                let due = word.card.due.map(StudyTime.text) ?? "-"
                try Console.line([due, word.card.status.title, title, word.term, word.meaning].map(Subcommands.clean)
                    .joined(separator: "\t"))
            }
        }
        return 0
    }

    /// `books retention BOOK [R|default]`: prints the book's desired retention, or sets its
    /// own (`default` goes back to the config file's).
    static func retention(_ arguments: [String], store: WordBookStore) throws -> Int32 {
        guard let book = try store.book(matching: arguments[0]) else {
            Console.diagnostic(Subcommands.clean("no book “\(arguments[0])”"))
            return 1
        }
        if arguments.count == 2 {
            let text = arguments[1]
            if text == "default" {
                try store.setRetention(bookID: book.id, to: nil)
            } else {
                guard let value = Double(text), StudySettings.retentionRange.contains(value) else {
                    throw Usage.error("books retention needs a number from 0.7 to 0.99 or default, not “\(Subcommands.clean(text))”",
                                      .booksRetention)
                }
                try store.setRetention(bookID: book.id, to: value)
            }
        }
        let own = try store.retention(bookID: book.id)
        let value = own ?? store.studySettings.desiredRetention
        try Console.line(Subcommands.clean("\(book.title): desired retention \(value)\(own == nil ? " (default)" : "")"))
        return 0
    }

    static func json(_ word: Word, book: String) -> JSONValue {
        let fields: [String: JSONValue] = [
            "id": .int(word.id), "book_id": .int(word.bookID), "book": .string(book), "term": .string(word.term),
            "meaning": .string(word.meaning), "mark": .string(word.state.rawValue),
        ]
        return .object(fields.merging(StudyFields.json(word.card)) { _, study in study })
    }
}
