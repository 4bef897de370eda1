import Foundation
import ShowbookPlatform
import ShowbookTV
import ShowbookWords
import ShowbookApp

/// Times what a learner waits for when opening Today: the tab's due and new counts (and what
/// is known) for every open book, then "Study all due" up to its first card — through the real
/// `AppModel`, on `books` books of `wordsPerBook` words each, three in five already reviewed
/// with due times spread from five days ago to two months ahead, one in 40 marked Known and one
/// in 90 Suspended, the rest new. Then a book's header (its `KnowledgeCounts`), the book
/// screen opened from the Books tab, and the books list's counts, each beside the naive peer
/// that decodes every word and counts its `Word.knowledge`.
public struct TodayBench {
    public let database: Database
    public var books = 50
    public var wordsPerBook = 2_000
    public var runs = 20

    public init(database: Database) {
        self.database = database
    }

    /// The generated data and the milliseconds of each run.
    public struct Outcome {
        public var words: Int
        public var dueWords: Int
        /// Each run in total, and its two parts: the Today tab, then Study all due to its first card.
        public var milliseconds: [Double]
        public var todayMilliseconds: [Double]
        public var cardMilliseconds: [Double]
        /// The Today tab alone in CPU time of the main thread (wall time is `todayMilliseconds`).
        public var todayCPU: [Double] = []
        /// What is known across open books, counted on a job after the tab is listed, until it lands.
        public var knowledgeMilliseconds: [Double] = []
        /// One book's header counts (`BookStore.book(id:)`), and the peer decoding its words.
        public var header = Timing()
        public var naiveHeader = Timing()
        /// Enter on the Books tab until the book screen is built (its words read, its header counted).
        public var bookScreen = Timing()
        /// The books list's counts (`BookStore.openBooks()`), and the peer decoding every word.
        public var list = Timing()
        public var naiveList = Timing()
        /// The counts both ways over every book, which must agree.
        public var counts = KnowledgeCounts()
    }

    public func run() throws -> Outcome {
        let clock = ManualClock(Date(timeIntervalSince1970: 1_796_040_000))
        let now = clock.now.timeIntervalSince1970
        let day = 86_400.0
        var due = 0
        try database.transaction {
            for book in 0..<books {
                let bookID = try database.insert([BookColumn.title: "bench book \(book)", .createdAt: now - 40 * day])
                for index in 0..<wordsPerBook {
                    let created = now - 40 * day + Double(index)
                    let wordID = try database.insert([
                        WordColumn.bookID: bookID, .term: "단어\(book)-\(index)", .meaning: "word \(index)", .createdAt: created,
                        .updatedAt: created,
                    ])
                    if index % 40 == 7 {
                        try database.run("UPDATE words SET known_at = ? WHERE id = ?", now - day, wordID)
                    } else if index % 90 == 11 {
                        try database.run("UPDATE words SET suspended_at = ? WHERE id = ?", now - day, wordID)
                    }
                    guard index % 5 < 3 else { continue }
                    let dueAt = now + Double((index &* 7_919 &+ book) % 65 - 5) * day
                    if dueAt <= now, index % 40 != 7, index % 90 != 11 { due += 1 }
                    let lastReview = now - Double(1 + index % 20) * day
                    try database.run(
                        """
                        UPDATE words SET state = 'success', card_phase = 'review', card_step = NULL, stability = ?,
                            difficulty = 5, due_at = ?, last_review_at = ?, reps = 3 WHERE id = ?
                        """,
                        Double(1 + index % 90), dueAt, lastReview, wordID
                    )
                    try database.insert([
                        StudyMarkColumn.bookID: bookID, .wordID: wordID, .state: "success", .grade: "good", .markedAt: lastReview,
                    ])
                }
            }
        }
        try database.execute("ANALYZE")
        let executor = ManualExecutor()
        let container = AppContainer(
            provider: OfflineCatalogProvider(store: CatalogStore(database: database)), database: database, clock: clock,
            executor: executor, log: .disabled
        )
        let app = AppModel(container: container)
        var times: [Double] = [], todayTimes: [Double] = [], cardTimes: [Double] = [], todayCPU: [Double] = []
        var knowledgeTimes: [Double] = []
        for _ in 0..<max(1, runs) {
            app.select(.books)
            let (began, cpuBegan) = (DispatchTime.now().uptimeNanoseconds, CloseBench.threadCPUNanoseconds())
            app.select(.today)
            let listed = DispatchTime.now().uptimeNanoseconds
            todayCPU.append(Double(CloseBench.threadCPUNanoseconds() - cpuBegan) / 1e6)
            executor.runAll()
            app.tick()
            knowledgeTimes.append(Double(DispatchTime.now().uptimeNanoseconds - listed) / 1e6)
            guard app.today.knowledge.total > 0 else { throw BenchError(description: "Today counted no knowledge") }
            let counted = DispatchTime.now().uptimeNanoseconds
            app.handle(.enter)
            guard case let .study(study) = app.navigator.top, study.currentCard != nil else {
                throw BenchError(description: "Study all due did not show a card")
            }
            let shown = DispatchTime.now().uptimeNanoseconds
            times.append(Double(listed - began + shown - counted) / 1e6)
            todayTimes.append(Double(listed - began) / 1e6)
            cardTimes.append(Double(shown - counted) / 1e6)
            app.handle(.escape)
        }
        var outcome = Outcome(words: books * wordsPerBook, dueWords: due, milliseconds: times, todayMilliseconds: todayTimes,
                              cardMilliseconds: cardTimes)
        outcome.todayCPU = todayCPU
        outcome.knowledgeMilliseconds = knowledgeTimes
        try timeCounts(app: app, container: container, into: &outcome)
        return outcome
    }

