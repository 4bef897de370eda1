import ShowbookTestSupport
import XCTest
@testable import ShowbookPlatform
@testable import ShowbookWords
@testable import ShowbookExchange

/// Importing into books (targets, duplicates, updates, one transaction) and the export/import
/// round trip in every format.
final class WordBookImportExportTests: XCTestCase {
    var h: AppHarness!
    var store: WordBookStores { h.container.wordBooks }
    var importer: WordBookImporter { WordBookImporter(stores: store) }
    var exporter: WordBookExporter { WordBookExporter(stores: store) }

    override func setUpWithError() throws { h = try AppHarness() }

    /// A book whose words are hard to write down: separators, quotes, line breaks, `#`, tabs.
    func makeTrickyBook() throws -> WordBook {
        let book = try store.books.createBook(title: "Tricky, \"quoted\" book")
        let drafts = [
            WordDraft(term: "사과", reading: "sagwa", meaning: "apple", example: "사과가 \"달아요\".",
                      exampleTranslation: "The apple is \"sweet\" & <red>."),
            WordDraft(term: "#hashtag", meaning: "starts like a comment"),
            WordDraft(term: "a, b; c|d", reading: "", meaning: "every\tseparator", example: "line one\nline two",
                      exampleTranslation: "첫 줄\n둘째 줄"),
            WordDraft(term: "\"quoted\"", reading: "r", meaning: "m\r\nwindows", example: ""),
            WordDraft(term: "plain", meaning: "nothing special"),
        ]
        let states: [WordState] = [.success, .fail, .undefined, .success, .fail]
        for (draft, state) in zip(drafts, states) {
            let word = try store.words.addWord(draft, to: book.id)
            if state != .undefined { try store.reviews.mark(wordID: word.id, bookID: book.id, as: state) }
        }
        return try XCTUnwrap(store.books.book(id: book.id))
    }

    func comparable(_ words: [Word]) -> [[String]] {
        words.map { [$0.term, $0.reading, $0.meaning, $0.example, $0.exampleTranslation, $0.state.rawValue] }
    }

    func testRoundTripInEveryFormatGivesTheSameWordsAndStates() throws {
        let book = try makeTrickyBook()
        let original = try store.words.words(bookID: book.id)
        for format in ExportFormat.allCases {
            let text = try exporter.export(bookID: book.id, format: format)
            let batch = format == .json ? try WordBookJSON.batch(Data(text.utf8)) : AnkiText.batch(text)
            XCTAssertEqual(batch.problems, [], "\(format)")
            XCTAssertEqual(batch.suggestedBookName, book.title, "\(format)")
            let report = try importer.importBatch(batch, options: ImportOptions(bookName: "copy \(format)"), fallbackBookName: "x")
            XCTAssertTrue(report.createdBook)
            XCTAssertEqual(report.added.count, original.count, "\(format)")
            let copy = try store.words.words(bookID: XCTUnwrap(report.book?.id))
            // In Anki text, the stored "m\r\nwindows" comes back with a plain line break; JSON keeps it.
            let expected = format == .json ? comparable(original)
                : comparable(original).map { $0.map { $0.replacingOccurrences(of: "\r\n", with: "\n") } }
            XCTAssertEqual(comparable(copy), expected, "\(format)")
        }
    }

