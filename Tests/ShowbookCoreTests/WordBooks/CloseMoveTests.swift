import ShowbookTestSupport
import XCTest
@testable import ShowbookPlatform
@testable import ShowbookTV
@testable import ShowbookWords
@testable import ShowbookExchange

/// A close moves: each unfinished word leaves the closed book for the target — the same word,
/// with its card, review history, where it was heard and its Anki note — and the closed book
/// keeps only what stays (Mature and Known words), plus a record of where the others went. A
/// word is in one open book at a time, so reopening a closed book never brings back a word
/// that lives on elsewhere, and Today counts each due word once.
final class CloseMoveTests: XCTestCase {
    var h: AppHarness!
    var store: WordBookStores { h.container.wordBooks }

    override func setUpWithError() throws { h = try AppHarness(study: StudySettings(newWordsPerDay: 100)) }

    /// The reported book: 33 words, of which 20 Mature and 1 Known stay, and 2 due Learning
    /// words and 10 New ones move.
    func makeReportedBook() throws -> WordBook {
        let book = try store.books.createBook(title: "Everyday")
        var states = Array(repeating: KnowledgeState.mature, count: 20) + [.known, .learning, .learning]
        states += Array(repeating: KnowledgeState.new, count: 10)
        for (index, state) in states.enumerated() {
            let word = try store.words.addWord(WordDraft(term: "w\(index)", meaning: "m\(index)"), to: book.id)
            try store.give(state, toWord: word.id, at: h.clock.now)
        }
        h.clock.advance(by: 3_600)
        return try XCTUnwrap(store.books.book(id: book.id))
    }

    func testTheMovedWordsLeaveTheClosedBook() throws {
        let book = try makeReportedBook()
        let target = try store.books.createBook(title: "Next")
        let outcome = try store.closing.close(bookID: book.id, moving: .book(target.id))
        XCTAssertEqual(outcome.movedWords, 12)
        XCTAssertEqual(try store.words.words(bookID: book.id).count, 21, "only the Mature and Known words stay")
        XCTAssertEqual(try store.books.book(id: book.id)?.wordCount, 21)
        XCTAssertEqual(try store.words.words(bookID: target.id).count, 12)
        XCTAssertEqual(try store.database.scalarInt("SELECT count(*) FROM words"), 33, "no word was copied")
    }

    /// Today counted "4 due … 55 new" for 2 due words once the closed book was reopened.
    func testReopeningTheClosedBookCountsEachDueWordOnce() throws {
        let book = try makeReportedBook()
        let target = try store.books.createBook(title: "Next")
        try store.closing.close(bookID: book.id, moving: .book(target.id))
        try store.books.reopen(bookID: book.id)
        let now = h.clock.now
        let counts = try store.study.studyCounts(at: now, newLimit: 100)
        XCTAssertEqual(counts.values.reduce(0) { $0 + $1.due }, 2, "\(counts)")
        XCTAssertEqual(counts.values.reduce(0) { $0 + $1.new }, 10, "\(counts)")
        XCTAssertEqual(try store.study.dueWords(at: now).map(\.term).sorted(), ["w21", "w22"])
        XCTAssertEqual(try store.words.words(bookID: book.id).count, 21)
    }

    /// The word that moves is the word itself: its card, history, exposures and Anki note go
    /// with it, so an export of the target updates the note the source's export made.
    func testAMovedWordKeepsItsCardHistoryExposuresAndAnkiNote() throws {
        let book = try store.books.createBook(title: "A")
        var word = try store.words.addWord(WordDraft(term: "바다", meaning: "sea"), to: book.id)
        word = try store.reviews.review(wordID: word.id, grade: .again)
        let history = try store.reviews.history(wordID: word.id)
        try ExposureStore(database: store.database).insert([
            WordExposure(wordID: word.id, mediaID: "bundled:5", episode: EpisodeCode(season: 1, number: 2), heardAt: h.clock.now,
                         line: "바다가 넓다"),
        ])
        let guid = AnkiNote(word: word, book: book, production: false).guid
        let target = try store.books.createBook(title: "B")
        h.clock.advance(by: 60)
        try store.closing.close(bookID: book.id, moving: .book(target.id))

        let moved = try XCTUnwrap(store.words.words(bookID: target.id).first)
        XCTAssertEqual(moved.term, "바다")
        XCTAssertEqual(moved.card, word.card)
        XCTAssertEqual(try store.reviews.history(wordID: moved.id), history)
        XCTAssertEqual(try ExposureStore(database: store.database).exposures(of: [moved.id])[moved.id]?.count, 1)
        let targetBook = try XCTUnwrap(store.books.book(id: target.id))
        XCTAssertEqual(AnkiNote(word: moved, book: targetBook, production: false).guid, guid)
        XCTAssertEqual(try store.database.scalarInt("SELECT count(*) FROM study_marks WHERE book_id = ?", target.id), 1,
                       "the history belongs to the target")
    }

