import Foundation
import ShowbookWords

/// Showbook's JSON form of a book, for scripts and other tools (Anki does not read it):
///
/// ```json
/// { "book" : "Korean basics", "format" : "showbook-words", "version" : 2,
///   "words" : [ { "example" : "", "example_translation" : "", "meaning" : "apple", "reading" : "sagwa",
///                 "state" : "success", "term" : "사과",
///                 "card" : { "state" : "review", "stability" : 2.3065, "difficulty" : 2.11, "reps" : 2, … },
///                 "history" : [ { "grade" : "good", "at" : "2026-12-01T09:00:00.000Z" }, … ] } ] }
/// ```
///
/// Version 2 adds each word's FSRS `card` and review `history`, so a book moves between
/// databases with its schedule; `example_translation` (the example's line in a second
/// language, from mining) is written when a word has one, and so are its `tags`. Reading it back
/// is lenient: `reading`, `example`, `example_translation`, `state`, `tags`,
/// `card` and `history` may be missing, and an entry without a term or meaning, or with a
/// card or history that cannot be read, is reported by its 1-based number. An unknown
/// `state` is ignored. A history without a card is replayed into one.
public enum WordBookJSON {
    public static let formatName = "showbook-words"

    /// The whole file: a header naming the format, the book's title and its words.
    package struct File: Codable {
        package var format: String?
        package var version: Int?
        package var book: String?
        package var words: [Entry]
    }

    /// One word; every field optional so a hand-written file reports what it lacks. Its word
    /// fields are the ones `WordField` gives a JSON key, read and written under that key.
    package struct Entry: Codable {
        /// Text fields by field.
        package var text: [WordField: String] = [:]
        package var tags: [String]?
        package var state: String?
        package var card: CardEntry?
        package var history: [HistoryEntry]?

        package struct Key: CodingKey {
            package var stringValue: String
            package var intValue: Int? { nil }
            package init(_ name: String) { stringValue = name }
            package init?(stringValue: String) { self.stringValue = stringValue }
            package init?(intValue: Int) { nil }
        }

        package init(fields: WordDraft, state: String?, card: CardEntry?, history: [HistoryEntry]?) {
            for (key, value) in fields.jsonValues(includingEmpty: false) {
                guard let field = WordField.allCases.first(where: { $0.jsonKey == key }) else { continue }
                switch value {
                case let .string(text): self.text[field] = text
                case let .array(items): tags = items.compactMap { if case let .string(tag) = $0 { tag } else { nil } }
                default: break
                }
            }
            self.state = state
            self.card = card
            self.history = history
        }

        package init(from decoder: Decoder) throws {
            let container = try decoder.container(keyedBy: Key.self)
            for field in WordField.allCases {
                guard let key = field.jsonKey else { continue }
                switch field.declaration.value {
                case .text: text[field] = try container.decodeIfPresent(String.self, forKey: Key(key))
                case .tags: tags = try container.decodeIfPresent([String].self, forKey: Key(key))
                case .clip: break
                }
            }
            state = try container.decodeIfPresent(String.self, forKey: Key("state"))
            card = try container.decodeIfPresent(CardEntry.self, forKey: Key("card"))
            history = try container.decodeIfPresent([HistoryEntry].self, forKey: Key("history"))
        }

        package func encode(to encoder: Encoder) throws {
            var container = encoder.container(keyedBy: Key.self)
            for (field, value) in text {
                if let key = field.jsonKey { try container.encode(value, forKey: Key(key)) }
            }
            if let key = WordField.tags.jsonKey { try container.encodeIfPresent(tags, forKey: Key(key)) }
            try container.encodeIfPresent(state, forKey: Key("state"))
            try container.encodeIfPresent(card, forKey: Key("card"))
            try container.encodeIfPresent(history, forKey: Key("history"))
        }
    }

    /// Why a JSON file could not be read at all.
    public struct ReadError: Error, Equatable, CustomStringConvertible {
        public var description: String
    }

    /// The file for `words`; `history` gives each word's review history by word id.
    public static func write(_ words: [Word], book: String, history: [Int64: [StudyEvent]] = [:]) -> String {
        let file = File(format: formatName, version: 2, book: book, words: words.map {
            Entry(fields: $0.fields, state: $0.state.rawValue, card: $0.card.isNew ? nil : cardEntry($0.card),
                  history: history[$0.id].flatMap { $0.isEmpty ? nil : $0.map(historyEntry) })
        })
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        let data = (try? encoder.encode(file)) ?? Data("{}".utf8)
        return String(decoding: data, as: UTF8.self) + "\n"
    }

    public static func batch(_ data: Data) throws -> ImportBatch {
        try ImportBatch(reading: WordBookJSONReader(source: MemoryByteSource(Array(data))))
    }

    /// One entry as a word, or the problem that keeps it out. `clean` trims a field (and drops
    /// its NUL characters) before the checks, so a meaning of only NULs counts as missing.
    package static func row(entry: Entry, location: SourceLocation, clean: (String?) -> String?) -> WordRow {
        let term = clean(entry.text[.term]) ?? ""
        let meaning = clean(entry.text[.meaning]) ?? ""
        if term.isEmpty {
            return .problem(FormatProblem(location, meaning.isEmpty ? "missing term and meaning" : "missing term"))
        }
        let state = entry.state.flatMap { WordState(rawValue: $0.lowercased()) }
        var word = ImportedWord(location: location, term: term, meaning: meaning, state: state,
                                tags: (entry.tags ?? []).compactMap { clean($0) })
        for (field, text) in entry.text where field != .term && field != .meaning { word.give(field, clean(text)) }
        if let problem = readStudy(entry, into: &word, at: location) { return .problem(problem) }
        return .word(word)
    }
}
