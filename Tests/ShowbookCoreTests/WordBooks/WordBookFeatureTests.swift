import ShowbookTestSupport
import XCTest
@testable import ShowbookWords
@testable import ShowbookApp

/// Books tab, word form, study session and the Today schedule.
final class WordBookFeatureTests: XCTestCase {
    var h: AppHarness!
    var store: WordBookStores { h.container.wordBooks }

    override func setUpWithError() throws { h = try AppHarness() }

    func testNewBookModalRefusesEmptyName() throws {
        h.app.select(.books)
        h.type("n")
        guard case let .prompt(prompt)? = h.app.navigator.modal?.modal else { return XCTFail("no modal") }
        h.press(.enter)
        XCTAssertEqual(prompt.errorMessage, "A name is required")
        h.type("단어장 1")
        h.press(.enter)
        XCTAssertNil(h.app.navigator.modal)
        XCTAssertEqual(h.app.books.books.map(\.title), ["단어장 1"])
        h.type("n")
        h.type("Second")
        h.press(.enter)
        XCTAssertEqual(h.app.books.selectedBook?.title, "Second", "a new book is selected")
        h.press(.down)
        XCTAssertEqual(h.app.books.selectedBook?.title, "단어장 1")
    }

    func testBooksAreNewestFirstAndClosedViewReopens() throws {
        let first = try store.books.createBook(title: "First")
        h.clock.advance(by: 10)
        try store.books.createBook(title: "Second")
        h.app.select(.books)
        XCTAssertEqual(h.app.books.books.map(\.title), ["Second", "First"])
        try store.closing.close(bookID: first.id, moving: .none)
        h.type("z")
        XCTAssertEqual(h.app.books.books.map(\.title), ["First"])
        h.type("o")
        h.type("z")
        XCTAssertEqual(h.app.books.books.map(\.title), ["Second", "First"])
    }

    func testDuplicateTermWarnsThenAddsOnConfirm() throws {
        let book = try store.books.createBook(title: "B")
        try store.words.addWord(WordDraft(term: "사과", meaning: "apple"), to: book.id)
        h.app.select(.books)
        h.press(.enter)
        h.type("a")
        guard case let .wordForm(form)? = h.app.navigator.modal?.modal else { return XCTFail("no form") }
        h.press(.enter)
        XCTAssertEqual(form.errorMessage, "A word needs a term")
        h.type("사과")
        h.press(.tab, .tab)
        h.type("apple again")
        h.press(.enter)
        XCTAssertNotNil(form.duplicateWarning)
        XCTAssertNotNil(h.app.navigator.modal, "not added yet")
        h.press(.enter)
        XCTAssertNil(h.app.navigator.modal)
        XCTAssertEqual(try store.words.words(bookID: book.id).map(\.meaning), ["apple", "apple again"])
    }

    func studySession(states: [WordState] = [.undefined, .undefined, .undefined, .undefined]) throws -> (StudyModel, WordBook) {
        let book = try store.books.createBook(title: "S")
        for (index, state) in states.enumerated() {
            let word = try store.words.addWord(WordDraft(term: "t\(index)", meaning: "m\(index)"), to: book.id)
            if state != .undefined { try store.reviews.mark(wordID: word.id, bookID: book.id, as: state) }
        }
        return (try h.study(book), book)
    }

    func testGradesSaveAtOnceAndAdvance() throws {
        let (study, book) = try studySession()
        XCTAssertEqual(study.session.left(at: h.clock.now), 4)
        XCTAssertEqual(study.visibleFace, CardFace(headline: "t0"), "the front is the term alone")
        h.type(" ")
        XCTAssertEqual(study.visibleFace, CardFace(headline: "t0", details: ["m0"]), "the back shows the pair")
        h.press(.right)
        h.type("h")
        XCTAssertEqual(study.currentCard?.term, "t2")
        XCTAssertEqual(try store.words.words(bookID: book.id).map(\.state), [.success, .fail, .undefined, .undefined])
        XCTAssertEqual(try store.words.words(bookID: book.id).map(\.card.status), [.learning, .learning, .new, .new])
    }

