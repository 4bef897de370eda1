import Foundation
import ShowbookTestSupport
import XCTest
@testable import ShowbookPlatform
@testable import ShowbookTV
@testable import ShowbookWords
@testable import ShowbookExchange
@testable import ShowbookApp

/// Decks as books: a package of 1,000, 2,000 and 4,000 decks costs work in proportion to its
/// decks (statement steps counted, never time); a deck without a name becomes "Untitled deck"
/// and the summary says so; when the first deck goes into a book that exists, the report does
/// not call that book new.
final class AnkiPackageDecksTests: XCTestCase {
    var folder: TemporaryFolder!

    override func setUpWithError() throws { folder = try makeTemporaryFolder("apkg-decks") }

    /// An exported package of one word, to be reshaped.
    func base() throws -> AnkiTestPackage {
        try AnkiTestPackage(exporting: "Base", [WordDraft(term: "base", meaning: "base")], folder: folder.url)
    }

    func testManyDecksCostWorkInProportion() throws {
        var steps: [Int: Int64] = [:]
        for decks in [1_000, 2_000, 4_000] {
            let package = try base()
            try package.replaceWithDecks(decks)
            let path = try folder.write("decks-\(decks).apkg", try package.zipped())
            let target = try WordBookStores.onFreshDatabase()
            let before = target.database.stepsTaken
            let report = try WordBookImporter(stores: target).importFile(at: path, options: ImportOptions())
            steps[decks] = target.database.stepsTaken - before
            XCTAssertEqual(report.added.count, decks)
            XCTAssertEqual(report.ankiPackage?.books.count, decks)
            XCTAssertEqual(try target.books.openBooks().count, decks)
        }
        let (one, two, four) = (Double(steps[1_000]!), Double(steps[2_000]!), Double(steps[4_000]!))
        XCTAssertLessThan(two / one, 2.3, "steps: \(steps)")
        XCTAssertLessThan(four / one, 4.6, "steps: \(steps)")
    }

    func testADeckWithoutANameBecomesAnUntitledBookAndTheSummarySaysSo() throws {
        let package = try base()
        let type = try package.noteTypeID()
        try package.database.execute("DELETE FROM notes; DELETE FROM cards;")
        try package.addNote(id: 1, term: "하나", meaning: "one", deck: 11, type: type)
        try package.addNote(id: 2, term: "둘", meaning: "two", deck: 12, type: type)
        try package.addNote(id: 3, term: "셋", meaning: "three", deck: 13, type: type)
        try package.setDecks([11: "Numbers", 12: "", 13: " \t "])
        let path = try folder.write("untitled.apkg", try package.zipped())
        let target = try WordBookStores.onFreshDatabase()
        let report = try WordBookImporter(stores: target).importFile(at: path, options: ImportOptions())
        XCTAssertEqual(report.added.count, 3)
        XCTAssertEqual(report.ankiPackage?.books, ["Numbers", "Untitled deck", "Untitled deck 2"])
        XCTAssertTrue(report.summary.contains("2 decks without a name imported as “Untitled deck” and “Untitled deck 2”"),
                      report.summary)
    }

    func testTheFirstDeckIntoAnExistingBookIsNotCalledNew() throws {
        let package = try base()
        let type = try package.noteTypeID()
        try package.database.execute("DELETE FROM notes; DELETE FROM cards;")
        try package.addNote(id: 1, term: "하나", meaning: "one", deck: 11, type: type)
        try package.addNote(id: 2, term: "둘", meaning: "two", deck: 12, type: type)
        try package.setDecks([11: "Existing", 12: "Fresh"])
        let path = try folder.write("merge.apkg", try package.zipped())
        let target = try WordBookStores.onFreshDatabase()
        let existing = try target.books.createBook(title: "Existing")
        let report = try WordBookImporter(stores: target).importFile(at: path, options: ImportOptions())
        XCTAssertEqual(report.book?.id, existing.id)
        XCTAssertFalse(report.createdBook, "the book the report names was there before")
        XCTAssertEqual(report.ankiPackage?.books, ["Existing", "Fresh"])
    }
}
