import Foundation
import ShowbookPlatform

/// How a field of an Anki note reads as Showbook text, the same for a text file's columns and
/// a package's fields: markup to plain text (`HTMLText`, in HTML only), ruby annotations
/// dropped from what a field shows, a term's ruby or furigana brackets split into the term and
/// its reading, and a reading written as furigana read as kana.
package struct AnkiFieldText {
    /// Whether fields are HTML (always, in a package; as `#html:` says, in a text file).
    package var html: Bool

    /// `raw` as plain, trimmed text.
    package func text(_ raw: String) -> String {
        (html ? HTMLText.plainText(raw) : raw).trimmedWhitespace
    }

    /// What a field shows: its text without ruby annotations.
    package func shown(_ raw: String) -> String {
        text(html ? AnkiFurigana.ruby(raw)?.base ?? raw : raw)
    }

    /// A reading field as kana, if it is written as ruby or furigana.
    package func reading(_ raw: String) -> String {
        let plain = text(html ? AnkiFurigana.ruby(raw)?.reading ?? raw : raw)
        return AnkiFurigana.brackets(plain)?.reading.trimmedWhitespace ?? plain
    }

    /// The term as it shows (ruby annotations and furigana brackets dropped) and, when it had
    /// either, its reading.
    package func termAndReading(_ field: String) -> (term: String, reading: String?) {
        let ruby = html ? AnkiFurigana.ruby(field) : nil
        let base = text(ruby?.base ?? field)
        let brackets = AnkiFurigana.brackets(base)
        guard ruby != nil || brackets != nil else { return (base, nil) }
        let read = ruby.map { text($0.reading) } ?? base
        let reading = AnkiFurigana.brackets(read)?.reading.trimmedWhitespace ?? read
        return (brackets?.base.trimmedWhitespace ?? base, reading.isEmpty ? nil : reading)
    }

    /// The reading a word gets: its own field when that has one, else its term's furigana.
    package func reading(field: String?, term termReading: String?) -> String? {
        let own = field.map(reading)
        if (own ?? "").isEmpty, let termReading { return termReading }
        return own
    }
}
