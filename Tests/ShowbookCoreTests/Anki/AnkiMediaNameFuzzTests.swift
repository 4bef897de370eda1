import Foundation
import ShowbookTestSupport
import XCTest
@testable import ShowbookPlatform
@testable import ShowbookTV
@testable import ShowbookWords
@testable import ShowbookExchange

/// Seeded fuzzing of the media names in Showbook's own `.apkg` (`AnkiMediaNameFuzz`): the
/// notes' Audio and Image fields and the package's `media` map name hostile files. Each case
/// imports into a database in a file; whatever the names, nothing is written outside the media
/// folder beside it, every kept file has a name made by Showbook and the bytes the package
/// gave, and every reference is either kept or counted as not kept.
final class AnkiMediaNameFuzzTests: XCTestCase {
    static let seed: UInt64 = 0x5EED_A9C6
    static let count = 100

    func testHostileMediaNamesNeverWriteOutsideTheMediaFolder() throws {
        let folder = try makeTemporaryFolder("apkg-media-names")
        let root = folder.url.appendingPathComponent("data")
        let packages = folder.url.appendingPathComponent("packages")
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: packages, withIntermediateDirectories: true)
        let target = WordBookStores(database: try Database.migrated(at: root.appendingPathComponent("target.db").path),
                                    clock: ManualClock())
        let source = try WordBookStores.onFreshDatabase()
        let book = try source.books.createBook(title: "Names", linkedTo: Media(id: MediaID("bundled:1"), title: "Show"))
        let word = try source.words.addWord(WordDraft(term: "물", meaning: "water"), to: book.id)
        let (_, notes) = try AnkiPackageExporter(stores: source, clock: ManualClock()).notes(bookID: book.id, production: false)
        let mediaFolder = root.appendingPathComponent("media/anki").path
        var kept = 0, notKept = 0

        try FuzzRun.cases("apkg-media-names", seed: Self.seed, count: Self.count) { random, index in
            let label = FuzzRun.describe("apkg-media-names", seed: Self.seed, index: index)
            let audio = AnkiMediaNameFuzz.name(using: &random)
            let image = AnkiMediaNameFuzz.name(using: &random)
            let payloads = [[UInt8](repeating: UInt8(index % 251), count: 1 + index), [0xFF, 0xD8, UInt8(index % 256)]]
            var media = AnkiMedia()
            media.names[word.id] = AnkiMedia.Names(audio: audio, image: image)
            // The map names the files as the fields do, or (one case in three) something else.
            let inMap = Int.random(in: 0..<3, using: &random) != 0
            media.files = [AnkiMedia.File(name: inMap ? audio : "other.opus", bytes: payloads[0]),
                           AnkiMedia.File(name: image, bytes: payloads[1])]
            let bytes = try AnkiShowbookRoundTripTests.zipped(media.applied(to: notes, now: Date(timeIntervalSince1970: 1_700_000_000)),
                                                              media: media, deck: "Names \(index)", bookID: book.id)
            let path = packages.appendingPathComponent("case-\(index).apkg").path
            try Data(bytes).write(to: URL(fileURLWithPath: path))
            let counts = try XCTUnwrap(WordBookImporter(stores: target).importFile(at: path, options: ImportOptions()).ankiPackage, label)

            kept += counts.mediaKept
            notKept += counts.mediaNotKept
            XCTAssertLessThanOrEqual(counts.mediaKept + counts.mediaNotKept, 2, "\(label): \(audio.debugDescription) \(image.debugDescription)")
            let safe = [audio, image].filter { AnkiPackageMedia.isSafe($0) }
            if safe.count < 2 { XCTAssertLessThanOrEqual(counts.mediaKept, safe.count, "\(label): an unsafe name is never kept") }
            // Nothing but the database and the media folder in the data folder.
            let top = Set(try FileManager.default.contentsOfDirectory(atPath: root.path)).subtracting(["target.db", "target.db-wal", "target.db-shm", "target.db-journal"])
            XCTAssertTrue(top.isSubset(of: ["media"]), "\(label): \(top)")
            XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: root.appendingPathComponent("media").path)
                .filter { $0 != "anki" }, [], label)
            XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: packages.path).count, index + 1, label)
            for name in (try? FileManager.default.contentsOfDirectory(atPath: mediaFolder)) ?? [] {
                let parts = name.split(separator: ".", omittingEmptySubsequences: false)
                let hash = parts[0].dropFirst("anki-".count)
                XCTAssertTrue(parts[0].hasPrefix("anki-") && hash.count == 20 && hash.allSatisfy(\.isHexDigit) && parts.count == 2
                                  && (AnkiImportedMedia.soundExtensions.union(AnkiImportedMedia.pictureExtensions)).contains(String(parts[1])),
                              "\(label): a kept file has a name Showbook made: \(name)")
                let file = try XCTUnwrap(FileManager.default.contents(atPath: (mediaFolder as NSString).appendingPathComponent(name)))
                XCTAssertFalse(file.isEmpty, label)
            }
        }
        XCTAssertGreaterThan(kept, 0, "some cases keep their safe names' files")
        XCTAssertGreaterThan(notKept, 0, "some cases count names not kept")
    }
}
