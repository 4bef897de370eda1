import Foundation
import ShowbookTestSupport
import XCTest
@testable import ShowbookPlatform
@testable import ShowbookTV
@testable import ShowbookWords
@testable import ShowbookExchange

/// Showbook's own `.apkg` imported into a fresh database keeps what the export wrote: the
/// book's show link (by the show's id, else by the `show::` tag's title), the `show::` tags on
/// the words (a re-export repeats them once), and the sound and picture of `--media` as the
/// word's clip, copied into the media folder beside the database.
final class AnkiShowbookRoundTripTests: XCTestCase {
    var folder: TemporaryFolder!

    override func setUpWithError() throws { folder = try makeTemporaryFolder("apkg-showbook-round-trip") }

    static let show = Media(id: MediaID(source: "bundled", id: "4242"), title: "Reply 1988")
    static let opus: [UInt8] = Array("OggS fake opus clip".utf8)
    static let jpeg: [UInt8] = [0xFF, 0xD8, 0xFF, 0xE0, 1, 2, 3, 0xFF, 0xD9]

    /// A book linked to `show` with one mined word and one typed word, exported with a clip
    /// for the first (the files `--media` would cut, fabricated).
    static func packageOfLinkedBook() throws -> (bytes: [UInt8], source: WordBookStores, book: WordBook) {
        let stores = try WordBookStores.onFreshDatabase()
        let book = try stores.books.createBook(title: "Reply words", linkedTo: show)
        let mined = try stores.words.addWord(WordDraft(term: "사과", meaning: "apple", example: "사과가 달아요.",
                                                       tags: ["food"], exampleSource: "S01E03 12:34"), to: book.id)
        _ = try stores.words.addWord(WordDraft(term: "학교", meaning: "school"), to: book.id)
        let exporter = AnkiPackageExporter(stores: stores, clock: ManualClock())
        let (_, notes) = try exporter.notes(bookID: book.id, production: false)
        var media = AnkiMedia()
        let audio = ClipWindow.audioName(bookID: book.id, wordID: mined.id, format: .opus)
        let image = ClipWindow.imageName(bookID: book.id, wordID: mined.id)
        media.files = [AnkiMedia.File(name: audio, bytes: opus), AnkiMedia.File(name: image, bytes: jpeg)]
        media.names[mined.id] = AnkiMedia.Names(audio: audio, image: image)
        return (try zipped(media.applied(to: notes, now: Date(timeIntervalSince1970: 1_700_000_000)), media: media,
                           deck: book.title, bookID: book.id), stores, book)
    }

    /// The package as `AnkiPackageExporter.package` lays it out.
    static func zipped(_ notes: [AnkiNote], media: AnkiMedia, deck: String, bookID: Int64,
                       mediaMap: [String: String]? = nil) throws -> [UInt8] {
        let now = Date(timeIntervalSince1970: 1_700_000_000)
        var zip = ZipWriter(modified: now)
        try zip.add("collection.anki2", try AnkiPackageExporter.collectionBytes(notes, deckName: deck, bookID: bookID,
                                                                                  production: false, now: now))
        var map: [String: JSONValue] = [:]
        for (number, file) in media.files.enumerated() {
            try zip.add(String(number), file.bytes)
            map[String(number)] = .string(mediaMap?[file.name] ?? file.name)
        }
        try zip.add("media", Array(JSONValue.object(map).encoded.utf8))
        return zip.finished()
    }

    /// A fresh database in a file of the temporary folder, so its media folder lies beside it.
    func freshStores() throws -> WordBookStores {
        WordBookStores(database: try Database.migrated(at: folder.url.appendingPathComponent("target.db").path), clock: ManualClock())
    }

