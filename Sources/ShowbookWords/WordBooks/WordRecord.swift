import Foundation
import ShowbookPlatform

/// The `words` table, declared once: every read of a word, its FSRS card or a session entry,
/// and every INSERT, takes its column list from here. A user-facing field's columns belong to
/// its `WordField`, which says what each path does with them.
public enum WordColumn: String, TableDeclaration {
    public static let tableName = "words"
    case id, bookID = "book_id", term, reading, meaning, example, state
    case createdAt = "created_at", updatedAt = "updated_at"
    case cardPhase = "card_phase", cardStep = "card_step", stability, difficulty, dueAt = "due_at"
    case lastReviewAt = "last_review_at", reps, lapses
    case knownAt = "known_at", suspendedAt = "suspended_at", surface, exampleTranslation = "example_translation"
    /// The Anki note an AnkiConnect push made of the word (`AnkiNoteLinks`).
    case ankiNoteID = "anki_note_id"
    /// The Anki GUID a word kept when a close before schema 16 moved it (`AnkiGUID`).
    case ankiGUID = "anki_guid"
    /// The book whose id made the word's Anki GUID, pinned when a close first moves it.
    case guidBookID = "guid_book_id"
    /// Space-separated, as Anki writes them (`WordTags`).
    case tags
    /// Where the example was heard (`ExampleClip`).
    case exampleMedia = "example_media", exampleStart = "example_start", exampleEnd = "example_end"
    /// Where the example was heard, `S01E03 12:34` (`ExampleSource`).
    case exampleSource = "example_source"

    /// The FSRS card's columns.
    package static let card: [WordColumn] = [.cardPhase, .cardStep, .stability, .difficulty, .dueAt, .lastReviewAt, .reps, .lapses]
    /// A whole word.
    package static let word = ColumnSelection<WordColumn>.all
    /// What orders a session's cards: no term, meaning or example (a deck of thousands starts at once).
    package static let entry = ColumnSelection<WordColumn>([.id, .bookID] + card)
}

/// The user-editable part of a word — its record: what the add/edit form produces, an import
/// row gives, and a stored word holds (`Word` reads its fields through it). Each property is
/// one `WordField`, and the store, the close, the JSON and the CLI take their field lists from
/// `WordField.allCases`, so a new field is a property here, a case there and a column.
public struct WordDraft: Sendable, Equatable {
    public var term: String
    public var reading: String
    public var meaning: String
    public var example: String
    /// The form the example sentence shows (갔어요 for 가다), masked on a meaning-first front;
    /// empty when it is the term itself or unknown.
    public var surface: String
    /// The example sentence in the learner's own language, when one is known.
    public var exampleTranslation: String
    /// Where the example was heard — `S01E03 12:34` — apart from its text (`ExampleSource`);
    /// empty for an example typed or imported without one.
    public var exampleSource: String
    /// The word's tags (Anki's when imported from it), in their order, without repeats.
    public var tags: [String]
    /// The stretch of a file the example was heard in, when it was mined from one; an edit
    /// keeps the stored one.
    public var exampleClip: ExampleClip?

    public init(term: String, reading: String = "", meaning: String, example: String = "", surface: String = "",
                exampleTranslation: String = "", tags: [String] = [], exampleClip: ExampleClip? = nil, exampleSource: String = "") {
        self.term = term
        self.reading = reading
        self.meaning = meaning
        self.example = example
        self.surface = surface
        self.exampleTranslation = exampleTranslation
        self.tags = tags
        self.exampleClip = exampleClip
        self.exampleSource = exampleSource
    }

    /// The editable fields of a stored word.
    public init(_ word: Word) {
        self = word.fields
    }

    /// Trimmed copy (every text field, a blank one emptied; `WordTags.normalized` tags), or
    /// the reason it cannot be saved: an empty term. Everything else may be missing: a word mined without a dictionary
    /// meaning is studied from its sentence, and one with neither a meaning nor an example (an
    /// Anki note whose back was empty, a word put down to look up later) from its term.
    public func validated() -> Result<WordDraft, WordBookError> {
        var trimmed = self
        for field in WordField.allCases {
            switch field.declaration.value {
            case let .text(path):
                let value = self[keyPath: path].trimmedWhitespace
                trimmed[keyPath: path] = Self.isBlank(value) ? "" : value
            case .tags: trimmed.tags = WordTags.normalized(tags)
            case .clip: break
            }
        }
        if Self.isBlank(trimmed.term) { return .failure(.emptyTerm) }
        return .success(trimmed)
    }

    /// Empty once white space and control characters (a NUL from a pasted or imported field)
    /// are set aside: such a field shows nothing, so it counts as missing.
    package static func isBlank(_ text: String) -> Bool {
        text.unicodeScalars.allSatisfy { CharacterSet.whitespacesAndNewlines.contains($0) || $0.properties.generalCategory == .control }
    }
}

/// One user-facing field of a word, declared once: how `WordDraft` holds it, its columns, and
/// what Showbook's JSON and a close's merge do with it. The switch in `declaration` is
/// exhaustive, so a new field cannot compile without saying. The paths that cannot be derived
/// from it (the Anki note, the Anki text file) are held to it by `WordFieldPathTests`, which
/// names the field a path leaves out unless the test's "not carried" list says so.
public enum WordField: String, CaseIterable, Sendable {
    case term, reading, meaning, example, surface, exampleTranslation, tags, exampleClip, exampleSource

