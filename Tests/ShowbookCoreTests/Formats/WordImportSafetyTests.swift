import ShowbookTestSupport
import XCTest
@testable import ShowbookPlatform
@testable import ShowbookWords
@testable import ShowbookExchange

/// Word-book imports on hostile input: NUL characters, closed books, input without line
/// breaks, a database that refuses writes, and a file far larger than any book.
final class WordImportSafetyTests: XCTestCase {
    var h: AppHarness!
    var folder: TemporaryFolder!
    var store: WordBookStores { h.container.wordBooks }
    var importer: WordBookImporter { WordBookImporter(stores: store) }

    override func setUpWithError() throws {
        h = try AppHarness()
        folder = try makeTemporaryFolder("showbook-import")
    }

    func testNULCharactersAreDroppedBeforeTheChecksAndCounted() throws {
        let text = try folder.write("deck.txt", Array("#deck:Nul\nab\0c\tfi\0rst\nonly\t\0\nnext\t\0x\n".utf8))
        let report = try importer.importFile(at: text, options: ImportOptions())
        XCTAssertEqual(report.droppedNULs, 4)
        XCTAssertEqual(report.malformed, [], "a meaning of only NUL is missing, which no word is refused for")
        let words = try store.words.words(bookID: XCTUnwrap(report.book?.id))
        XCTAssertEqual(words.map(\.term), ["abc", "only", "next"])
        XCTAssertEqual(words.map(\.meaning), ["first", "", "x"])
        XCTAssertTrue(report.summary.hasSuffix(", 4 NUL characters dropped"), report.summary)

        let json = try folder.write("deck.json", #"{"book":"J\u0000son","words":[{"term":"t\u0000","meaning":"\u0000"},{"term":"u","meaning":"m\u0000m"}]}"#)
        let fromJSON = try importer.importFile(at: json, options: ImportOptions())
        XCTAssertEqual(fromJSON.book?.title, "Json")
        XCTAssertEqual(fromJSON.droppedNULs, 4)
        XCTAssertEqual(fromJSON.malformed, [])
        XCTAssertEqual(try store.words.words(bookID: XCTUnwrap(fromJSON.book?.id)).map(\.meaning), ["", "mm"])
    }

    func testAClosedBookIsRefusedUnlessReopenIsAsked() throws {
        let book = try store.books.createBook(title: "Done")
        try store.words.addWord(WordDraft(term: "old", meaning: "kept"), to: book.id)
        _ = try store.closing.close(bookID: book.id, moving: .none)
        let byName = try folder.write("words.txt", "new\tword\n")
        let byDeck = try folder.write("deck.txt", "#deck:Done\nnew\tword\n")
        for (file, options) in [(byName, ImportOptions(bookName: "Done")), (byDeck, ImportOptions())] {
            XCTAssertThrowsError(try importer.importFile(at: file, options: options)) { error in
                XCTAssertTrue("\(error)".contains("“Done” is closed"), "\(error)")
                XCTAssertTrue("\(error)".contains("--reopen"), "\(error)")
            }
            XCTAssertEqual(try store.words.words(bookID: book.id).map(\.term), ["old"])
            XCTAssertEqual(try store.books.book(id: book.id)?.isClosed, true)
        }
        let report = try importer.importFile(at: byDeck, options: ImportOptions(reopenClosed: true))
        XCTAssertTrue(report.reopenedBook)
        XCTAssertEqual(report.book?.id, book.id)
        XCTAssertEqual(try store.books.book(id: book.id)?.isClosed, false)
        XCTAssertEqual(try store.words.words(bookID: book.id).map(\.term), ["old", "new"])
    }

    func testInputWithoutLineBreaksStopsAtTheLineLimit() throws {
        let source = EndlessByteSource()
        XCTAssertThrowsError(try AnkiTextReader(source: source)) { error in
            XCTAssertEqual(error as? AnkiText.ReadError, .lineTooLong(line: 1))
        }
        XCTAssertLessThanOrEqual(source.given, Int64(ScalarWindow.maximumLineBytes) + (1 << 16))
        let json = EndlessByteSource()
        json.prefix = Array(#"{"words":["#.utf8)
        XCTAssertThrowsError(try WordBookJSONReader(source: json).next())
        XCTAssertLessThanOrEqual(json.given, Int64(WordBookJSONReader.maximumValueBytes) + (1 << 17))
        // A file of 2 MiB of NULs, read like /dev/zero (which, a device, is refused unread).
        let zeros = try folder.write("zeros.txt", String(repeating: "\u{0}", count: 2 << 20))
        XCTAssertThrowsError(try importer.importFile(at: zeros, options: ImportOptions())) { error in
            XCTAssertEqual("\(error)", "\(zeros): line 1 is longer than 1 MiB; is this the right file?")
        }
        XCTAssertEqual(try store.books.openBooks().count, 0, "nothing was stored")
    }

    func testADatabaseThatRefusesWritesIsBlamedNotTheFile() throws {
        let file = try folder.write("words.txt", "a\tb\n")
        h.database.faultInjector = { sql in
            if sql.hasPrefix("BEGIN") { throw StorageError.readOnly(path: "/data/showbook.db") }
        }
        defer { h.database.faultInjector = nil }
        XCTAssertThrowsError(try importer.importFile(at: file, options: ImportOptions())) { error in
            XCTAssertEqual(error as? StorageError, .readOnly(path: "/data/showbook.db"))
            XCTAssertFalse("\(error)".contains("words.txt"))
        }
    }

    func testALargeFileIsReadWithBoundedMemory() throws {
        // 12,000 words with long meanings, then 3,000 rows repeating earlier terms and 1,500
        // malformed rows.
        var text = "#separator:tab\n#deck:Big\n"
        let padding = String(repeating: "long meaning ", count: 7)
        for index in 0..<12_000 { text += "term\(index)\t\(padding)\(index)\n" }
        for index in 0..<3_000 { text += "TERM\(index)\tagain\n" }
        for index in 0..<1_500 { text += "\tno term \(index)\n" }
        let path = try folder.write("big.txt", text)
        let rows = try WordBookImporter.rows(contentsOf: path)
        let report = try importer.importRows(rows, options: ImportOptions(), fallbackBookName: "x")
        XCTAssertEqual(report.added.count, 12_000)
        XCTAssertEqual(report.skippedCount, 3_000)
        XCTAssertEqual(report.malformedCount, 1_500)
        XCTAssertEqual(report.skipped.count, ImportReport.listedRows, "only the first skipped rows are listed")
        XCTAssertEqual(report.malformed.count, ImportReport.listedRows)
        XCTAssertEqual(report.skipped.first?.reason, "appears earlier in the file (line 3)")
        // The text held at once is a couple of read chunks, not the file (about 1.1 million characters).
        let held = try XCTUnwrap(rows as? AnkiTextReader).peakHeldScalars
        XCTAssertLessThan(held, 150_000)
        XCTAssertGreaterThan(text.unicodeScalars.count, 1_000_000)
        XCTAssertEqual(try store.books.book(id: XCTUnwrap(report.book?.id))?.wordCount, 12_000)
    }
}

extension WordImportSafetyTests {
    func testCancellingMidImportRollsBackWhatWasAlreadyStored() throws {
        let text = (0..<3_000).map { "term\($0)\tmeaning\n" }.joined()
        let path = try folder.write("many.txt", text)
        let cancellation = Cancellation()
        var storedWhenCancelled = 0
        var importer = self.importer
        importer.progressInterval = 500
        XCTAssertThrowsError(try importer.importFile(at: path, options: ImportOptions(), cancellation: cancellation) { progress in
            if progress.rows >= 1_000 && !cancellation.isCancelled {
                storedWhenCancelled = (try? self.h.database.scalarInt("SELECT count(*) FROM words")) ?? 0
                cancellation.cancel()
            }
        }) { error in
            XCTAssertEqual(error as? ImportError, .cancelled)
        }
        XCTAssertGreaterThan(storedWhenCancelled, 900, "words were stored before the cancel")
        XCTAssertEqual(try h.database.scalarInt("SELECT count(*) FROM words"), 0, "and rolled back with it")
        XCTAssertEqual(try store.books.openBooks().count, 0)
    }
}

extension WordImportSafetyTests {
    func testCharactersSplitAcrossReadChunksAndInvalidUTF8() throws {
        // Hangul is three bytes a character, so 64 KiB reads end inside characters.
        let text = "#deck:한국어\n" + (0..<20_000).map { "사과\($0)\t빨간 과일 \($0)\n" }.joined()
        let report = try importer.importFile(at: try folder.write("hangul.txt", text), options: ImportOptions())
        XCTAssertEqual(report.added.count, 20_000)
        XCTAssertEqual(report.malformedCount, 0)
        let words = try store.words.words(bookID: XCTUnwrap(report.book?.id))
        XCTAssertEqual(words.last?.term, "사과19999")
        XCTAssertEqual(words.last?.meaning, "빨간 과일 19999")
        XCTAssertEqual(Set(words.map { $0.meaning.hasPrefix("빨간 과일 ") }), [true])

        let bad = try folder.write("bad.txt", [0x61, 0x09, 0x62, 0x0A, 0x63, 0xFF, 0x09, 0x64, 0x0A])
        XCTAssertThrowsError(try importer.importFile(at: bad, options: ImportOptions())) { error in
            XCTAssertTrue("\(error)".contains("not UTF-8"), "\(error)")
        }
        XCTAssertEqual(try store.books.openBooks().map(\.title), ["한국어"], "nothing of the bad file was kept")
    }
}

extension WordImportSafetyTests {
    func testAFolderOrMissingFileIsOneClearLine() throws {
        XCTAssertThrowsError(try importer.importFile(at: folder.path, options: ImportOptions())) { error in
            XCTAssertEqual("\(error)", "\(folder.path) is a folder, not a file")
        }
        XCTAssertThrowsError(try importer.importFile(at: folder.path + "/missing.txt", options: ImportOptions())) { error in
            XCTAssertEqual("\(error)", "\(folder.path)/missing.txt does not exist")
        }
        XCTAssertEqual(WordBookImporter.problemOpening(folder.path), "\(folder.path) is a folder, not a file")
    }
}
