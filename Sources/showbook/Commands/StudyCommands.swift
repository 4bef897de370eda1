import Foundation
import ShowbookCore

/// `books review BOOK TERM GRADE`: FSRS from scripts. A review made elsewhere can be replayed
/// with `--at`.
struct BooksReviewCommand: Subcommand {
    static let configuration = CommandConfiguration(
        path: ["books", "review"],
        arguments: [.init("BOOK"), .init("TERM"), .init("GRADE", mayHaveSpaces: false)],
        options: [.at, .json],
        abstract: ["record one review (GRADE: again, hard, good or easy)",
                   "and print the word's new due time"]
    )

    var book: String
    var term: String
    var gradeName: String
    /// nil when GRADE is not a grade's name (`validate` says so).
    var grade: ReviewGrade?
    var at: Date?
    var json: Bool

    init(_ arguments: ParsedArguments) {
        (book, term, gradeName) = (arguments.words[2], arguments.words[3], arguments.words[4])
        grade = ReviewGrade(name: gradeName)
        at = arguments.time(.at)
        json = arguments.flag(.json)
    }

    func validate() throws {
        if grade == nil { throw notAGrade }
    }

    private var notAGrade: ParsedArguments.UsageError {
        Self.usageError("books review needs again, hard, good or easy, not “\(Console.clean(gradeName))”")
    }

    func run(_ context: CommandContext) throws -> Int32 {
        guard let grade else { throw notAGrade }
        let store = try context.wordBooks()
        guard let book = try store.book(matching: book) else { return BooksCommandSupport.noBook(book) }
        let key = WordBookStore.termKey(term)
        guard let word = try store.words(bookID: book.id).first(where: { WordBookStore.termKey($0.term) == key }) else {
            Console.diagnostic(Console.clean("no word “\(term)” in “\(book.title)”"))
            return 1
        }
        try store.database.verifyIfSmall()  // a review must not be written into a damaged file
        let reviewed = try store.review(wordID: word.id, grade: grade, at: at)
        if json {
            try Console.json(StudyJSON.word(reviewed, book: book.title))
        } else {
            let due = reviewed.card.due.map(StudyTime.text) ?? "-"
            try Console.line(Console.clean("\(reviewed.term): \(reviewed.card.status.title), due \(due)"))
        }
        return 0
    }
}

/// `books due`: the words that have come due in open books.
struct BooksDueCommand: Subcommand {
    static let configuration = CommandConfiguration(
        path: ["books", "due"], options: [.at, .json],
        abstract: ["list the words due for review in open books"]
    )

    var at: Date?
    var json: Bool

    init(_ arguments: ParsedArguments) {
        at = arguments.time(.at)
        json = arguments.flag(.json)
    }

    func run(_ context: CommandContext) throws -> Int32 {
        let store = try context.wordBooks()
        let titles = Dictionary(try store.openBooks().map { ($0.id, $0.title) }, uniquingKeysWith: { first, _ in first })
        let due = try store.dueWords(at: at ?? Date())
        // An empty list is an answer too; on stderr, so stdout stays one word a line.
        if due.isEmpty && !json { Console.progress("nothing is due in open books\n") }
        for word in due {
            let title = titles[word.bookID] ?? ""
            if json {
                try Console.json(StudyJSON.word(word, book: title))
            } else {
                let due = word.card.due.map(StudyTime.text) ?? "-"
                try Console.line([due, word.card.status.title, title, word.term, word.meaning].map(Console.clean)
                    .joined(separator: "\t"))
            }
        }
        return 0
    }
}

/// `books retention BOOK [R|default]`: prints the book's desired retention, or sets its own
/// (`default` goes back to the config file's).
struct BooksRetentionCommand: Subcommand {
    static let configuration = CommandConfiguration(
        path: ["books", "retention"],
        arguments: [.init("BOOK"), .init("R|default", optional: true, mayHaveSpaces: false)],
        abstract: ["show or set the book's own desired retention"]
    )

    /// What the second word asks for.
    enum Request: Equatable {
        case show
        case setDefault
        case set(Double)
        case invalid(String)
    }

    var book: String
    var request: Request

    init(_ arguments: ParsedArguments) {
        book = arguments.words[2]
        switch arguments.words.dropFirst(3).first {
        case nil: request = .show
        case "default"?: request = .setDefault
        case let text?:
            if let value = Double(text), StudySettings.retentionRange.contains(value) {
                request = .set(value)
            } else {
                request = .invalid(text)
            }
        }
    }

    func validate() throws {
        if case let .invalid(text) = request {
            throw Self.usageError("books retention needs a number from 0.7 to 0.99 or default, not “\(Console.clean(text))”")
        }
    }

    func run(_ context: CommandContext) throws -> Int32 {
        let store = try context.wordBooks()
        guard let book = try store.book(matching: book) else { return BooksCommandSupport.noBook(book) }
        switch request {
        case .setDefault: try store.setRetention(bookID: book.id, to: nil)
        case let .set(value): try store.setRetention(bookID: book.id, to: value)
        case .show, .invalid: break  // `validate` refused `.invalid` before anything was opened
        }
        let own = try store.retention(bookID: book.id)
        let value = own ?? store.studySettings.desiredRetention
        try Console.line(Console.clean("\(book.title): desired retention \(value)\(own == nil ? " (default)" : "")"))
        return 0
    }
}

/// A word with its FSRS state as one JSON object (`books review --json`, `books due --json`).
enum StudyJSON {
    static func word(_ word: Word, book: String) -> JSONValue {
        let fields: [String: JSONValue] = [
            "id": .int(word.id), "book_id": .int(word.bookID), "book": .string(book), "term": .string(word.term),
            "meaning": .string(word.meaning), "mark": .string(word.state.rawValue),
        ]
        return .object(fields.merging(StudyFields.json(word.card)) { _, study in study })
    }
}
