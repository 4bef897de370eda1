import Foundation
import ShowbookTestSupport
import XCTest
@testable import ShowbookTV
@testable import ShowbookWords
@testable import ShowbookApp

/// "I know this" from the keys: `k` on a card's back takes the word out of the session (the
/// counts and the book's header follow, `u` brings it back); `k` and `S` in a book's word list
/// toggle Known and Suspended (`u` undoes); `k` in the mining picker adds the word as Known, and
/// mining never offers it again. Mid-session the daily limit is said as soon as it is spent.
final class KnownKeyTests: XCTestCase {
    /// A book of `terms` with the book screen pushed.
    private func openBook(_ h: AppHarness, _ terms: [String]) throws -> (WordBook, BookModel) {
        let book = try h.container.wordBooks.books.createBook(title: "Known")
        for term in terms { try h.container.wordBooks.words.addWord(WordDraft(term: term, meaning: "m-\(term)"), to: book.id) }
        return (book, try h.openBook(book))
    }

    func testKOnTheBackMarksKnownLeavesTheSessionAndUUndoes() throws {
        let h = try AppHarness()
        let (book, bookModel) = try openBook(h, ["물", "집", "밥"])
        h.type("s")
        let model = try h.shownStudy()
        XCTAssertEqual(model.sessionCounts, SessionCounts(new: 3, learning: 0, review: 0))
        let first = try XCTUnwrap(model.currentCard)
        h.type("k")
        XCTAssertEqual(model.currentCard?.id, first.id, "k on the front does nothing but say how")
        XCTAssertEqual(h.app.visibleStatus?.text, "Flip the card first (Space), then k marks it Known")
        XCTAssertFalse(model.activeKeyMap.contains { $0.command == .known }, "k is offered on the back only")
        h.type(" ")
        XCTAssertTrue(model.activeKeyMap.contains { $0.command == .known })
        h.type("k")
        h.settle()
        XCTAssertNotEqual(model.currentCard?.id, first.id, "the Known word left the session")
        XCTAssertEqual(model.sessionCounts, SessionCounts(new: 2, learning: 0, review: 0))
        XCTAssertEqual(h.app.visibleStatus?.text, "“\(first.term)” is Known: out of study — u undoes")
        let stored = try XCTUnwrap(try h.container.wordBooks.words.word(id: first.id))
        XCTAssertEqual(stored.knowledge, .known)
        XCTAssertEqual(stored.card, first.card, "the card is kept")
        XCTAssertEqual(try h.container.wordBooks.reviews.history(wordID: first.id), [], "no review was recorded")
        XCTAssertEqual(try h.container.wordBooks.books.book(id: book.id)?.knowledge, KnowledgeCounts(new: 2, known: 1))

        // Good on the next card, then u twice: the grade, then the Known mark, in that order.
        h.type(" 3")
        h.settle()
        XCTAssertEqual(model.sessionCounts, SessionCounts(new: 1, learning: 1, review: 0))
        h.type("u")
        h.settle()
        XCTAssertEqual(model.sessionCounts, SessionCounts(new: 2, learning: 0, review: 0))
        h.type("u")
        h.settle()
        XCTAssertEqual(model.currentCard?.id, first.id, "the Known word is back on screen")
        XCTAssertEqual(model.sessionCounts, SessionCounts(new: 3, learning: 0, review: 0))
        XCTAssertEqual(h.app.visibleStatus?.text, "“\(first.term)” is back in study")
        XCTAssertEqual(try h.container.wordBooks.words.word(id: first.id), first, "exactly as it was")

        // Known every card: the session ends, nothing is recorded as a studied session.
        for _ in 0..<3 {
            h.type(" k")
            h.settle()
        }
        XCTAssertEqual(model.mode, .summary)
        XCTAssertFalse(try h.container.wordBooks.study.hasFinishedSession(bookID: book.id, since: .distantPast))
        h.type("u")
        h.settle()
        XCTAssertEqual(model.mode, .session, "u from the summary brings the last Known word back")
        h.press(.escape)
        XCTAssertEqual(bookModel.book.knowledge, KnowledgeCounts(new: 1, known: 2), "the book's header follows")
    }

