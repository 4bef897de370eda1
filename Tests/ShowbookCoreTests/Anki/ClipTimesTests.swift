import Foundation
import ShowbookTestSupport
import XCTest
@testable import ShowbookWords
@testable import ShowbookExchange

/// A word's stored clip times come from the database, which another program can change: a
/// missing time, an end before the start, a negative start or a time past any video's length
/// cannot be cut. Such words are exported without media, and one line counts them (naming
/// the first video) instead of leaving them out silently; a huge time never traps.
final class ClipTimesTests: XCTestCase {
    private var folder: TemporaryFolder!

    override func setUpWithError() throws { folder = try makeTemporaryFolder("clip-times") }

    /// A book whose words were heard in `ep.mkv` (an empty file: nothing here gets to cutting),
    /// each then given the stored times of `times`.
    private func book(_ times: [(start: String, end: String)]) throws -> (WordBookStores, WordBook) {
        let video = folder.path("ep.mkv")
        _ = FileManager.default.createFile(atPath: video, contents: Data())
        let stores = try WordBookStores.onFreshDatabase()
        let book = try stores.books.createBook(title: "Clips")
        for (index, time) in times.enumerated() {
            let word = try stores.words.addWord(WordDraft(term: "단어\(index)", meaning: "word \(index)",
                                                          exampleClip: ExampleClip(media: video, start: 1, end: 2)), to: book.id)
            _ = try stores.words.database.run(
                "UPDATE words SET example_start = \(time.start), example_end = \(time.end) WHERE id = ?", word.id)
        }
        return (stores, book)
    }

    /// The book's media as an export cuts it; `withFFmpeg: false` looks for ffmpeg where it is not.
    private func media(_ stores: WordBookStores, _ book: WordBook, withFFmpeg: Bool = false) throws -> AnkiMedia {
        let cutter = withFFmpeg ? AnkiMediaCutter(settings: ClipSettings())
            : AnkiMediaCutter(settings: ClipSettings(), searchPath: "/nonexistent")
        return try AnkiPackageExporter(stores: stores).notes(bookID: book.id, production: false, media: cutter).media
    }

    func testUnusableStoredTimesAreCountedOnOneLine() throws {
        let (stores, book) = try book([("NULL", "2"), ("1", "NULL"), ("5", "2"), ("-3", "2"), ("3", "3"), ("9e999", "9e999")])
        let media = try media(stores, book)
        XCTAssertEqual(media.report.lines, ["6 words' clip times cannot be used (first: ep.mkv): exported without their clips"])
        XCTAssertTrue(media.names.isEmpty)
    }

    func testTimesPastAnyVideoAreUnusableAndNeverTrap() throws {
        let (stores, book) = try book([("1e300", "2e300"), ("1e15", "1e15 + 1")])
        // With ffmpeg there, a time it cannot seek to used to fail, and naming that failure
        // converted 1e303 milliseconds to an integer.
        let media = try media(stores, book, withFFmpeg: true)
        XCTAssertEqual(media.report.lines, ["2 words' clip times cannot be used (first: ep.mkv): exported without their clips"])
        XCTAssertFalse(media.report.missingTool, "no word is left to cut, so ffmpeg is not needed")
    }
}
