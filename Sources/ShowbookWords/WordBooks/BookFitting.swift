import Foundation
import ShowbookPlatform

/// What fitting a book's (or every open book's) parameters did: how many reviews it had, the
/// line saying why it refused, the health check, the weights it fitted and whether the books
/// now keep them. Books keep fitted weights only when the health check says they predict
/// better than the ones in use; otherwise nothing is written and the books keep theirs.
public struct BookFitReport: Sendable, Equatable {
    public var books: [String]
    public var reviewCount: Int
    /// Why nothing was fitted (too few reviews), nil when fitted.
    public var refusal: String?
    public var health: FSRSHealthCheck?
    public var fitted: [Double]?
    public var stored: Bool

    /// One line for the status line and the command line.
    public var summary: String {
        let name = books.count == 1 ? "“\(books[0])”" : "\(books.count) books"
        if let refusal { return "\(name): \(refusal)" }
        guard let health else { return "\(name): \(reviewCount) reviews, too few to check — parameters unchanged" }
        return stored
            ? "\(name): fitted on \(reviewCount) reviews and kept — \(health.summary)"
            : "\(name): fitted parameters predict no better, current ones kept — \(health.summary)"
    }
}

extension ReviewStore {
    /// Fits the FSRS weights to the reviews of `bookIDs` (one book, or all open books together)
    /// and stores them in each when they predict better than the weights in use (the first
    /// book's, when several).
    public func optimize(bookIDs: [Int64], optimizer: FSRSOptimizer = FSRSOptimizer()) throws -> BookFitReport {
        var cards: [FSRSFitCard] = []
        var titles: [String] = []
        var current = FSRSParameters.defaultWeights
        for (position, bookID) in bookIDs.enumerated() {
            let parameters = try parameters(bookID: bookID)
            if position == 0 { current = parameters.weights }
            titles.append(try title(bookID: bookID))
            cards += FSRSFitLog(histories: try reviewHistories(bookID: bookID), parameters: parameters).cards
        }
        let log = FSRSFitLog(cards: cards)
        var report = BookFitReport(books: titles, reviewCount: log.reviewCount, refusal: nil, health: nil, fitted: nil, stored: false)
        let result = optimizer.fit(log)
        guard let fitted = result.weights else {
            report.refusal = result.refusal
            return report
        }
        report.fitted = fitted
        report.health = FSRSHealthCheck.run(log, current: current) { optimizer.train($0) }
        guard report.health?.fittingHelps == true else { return report }
        try database.transaction {
            for bookID in bookIDs {
                var schedule = try schedule(bookID: bookID)
                schedule.weights = fitted
                try setSchedule(bookID: bookID, to: schedule)
            }
        }
        report.stored = true
        return report
    }

    /// Every word's graded reviews in the book, each word's oldest first (resets included: a
    /// reset starts the word's sequence over).
    package func reviewHistories(bookID: Int64) throws -> [[StudyEvent]] {
        typealias C = StudyMarkColumn
        let selection = ColumnSelection<C>([.wordID, .grade, .markedAt, .duration])
        let rows = try database.query(
            "SELECT \(selection.list()) FROM study_marks WHERE book_id = ? AND grade IS NOT NULL ORDER BY word_id, marked_at, id",
            bookID, selecting: selection
        ) { row in (row.int64(C.wordID), row.event) }
        var histories: [[StudyEvent]] = []
        var lastWord: Int64?
        for (wordID, event) in rows {
            guard let event else { continue }
            if wordID != lastWord { histories.append([]) }
            lastWord = wordID
            histories[histories.count - 1].append(event)
        }
        return histories
    }

    private func title(bookID: Int64) throws -> String {
        try database.query("SELECT title FROM word_books WHERE id = ?", bookID) { $0.onlyString }.first ?? "book \(bookID)"
    }
}