    func testTheShowLinkTagsAndMediaSurviveTheRoundTrip() throws {
        let (bytes, _, _) = try Self.packageOfLinkedBook()
        let target = try freshStores()
        try SavedStore(database: target.database, clock: ManualClock()).save(Self.show)
        let report = try WordBookImporter(stores: target).importFile(at: try folder.write("reply.apkg", bytes), options: ImportOptions())
        let book = try XCTUnwrap(target.books.book(id: XCTUnwrap(report.book?.id)))
        XCTAssertEqual(book.showID, "bundled:4242", "the book is linked to the show the package names by id")
        XCTAssertEqual(book.showTitle, "Reply 1988")

        let words = try target.words.words(bookID: book.id)
        let apple = try XCTUnwrap(words.first { $0.term == "사과" })
        XCTAssertTrue(apple.tags.contains("show::Reply_1988"), "the show tag stays on the word: \(apple.tags)")
        XCTAssertTrue(apple.tags.contains("food"))
        XCTAssertFalse(apple.tags.contains("showbook"), "Showbook's own marker tag is not kept: \(apple.tags)")

        let clip = try XCTUnwrap(apple.exampleClip, "the word's clip comes back")
        XCTAssertEqual(FileManager.default.contents(atPath: clip.media).map { [UInt8]($0) }, Self.opus)
        let mediaFolder = folder.url.appendingPathComponent("media").path
        XCTAssertTrue(clip.media.hasPrefix(mediaFolder + "/"), "\(clip.media) lies in the media folder beside the database")
        let image = (clip.media as NSString).deletingPathExtension + ".jpg"
        XCTAssertEqual(FileManager.default.contents(atPath: image).map { [UInt8]($0) }, Self.jpeg, "the picture lies beside the sound")
        XCTAssertNil(words.first { $0.term == "학교" }?.exampleClip)

        // A re-export repeats the show's tags once and carries the same sound and picture.
        let exporter = AnkiPackageExporter(stores: target, clock: ManualClock())
        let again = try exporter.notes(bookID: book.id, production: false, media: AnkiMediaCutter(settings: ClipSettings(), ffmpeg: "/nonexistent/ffmpeg"))
        let note = try XCTUnwrap(again.notes.first { $0.term == "사과" })
        XCTAssertEqual(note.tags.filter { $0.lowercased().hasPrefix("show::reply_1988") }.count, 2, "show and episode tags once each: \(note.tags)")
        XCTAssertEqual(Set(again.media.files.map(\.bytes)), [Self.opus, Self.jpeg], "the imported clip goes out again without ffmpeg")
        XCTAssertFalse(note[field: "Audio"].isEmpty)
    }

    func testAShowMissingByIdIsFoundByTitleOrLeftUnlinkedWithALine() throws {
        let (bytes, _, _) = try Self.packageOfLinkedBook()
        let byTitle = try freshStores()
        _ = try CatalogStore(database: byTitle.database).upsert(CatalogFixtures.record("77", "Reply 1988"))
        let linked = try WordBookImporter(stores: byTitle).importFile(at: try folder.write("a.apkg", bytes), options: ImportOptions())
        XCTAssertEqual(try byTitle.books.book(id: XCTUnwrap(linked.book?.id))?.showID, "bundled:77",
                       "the show tag's title finds the catalog's show")

        let unknown = try WordBookStores.onFreshDatabase()
        let report = try WordBookImporter(stores: unknown).importFile(at: try folder.write("b.apkg", bytes), options: ImportOptions())
        XCTAssertNil(try unknown.books.book(id: XCTUnwrap(report.book?.id))?.showID)
        let line = try XCTUnwrap(report.ankiPackage?.summary)
        XCTAssertTrue(line.contains("“Reply 1988” is not in the catalog"), line)
    }

    func testACancelledImportRemovesTheClipFilesItMade() throws {
        let (bytes, _, _) = try Self.packageOfLinkedBook()
        let target = try freshStores()
        var importer = WordBookImporter(stores: target)
        importer.progressInterval = 1
        let cancellation = Cancellation()
        XCTAssertThrowsError(try importer.importFile(at: try folder.write("reply.apkg", bytes), options: ImportOptions(),
                                                     cancellation: cancellation, progress: { _ in cancellation.cancel() })) { error in
            XCTAssertEqual(error as? ImportError, ImportError.cancelled)
        }
        let kept = (try? FileManager.default.contentsOfDirectory(atPath: folder.url.appendingPathComponent("media/anki").path)) ?? []
        XCTAssertEqual(kept, [], "the first word's clip files were made, then removed with the cancelled import")
        XCTAssertEqual(try target.books.openBooks().count, 0)
    }
}
