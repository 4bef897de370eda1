import Foundation
import ShowbookTestSupport
import XCTest
@testable import ShowbookWords
@testable import ShowbookExchange
@testable import ShowbookApp

/// FSRS cards with impossible values — planted with SQL, as `sqlite3` would, or carried in a
/// Showbook JSON book — used to trap on every review of the word. A stored card is checked
/// where it is read (`CardValidation`): out of range, it is studied as New; the importer
/// refuses such an entry with its reason; `CardRepair` finds and resets only those cards.
final class StoredCardTests: XCTestCase {
    var h: AppHarness!
    var stores: WordBookStores { h.container.wordBooks }

    override func setUpWithError() throws { h = try AppHarness() }

    /// The SQL assignments that break a reviewed card, one per word.
    static let plantedValues = [
        "stability = -5", "stability = 0", "stability = 9e999", "stability = 'NaN'", "stability = 1e300",
        "card_step = -1", "reps = 9223372036854775807", "lapses = 9223372036854775807", "difficulty = 11",
        "due_at = 1e300", "last_review_at = -9e999",
    ]

    /// A book whose words were each reviewed once, then broken by one planted value each; the
    /// last word stays sound.
    func makeBrokenBook() throws -> (book: WordBook, words: [Word], sound: Word) {
        let book = try stores.books.createBook(title: "Broken")
        let terms = Self.plantedValues.indices.map { "word \($0)" } + ["sound"]
        let words = try terms.map { try stores.words.addWord(WordDraft(term: $0, meaning: "m"), to: book.id) }
        for word in words { try stores.reviews.review(wordID: word.id, grade: .good, at: h.clock.now.addingTimeInterval(-86_400)) }
        for (word, assignment) in zip(words, Self.plantedValues) {
            try h.database.run("UPDATE words SET \(assignment) WHERE id = ?", word.id)
        }
        return (book, Array(words.dropLast()), words[words.count - 1])
    }

    func testEveryPlantedValueIsReviewedAsANewCardWithoutTrapping() throws {
        let (_, broken, _) = try makeBrokenBook()
        for (word, assignment) in zip(broken, Self.plantedValues) {
            let read = try XCTUnwrap(stores.words.word(id: word.id))
            XCTAssertTrue(read.cardNeedsRepair, assignment)
            XCTAssertEqual(read.card, .new, assignment)
            for grade in ReviewGrade.allCases {
                let reviewed = try stores.reviews.review(wordID: word.id, grade: grade)
                XCTAssertFalse(reviewed.cardNeedsRepair, "\(assignment): a review writes a sound card")
                try h.database.run("UPDATE words SET \(assignment) WHERE id = ?", word.id)
            }
        }
    }

    func testTheStudyScreenFlipsAndGradesABrokenCardAsNewAndSaysSo() throws {
        let (book, broken, _) = try makeBrokenBook()
        h.app.select(.books)
        h.app.books.selectRow(try XCTUnwrap(h.app.books.books.firstIndex { $0.id == book.id }))
        h.press(.enter)
        h.type("s")
        guard case let .study(study) = h.app.navigator.top else { return XCTFail("no study screen: \(h.app.navigator.top)") }
        var seen = 0
        while let card = study.currentCard, seen < 40 {
            seen += 1
            h.type(" ")
            XCTAssertNotNil(study.intervalHints, card.term)
            h.type("3")
            h.settle()
        }
        XCTAssertTrue(h.app.messages.entries.contains { $0.text.hasSuffix("had invalid study data: studied as new") },
                      "\(h.app.messages.entries.map(\.text))")
        let neverDue = broken[try XCTUnwrap(Self.plantedValues.firstIndex(of: "due_at = 1e300"))]
        XCTAssertEqual(try CardRepair.invalidWordIDs(in: h.database), [neverDue.id],
                       "grading wrote sound cards; a card due in the year 10^292 never comes up (doctor finds it)")
    }

    func testDoctorsRepairResetsOnlyTheBrokenCardsAndKeepsTheHistory() throws {
        let (_, broken, sound) = try makeBrokenBook()
        let soundBefore = try XCTUnwrap(stores.words.word(id: sound.id))
        let marks = try h.database.scalarInt("SELECT count(*) FROM study_marks")
        XCTAssertEqual(try CardRepair.invalidWordIDs(in: h.database), broken.map(\.id))
        XCTAssertEqual(try CardRepair.repair(in: h.database), broken.count)
        XCTAssertEqual(try CardRepair.invalidWordIDs(in: h.database), [])
        XCTAssertEqual(try h.database.scalarInt("SELECT count(*) FROM words WHERE stability IS NULL AND reps = 0"), broken.count)
        XCTAssertEqual(try stores.words.word(id: sound.id), soundBefore, "the sound card is untouched")
        XCTAssertEqual(try h.database.scalarInt("SELECT count(*) FROM study_marks"), marks, "the history is kept")
        XCTAssertEqual(try CardRepair.repair(in: h.database), 0)
    }

    func testAShowbookJSONBookWithImpossibleCardValuesIsRefusedEntryByEntry() throws {
        let cards = [
            #""stability": 1e300, "difficulty": 5"#, #""stability": 2, "difficulty": 5, "step": -1"#,
            #""stability": 2, "difficulty": 5, "reps": 9223372036854775807"#,
            #""stability": 2, "difficulty": 5, "lapses": 9223372036854775807"#,
            #""stability": 2, "difficulty": 5, "reps": -1"#, #""stability": 2, "difficulty": 5, "step": 9223372036854775807"#,
            #""stability": 2, "difficulty": 5, "due": "0001-01-01T00:00:00Z""#,
        ]
        let entries = cards.enumerated().map { index, card in
            #"{"term": "t\#(index)", "meaning": "m", "card": {"state": "review", \#(card)}}"#
        } + [#"{"term": "fine", "meaning": "m", "card": {"state": "review", "stability": 2, "difficulty": 5, "reps": 3}}"#]
        let text = #"{"format": "showbook-words", "version": 2, "book": "B", "words": [\#(entries.joined(separator: ","))]}"#
        let batch = try WordBookJSON.batch(Data(text.utf8))
        XCTAssertEqual(batch.words.map(\.term), ["fine"])
        XCTAssertEqual(batch.problems.count, cards.count, "\(batch.problems)")
        XCTAssertTrue(batch.problems[0].message.contains("stability"), batch.problems[0].message)
        XCTAssertTrue(batch.problems[1].message.contains("step"), batch.problems[1].message)
        XCTAssertTrue(batch.problems[2].message.contains("reps"), batch.problems[2].message)
        XCTAssertTrue(batch.problems[3].message.contains("lapses"), batch.problems[3].message)
    }
}
