import Foundation

/// Which column of an Anki text file feeds which part of a word, and how that was decided.
///
/// By name when the file names its fields — `#columns:`, a note type Showbook knows
/// (`AnkiKnownNoteTypes`), or a first row of field names — case-insensitive:
/// `Term`/`Front`/`Word`/`Expression` …, `Meaning`/`Back`/`Definition`/`Answer` …,
/// `Reading`/`Kana`/`Furigana` …, `Example`/`Sentence` …, `Translation` (after a meaning: the
/// example's translation) and `Tags`. A term or meaning that no name claims comes from the
/// first columns left over. Otherwise by position: term, meaning, reading and example in that
/// order. Columns named by `#tags column:`, `#deck column:`, `#notetype column:` or
/// `#guid column:` never hold fields. `description` is the report's line for the mapping.
public struct AnkiColumnMapping: Sendable, Equatable {
    public var term: Int?
    public var meaning: Int?
    public var reading: Int?
    public var example: Int?
    public var translation: Int?
    public var tags: Int?
    public var deck: Int?
    /// The field names the mapping was made from, by column; nil for a mapping by position.
    public var columnNames: [String]?

    package static let termNames: Set<String> = [
        "term", "front", "word", "expression", "vocabulary", "vocab", "question", "kanji", "hanzi", "text",
    ]
    package static let meaningNames: Set<String> = [
        "meaning", "meanings", "back", "definition", "definitions", "answer", "translation", "gloss",
    ]
    package static let readingNames: Set<String> = [
        "reading", "readings", "pronunciation", "furigana", "kana", "romanization", "romaji", "pinyin", "ipa",
        "transcription",
    ]
    package static let exampleNames: Set<String> = [
        "example", "examples", "sentence", "example sentence", "context", "usage",
    ]
    package static let translationNames: Set<String> = [
        "translation", "example translation", "sentence translation", "sentence meaning",
    ]
    package static let tagNames: Set<String> = ["tags", "tag"]
    package static let reservedNames: Set<String> = ["notetype", "note type", "guid", "deck"]

    /// Whether `name` is one of the field names above (for telling a header row from words).
    package static func isFieldName(_ name: String) -> Bool {
        let key = name.trimmingCharacters(in: .whitespaces).lowercased()
        return [termNames, meaningNames, readingNames, exampleNames, translationNames, tagNames, reservedNames]
            .contains { $0.contains(key) }
    }

    /// The mapping for a file with these headers and (optionally) these field names by column.
    public init(headers: AnkiTextHeaders, columnNames: [String]?) {
        let reserved = headers.reservedColumns
        tags = headers.tagsColumn.map { $0 - 1 }
        deck = headers.deckColumn.map { $0 - 1 }
        self.columnNames = columnNames
        guard let columnNames else {
            // The first four columns that are not reserved, in order.
            var free = (0..<(reserved.count + 4)).filter { !reserved.contains($0) }.makeIterator()
            term = free.next()
            meaning = free.next()
            reading = free.next()
            example = free.next()
            return
        }
        var unclaimed: [Int] = []
        for (index, raw) in columnNames.enumerated() where !reserved.contains(index) {
            let name = raw.trimmingCharacters(in: .whitespaces).lowercased()
            if Self.termNames.contains(name), term == nil {
                term = index
            } else if Self.meaningNames.contains(name), meaning == nil {
                meaning = index
            } else if Self.translationNames.contains(name), translation == nil {
                translation = index
            } else if Self.readingNames.contains(name), reading == nil {
                reading = index
            } else if Self.exampleNames.contains(name), example == nil {
                example = index
            } else if Self.tagNames.contains(name), tags == nil {
                tags = index
            } else if name == "deck", deck == nil {
                deck = index
            } else if !Self.reservedNames.contains(name) {
                unclaimed.append(index)
            }
        }
        var leftover = unclaimed.makeIterator()
        if term == nil { term = leftover.next() }
        if meaning == nil { meaning = leftover.next() }
    }

    /// The mapping for a note type whose fields are `fields`, in order, in the columns the
    /// headers do not reserve.
    package init(headers: AnkiTextHeaders, noteTypeFields fields: [String]) {
        let reserved = headers.reservedColumns
        var names: [String] = []
        var remaining = fields.makeIterator()
        while names.count - reserved.count < fields.count || reserved.contains(names.count) {
            names.append(reserved.contains(names.count) ? "" : remaining.next() ?? "")
        }
        self.init(headers: headers, columnNames: names)
    }

    /// What each mapped column became, in column order.
    private var roles: [(column: Int, role: String)] {
        [(term, "term"), (meaning, "meaning"), (reading, "reading"), (example, "example"),
         (translation, "example translation")]
            .compactMap { column, role in column.map { ($0, role) } }
            .sorted { $0.column < $1.column }
    }

    /// The report's line: `columns by name: Front → term, Back → meaning` or
    /// `columns by position: term, meaning, reading` (as many as a row of `columnCount` columns
    /// fills), with `(note type NAME)` when the rows name their note type.
    package func description(columnCount: Int, noteType: String?) -> String {
        let kind = columnNames == nil ? "position" : "name"
        let label = "columns by \(kind)" + (noteType.map { " (note type \($0))" } ?? "") + ": "
        guard let columnNames else {
            let shown = roles.filter { $0.column < columnCount }.map(\.role)
            return label + (shown.isEmpty ? "nothing" : shown.joined(separator: ", "))
        }
        return label + roles.map { column, role in
            let name = column < columnNames.count ? columnNames[column].trimmingCharacters(in: .whitespaces) : ""
            return "\(name.isEmpty ? "column \(column + 1)" : name) → \(role)"
        }.joined(separator: ", ")
    }
}
