import Foundation
import ShowbookPlatform
import ShowbookWords

/// `books review BOOK TERM GRADE`: FSRS from scripts. A review made elsewhere can be replayed
/// with `--at`. GRADE may also be `known`/`unknown` or `suspend`/`unsuspend`, which take the
/// word out of study (or back) without touching its card or history.
struct BooksReviewCommand: Subcommand {
    static let configuration = CommandConfiguration(
        path: ["books", "review"],
        arguments: [bookArgument.argument, termArgument.argument, gradeArgument.argument],
        options: [at, .json],
        abstract: ["record one review (GRADE: again, hard, good or easy) and print the",
                   "word's new due time; known/unknown and suspend/unsuspend take the",
                   "word out of study and back (its card and history are kept)"]
    )

    /// `--at`, here and in `books due`.
    static let at = CommandOption("--at", .time("TIME"),
                                  help: "at this ISO-8601 date-time with Z or an offset (2026-12-01T09:30:00Z, "
                                      + "2026-12-01T18:30:00.250+09:00; default now), to replay reviews made elsewhere "
                                      + "(at most a day ahead)")

    /// What the third word asks for: a review, or a Known/Suspended mark set or taken back.
    enum Request: Equatable {
        case grade(ReviewGrade)
        case mark(KnowledgeMark, Bool)

        init?(_ word: String) {
            if let grade = ReviewGrade(name: word) { self = .grade(grade); return }
            switch word {
            case "known": self = .mark(.known, true)
            case "unknown": self = .mark(.known, false)
            case "suspend": self = .mark(.suspended, true)
            case "unsuspend": self = .mark(.suspended, false)
            default: return nil
            }
        }
    }

    static let bookArgument = Positional.text("BOOK")
    static let termArgument = Positional.text("TERM")
    static let gradeArgument = Positional<Request>("GRADE", mayHaveSpaces: false) { word in
        guard let request = Request(word.text) else {
            throw usageError("books review needs again, hard, good, easy, known, unknown, suspend or unsuspend, "
                             + "not “\(word.text)”")
        }
        return request
    }

    var book: String
    var term: String
    var grade: Request
    var at: Date?
    var json: Bool

    init(_ arguments: ParsedArguments) throws {
        book = try arguments.value(of: Self.bookArgument)
        term = try arguments.value(of: Self.termArgument)
        grade = try arguments.value(of: Self.gradeArgument)
        at = arguments.time(Self.at)
        json = arguments.flag(.json)
    }

    func run(_ context: CommandContext) throws -> Int32 {
        if let at, let problem = StudyTime.futureReviewProblem(at, now: Date()) { throw Self.usageError(problem) }
        let store = try context.wordBooks()
        guard let book = try store.books.book(matching: book) else { return BooksCommandSupport.noBook(book) }
        let key = WordStore.termKey(term)
        guard let word = try store.words.words(bookID: book.id).first(where: { WordStore.termKey($0.term) == key }) else {
            Console.diagnostic("no word “\(term)” in “\(book.title)”")
            return 1
        }
        try store.database.verifyIfSmall()  // a review must not be written into a damaged file
        switch grade {
        case let .grade(grade):
            let reviewed = try store.reviews.review(wordID: word.id, grade: grade, at: at)
            if json {
                try Console.json(StudyJSON.word(reviewed, book: book.title))
            } else {
                let due = reviewed.card.due.map(StudyTime.text) ?? "-"
                try Console.line("\(reviewed.term): \(reviewed.card.status.title), due \(due)")
            }
        case let .mark(mark, on):
            let marked = try store.words.setMark(mark, on, wordID: word.id, at: at)
            if json {
                try Console.json(StudyJSON.word(marked, book: book.title))
            } else {
                try Console.line("\(marked.term): \(Self.markText(marked))")
            }
        }
        return 0
    }

    /// "Known (out of study)", or "Learning, due 2026-12-03T09:30:00Z" back in study.
    static func markText(_ word: Word) -> String {
        switch word.knowledge {
        case .known, .suspended: return "\(word.knowledge.title) (out of study)"
        default:
            let due = word.card.isNew ? "" : ", due " + (word.card.due.map(StudyTime.text) ?? "-")
            return "in study, \(word.knowledge.title)\(due)"
        }
    }
}

/// `books due`: the words that have come due, as Today counts them: in open books and in closed
/// books that keep their reviews.
struct BooksDueCommand: Subcommand {
    static let configuration = CommandConfiguration(
        path: ["books", "due"], options: [BooksReviewCommand.at, .json],
        abstract: ["list the words due for review (in open books, and in closed books that",
                   "keep their reviews)"]
    )

    var at: Date?
    var json: Bool

