import Foundation

/// One record of an Anki text file as a word: the mapped columns' text, cleaned the way Anki's
/// notes need. Sounds and pictures are taken out of every field (and counted in the import's
/// notes); in an HTML file, markup becomes plain text (`HTMLText`) and ruby annotations are
/// dropped from what a field shows. The term's ruby or furigana brackets give its reading when
/// the reading field is empty; a reading field written as furigana is read as kana.
extension AnkiColumnMapping {
    /// Turns one record into a word, or a problem naming what is missing.
    package func word(from record: DelimitedRecord, headers: AnkiTextHeaders,
              notes: inout ImportNotes) -> Result<ImportedWord, FormatProblem> {
        let html = headers.html ?? false
        let reserved = headers.reservedColumns
        for (index, field) in record.fields.enumerated() where !reserved.contains(index) && index != tags && index != deck {
            let media = AnkiMediaRefs.removed(from: field)
            notes.removedSounds += media.sounds
            notes.removedPictures += media.pictures
        }
        func field(_ index: Int?) -> String? {
            guard let index, index < record.fields.count else { return nil }
            return AnkiMediaRefs.removed(from: record.fields[index]).text
        }
        let fields = AnkiFieldText(html: html)
        let location = SourceLocation.line(record.line)
        let (term, termReading) = fields.termAndReading(field(term) ?? "")
        // An HTML Back field may carry the reading and example too (see `AnkiNoteFields`);
        // columns of their own win.
        var parts = (meaning: field(meaning) ?? "", reading: field(reading), example: field(example),
                     translation: field(translation))
        if html {
            let split = AnkiNoteFields.split(back: parts.meaning)
            parts.meaning = split.meaning
            parts.reading = parts.reading ?? split.reading
            parts.example = parts.example ?? split.example
            parts.translation = parts.translation ?? split.translation
        }
        let meaning = fields.shown(parts.meaning)
        if term.isEmpty && meaning.isEmpty {
            return .failure(FormatProblem(location, "missing term and meaning"))
        }
        if term.isEmpty { return .failure(FormatProblem(location, "missing term")) }
        let example = parts.example.map(fields.shown)
        // A word without a meaning is studied from its example, or from its term when it has
        // neither (`WordDraft.validated`); the report counts both.
        notes.countMissing(meaning: meaning, example: example ?? "")
        let reading = fields.reading(field: parts.reading, term: termReading)
        let rowTags = tags.flatMap { index in
            index < record.fields.count ? record.fields[index].split(whereSeparator: \.isWhitespace).map(String.init) : nil
        } ?? []
        let allTags = headers.tags + rowTags
        var word = ImportedWord(location: location, term: term, meaning: meaning, reading: reading, example: example,
                                state: StateTag.state(in: allTags), tags: allTags)
        word.exampleTranslation = parts.translation.map(fields.shown)
        return .success(word)
    }
}
