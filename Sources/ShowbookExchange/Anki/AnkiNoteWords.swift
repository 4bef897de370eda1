import Foundation
import ShowbookWords

/// Turns an Anki collection's notes into words, one note at a time. Each note type's fields are
/// chosen once, from its field names and its first note's content (`AnkiFieldChooser`, with the
/// learner's `--map` on top), and named in the report; Showbook's own note type
/// gives back exactly what `AnkiNote` wrote, its tags and its kept sound and picture
/// (`AnkiImportedMedia`) included. HTML becomes text as in the text import, and
/// `[sound:…]` and `<img>` references are counted and dropped from the text. Each word carries its first
/// card's review history (`AnkiReviewReplay`); answers that cannot be replayed are counted.
package struct AnkiNoteWords {
    /// What the notes gave beside the words.
    package struct Counts: Sendable, Equatable {
        package var mediaReferences = 0
        package var reviews = 0
        /// Entries that are no answer: set by hand, rescheduled, or without a button.
        package var reviewsSkipped = 0
        /// Answers whose time lies outside `AnkiReviewReplay.timeRange`.
        package var reviewsOutOfRange = 0
        /// Answers on a note's other cards (a reverse card): a word has one card, the first.
        package var otherCardReviews = 0
        /// Forgets replayed as resets.
        package var resets = 0
        /// Cards with a memory state stored by Anki, and those whose replay differs from it.
        package var memoryStates = 0
        package var memoryStatesDiffering = 0
    }

    package let noteTypes: [Int64: AnkiCollection.NoteType]
    package var counts = Counts()
    /// Keeps the sound and picture of Showbook's own notes as the words' clips; nil: none kept.
    package var media: AnkiImportedMedia?
    /// The collection's day and deck presets the review logs are replayed with (`AnkiReviewReplay`).
    package var schedule = AnkiCollectionReader.Schedule()
    /// The parameters a card whose deck has no preset is replayed with.
    package var baseParameters = FSRSParameters()
    /// Each note type's field roles, worked out once.
    private var roles: [Int64: FieldRoles] = [:]
    /// Note types chosen by content: the filled fields of the fullest note seen, and the
    /// type's line in `mappingLines`.
    private var contentChosen: [Int64: (filled: Int, line: Int)] = [:]
    /// The learner's `--map`, which wins over the chosen fields.
    package var fieldMap: AnkiFieldMap?
    /// The report's line per note type: how its fields were chosen (and `--map` problems).
    package private(set) var mappingLines: [String] = []
    /// Words that came without a meaning (studied from their example).
    /// Words that came without a meaning, or without a meaning and an example.
    package private(set) var meaningCounts = ImportNotes()

    package init(noteTypes: [Int64: AnkiCollection.NoteType]) {
        self.noteTypes = noteTypes
    }

    /// One note as a row — a word, or the reason it cannot be one — and whether its card is
    /// suspended in Anki; nil for a Cloze note, which Showbook does not take.
    package mutating func row(_ note: AnkiCollection.Note, location: SourceLocation) -> (row: WordRow, suspended: Bool)? {
        guard let type = noteTypes[note.noteTypeID] else {
            return (.problem(FormatProblem(location, "its note type is missing from the package")), false)
        }
        if type.isCloze { return nil }
        switch word(note, type: type, location: location) {
        case var .success(word):
            let history = AnkiReviewReplay.history(note.reviews)
            word.history = history.events
            if !history.events.isEmpty { word.card = replayedCard(note, events: history.events, term: word.term) }
            counts.resets += history.resets
            counts.reviews += history.events.count
            counts.reviewsSkipped += history.skipped
            counts.reviewsOutOfRange += history.outOfRange
            counts.otherCardReviews += note.otherCardReviews
            return (.word(word), note.queue == -1)
        case let .failure(problem):
            return (.problem(problem), false)
        }
    }

    /// The parameters of the note's deck preset, with the collection's day.
    package func parameters(ofDeck deckID: Int64?) -> FSRSParameters {
        let preset = deckID.flatMap { schedule.presets[$0] } ?? AnkiCollection.Preset()
        return preset.parameters(over: baseParameters, dayStart: schedule.timing?.dayStart)
    }

    /// The note's first card replayed with its deck's preset, its memory state held against Anki's.
    private mutating func replayedCard(_ note: AnkiCollection.Note, events: [StudyEvent], term: String) -> StudyCard {
        let card = AnkiReviewReplay.card(events: events, state: note.card, term: term,
                                         parameters: parameters(ofDeck: note.deckID), timing: schedule.timing)
        if let differs = AnkiReviewReplay.differs(card, from: note.card) {
            counts.memoryStates += 1
            if differs { counts.memoryStatesDiffering += 1 }
        }
        return card
    }

    /// Which field holds which part of a word (`AnkiFieldChooser`), and the Source field of
    /// Showbook's own note type.
    package struct FieldRoles: Equatable {
        package var term: Int?
        package var reading: Int?
        package var meaning: Int?
        package var example: Int?
        package var translation: Int?
        package var source: Int?
        package var choice: AnkiFieldChoice

        package init(fieldNames: [String], texts: [String]? = nil, noteType: String? = nil, map: AnkiFieldMap? = nil) {
            let found = AnkiFieldChooser.choice(noteType: noteType, fieldNames: fieldNames, texts: texts, map: map)
            choice = found.choice
            problem = found.problem
            source = fieldNames.firstIndex { $0.trimmingCharacters(in: .whitespaces).lowercased() == "source" }
            use(choice)
        }

        /// Takes `choice`'s fields.
        package mutating func use(_ choice: AnkiFieldChoice) {
            self.choice = choice
            term = choice.term
            reading = choice.reading
            meaning = choice.meaning
            example = choice.example
            translation = choice.translation
        }

        /// A `--map` entry that did not fit this note type.
        package var problem: String?
    }

    /// The choice for a note type, made from its first note and noted in the report. When it
    /// was made by content, a part the first note left unchosen (no example) is added from a
    /// later, fuller note, without changing the parts chosen.
    private mutating func roles(for note: AnkiCollection.Note, type: AnkiCollection.NoteType) -> FieldRoles {
        let fields = AnkiFieldText(html: true)
        func texts() -> [String] { note.fields.map { fields.shown(AnkiMediaRefs.removed(from: $0).text) } }
        if var known = roles[note.noteTypeID] {
            guard let state = contentChosen[note.noteTypeID],
                  AnkiFieldChoice.Part.allCases.contains(where: { known.choice[$0] == nil }) else { return known }
            let filled = note.fields.filter { !$0.isEmpty }.count
            guard filled > state.filled else { return known }
            contentChosen[note.noteTypeID]?.filled = filled
            guard let fuller = AnkiContentChooser.choice(texts: texts()) else { return known }
            let added = known.choice.adding(fuller)
            guard added != known.choice else { return known }
            known.use(added)
            roles[note.noteTypeID] = known
            mappingLines[state.line] = added.line(noteType: type.name, fieldNames: type.fieldNames)
            return known
        }
        let found = FieldRoles(fieldNames: type.fieldNames, texts: texts(), noteType: type.name, map: fieldMap)
        roles[note.noteTypeID] = found
        if found.choice.reason == "by content" {
            contentChosen[note.noteTypeID] = (note.fields.filter { !$0.isEmpty }.count, mappingLines.count)
        }
        mappingLines.append(found.choice.line(noteType: type.name, fieldNames: type.fieldNames))
        if let problem = found.problem { mappingLines.append(problem) }
        return found
    }

    /// One note as a word, or the reason it cannot be one.
    private mutating func word(_ note: AnkiCollection.Note, type: AnkiCollection.NoteType,
                               location: SourceLocation) -> Result<ImportedWord, FormatProblem> {
        let roles = roles(for: note, type: type)
        let cleaned = note.fields.map(AnkiMediaRefs.removed(from:))
        counts.mediaReferences += cleaned.reduce(0) { $0 + $1.sounds + $1.pictures }
        func raw(_ index: Int?) -> String? {
            guard let index, index < cleaned.count else { return nil }
            return cleaned[index].text
        }
        let fields = AnkiFieldText(html: true)
        // A Basic note from Showbook's text export keeps reading, example and translation in Back.
        var meaningHTML = raw(roles.meaning) ?? ""
        var readingHTML = raw(roles.reading), exampleHTML = raw(roles.example), translationHTML = raw(roles.translation)
        let split = AnkiNoteFields.split(back: meaningHTML)
        if split.reading != nil || split.example != nil || split.translation != nil {
            meaningHTML = split.meaning
            readingHTML = readingHTML ?? split.reading
            exampleHTML = exampleHTML ?? split.example
            translationHTML = translationHTML ?? split.translation
        }
        let (term, termReading) = fields.termAndReading(raw(roles.term) ?? "")
        let meaning = fields.shown(meaningHTML)
        var example = exampleHTML.map(fields.shown)
        if let source = raw(roles.source).map(fields.text), let sentence = example {
            example = Self.example(sentence, heardAt: source)
        }
        if term.isEmpty { return .failure(FormatProblem(location, meaning.isEmpty ? "missing term and meaning" : "missing term")) }
        meaningCounts.countMissing(meaning: meaning, example: example ?? "")
        let isShowbook = type.name == AnkiNoteType.name
        var word = ImportedWord(location: location, term: term, meaning: meaning, reading: fields.reading(field: readingHTML, term: termReading),
                                example: example, state: StateTag.state(in: note.tags),
                                tags: isShowbook ? note.tags.filter { !Self.isExportTag($0) } : note.tags)
        word.exampleTranslation = translationHTML.map(fields.shown)
        if isShowbook, let media {
            func name(_ field: String) -> String? {
                AnkiNoteType.fieldNames.firstIndex(of: field).flatMap { $0 < note.fields.count ? note.fields[$0] : nil }
                    .flatMap(AnkiImportedMedia.name(inField:))
            }
            let audio = name("Audio"), image = name("Image")
            if audio != nil || image != nil, let clip = media.keep(audio: audio, image: image) {
                word.fields.exampleClip = clip
                word.missing.remove(.exampleClip)
            }
        }
        return .success(word)
    }

    /// The tags `AnkiNote` adds by itself that an import leaves out: `showbook`, and the
    /// episode's of a book without a show (the Source field gives the episode back). The
    /// show's tags (`show::Title`, `show::Title::S01E03`) stay on the word, so the word keeps
    /// its show whatever book it is in (an export writes each once, `WordTags.normalized`);
    /// the show id's (`showbook::show::…`) goes with Showbook's other `showbook::` tags.
    package static func isExportTag(_ tag: String) -> Bool {
        let lower = tag.lowercased()
        return lower == "showbook" || lower.hasPrefix("episode::")
    }

    /// A Showbook Source field (`Show · S01E03 · 12:34`) put back on the example the way a
    /// mined word keeps it (`sentence (S01E03 12:34)`), when it names an episode or a time.
    package static func example(_ sentence: String, heardAt source: String) -> String {
        let parts = source.components(separatedBy: " · ")
        for count in [2, 1] where parts.count >= count && !sentence.isEmpty {
            let place = parts.suffix(count).joined(separator: " ")
            let candidate = "\(sentence) (\(place))"
            let heard = HeardAt(example: candidate)
            if heard.sentence == sentence, [heard.episode, heard.time].compactMap({ $0 }).joined(separator: " ") == place {
                return candidate
            }
        }
        return sentence
    }
}