    /// How the record holds the value.
    package enum Value {
        case text(WritableKeyPath<WordDraft, String>)
        /// `WordDraft.tags`, stored space-separated (`WordTags`).
        case tags
        /// `WordDraft.exampleClip`, stored as a file and two times.
        case clip
    }

    /// What Showbook's JSON (a file, `books show --json`) does with it.
    package enum JSON: Equatable {
        /// Written under this key whatever it holds.
        case always(String)
        /// Written under this key when not empty; `books show --json` writes it always.
        case whenSet(String)
        case notCarried
    }

    /// What a close that merges a moved word into the target's word of the same term does.
    package enum Merge: Equatable {
        /// The target's value stays.
        case targetKeeps
        /// The moved word's value fills it when the target's is empty (text fields only).
        case fillsWhenEmpty
    }

    package struct Declaration {
        package var value: Value
        package var columns: [WordColumn]
        package var json: JSON
        package var merge: Merge
        /// Whether an edit (the form, an import's update) writes it.
        package var edited = true
    }

    package var declaration: Declaration {
        switch self {
        case .term: return Declaration(value: .text(\.term), columns: [.term], json: .always("term"), merge: .targetKeeps)
        case .reading:
            return Declaration(value: .text(\.reading), columns: [.reading], json: .always("reading"), merge: .fillsWhenEmpty)
        case .meaning:
            return Declaration(value: .text(\.meaning), columns: [.meaning], json: .always("meaning"), merge: .fillsWhenEmpty)
        case .example:
            return Declaration(value: .text(\.example), columns: [.example], json: .always("example"), merge: .fillsWhenEmpty)
        case .surface: return Declaration(value: .text(\.surface), columns: [.surface], json: .notCarried, merge: .targetKeeps)
        case .exampleTranslation:
            return Declaration(value: .text(\.exampleTranslation), columns: [.exampleTranslation],
                               json: .whenSet("example_translation"), merge: .targetKeeps)
        case .tags: return Declaration(value: .tags, columns: [.tags], json: .whenSet("tags"), merge: .targetKeeps)
        case .exampleSource:
            return Declaration(value: .text(\.exampleSource), columns: [.exampleSource], json: .whenSet("example_source"),
                               merge: .targetKeeps)
        case .exampleClip:
            return Declaration(value: .clip, columns: [.exampleMedia, .exampleStart, .exampleEnd], json: .notCarried,
                               merge: .targetKeeps, edited: false)
        }
    }

    /// The JSON key, when the JSON carries the field.
    package var jsonKey: String? {
        switch declaration.json {
        case let .always(key), let .whenSet(key): return key
        case .notCarried: return nil
        }
    }
}

extension WordDraft {
    /// Each column of `fields` with the value to bind, in the fields' order.
    package func columnValues(_ fields: [WordField] = WordField.allCases) -> [(WordColumn, SQLValue)] {
        fields.flatMap { field -> [(WordColumn, SQLValue)] in
            switch field.declaration.value {
            case let .text(path): return field.declaration.columns.map { ($0, .text(self[keyPath: path])) }
            case .tags: return [(.tags, .text(WordTags.stored(tags)))]
            case .clip:
                return [(.exampleMedia, .text(exampleClip?.media ?? "")), (.exampleStart, exampleClip?.start.sqlValue ?? .null),
                        (.exampleEnd, exampleClip?.end.sqlValue ?? .null)]
            }
        }
    }

    /// The fields of a stored word, read from its row.
    package init(row: NamedRow<WordColumn>) {
        self.init(term: "", meaning: "")
        for field in WordField.allCases {
            switch field.declaration.value {
            case let .text(path): self[keyPath: path] = row.string(field.declaration.columns[0])
            case .tags: tags = WordTags.parse(row.string(.tags))
            case .clip:
                exampleClip = ExampleClip(storedMedia: row.string(.exampleMedia), start: row.double(.exampleStart),
                                          end: row.double(.exampleEnd))
            }
        }
    }

    /// Takes `field`'s value from `other` (an import row's missing field keeps the stored one).
    package mutating func take(_ field: WordField, from other: WordDraft) {
        switch field.declaration.value {
        case let .text(path): self[keyPath: path] = other[keyPath: path]
        case .tags: tags = other.tags
        case .clip: exampleClip = other.exampleClip
        }
    }

    /// The fields Showbook's JSON carries, by key; `includingEmpty` writes a `whenSet` field
    /// that is empty too (`books show --json` lists every key).
    public func jsonValues(includingEmpty: Bool) -> [String: JSONValue] {
        var values: [String: JSONValue] = [:]
        for field in WordField.allCases {
            guard let key = field.jsonKey else { continue }
            let always = includingEmpty || field.declaration.json == .always(key)
            switch field.declaration.value {
            case let .text(path) where always || !self[keyPath: path].isEmpty: values[key] = .string(self[keyPath: path])
            case .tags where always || !tags.isEmpty: values[key] = .array(tags.map { .string($0) })
            default: break
            }
        }
        return values
    }
}