    func testTheExamplesTranslationIsItsOwnPartOfTheBackAndOfJSON() throws {
        let book = try store.books.createBook(title: "Mined")
        try store.words.addWord(WordDraft(term: "먹다", meaning: "to eat", example: "밥을 먹어요. (S01E02 00:03)",
                                          exampleTranslation: "I eat rice."), to: book.id)
        let tsv = try exporter.export(bookID: book.id, format: .tsv)
        XCTAssertTrue(tsv.contains("먹다\tto eat<br><span class=showbook-example>밥을 먹어요.</span>"
            + "<br><span class=showbook-translation>I eat rice.</span>\t"), tsv)
        let json = try exporter.export(bookID: book.id, format: .json)
        XCTAssertTrue(json.contains(#""example_translation" : "I eat rice.""#), json)
        let batch = AnkiText.batch(tsv)
        XCTAssertEqual(batch.words.map(\.exampleTranslation), ["I eat rice."])
        XCTAssertEqual(batch.words.map(\.meaning), ["to eat"])
    }

    func testTSVExportFillsAnkisBasicFrontAndBackWithReadingAndExampleOnTheBack() throws {
        let book = try store.books.createBook(title: "Fruit")
        let word = try store.words.addWord(WordDraft(term: "apple", reading: "ˈæp.əl", meaning: "사과 & <배>",
                                               example: "I ate \"one\".\nThen two."), to: book.id)
        try store.reviews.mark(wordID: word.id, bookID: book.id, as: .success)
        try store.words.addWord(WordDraft(term: "pear", meaning: "배"), to: book.id)
        let text = try exporter.export(bookID: book.id, format: .tsv)
        XCTAssertEqual(text, """
        #separator:tab
        #html:true
        #deck:Fruit
        #tags column:3
        #columns:Front\tBack\tTags
        apple\t사과 &amp; &lt;배&gt;<br><span class=showbook-reading>ˈæp.əl</span>\
        <br><span class=showbook-example>I ate &quot;one&quot;.<br>Then two.</span>\tshowbook::success \
        showbook::state::learning showbook::due::2026-11-30
        pear\t배\tshowbook::undefined showbook::state::new

        """)
        let csv = try exporter.export(bookID: book.id, format: .csv)
        XCTAssertTrue(csv.hasPrefix("#separator:comma\n#html:true\n"))
        XCTAssertTrue(csv.contains("#columns:Front,Back,Tags\n"))
    }

    /// Whitespace HTML would collapse (runs of spaces, tabs, ideographic spaces, blank lines)
    /// and text that looks like markup come back exactly.
    func testRoundTripKeepsWhitespaceAndMarkupLikeText() throws {
        let book = try store.books.createBook(title: "Spaces")
        let drafts = [
            WordDraft(term: "two  spaces", reading: "a\tb", meaning: "「日本」　です", example: "one\n\n\nfour"),
            WordDraft(term: "<b>bold</b>", reading: "&amp;", meaning: "x \n y", example: "&#9; stays"),
        ]
        for draft in drafts { try store.words.addWord(draft, to: book.id) }
        let batch = AnkiText.batch(try exporter.export(bookID: book.id, format: .tsv))
        XCTAssertEqual(batch.problems, [])
        XCTAssertEqual(batch.words.map { [$0.term, $0.reading, $0.meaning, $0.example] },
                       drafts.map { [$0.term, $0.reading, $0.meaning, $0.example] })
    }

    /// What Anki's own "Notes in Plain Text" export writes for notes that came from a Showbook
    /// export: guid, note type and deck columns, HTML fields, tags last.
    func testAnkiNoteExportReadsBackIntoTermMeaningReadingAndExample() throws {
        let text = "#separator:tab\n#html:true\n#guid column:1\n#notetype column:2\n#deck column:3\n#tags column:6\n"
            + "xPcTcaAqwS\tBasic\tFruit\tapple\t\"사과<br><span class=\"\"showbook-reading\"\">sagwa</span>"
            + "<br><span class=\"\"showbook-example\"\">I ate &quot;one&quot;.</span>\"\tother showbook::fail\n"
            + "DkFFSgQPf3\tBasic\tFruit\t\"#hash\"\t<div>made</div><div>in Anki</div>\t\n"
        let batch = AnkiText.batch(text)
        XCTAssertEqual(batch.problems, [])
        XCTAssertEqual(batch.suggestedBookName, "Fruit")
        XCTAssertEqual(batch.words.map { [$0.term, $0.meaning, $0.reading ?? "nil", $0.example ?? "nil"] }, [
            ["apple", "사과", "sagwa", "I ate \"one\"."],
            ["#hash", "made\nin Anki", "nil", "nil"],
        ])
        XCTAssertEqual(batch.words.map(\.state), [.fail, nil])
        XCTAssertEqual(batch.words.first?.tags, ["other", "showbook::fail"])
    }

    func testDuplicatesAreSkippedByDefaultAndUpdatedOnRequest() throws {
        let book = try store.books.createBook(title: "Fruit")
        try store.words.addWord(WordDraft(term: "Apple", reading: "kept", meaning: "old", example: "kept too"), to: book.id)
        let text = "#separator:tab\napple\tnew meaning\tshowbook::fail\npear\t배\nAPPLE\tagain\n"
        // Column 3 is a tags column here.
        let batch = AnkiText.batch("#tags column:3\n" + text)
        let first = try importer.importBatch(batch, options: ImportOptions(bookName: "Fruit"), fallbackBookName: "x")
        XCTAssertFalse(first.createdBook)
        XCTAssertEqual(first.added, [.line(4)])
        XCTAssertEqual(first.skipped.map(\.location), [.line(3), .line(5)])
        XCTAssertEqual(first.skipped.map(\.reason), ["is already in the book", "appears earlier in the file (line 3)"])
        XCTAssertEqual(try store.words.words(bookID: book.id).map(\.meaning), ["old", "배"])

        let second = try importer.importBatch(batch, options: ImportOptions(bookName: "Fruit", updateExisting: true),
                                              fallbackBookName: "x")
        XCTAssertEqual(second.updated, [.line(3)])
        XCTAssertEqual(second.skipped.map(\.reason), ["is unchanged", "appears earlier in the file (line 3)"])
        let apple = try XCTUnwrap(store.words.words(bookID: book.id).first)
        XCTAssertEqual([apple.term, apple.meaning, apple.reading, apple.example], ["apple", "new meaning", "kept", "kept too"])
        XCTAssertEqual(apple.state, .fail)
        XCTAssertEqual(try h.database.scalarInt("SELECT count(*) FROM study_marks"), 0, "an import is not a study mark")
    }

    func testDefaultBookIsTheDeckThenTheFileName() throws {
        let folder = try makeTemporaryFolder("showbook-import").url
        let plain = folder.appendingPathComponent("korean words.txt")
        try "사과\tapple\n".write(to: plain, atomically: true, encoding: .utf8)
        let decked = folder.appendingPathComponent("deck.csv")
        try "#deck:Food\n#separator:comma\n배,pear\n".write(to: decked, atomically: true, encoding: .utf8)

        XCTAssertEqual(try importer.importFile(at: plain.path, options: ImportOptions()).book?.title, "korean words")
        let food = try importer.importFile(at: decked.path, options: ImportOptions())
        XCTAssertEqual(food.book?.title, "Food")
        XCTAssertTrue(food.createdBook)
        // The same deck again goes into the same book, and skips what it has.
        let again = try importer.importFile(at: decked.path, options: ImportOptions())
        XCTAssertEqual(again.book?.id, food.book?.id)
        XCTAssertFalse(again.createdBook)
        XCTAssertEqual(again.summary, "0 added, 0 updated, 1 skipped, 0 malformed")
        XCTAssertThrowsError(try importer.importFile(at: folder.appendingPathComponent("missing.txt").path, options: ImportOptions()))
    }

    func testNothingUsableCreatesNoBook() throws {
        let report = try importer.importBatch(AnkiText.batch("\tonly a meaning\n\tno term\n"), options: ImportOptions(),
                                              fallbackBookName: "Empty")
        XCTAssertNil(report.book)
        XCTAssertEqual(report.malformed.map(\.location), [.line(1), .line(2)])
        XCTAssertEqual(try store.books.openBooks().map(\.title), [])
    }

    func testAFailureMidImportLeavesNothingBehind() throws {
        let book = try store.books.createBook(title: "Atomic")
        let batch = AnkiText.batch("a\t1\nb\t2\nc\t3\n")
        let database = h.database
        database.faultInjector = { sql in
            if sql.hasPrefix("INSERT INTO words"), (try? database.scalarInt("SELECT count(*) FROM words")) == 2 {
                throw StorageError.sqlite(path: "test.db", code: 1, message: "injected")
            }
        }
        XCTAssertThrowsError(try importer.importBatch(batch, options: ImportOptions(bookName: "New one"), fallbackBookName: "x"))
        database.faultInjector = nil
        XCTAssertEqual(try store.words.words(bookID: book.id).count, 0)
        XCTAssertEqual(try store.books.openBooks().map(\.title), ["Atomic"], "the new book was rolled back too")
    }

    func testJSONEntriesWithoutTermAreReportedByNumber() throws {
        let json = #"{"book":"J","words":[{"term":"a","meaning":"1"},{"meaning":"2"},{"term":"b"},{"term":"c","meaning":"3","state":"fail"}]}"#
        let batch = try WordBookJSON.batch(Data(json.utf8))
        XCTAssertEqual(batch.words.map(\.term), ["a", "b", "c"], "a word without a meaning comes")
        XCTAssertEqual(batch.words.last?.state, .fail)
        XCTAssertEqual(batch.problems, [FormatProblem(.entry(2), "missing term")])
        XCTAssertThrowsError(try WordBookJSON.batch(Data("[1,2]".utf8)))
    }

    func testExportFormatFromFileName() {
        XCTAssertEqual(ExportFormat.inferred(fromPath: "out/Words.CSV"), .csv)
        XCTAssertEqual(ExportFormat.inferred(fromPath: "a.json"), .json)
        XCTAssertEqual(ExportFormat.inferred(fromPath: "a.txt"), .tsv)
        XCTAssertNil(ExportFormat.inferred(fromPath: "a"))
    }
}