    func testKAndSInTheWordListToggleAndUUndoes() throws {
        let h = try AppHarness()
        let (book, model) = try openBook(h, ["물", "집"])
        XCTAssertFalse(model.activeKeyMap.contains { $0.keys.contains(.character("j")) }, "j/k do not move this list")
        h.type("k")
        h.settle()
        XCTAssertEqual(model.selectedWord?.knowledge, .known)
        XCTAssertEqual(model.book.knowledge, KnowledgeCounts(new: 1, known: 1))
        XCTAssertEqual(h.app.visibleStatus?.text, "“물” is Known: out of study — u undoes")
        XCTAssertEqual(try h.container.wordBooks.study.newWordsWaiting(bookID: book.id), 1)
        h.type("k")
        h.settle()
        XCTAssertEqual(model.selectedWord?.knowledge, .new, "k again takes Known back")
        XCTAssertEqual(h.app.visibleStatus?.text, "“물” is back in study (new) — u undoes")
        h.type("u")
        h.settle()
        XCTAssertEqual(model.selectedWord?.knowledge, .known, "u undoes the last toggle")

        h.press(.down)
        h.type("S")
        h.settle()
        XCTAssertEqual(model.selectedWord?.knowledge, .suspended)
        XCTAssertEqual(model.book.knowledge, KnowledgeCounts(known: 1, suspended: 1))
        XCTAssertEqual(try h.container.wordBooks.study.newWordsWaiting(bookID: book.id), 0)
        h.type("u")
        h.settle()
        XCTAssertEqual(model.selectedWord?.knowledge, .new)
        XCTAssertEqual(h.app.visibleStatus?.text, "“집” is back in study (new)")
        h.type("u")
        XCTAssertEqual(h.app.visibleStatus?.text, "Nothing to undo")

        // The undo window is ten seconds, as for a delete.
        h.type("S")
        h.settle()
        h.advance(11)
        h.type("u")
        XCTAssertEqual(model.selectedWord?.knowledge, .suspended)
        XCTAssertEqual(h.app.visibleStatus?.text, "Nothing to undo")
    }

    func testTodayAndTheSessionSkipKnownWordsAndTodaySaysWhatIsKnown() throws {
        let h = try AppHarness()
        let (book, _) = try openBook(h, ["물", "집", "밥"])
        let words = try h.container.wordBooks.words.words(bookID: book.id)
        try h.container.wordBooks.words.setMark(.known, true, wordID: words[0].id)
        try h.container.wordBooks.words.setMark(.suspended, true, wordID: words[1].id)
        h.press(.escape)
        h.app.select(.today)
        XCTAssertEqual(h.app.today.totalNew, 1)
        XCTAssertEqual(h.app.today.knowledge, KnowledgeCounts(), "counted on a job, not before the tab's first frame")
        h.settle()
        XCTAssertEqual(h.app.today.knowledge, KnowledgeCounts(new: 1, known: 1, suspended: 1))
        XCTAssertEqual(h.app.today.knowledge.text, "1 known · 0 mature · 0 young · 0 learning · 1 new · 1 suspended")
        h.press(.enter)
        let model = try h.shownStudy()
        XCTAssertEqual(model.sessionCounts, SessionCounts(new: 1, learning: 0, review: 0))
        XCTAssertEqual(model.currentCard?.term, "밥")
    }