    /// The header, the book screen and the books list, each with its naive peer.
    private func timeCounts(app: AppModel, container: AppContainer, into outcome: inout Outcome) throws {
        let stores = container.wordBooks
        let bookIDs = try stores.books.openBookHeadings().map(\.id)
        guard let middle = bookIDs.dropFirst(bookIDs.count / 2).first else { throw BenchError(description: "no book") }
        var header = KnowledgeCounts(), naiveHeader = KnowledgeCounts()
        var listed = KnowledgeCounts(), naiveListed = KnowledgeCounts()
        for _ in 0..<max(1, runs) {
            header = try outcome.header.measure { try stores.books.book(id: middle)?.knowledge ?? header }
            naiveHeader = try outcome.naiveHeader.measure { KnowledgeCounts(words: try stores.words.words(bookID: middle)) }
            listed = try outcome.list.measure { try stores.books.openBooks().reduce(KnowledgeCounts()) { $0 + $1.knowledge } }
            naiveListed = try outcome.naiveList.measure {
                try bookIDs.reduce(KnowledgeCounts()) { $0 + KnowledgeCounts(words: try stores.words.words(bookID: $1)) }
            }
            app.select(.books)
            outcome.bookScreen.measure { app.handle(.enter) }
            guard case .wordBook = app.navigator.top else { throw BenchError(description: "Enter did not open a book") }
            app.handle(.escape)
        }
        guard header == naiveHeader, listed == naiveListed else {
            throw BenchError(description: "the counts disagree: \(header.text) vs \(naiveHeader.text); \(listed.text) vs \(naiveListed.text)")
        }
        outcome.counts = listed
    }
}

/// Milliseconds of each run: wall time, and the CPU time of the thread that did the work (what
/// a busy machine does not inflate).
public struct Timing {
    public var wall: [Double] = []
    public var cpu: [Double] = []

    /// Runs `body` once, recording both.
    mutating func measure<T>(_ body: () throws -> T) rethrows -> T {
        let (began, cpuBegan) = (DispatchTime.now().uptimeNanoseconds, CloseBench.threadCPUNanoseconds())
        let result = try body()
        wall.append(Double(DispatchTime.now().uptimeNanoseconds - began) / 1e6)
        cpu.append(Double(CloseBench.threadCPUNanoseconds() - cpuBegan) / 1e6)
        return result
    }
}

/// A benchmark that could not do the work it measures.
public struct BenchError: Error, CustomStringConvertible {
    public var description: String
}
