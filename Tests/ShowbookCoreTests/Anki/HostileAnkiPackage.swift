import Foundation
import XCTest
@testable import ShowbookPlatform
@testable import ShowbookExchange

/// What the hostile-package tests build on top of an exported package: notes in many decks,
/// decks by name, the schema-18 tables Anki's newer collections have, and Zstandard frames
/// that claim or produce far more than they hold.
extension AnkiTestPackage {
    /// The id of the Showbook note type the exporter wrote.
    func noteTypeID() throws -> Int64 {
        try XCTUnwrap(try database.query("SELECT mid FROM notes LIMIT 1") { $0.int64(0) }.first)
    }

    /// Replaces the collection's decks (schema 11: the `col.decks` JSON) with `names` by id.
    func setDecks(_ names: [Int64: String]) throws {
        var object: [String: Any] = [:]
        for (id, name) in names { object[String(id)] = ["id": id, "name": name] }
        let json = String(decoding: try JSONSerialization.data(withJSONObject: object), as: UTF8.self)
        try database.run("UPDATE col SET decks = ?", json)
    }

    /// Adds one note of the Showbook note type (term, meaning) with one card in `deck`.
    @discardableResult
    func addNote(id: Int64, term: String, meaning: String, deck: Int64, type: Int64) throws -> Int64 {
        let fields = ([term, "", meaning] + Array(repeating: "", count: AnkiNoteType.fieldNames.count - 3)).joined(separator: "\u{1F}")
        try database.run("INSERT INTO notes VALUES (?, ?, ?, 0, -1, '', ?, '', 0, 0, '')", id, "g\(id)", type, fields)
        try database.run("INSERT INTO cards VALUES (?, ?, ?, 0, 0, -1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, '')", id, id, deck)
        return id
    }

    /// The exported notes taken out, then `count` notes each in its own deck `Deck 1` … `Deck N`.
    func replaceWithDecks(_ count: Int) throws {
        let type = try noteTypeID()
        try database.execute("DELETE FROM notes; DELETE FROM cards; DELETE FROM revlog;")
        try database.transaction {
            for index in 1...count {
                try addNote(id: Int64(index), term: "term \(index)", meaning: "meaning \(index)", deck: Int64(1_000 + index), type: type)
            }
        }
        try setDecks(Dictionary(uniqueKeysWithValues: (1...count).map { (Int64(1_000 + $0), "Deck \($0)") }))
    }

    /// Gives the collection the schema-18 tables (`notetypes`, `fields`, `decks`) made from its
    /// schema-11 JSON; `decks` is left out when `decksTable` is false, for a test to make its own.
    func addSchema18Tables(decksTable: Bool = true) throws {
        try database.execute("""
            CREATE TABLE notetypes (id INTEGER PRIMARY KEY, name TEXT NOT NULL, mtime_secs INTEGER NOT NULL DEFAULT 0,
                                    usn INTEGER NOT NULL DEFAULT 0, config BLOB NOT NULL DEFAULT x'');
            INSERT INTO notetypes (id, name) SELECT CAST(key AS INTEGER), json_extract(value, '$.name') FROM json_each((SELECT models FROM col));
            CREATE TABLE fields (ntid INTEGER NOT NULL, ord INTEGER NOT NULL, name TEXT NOT NULL, config BLOB NOT NULL DEFAULT x'',
                                 PRIMARY KEY (ntid, ord)) WITHOUT ROWID;
            INSERT INTO fields (ntid, ord, name)
              SELECT CAST(m.key AS INTEGER), json_extract(f.value, '$.ord'), json_extract(f.value, '$.name')
              FROM json_each((SELECT models FROM col)) m, json_each(json_extract(m.value, '$.flds')) f;
            """)
        guard decksTable else { return }
        try database.execute("""
            CREATE TABLE decks (id INTEGER PRIMARY KEY, name TEXT NOT NULL, mtime_secs INTEGER NOT NULL DEFAULT 0,
                                usn INTEGER NOT NULL DEFAULT 0, common BLOB NOT NULL DEFAULT x'', kind BLOB NOT NULL DEFAULT x'');
            INSERT INTO decks (id, name) SELECT CAST(key AS INTEGER), json_extract(value, '$.name') FROM json_each((SELECT decks FROM col));
            """)
    }
}

/// Zstandard frames made by hand for the bomb tests.
enum HostileZstandard {
    /// A single-segment frame whose header declares `size` bytes of content (four-byte size
    /// field), followed by one last RLE block of a single byte: 13 bytes that claim `size`.
    static func frameDeclaring(_ size: UInt32) -> [UInt8] {
        [0x28, 0xB5, 0x2F, 0xFD, 0xA0] + (0..<4).map { UInt8((size >> (8 * UInt32($0))) & 0xFF) } + [0x0B, 0x00, 0x00, 0x00]
    }

    /// A frame without a content size (window 128 KiB) of `blocks` RLE blocks of 128 KiB of
    /// zeros: four bytes per block, so 8,192 blocks are 32 KiB that unpack to 1 GiB.
    static func rleBomb(blocks: Int) -> [UInt8] {
        var frame: [UInt8] = [0x28, 0xB5, 0x2F, 0xFD, 0x00, 0x38]
        frame.reserveCapacity(6 + 4 * blocks)
        for index in 0..<blocks {
            frame += [index == blocks - 1 ? 0x03 : 0x02, 0x00, 0x10, 0x00]
        }
        return frame
    }
}
