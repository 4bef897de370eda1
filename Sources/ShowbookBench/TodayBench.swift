import Foundation
import ShowbookCore

/// Times what a learner waits for when opening Today: the tab's due and new counts for
/// every open book, then "Study all due" up to its first card — through the real `AppModel`,
/// on `books` books of `wordsPerBook` words each, three in five already reviewed with due
/// times spread from five days ago to two months ahead, the rest new.
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
                    guard index % 5 < 3 else { continue }
                    let dueAt = now + Double((index &* 7_919 &+ book) % 65 - 5) * day
                    if dueAt <= now { due += 1 }
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
        let container = AppContainer(
            provider: OfflineCatalogProvider(store: CatalogStore(database: database)), database: database, clock: clock,
            executor: ManualExecutor(), log: .disabled
        )
        let app = AppModel(container: container)
        var times: [Double] = [], todayTimes: [Double] = [], cardTimes: [Double] = []
        for _ in 0..<max(1, runs) {
            app.select(.books)
            let began = DispatchTime.now().uptimeNanoseconds
            app.select(.today)
            let listed = DispatchTime.now().uptimeNanoseconds
            app.handle(.enter)
            guard case let .study(study) = app.navigator.top, study.currentCard != nil else {
                throw BenchError(description: "Study all due did not show a card")
            }
            let shown = DispatchTime.now().uptimeNanoseconds
            times.append(Double(shown - began) / 1e6)
            todayTimes.append(Double(listed - began) / 1e6)
            cardTimes.append(Double(shown - listed) / 1e6)
            app.handle(.escape)
        }
        return Outcome(words: books * wordsPerBook, dueWords: due, milliseconds: times, todayMilliseconds: todayTimes,
                       cardMilliseconds: cardTimes)
    }
}

/// A benchmark that could not do the work it measures.
public struct BenchError: Error, CustomStringConvertible {
    public var description: String
}
