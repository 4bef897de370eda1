import Foundation

/// Reads an Anki collection file into an `AnkiCollection`. Two schemas are understood: the
/// legacy one (schema 11, `collection.anki2`/`.anki21`), whose note types and decks are JSON in
/// the `col` row, and the current one (schema 18, inside `collection.anki21b`), with
/// `notetypes`, `fields` and `decks` tables and the note type's kind in a protobuf column.
/// The file is opened read-only as an unchanging image: nothing is written beside it.
enum AnkiCollectionReader {
    /// Why a collection could not be read, in words for one line.
    struct ReadError: Error, Equatable, CustomStringConvertible {
        var description: String
    }

    static func read(path: String) throws -> AnkiCollection {
        let database: Database
        do {
            database = try Database(opening: path, imageURI: Database.imageURI(path), busyTimeoutMilliseconds: 1_000)
            _ = try database.scalarInt("PRAGMA schema_version")
        } catch {
            throw ReadError(description: "the package's collection is not an SQLite database")
        }
        do {
            let tables = Set(try database.query("SELECT name FROM sqlite_master WHERE type = 'table'") { $0.string(0) })
            guard tables.isSuperset(of: ["notes", "cards", "revlog"]) else {
                throw ReadError(description: "the package's collection has no notes, cards or review log tables")
            }
            let noteTypes: [Int64: AnkiCollection.NoteType]
            let decks: [Int64: String]
            if tables.contains("notetypes") {
                noteTypes = try modernNoteTypes(database)
                decks = Dictionary(try database.query("SELECT id, name FROM decks") {
                    ($0.int64(0), $0.string(1).replacingOccurrences(of: "\u{1F}", with: "::"))
                }, uniquingKeysWith: { first, _ in first })
            } else {
                (noteTypes, decks) = try legacyNoteTypesAndDecks(database)
            }
            return AnkiCollection(noteTypes: noteTypes, decks: decks, notes: try notes(database))
        } catch let error as ReadError {
            throw error
        } catch {
            throw ReadError(description: "the package's collection cannot be read: \(error)")
        }
    }

    /// Notes in id order (the order they were added), each with its cards and their reviews.
    private static func notes(_ database: Database) throws -> [AnkiCollection.Note] {
        var reviews: [Int64: [AnkiCollection.Review]] = [:]
        let log = try database.query("SELECT cid, id, ease, type FROM revlog ORDER BY id") {
            ($0.int64(0), AnkiCollection.Review(id: $0.int64(1), ease: $0.int(2) ?? 0, kind: $0.int(3) ?? 0))
        }
        for (card, review) in log {
            reviews[card, default: []].append(review)
        }
        var cards: [Int64: [AnkiCollection.Card]] = [:]
        // A card in a filtered deck keeps its home deck in `odid`.
        let rows = try database.query(
            "SELECT nid, id, ord, CASE WHEN odid <> 0 THEN odid ELSE did END, queue FROM cards ORDER BY nid, ord"
        ) {
            ($0.int64(0), AnkiCollection.Card(id: $0.int64(1), ordinal: $0.int(2) ?? 0, deckID: $0.int64(3),
                                              queue: $0.int(4) ?? 0, reviews: []))
        }
        for (note, card) in rows {
            var card = card
            card.reviews = reviews[card.id] ?? []
            cards[note, default: []].append(card)
        }
        return try database.query("SELECT id, mid, tags, flds FROM notes ORDER BY id") { row in
            AnkiCollection.Note(
                id: row.int64(0), noteTypeID: row.int64(1),
                fields: row.string(3).split(separator: "\u{1F}", omittingEmptySubsequences: false).map(String.init),
                tags: row.string(2).split(whereSeparator: \.isWhitespace).map(String.init),
                cards: cards[row.int64(0)] ?? []
            )
        }
    }