    /// A word merged into the target's word of the same term, and a term the source held
    /// twice, leave the closed book too.
    func testMergedWordsAndRepeatedTermsLeaveTheClosedBook() throws {
        let book = try store.books.createBook(title: "A")
        try store.words.addWord(WordDraft(term: "물", meaning: "water"), to: book.id)
        try store.words.addWord(WordDraft(term: "밥", meaning: "rice"), to: book.id)
        try store.words.addWord(WordDraft(term: " 밥", meaning: "rice again"), to: book.id)
        let target = try store.books.createBook(title: "B")
        try store.words.addWord(WordDraft(term: "물", meaning: "water (B)"), to: target.id)
        h.clock.advance(by: 60)
        let outcome = try store.closing.close(bookID: book.id, moving: .book(target.id))
        XCTAssertEqual(outcome.movedWords, 1)
        XCTAssertEqual(outcome.mergedWords, 2)
        XCTAssertEqual(try store.words.words(bookID: book.id).map(\.term), [], "nothing unfinished is left behind")
        XCTAssertEqual(try store.words.words(bookID: target.id).map(\.term), ["물", "밥"])
    }

    /// The closed book keeps where its words went: one row per word that left, naming the
    /// target and whether it was merged.
    func testTheClosedBookKeepsTheLinkToWhereItsWordsWent() throws {
        let book = try store.books.createBook(title: "A")
        let water = try store.words.addWord(WordDraft(term: "물", meaning: "water"), to: book.id)
        try store.words.addWord(WordDraft(term: "밥", meaning: "rice"), to: book.id)
        let target = try store.books.createBook(title: "B")
        let kept = try store.words.addWord(WordDraft(term: "밥", meaning: "rice (B)"), to: target.id)
        try store.closing.close(bookID: book.id, moving: .book(target.id))
        let links = try store.database.queryValues(
            "SELECT word_id, to_book_id, merged FROM word_moves WHERE from_book_id = ? ORDER BY word_id", [.integer(book.id)]
        ) { $0.values }
        XCTAssertEqual(links, [[.integer(water.id), .integer(target.id), .integer(0)],
                               [.integer(kept.id), .integer(target.id), .integer(1)]])
    }

    /// What `books show` says of a closed book: per close and target, how many words left and
    /// how many of them merged.
    func testTheDeparturesOfAClosedBookAreCountedPerTarget() throws {
        let book = try store.books.createBook(title: "A")
        for term in ["물", "밥", "집"] { try store.words.addWord(WordDraft(term: term, meaning: "m"), to: book.id) }
        let target = try store.books.createBook(title: "B")
        try store.words.addWord(WordDraft(term: "밥", meaning: "rice (B)"), to: target.id)
        try store.closing.close(bookID: book.id, moving: .book(target.id))
        let departures = try store.closing.departures(from: book.id)
        XCTAssertEqual(departures, [BookDeparture(targetBookID: target.id, targetTitle: "B", words: 3, merged: 1, at: h.clock.now)])
        XCTAssertEqual(departures.first?.text, "3 words moved to “B” (1 merged) when it was closed, \(StudyTime.text(h.clock.now))")
        try store.deletions.delete(bookID: target.id)
        XCTAssertEqual(try store.closing.departures(from: book.id).first?.text.hasPrefix("3 words moved to a book deleted since"), true)
    }

    /// Starting over, the moved word still leaves: a New card in the target, no history.
    func testStartingOverMovesTheWordAsANewCard() throws {
        let book = try store.books.createBook(title: "A")
        let word = try store.words.addWord(WordDraft(term: "물", meaning: "water"), to: book.id)
        try store.reviews.review(wordID: word.id, grade: .again)
        let target = try store.books.createBook(title: "B")
        try store.closing.close(bookID: book.id, moving: .book(target.id), startingOver: true)
        XCTAssertEqual(try store.words.words(bookID: book.id), [])
        let moved = try XCTUnwrap(store.words.words(bookID: target.id).first)
        XCTAssertEqual(moved.card, .new)
        XCTAssertEqual(try store.reviews.history(wordID: moved.id), [])
    }
}
