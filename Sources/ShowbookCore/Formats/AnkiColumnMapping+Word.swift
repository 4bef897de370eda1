import Foundation

/// One record of an Anki text file as a word: the mapped columns' text, cleaned the way Anki's
/// notes need. Sounds and pictures are taken out of every field (and counted in the import's
/// notes); in an HTML file, markup becomes plain text (`HTMLText`) and ruby annotations are
/// dropped from what a field shows. The term's ruby or furigana brackets give its reading when
/// the reading field is empty; a reading field written as furigana is read as kana.
extension AnkiColumnMapping {
    /// Turns one record into a word, or a problem naming what is missing.
    func word(from record: DelimitedRecord, headers: AnkiTextHeaders,
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
        func text(_ raw: String) -> String {
            (html ? HTMLText.plainText(raw) : raw).trimmedWhitespace
        }
        /// What a field shows: its text without ruby annotations.
        func shown(_ raw: String) -> String {
            text(html ? AnkiFurigana.ruby(raw)?.base ?? raw : raw)
        }
        /// A reading field as kana, if it is written as ruby or furigana.
        func readingText(_ raw: String) -> String {
            let plain = text(html ? AnkiFurigana.ruby(raw)?.reading ?? raw : raw)
            return AnkiFurigana.brackets(plain)?.reading.trimmedWhitespace ?? plain
        }
        let location = SourceLocation.line(record.line)
        let (term, termReading) = Self.termAndReading(field(term) ?? "", html: html, text: text)
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
        let meaning = shown(parts.meaning)
        if term.isEmpty && meaning.isEmpty {
            return .failure(FormatProblem(location, "missing term and meaning"))
        }
        if term.isEmpty { return .failure(FormatProblem(location, "missing term")) }
        let example = parts.example.map(shown)
        // A word without a meaning is studied from its example (`WordDraft.validated`).
        if meaning.isEmpty && (example ?? "").isEmpty {
            return .failure(FormatProblem(location, "missing meaning for “\(term)”"))
        }
        var reading = parts.reading.map(readingText)
        if (reading ?? "").isEmpty, let termReading { reading = termReading }
        let rowTags = tags.flatMap { index in
            index < record.fields.count ? record.fields[index].split(whereSeparator: \.isWhitespace).map(String.init) : nil
        } ?? []
        let allTags = headers.tags + rowTags
        var word = ImportedWord(location: location, term: term, meaning: meaning, reading: reading, example: example,
                                state: StateTag.state(in: allTags), tags: allTags)
        word.exampleTranslation = parts.translation.map(shown)
        return .success(word)
    }

    /// The term as it shows (ruby annotations and furigana brackets dropped) and, when it had
    /// either, its reading.
    static func termAndReading(_ field: String, html: Bool, text: (String) -> String) -> (String, String?) {
        let ruby = html ? AnkiFurigana.ruby(field) : nil
        let base = text(ruby?.base ?? field)
        let brackets = AnkiFurigana.brackets(base)
        guard ruby != nil || brackets != nil else { return (base, nil) }
        let read = ruby.map { text($0.reading) } ?? base
        let reading = AnkiFurigana.brackets(read)?.reading.trimmedWhitespace ?? read
        return (brackets?.base.trimmedWhitespace ?? base, reading.isEmpty ? nil : reading)
    }
}
