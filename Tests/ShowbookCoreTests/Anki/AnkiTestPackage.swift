import Foundation
import ShowbookTestSupport
import XCTest
@testable import ShowbookPlatform
@testable import ShowbookTV
@testable import ShowbookWords
@testable import ShowbookExchange
@testable import ShowbookApp

/// A package for the import tests: a book exported by `AnkiPackageExporter`, whose collection
/// is then changed with plain SQL as Anki would have changed it (review-log rows, a suspended
/// card, a Cloze note type), and zipped again under a chosen collection name.
struct AnkiTestPackage {
    let folder: URL
    var collectionPath: String
    let database: Database

    /// Showbook's export of a book titled `title` holding `drafts`, unpacked into `folder`.
    init(exporting title: String, _ drafts: [WordDraft], production: Bool = false, folder: URL) throws {
        try self.init(exported: try ExportedAnkiBook(title, drafts, production: production).bytes, folder: folder)
    }

    /// Unpacks `bytes` (a package from the exporter) into a collection file in `folder`.
    init(exported bytes: [UInt8], folder: URL) throws {
        self.folder = folder
        collectionPath = folder.appendingPathComponent("collection-\(UUID().uuidString).anki2").path
        let collection = try XCTUnwrap(try ZipReader(bytes).data(named: "collection.anki2", maxSize: 1 << 28))
        try Data(collection).write(to: URL(fileURLWithPath: collectionPath))
        database = try Database(opening: collectionPath, imageURI: nil, busyTimeoutMilliseconds: 1_000)
    }

    /// The cards of the collection's notes in note order: (note id, card id) of ordinal 0.
    func cards() throws -> [(note: Int64, card: Int64)] {
        try database.query("SELECT nid, id FROM cards WHERE ord = 0 ORDER BY nid") { ($0.int64(0), $0.int64(1)) }
    }

    /// A review-log row: id is the answer's time in milliseconds.
    func addReview(card: Int64, at milliseconds: Int64, ease: Int, kind: Int = 1, interval: Int = 0, factor: Int = 0) throws {
        try database.run("INSERT INTO revlog VALUES (?, ?, -1, ?, ?, 0, ?, 0, ?)", milliseconds, card, Int64(ease), Int64(interval),
                         Int64(factor), Int64(kind))
    }

    func suspend(card: Int64) throws {
        try database.run("UPDATE cards SET queue = -1 WHERE id = ?", card)
    }

    /// Adds a Cloze note type and `count` notes of it, in the deck of the first card.
    func addClozeNotes(_ count: Int) throws {
        let models = try XCTUnwrap(try database.query("SELECT models FROM col") { $0.string(0) }.first)
        var json = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(models.utf8)) as? [String: Any])
        json["42"] = ["id": 42, "name": "Cloze", "type": 1, "flds": [["name": "Text", "ord": 0], ["name": "Back Extra", "ord": 1]]]
        let encoded = String(decoding: try JSONSerialization.data(withJSONObject: json), as: UTF8.self)
        try database.run("UPDATE col SET models = ?", encoded)
        let deck = try XCTUnwrap(try database.query("SELECT did FROM cards LIMIT 1") { $0.int64(0) }.first)
        for index in 0..<count {
            let id = Int64(9_000_000 + index)
            try database.run("INSERT INTO notes VALUES (?, ?, 42, 0, -1, '', ?, '', 0, 0, '')", id, "cloze\(index)",
                             "{{c1::Paris}} is in France \(index)\u{1F}")
            try database.run("INSERT INTO cards VALUES (?, ?, ?, 0, 0, -1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, '')", id, id, deck)
        }
    }

    /// The package: the collection under `name`, the media map and any `media` files.
    func zipped(as name: String = "collection.anki21", media: [[UInt8]] = [], extra: [(String, [UInt8])] = []) throws -> [UInt8] {
        let collection = [UInt8](try Data(contentsOf: URL(fileURLWithPath: collectionPath)))
        var writer = ZipWriter(modified: Date(timeIntervalSince1970: 1_700_000_000))
        try writer.add(name, collection)
        for (entry, bytes) in extra { try writer.add(entry, bytes) }
        let map = media.indices.map { "\"\($0)\": \"clip\($0).mp3\"" }.joined(separator: ", ")
        try writer.add("media", Array("{\(map)}".utf8))
        for (index, file) in media.enumerated() { try writer.add(String(index), file) }
        return writer.finished()
    }
}