    func testTheStudyHeaderSaysTheLimitTheMomentItIsSpent() throws {
        let h = try AppHarness(study: StudySettings(newWordsPerDay: 2))
        _ = try openBook(h, ["a", "b", "c", "d", "e"])
        h.type("s")
        let model = try h.shownStudy()
        XCTAssertNil(model.limitReached)
        h.type(" 1")  // Again: the word comes back in the session
        h.settle()
        XCTAssertNil(model.limitReached, "one new word of two introduced")
        h.type(" 1")
        h.settle()
        XCTAssertEqual(model.mode, .session, "two learning cards still come back")
        XCTAssertEqual(model.limitReached?.text, "Daily limit of 2 new words reached — 3 waiting · + for 10 more today")
        XCTAssertTrue(model.activeKeyMap.contains { $0.command == .moreNew }, "+ is offered mid-session")
        h.type("u")
        h.settle()
        XCTAssertNil(model.limitReached, "undone, the second word is new again")
    }

    func testKInTheMiningPickerAddsTheWordAsKnownAndMiningNeverOffersItAgain() throws {
        let folder = try makeTemporaryFolder("showbook-subs").url
        let h = try AppHarness()
        let path = try SubtitleFixtures.write(SubtitleFixtures.japaneseSRT, to: folder, name: "Squid S01E03.srt")
        func mine() throws -> MiningModel {
            h.app.navigator.show(.mining(try XCTUnwrap(h.app.search.state.results.first { $0.title == "Squid Game" }), path: path))
            h.settle()
            let model = try h.shownMining()
            return model
        }
        h.app.search.perform(.replaceQuery("squid"))
        h.advance(0.5)
        h.settle()
        var model = try mine()
        XCTAssertEqual(model.selectedCandidate?.term, "駅")
        let count = model.candidates.count
        h.type("k")
        h.settle()
        XCTAssertEqual(model.candidates.count, count - 1, "the Known word left the list")
        XCTAssertNotEqual(model.selectedCandidate?.term, "駅")
        XCTAssertEqual(h.app.visibleStatus?.text, "“駅” is Known in “Squid Game”: never studied, never offered again — u undoes")
        let book = try XCTUnwrap(try h.container.wordBooks.books.book(linkedTo: MediaID("bundled:5")))
        let station = try XCTUnwrap(try h.container.wordBooks.words.words(bookID: book.id).first)
        XCTAssertEqual(station.term, "駅")
        XCTAssertEqual(station.knowledge, .known)
        XCTAssertEqual(station.meaning, "railway station; train station", "stored as any mined word")
        XCTAssertEqual(try h.container.wordBooks.study.newWordsWaiting(bookID: book.id), 0, "never studied")

        h.type("u")
        h.settle()
        XCTAssertEqual(model.candidates.count, count)
        XCTAssertEqual(model.selectedCandidate?.term, "駅", "back where it stood")
        XCTAssertEqual(try h.container.wordBooks.words.words(bookID: book.id), [], "the added word is gone")
        h.type("k")
        h.settle()
        h.press(.escape)

        // Mined again: the Known word is not offered.
        model = try mine()
        XCTAssertFalse(model.candidates.contains { $0.term == "駅" }, "\(model.candidates.map(\.term))")
        XCTAssertEqual(model.candidates.count, count - 1)
        h.press(.escape)

        // A word some book got meanwhile is marked Known there, not added twice.
        model = try mine()
        let teacher = try XCTUnwrap(model.selectedCandidate)
        try h.container.wordBooks.words.addWord(WordDraft(term: teacher.term, meaning: "teacher"), to: book.id)
        h.type("k")
        h.settle()
        let words = try h.container.wordBooks.words.words(bookID: book.id).filter { $0.term == teacher.term }
        XCTAssertEqual(words.map(\.knowledge), [.known])
        XCTAssertEqual(words.first?.meaning, "teacher", "the word already there is kept")
        h.type("u")
        h.settle()
        XCTAssertEqual(try h.container.wordBooks.words.words(bookID: book.id).filter { $0.term == teacher.term }.map(\.knowledge),
                       [.new], "u takes the mark back, the word stays")
    }
}