    func testResetAsksFirstAndMakesTheWordNew() throws {
        let (study, book) = try studySession()
        h.press(.left, .right, .right, .right)
        XCTAssertEqual(study.currentCard?.term, "t0", "Again comes back after the other new cards")
        h.type("R")
        guard case .confirm? = h.app.navigator.modal?.modal else { return XCTFail("no confirm") }
        XCTAssertEqual(try store.words.words(bookID: book.id)[0].card.status, .learning, "nothing reset before the confirm")
        h.type("y")
        XCTAssertEqual(try store.words.words(bookID: book.id)[0].card.status, .new)
    }

    func testFreePracticeFiltersAndShuffleKeepEveryCard() throws {
        let (study, book) = try studySession(states: [.success, .fail, .undefined, .fail])
        h.type("p")
        XCTAssertEqual(study.mode, .practice)
        XCTAssertEqual(study.practice.cards.count, 4)
        h.press(.right)
        XCTAssertEqual(study.currentCard?.term, "t1")
        h.type("m")
        XCTAssertEqual(study.practice.filter, .unfinished)
        XCTAssertEqual(study.practice.cards.map(\.term), ["t1", "t2", "t3"])
        XCTAssertEqual(study.currentCard?.term, "t1", "the filter keeps the card when it still shows it")
        h.type("m")
        XCTAssertEqual(study.practice.cards.map(\.term), ["t1", "t3"])
        XCTAssertEqual(study.currentCard?.term, "t1")
        h.type("m")
        XCTAssertEqual(study.practice.filter, .all)
        let before = Set(study.practice.deck.map(\.id))
        h.type("r")
        XCTAssertEqual(Set(study.practice.deck.map(\.id)), before)
        XCTAssertEqual(study.practice.deck.count, 4)
        let history = try store.words.words(bookID: book.id).map(\.card)
        h.press(.right, .left, .right)
        XCTAssertEqual(try store.words.words(bookID: book.id).map(\.card), history, "practice does not change the schedule")
        h.type("f")
        XCTAssertEqual(study.visibleFace?.headline, study.currentCard?.meaning, "front shows the meaning")
    }

    func testABooksAgeOnFixedDates() throws {
        let days = StudyDays(calendar: FixtureDates.utcCalendar)
        let created = FixtureDates.day(2026, 11, 1, hour: 23)
        XCTAssertEqual(days.ageText(created: FixtureDates.day(2026, 11, 1, hour: 1), now: created), "today")
        XCTAssertEqual(days.ageText(created: created, now: FixtureDates.day(2026, 11, 2)), "yesterday")
        XCTAssertEqual(days.ageText(created: created, now: FixtureDates.day(2026, 11, 8)), "7 days ago")
    }

    func testWrongWordsArePracticeOnly() throws {
        let new = try store.books.createBook(title: "New")
        let word = try store.words.addWord(WordDraft(term: "물", meaning: "water"), to: new.id)
        try store.reviews.mark(wordID: word.id, bookID: new.id, as: .fail)
        h.app.select(.today)
        XCTAssertEqual(h.app.today.entries.last, .wrongWords(count: 1))
        h.app.today.selectRow(h.app.today.entries.count - 1)
        h.press(.enter)
        guard case let .study(study) = h.app.navigator.top else { return XCTFail("no study") }
        XCTAssertEqual(study.practice.cards.map(\.term), ["물"])
        XCTAssertEqual(study.mode, .practice, "wrong words are practice only")
    }

    func testSampleBookInstallsOnceWithRealWords() throws {
        XCTAssertTrue(try SampleBook.installIfEmpty(into: store))
        let book = try XCTUnwrap(try store.books.openBooks().first)
        XCTAssertGreaterThanOrEqual(book.wordCount, 25)
        try store.deletions.delete(bookID: book.id)
        XCTAssertFalse(try SampleBook.installIfEmpty(into: store), "not re-added after the user deleted it")
    }
}
