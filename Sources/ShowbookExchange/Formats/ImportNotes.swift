import ShowbookPlatform
import ShowbookWords
/// What a word import decided or dropped that is no single row's fault, one report line each:
/// how the columns were mapped, sounds and pictures taken out of the text, and cloze notes
/// refused. A source collects them as it reads; the importer copies them into its report.
public struct ImportNotes: Sendable, Equatable {
    /// `columns by name: Expression → term, …` or `columns by position: term, meaning, …`,
    /// one per note type the file used, in the order they were first met.
    public var columnMappings: [String] = []
    /// `[sound:…]` references removed from fields.
    public var removedSounds = 0
    /// `<img …>` pictures removed from fields.
    public var removedPictures = 0
    /// Cloze notes not imported.
    public var clozeNotes = 0
    /// Words that came without a meaning: studied from their example and its translation.
    public var wordsWithoutMeaning = 0
    /// Words that came with neither a meaning nor an example: studied from their term.
    public var wordsWithTermOnly = 0

    public init() {}

    /// The report's lines, in a fixed order; empty when there is nothing to say.
    public var lines: [String] {
        var lines = columnMappings
        if removedSounds > 0 || removedPictures > 0 {
            var parts: [String] = []
            if removedSounds > 0 { parts.append(Counted.text(removedSounds, "sound")) }
            if removedPictures > 0 { parts.append(Counted.text(removedPictures, "picture")) }
            lines.append("removed " + parts.joined(separator: " and "))
        }
        if clozeNotes > 0 {
            lines.append("\(Counted.text(clozeNotes, "cloze note")) skipped: Showbook cards have one term")
        }
        if wordsWithoutMeaning > 0 {
            lines.append("\(Counted.text(wordsWithoutMeaning, "word")) without a meaning: studied from the example")
        }
        if wordsWithTermOnly > 0 {
            lines.append("\(Counted.text(wordsWithTermOnly, "word")) with neither a meaning nor an example: studied from the term")
        }
        return lines
    }

    /// Counts a word read without a meaning (studied from its example) or without a meaning
    /// and an example (studied from its term).
    package mutating func countMissing(meaning: String, example: String) {
        guard WordDraft.isBlank(meaning) else { return }
        if WordDraft.isBlank(example) { wordsWithTermOnly += 1 } else { wordsWithoutMeaning += 1 }
    }
}

extension WordRowSource {
    /// Sources that map no columns and clean no fields (Showbook JSON) have nothing to note.
    public var notes: ImportNotes { ImportNotes() }
}
