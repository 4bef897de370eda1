import Foundation
import ShowbookPlatform

/// Reads an Anki collection file (the import's private copy): its note types, its decks and,
/// through `AnkiNoteStream`, its notes one at a time. Two schemas are understood: the legacy
/// one (schema 11, `collection.anki2`/`.anki21`), whose note types and decks are JSON in the
/// `col` row, and the current one (schema 18, inside `collection.anki21b`), with `notetypes`,
/// `fields` and `decks` tables and the note type's kind in a protobuf column.
///
/// The file comes from outside, so it is opened read-only as an unchanging image, its tables
/// are checked before they are read (`AnkiCollectionShape`), and the connection works under
/// `AnkiCollectionLimits`: a step budget in proportion to the file's size, the user's
/// cancellation, and a largest value. Errors never name the copy, only "the package's
/// collection".
package final class AnkiCollectionReader {
    /// Why a collection could not be read, in words for one line.
    package struct ReadError: Error, Equatable, CustomStringConvertible {
        package var description: String
    }

    package let database: Database
    package let schema: AnkiCollectionShape.Schema
    private let budget: WorkBudget

    /// Virtual-machine steps the connection has taken so far (in steps of `WorkBudget.interval`).
    package var stepsTaken: Int64 { budget.steps }

    /// Opens the copy at `path` (`size` bytes); `maxSteps` replaces the budget its size gives.
    package init(path: String, size: Int, cancellation: Cancellation?, maxSteps: Int64? = nil) throws {
        do {
            database = try Database(opening: path, imageURI: Database.imageURI(path), busyTimeoutMilliseconds: 1_000)
            _ = try database.scalarInt("PRAGMA schema_version")
        } catch {
            throw ReadError(description: "the package's collection is not an SQLite database")
        }
        budget = WorkBudget(maxSteps: maxSteps ?? AnkiCollectionLimits.steps(forBytes: size), cancellation: cancellation)
        database.limitWork(budget, maxValueBytes: Int32(AnkiCollectionLimits.valueBytes))
        do {
            schema = try AnkiCollectionShape.check(database)
        } catch let refusal as AnkiCollectionShape.Refusal {
            throw ReadError(description: refusal.missingTables ? "the package's collection has no notes, cards or review log tables"
                                                                : "the package's collection is not an Anki collection: \(refusal.reason)")
        } catch {
            throw Self.translated(error, budget: budget)
        }
    }

    /// Runs `body`, turning a storage error into one line about the package's collection (or
    /// `ImportError.cancelled` when the user cancelled).
    package func reading<T>(_ body: () throws -> T) throws -> T {
        do {
            return try body()
        } catch let error as ReadError {
            throw error
        } catch {
            throw Self.translated(error, budget: budget)
        }
    }

    private static func translated(_ error: Error, budget: WorkBudget) -> Error {
        switch budget.state {
        case .cancelled: return ImportError.cancelled
        case .exhausted: return ReadError(description: "the package's collection takes more work to read than its size allows")
        case .running: break
        }
        guard let storage = error as? StorageError else { return ReadError(description: "the package's collection cannot be read") }
        switch storage {
        case let .sqlite(_, code, _) where code & 0xFF == 13:
            // SQLite's temporary tables and sorts live in the temporary folder.
            return ReadError(description: "there is not enough free space in \(StaleTemporaryFiles.folder) to read the package's collection")
        case let .sqlite(_, code, _) where code & 0xFF == 18:
            return ReadError(description: "the package's collection holds a value larger than \(AnkiCollectionLimits.valueBytes / 1_048_576) MiB")
        case let .sqlite(_, code, message):
            return ReadError(description: "the package's collection cannot be read: " + Self.oneLine(StorageError.meaning(of: code, message: message)))
        case .damaged, .notADatabase:
            return ReadError(description: "the package's collection is damaged")
        default:
            return ReadError(description: "the package's collection cannot be read")
        }
    }

    /// An SQLite message as one short line (it may quote names from the file).
    package static func oneLine(_ text: String) -> String {
        let flat = String(text.unicodeScalars.map { $0.properties.generalCategory == .control ? " " : Character($0) })
        return flat.count > 200 ? String(flat.prefix(200)) + "…" : flat
    }

    /// The note types by id.
    package func noteTypes() throws -> [Int64: AnkiCollection.NoteType] {
        try reading { schema == .modern ? try modernNoteTypes() : try legacyNoteTypesAndDecks().0 }
    }

    /// Deck names by id, nested decks as `Parent::Child`.
    package func deckNames() throws -> [Int64: String] {
        try reading {
            guard schema == .modern else { return try legacyNoteTypesAndDecks().1 }
            typealias C = AnkiDeckColumn
            return Dictionary(try database.query("SELECT \(C.selectList()) FROM \(C.tableName)") {
                ($0.int64(C.id), $0.string(C.name).replacingOccurrences(of: "\u{1F}", with: "::"))
            }, uniquingKeysWith: { first, _ in first })
        }
    }

    /// True for the stand-in `collection.anki2` of a package in Anki's newer format: one note
    /// asking to update Anki.
    package func isUpdatePlaceholder() throws -> Bool {
        try reading {
            let fields = try database.query("SELECT flds FROM notes LIMIT 2") { $0.onlyString }
            return fields.count == 1 && AnkiCollection.isUpdatePlaceholder(fields: fields[0])
        }
    }

    /// Schema 11: `col.models` and `col.decks`, JSON objects keyed by id.
    private func legacyNoteTypesAndDecks() throws -> ([Int64: AnkiCollection.NoteType], [Int64: String]) {
        typealias C = AnkiLegacyColumn
        guard let row = try database.query("SELECT \(C.selectList()) FROM \(C.tableName) LIMIT 1",
                                           map: { (models: $0.string(C.models), decks: $0.string(C.decks)) }).first,
              let models = try? JSONSerialization.jsonObject(with: Data(row.models.utf8)) as? [String: Any],
              let decks = try? JSONSerialization.jsonObject(with: Data(row.decks.utf8)) as? [String: Any] else {
            throw ReadError(description: "the package's collection has no readable note types or decks")
        }
        var noteTypes: [Int64: AnkiCollection.NoteType] = [:]
        for (key, value) in models {
            guard let id = Int64(key), let model = value as? [String: Any] else { continue }
            let fields = (model["flds"] as? [Any] ?? []).compactMap { $0 as? [String: Any] }
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
    private func modernNoteTypes() throws -> [Int64: AnkiCollection.NoteType] {
        var fields: [Int64: [String]] = [:]
        typealias Field = AnkiFieldColumn
        typealias NoteType = AnkiNoteTypeColumn
        let fieldRows = try database.query("SELECT \(Field.selectList()) FROM \(Field.tableName) ORDER BY ntid, ord") {
            ($0.int64(Field.noteTypeID), $0.string(Field.name))
        }
        for (noteType, name) in fieldRows {
            fields[noteType, default: []].append(name)
        }
        var noteTypes: [Int64: AnkiCollection.NoteType] = [:]
        let typeRows = try database.query("SELECT \(NoteType.selectList()) FROM \(NoteType.tableName)") {
            ($0.int64(NoteType.id), $0.string(NoteType.name), $0.string(NoteType.config))
        }
        for (id, name, config) in typeRows {
            noteTypes[id] = AnkiCollection.NoteType(name: name, fieldNames: fields[id] ?? [],
                                                    isCloze: ProtobufMessage(hex: config).varint(1) == 1)
        }
        return noteTypes
    }
}

/// The limits a package's collection is read under.
package enum AnkiCollectionLimits {
    /// The longest string or blob a query may make or read (`SQLITE_LIMIT_LENGTH`).
    package static let valueBytes = 32 << 20
    /// Virtual-machine steps: a floor for small files, then in proportion to the file's size —
    /// far above what reading a real collection takes (see `AnkiCollectionLimitTests`).
    package static let baseSteps: Int64 = 200_000_000
    package static let stepsPerByte: Int64 = 200

    package static func steps(forBytes bytes: Int) -> Int64 {
        baseSteps + stepsPerByte * Int64(max(0, bytes))
    }
}
