import ShowbookTestSupport
import XCTest
@testable import ShowbookWords
@testable import ShowbookExchange
@testable import ShowbookApp

/// A word with an example and no meaning (a mined Korean word) goes everywhere a word goes:
/// it is studied and graded, and every export (Anki TSV and CSV, Showbook JSON) reads back into
/// the same word.
final class WordWithoutMeaningTests: XCTestCase {
    var h: AppHarness!
    var store: WordBookStores { h.container.wordBooks }

    override func setUpWithError() throws { h = try AppHarness() }

    func makeBook() throws -> WordBook {
        let book = try store.books.createBook(title: "Mined")
        _ = try store.words.insertWord(WordDraft(term: "가다", meaning: "", example: "학교에 갔어요 (E01 00:01)", surface: "갔어요"),
                                       into: book.id)
        _ = try store.words.addWord(WordDraft(term: "물", meaning: "water"), to: book.id)
        return try XCTUnwrap(store.books.book(id: book.id))
    }

    func testItIsStudiedFromItsSentenceAndGraded() throws {
        let book = try makeBook()
        try store.study.setFrontSide(bookID: book.id, to: .meaning)
        h.app.select(.books)
        h.press(.enter)
        h.type("s")
        let study = try h.shownStudy()
        XCTAssertEqual(study.sessionCounts.new, 2)
        var seen: [String] = []
        while let card = study.sessionCard, study.sessionCounts.new > 0 {
            let face = try XCTUnwrap(study.visibleFace)
            if card.term == "가다" { XCTAssertEqual(face, CardFace(headline: "학교에 ＿＿ (E01 00:01)")) }
            h.type(" ")
            if card.term == "가다" { XCTAssertEqual(study.visibleFace?.details, [.sentence("학교에 갔어요 (E01 00:01)", form: 4..<7)]) }
            h.type("3")
            h.settle()
            seen.append(card.term)
        }
        XCTAssertEqual(Set(seen), ["가다", "물"])
        XCTAssertEqual(study.sessionCounts.learning, 2)
    }

    func testEveryExportReadsBackIntoTheSameWord() throws {
        let book = try makeBook()
        for format in ExportFormat.allCases {
            let text = try WordBookExporter(stores: store).export(bookID: book.id, format: format)
            let batch = format == .json ? try WordBookJSON.batch(Data(text.utf8)) : AnkiText.batch(text)
            XCTAssertEqual(batch.problems, [], "\(format): \(text)")
            let report = try WordBookImporter(stores: store).importBatch(batch, options: ImportOptions(bookName: "Copy \(format)"),
                                                                          fallbackBookName: "x")
            let copy = try store.words.words(bookID: XCTUnwrap(report.book?.id)).first { $0.term == "가다" }
            XCTAssertEqual(copy?.meaning, "", "\(format)")
            XCTAssertEqual(copy?.example, "학교에 갔어요 (E01 00:01)", "\(format)")
        }
    }

    func testTheAnkiBackOfAWordWithoutAMeaningStartsWithItsExample() {
        XCTAssertEqual(AnkiNoteFields.back(meaning: "", reading: "", example: "학교에 갔어요"),
                       "<span class=showbook-example>학교에 갔어요</span>")
        XCTAssertEqual(AnkiNoteFields.back(meaning: "to go", reading: "", example: "학교에 갔어요"),
                       "to go<br><span class=showbook-example>학교에 갔어요</span>")
        XCTAssertEqual(AnkiText.batch("#separator:tab\n#html:true\nlonely\t<span class=showbook-example>a</span>\n").words.map(\.meaning),
                       [""])
        XCTAssertEqual(AnkiText.batch("#separator:tab\nlonely\t\n").words.map(\.term), ["lonely"])
    }
}
