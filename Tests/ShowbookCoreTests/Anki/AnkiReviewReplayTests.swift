import Foundation
import ShowbookTestSupport
import XCTest
@testable import ShowbookPlatform
@testable import ShowbookTV
@testable import ShowbookWords
@testable import ShowbookExchange
@testable import ShowbookApp

/// An Anki package's review log replayed into FSRS cards that agree with py-fsrs: each history
/// of Fixtures/fsrs-close.json (py-fsrs 6.3.2's cards for those reviews) is written as one
/// card's revlog rows, with a manual entry and a rescheduled one between the answers, which are
/// skipped and counted. Each imported word must have py-fsrs's card, its answers in
/// `study_marks`, and a card suspended in Anki is Suspended.
final class AnkiReviewReplayTests: XCTestCase {
    var folder: TemporaryFolder!

    override func setUpWithError() throws { folder = try makeTemporaryFolder("apkg-replay") }

    func testReviewLogsReplayToPyFSRSCards() throws {
        let vectors = try CloseFSRSTests.load()
        XCTAssertEqual(vectors.fsrs_version, "6.3.2")
        let drafts = vectors.histories.enumerated().map { index, history in WordDraft(term: "word \(index)", meaning: history.name) }
        let package = try AnkiTestPackage(exporting: "Reviewed in Anki", drafts, folder: folder.url)
        let cards = try package.cards()
        XCTAssertEqual(cards.count, vectors.histories.count)
        // Revlog ids are unique: card i's answers are all i ms later, which moves its due and last review by as much.
        for (index, (history, card)) in zip(vectors.histories, cards).enumerated() {
            for (position, review) in history.reviews.enumerated() {
                let time = Int64((review.at * 1000).rounded()) + Int64(index)
                try package.addReview(card: card.card, at: time, ease: review.grade, kind: position == 0 ? 0 : 1)
                if position == 0 {
                    try package.addReview(card: card.card, at: time + 100, ease: 0, kind: 4, interval: 5, factor: 2_500)  // set due date
                    try package.addReview(card: card.card, at: time + 200, ease: 3, kind: 5)  // rescheduled
                }
            }
        }
        try package.suspend(card: cards[1].card)
        let path = try folder.write("reviewed.apkg", try package.zipped())

        let target = try WordBookStores.onFreshDatabase()
        let report = try WordBookImporter(stores: target).importFile(at: path, options: ImportOptions())
        let counts = try XCTUnwrap(report.ankiPackage)
        XCTAssertEqual(counts.reviewsReplayed, vectors.histories.map(\.reviews.count).reduce(0, +))
        XCTAssertEqual(counts.reviewsSkipped, 2 * vectors.histories.count)
        XCTAssertEqual(counts.suspended, 1)
        XCTAssertTrue(report.summary.contains("8 review-log entries skipped (set by hand or rescheduled)"), report.summary)
        let words = try target.words.words(bookID: XCTUnwrap(report.book?.id))
        XCTAssertEqual(words.map(\.term), vectors.histories.indices.map { "word \($0)" })
        for (index, (word, history)) in zip(words, vectors.histories).enumerated() {
            let shift = Double(index) / 1000
            let card = word.card
            XCTAssertEqual(card.phase.number, history.card.state, history.name)
            XCTAssertEqual(card.step, history.card.step, history.name)
            XCTAssertEqual(card.stability ?? .nan, history.card.stability, accuracy: 1e-6 * history.card.stability, history.name)
            XCTAssertEqual(card.difficulty ?? .nan, history.card.difficulty, accuracy: 1e-6 * history.card.difficulty, history.name)
            XCTAssertEqual(card.due?.timeIntervalSince1970 ?? .nan, history.card.due + shift, accuracy: 1e-6, history.name)
            XCTAssertEqual(card.lastReview?.timeIntervalSince1970 ?? .nan, history.card.last_review + shift, accuracy: 1e-6, history.name)
            let marks = try target.reviews.history(wordID: word.id)
            XCTAssertEqual(marks.map { $0.grade?.rawValue }, history.reviews.map(\.grade), history.name)
            XCTAssertEqual(word.suspendedAt != nil, index == 1, history.name)
        }
    }

    func testOnlyAnswersBecomeEvents() {
        let history = AnkiReviewReplay.history([
            .init(id: 3_000, ease: 3, kind: 1), .init(id: 1_000, ease: 1, kind: 0), .init(id: 2_000, ease: 0, kind: 4),
            .init(id: 2_500, ease: 2, kind: 5), .init(id: 4_000, ease: 4, kind: 3), .init(id: 5_000, ease: 7, kind: 1),
        ])
        XCTAssertEqual(history.events, [StudyEvent(grade: .again, at: Date(timeIntervalSince1970: 1)),
                                        StudyEvent(grade: .good, at: Date(timeIntervalSince1970: 3)),
                                        StudyEvent(grade: .easy, at: Date(timeIntervalSince1970: 4))])
        XCTAssertEqual(history.skipped, 3)
        XCTAssertEqual(history.outOfRange, 0)
    }
}