    init(_ arguments: ParsedArguments) {
        at = arguments.time(BooksReviewCommand.at)
        json = arguments.flag(.json)
    }

    func run(_ context: CommandContext) throws -> Int32 {
        let store = try context.wordBooks()
        let books = try store.books.openBooks() + store.books.closedBooks()
        let titles = Dictionary(books.map { ($0.id, $0.title) }, uniquingKeysWith: { first, _ in first })
        let due = try store.study.dueWords(at: at ?? Date())
        // An empty list is an answer too, with when the next review is (as Today says it); on
        // stderr, so stdout stays one word a line.
        if due.isEmpty && !json {
            let next = try store.study.nextReview(after: at ?? Date(), calendar: try context.global.calendar())
            Console.progress("nothing is due in open books\(next.map { " — " + $0.text } ?? "")\n")
        }
        for word in due {
            let title = titles[word.bookID] ?? ""
            if json {
                try Console.json(StudyJSON.word(word, book: title))
            } else {
                let due = word.card.due.map(StudyTime.text) ?? "-"
                try Console.line("\(columns: [due, word.card.status.title, title, word.term, word.meaning])")
            }
        }
        return 0
    }
}

/// `books retention BOOK [R|default]`: prints the book's desired retention, or sets its own
/// (`default` goes back to the config file's); `--simulate` adds what each retention would cost.
struct BooksRetentionCommand: Subcommand {
    static let configuration = CommandConfiguration(
        path: ["books", "retention"],
        arguments: [bookArgument.argument, requestArgument.argument], options: [simulate, seed, at, .json],
        abstract: ["show or set the book's own desired retention; --simulate shows the reviews and minutes a day",
                   "each retention (0.80 … 0.95) would cost over a year of the book's words"]
    )

    static let simulate = CommandOption("--simulate", help: "simulate a year at 0.80, 0.85, 0.90, 0.95 and the current retention")
    /// `--seed N`: which run of random recalls the simulation draws; the same N gives the same figures.
    static let seed = CommandOption("--seed", .number("N"),
                                    help: "with --simulate, picks the run of random recalls: the same N, the same figures (default 1)")
    static let at = CommandOption("--at", .time("TIME"), help: "with --simulate, the simulation's first day (default now)")

    static let bookArgument = Positional.text("BOOK")
    static let requestArgument = Positional<Request>(optional: "R|default", mayHaveSpaces: false, whenAbsent: { .show }) { word in
        if word.text == "default" { return .setDefault }
        guard let value = Double(word.text), StudySettings.retentionRange.contains(value) else {
            throw usageError("books retention needs a number from 0.7 to 0.99 or default, not “\(word.text)”")
        }
        return .set(value)
    }

    /// What the second word asks for.
    enum Request: Equatable {
        case show
        case setDefault
        case set(Double)
    }

    var book: String
    var request: Request
    var simulate: Bool
    var seed: Int
    var at: Date?
    var json: Bool

    init(_ arguments: ParsedArguments) throws {
        book = try arguments.value(of: Self.bookArgument)
        request = try arguments.value(of: Self.requestArgument)
        simulate = arguments.flag(Self.simulate)
        seed = arguments.number(Self.seed) ?? 1
        at = arguments.time(Self.at)
        json = arguments.flag(.json)
    }

    func run(_ context: CommandContext) throws -> Int32 {
        let store = try context.wordBooks()
        guard let book = try store.books.book(matching: book) else { return BooksCommandSupport.noBook(book) }
        switch request {
        case .setDefault: try store.reviews.setRetention(bookID: book.id, to: nil)
        case let .set(value): try store.reviews.setRetention(bookID: book.id, to: value)
        case .show: break
        }
        let own = try store.reviews.retention(bookID: book.id)
        let value = own ?? store.studySettings.desiredRetention
        if !json {
            try Console.line("\(book.title): desired retention \(value)\(own == nil ? " (default)" : "")")
        } else if !simulate {
            try Console.json(["book_id": .int(book.id), "book": .string(book.title), "retention": .double(value), "default": .bool(own == nil)])
        }
        if simulate {
            try RetentionSimulationReport.print(book: book, store: store, current: value, seed: seed,
                                                now: at ?? Date(), json: json)
        }
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
        return .object(fields.merging(StudyFields.json(word.card)) { _, study in study }.merging(knowledge(word)) { _, mark in mark })
    }

    /// "knowledge" (new … mature, known, suspended) and when the word was marked Known or
    /// Suspended (null when not).
    static func knowledge(_ word: Word) -> [String: JSONValue] {
        [
            "knowledge": .string(word.knowledge.rawValue),
            "known_at": .optional(word.knownAt.map(StudyTime.text)),
            "suspended_at": .optional(word.suspendedAt.map(StudyTime.text)),
        ]
    }
}