    /// Schema 11: `col.models` and `col.decks`, JSON objects keyed by id.
    private static func legacyNoteTypesAndDecks(_ database: Database) throws
        -> ([Int64: AnkiCollection.NoteType], [Int64: String]) {
        guard let row = try database.query("SELECT models, decks FROM col LIMIT 1", map: { ($0.string(0), $0.string(1)) }).first,
              let models = try? JSONSerialization.jsonObject(with: Data(row.0.utf8)) as? [String: Any],
              let decks = try? JSONSerialization.jsonObject(with: Data(row.1.utf8)) as? [String: Any] else {
            throw ReadError(description: "the package's collection has no readable note types or decks")
        }
        var noteTypes: [Int64: AnkiCollection.NoteType] = [:]
        for (key, value) in models {
            guard let id = Int64(key), let model = value as? [String: Any] else { continue }
            let fields = (model["flds"] as? [[String: Any]] ?? [])
                .sorted { ($0["ord"] as? Int ?? 0) < ($1["ord"] as? Int ?? 0) }
                .map { $0["name"] as? String ?? "" }
            noteTypes[id] = AnkiCollection.NoteType(name: model["name"] as? String ?? "", fieldNames: fields,
                                                    isCloze: (model["type"] as? Int) == 1)
        }
        var names: [Int64: String] = [:]
        for (key, value) in decks {
            if let id = Int64(key), let deck = value as? [String: Any], let name = deck["name"] as? String { names[id] = name }
        }
        return (noteTypes, names)
    }

    /// Schema 18: `notetypes` (the kind is field 1 of the `config` protobuf; 1 is Cloze, and
    /// proto3 leaves the default 0 out) and `fields` (by `ntid` and `ord`).
    private static func modernNoteTypes(_ database: Database) throws -> [Int64: AnkiCollection.NoteType] {
        var fields: [Int64: [String]] = [:]
        let fieldRows = try database.query("SELECT ntid, name FROM fields ORDER BY ntid, ord") { ($0.int64(0), $0.string(1)) }
        for (noteType, name) in fieldRows {
            fields[noteType, default: []].append(name)
        }
        var noteTypes: [Int64: AnkiCollection.NoteType] = [:]
        let typeRows = try database.query("SELECT id, name, hex(config) FROM notetypes") {
            ($0.int64(0), $0.string(1), $0.string(2))
        }
        for (id, name, config) in typeRows {
            noteTypes[id] = AnkiCollection.NoteType(name: name, fieldNames: fields[id] ?? [],
                                                    isCloze: ProtobufFields.varint(1, inHex: config) == 1)
        }
        return noteTypes
    }
}

/// Just enough of the protobuf wire format to read one top-level varint field of a message
/// given as hexadecimal text (SQLite's `hex()` of a blob column).
enum ProtobufFields {
    static func varint(_ field: UInt64, inHex hex: String) -> UInt64? {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(hex.utf8.count / 2)
        var high: UInt8?
        for character in hex.utf8 {
            guard let digit = hexDigit(character) else { return nil }
            if let first = high { bytes.append(first << 4 | digit); high = nil } else { high = digit }
        }
        var index = 0
        func readVarint() -> UInt64? {
            var value: UInt64 = 0
            var shift: UInt64 = 0
            while index < bytes.count, shift < 64 {
                let byte = bytes[index]
                index += 1
                value |= UInt64(byte & 0x7F) << shift
                if byte & 0x80 == 0 { return value }
                shift += 7
            }
            return nil
        }
        while index < bytes.count {
            guard let key = readVarint() else { return nil }
            switch key & 7 {
            case 0:
                guard let value = readVarint() else { return nil }
                if key >> 3 == field { return value }
            case 1: index += 8
            case 2:
                guard let length = readVarint(), length <= UInt64(bytes.count - index) else { return nil }
                index += Int(length)
            case 5: index += 4
            default: return nil
            }
        }
        return nil
    }

    private static func hexDigit(_ character: UInt8) -> UInt8? {
        switch character {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): return character - UInt8(ascii: "0")
        case UInt8(ascii: "A")...UInt8(ascii: "F"): return character - UInt8(ascii: "A") + 10
        case UInt8(ascii: "a")...UInt8(ascii: "f"): return character - UInt8(ascii: "a") + 10
        default: return nil
        }
    }
}
