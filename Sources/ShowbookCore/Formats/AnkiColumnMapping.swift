import Foundation

/// Which column of an Anki text file feeds which part of a word.
///
/// With `#columns:`, names decide (case-insensitive): `Term`/`Front`/`Word`/`Expression` …,
/// `Meaning`/`Back`/`Definition`/`Answer` …, `Reading`/`Pronunciation`/`Furigana` …,
/// `Example`/`Sentence` …, and `Tags`. A term or meaning that no name claims comes from the
/// first columns left over. Without `#columns:`, the columns are term, meaning, reading and
/// example in that order. Columns named by `#tags column:`, `#deck column:`,
/// `#notetype column:` or `#guid column:` never hold fields. In an HTML file, a meaning (Back)
/// field written by `AnkiNoteFields` also gives the reading and example that have no column.
public struct AnkiColumnMapping: Sendable, Equatable {
    public var term: Int?
    public var meaning: Int?
    public var reading: Int?
    public var example: Int?
    public var tags: Int?
    public var deck: Int?

    static let termNames: Set<String> = [
        "term", "front", "word", "expression", "vocabulary", "vocab", "question", "kanji", "hanzi", "text",
    ]
    static let meaningNames: Set<String> = [
        "meaning", "meanings", "back", "definition", "definitions", "answer", "translation", "gloss",
    ]
    static let readingNames: Set<String> = [
        "reading", "readings", "pronunciation", "furigana", "kana", "romanization", "romaji", "pinyin", "ipa",
        "transcription",
    ]
    static let exampleNames: Set<String> = [
        "example", "examples", "sentence", "example sentence", "context", "usage",
    ]
    static let tagNames: Set<String> = ["tags", "tag"]

    /// The mapping for a file with these headers and (optionally) these `#columns:` names.
    public init(headers: AnkiTextHeaders, columnNames: [String]?) {
        let reserved = headers.reservedColumns
        tags = headers.tagsColumn.map { $0 - 1 }
        deck = headers.deckColumn.map { $0 - 1 }
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
            } else if Self.readingNames.contains(name), reading == nil {
                reading = index
            } else if Self.exampleNames.contains(name), example == nil {
                example = index
            } else if Self.tagNames.contains(name), tags == nil {
                tags = index
            } else if name == "deck", deck == nil {
                deck = index
            } else if !["notetype", "note type", "guid", "deck"].contains(name) {
                unclaimed.append(index)
            }
        }
        var leftover = unclaimed.makeIterator()
        if term == nil { term = leftover.next() }
        if meaning == nil { meaning = leftover.next() }
    }

    /// Turns one record into a word, or a problem naming what is missing.
    func word(from record: DelimitedRecord, headers: AnkiTextHeaders) -> Result<ImportedWord, FormatProblem> {
        let html = headers.html ?? false
        func text(_ raw: String) -> String {
            (html ? HTMLText.plainText(raw) : raw).trimmedWhitespace
        }
        func raw(_ index: Int?) -> String? {
            guard let index, index < record.fields.count else { return nil }
            return record.fields[index]
        }
        let location = SourceLocation.line(record.line)
        let term = raw(term).map(text) ?? ""
        // An HTML Back field may carry the reading and example too (see `AnkiNoteFields`);
        // columns of their own win.
        var parts = (meaning: raw(meaning) ?? "", reading: raw(reading), example: raw(example), translation: String?.none)
        if html {
            let split = AnkiNoteFields.split(back: parts.meaning)
            parts.meaning = split.meaning
            parts.reading = parts.reading ?? split.reading
            parts.example = parts.example ?? split.example
            parts.translation = split.translation
        }
        let meaning = text(parts.meaning)
        if term.isEmpty && meaning.isEmpty {
            return .failure(FormatProblem(location, "missing term and meaning"))
        }
        if term.isEmpty { return .failure(FormatProblem(location, "missing term")) }
        // A word without a meaning is studied from its example (`WordDraft.validated`).
        if meaning.isEmpty && (parts.example.map(text) ?? "").isEmpty {
            return .failure(FormatProblem(location, "missing meaning for “\(term)”"))
        }
        let rowTags = tags.flatMap { index in
            index < record.fields.count ? record.fields[index].split(whereSeparator: \.isWhitespace).map(String.init) : nil
        } ?? []
        let allTags = headers.tags + rowTags
        var word = ImportedWord(
            location: location, term: term, meaning: meaning,
            reading: parts.reading.map(text), example: parts.example.map(text),
            state: StateTag.state(in: allTags), tags: allTags
        )
        word.exampleTranslation = parts.translation.map(text)
        return .success(word)
    }
}
