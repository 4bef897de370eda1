import Foundation

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
    struct File: Codable {
        var format: String?
        var version: Int?
        var book: String?
        var words: [Entry]
    }

    /// One word; every field optional so a hand-written file reports what it lacks.
    struct Entry: Codable {
        var term: String?
        var meaning: String?
        var reading: String?
        var example: String?
        var exampleTranslation: String?
        var state: String?
        var tags: [String]?
        var card: CardEntry?
        var history: [HistoryEntry]?

        enum CodingKeys: String, CodingKey {
            case term, meaning, reading, example, exampleTranslation = "example_translation", state, tags, card, history
        }
    }

    /// Why a JSON file could not be read at all.
    public struct ReadError: Error, Equatable, CustomStringConvertible {
        public var description: String
    }

    /// The file for `words`; `history` gives each word's review history by word id.
    public static func write(_ words: [Word], book: String, history: [Int64: [StudyEvent]] = [:]) -> String {
        let file = File(format: formatName, version: 2, book: book, words: words.map {
            Entry(term: $0.term, meaning: $0.meaning, reading: $0.reading, example: $0.example,
                  exampleTranslation: $0.exampleTranslation.isEmpty ? nil : $0.exampleTranslation, state: $0.state.rawValue,
                  tags: $0.tags.isEmpty ? nil : $0.tags, card: $0.card.isNew ? nil : cardEntry($0.card),
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
    static func row(entry: Entry, location: SourceLocation, clean: (String?) -> String?) -> WordRow {
        let term = clean(entry.term) ?? ""
        let meaning = clean(entry.meaning) ?? ""
        if term.isEmpty {
            return .problem(FormatProblem(location, meaning.isEmpty ? "missing term and meaning" : "missing term"))
        }
        // A word without a meaning is studied from its example (`WordDraft.validated`).
        if meaning.isEmpty && (clean(entry.example) ?? "").isEmpty {
            return .problem(FormatProblem(location, "missing meaning for “\(term)”"))
        }
        let state = entry.state.flatMap { WordState(rawValue: $0.lowercased()) }
        var word = ImportedWord(location: location, term: term, meaning: meaning, reading: clean(entry.reading),
                                example: clean(entry.example), state: state,
                                tags: (entry.tags ?? []).compactMap { clean($0) })
        word.exampleTranslation = clean(entry.exampleTranslation)
        if let problem = readStudy(entry, into: &word, at: location) { return .problem(problem) }
        return .word(word)
    }
}
