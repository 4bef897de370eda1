import ShowbookWords
/// Where something in an imported file is: a line of a text file (1-based, the line a record
/// starts on) or an entry of a JSON file (1-based).
public enum SourceLocation: Sendable, Equatable, Hashable, CustomStringConvertible {
    case line(Int)
    case entry(Int)

    public var description: String {
        switch self {
        case let .line(number): return "line \(number)"
        case let .entry(number): return "entry \(number)"
        }
    }
}

/// A row or header that could not be used, with the reason in plain words. (An `Error` only so
/// it can sit in a `Result`; a problem never stops an import.)
public struct FormatProblem: Error, Sendable, Equatable, CustomStringConvertible {
    public var location: SourceLocation
    public var message: String

    public init(_ location: SourceLocation, _ message: String) {
        self.location = location
        self.message = message
    }

    public var description: String { "\(location): \(message)" }
}

/// One word read from a file, before it meets the database: the record a file gave
/// (`fields`) and which of its fields the file lacks (`missing`), so an update keeps what the
/// book already has there. A file gives a term and a meaning always, tags always (perhaps
/// none); every other field is missing until a reader sets it.
public struct ImportedWord: Sendable, Equatable {
    public var location: SourceLocation
    /// What the file gave; a missing field is empty here. `tags` is set from `tags` by `draft`.
    public var fields: WordDraft
    /// The fields the file has no value for.
    public var missing: Set<WordField>
    /// From a `showbook::<state>` tag (or a JSON `state`), when the file carries one.
    public var state: WordState?
    /// Every tag the row carries, Showbook's study tags included (`draft` keeps the others).
    public var tags: [String]
    /// The FSRS card a Showbook JSON file carries, if any.
    public var card: StudyCard?
    /// The review history a Showbook JSON file carries (empty otherwise).
    public var history: [StudyEvent] = []

    public init(location: SourceLocation, term: String, meaning: String, reading: String? = nil,
                example: String? = nil, state: WordState? = nil, tags: [String] = []) {
        self.location = location
        fields = WordDraft(term: term, meaning: meaning)
        missing = Set(WordField.allCases).subtracting([.term, .meaning, .tags])
        self.state = state
        self.tags = tags
        self.reading = reading
        self.example = example
    }

    /// A text field as the file gave it, nil when it has none.
    public func given(_ field: WordField) -> String? {
        guard !missing.contains(field), case let .text(path) = field.declaration.value else { return nil }
        return fields[keyPath: path]
    }

    /// Sets a text field the file gave; nil makes it missing.
    public mutating func give(_ field: WordField, _ text: String?) {
        guard case let .text(path) = field.declaration.value else { return }
        fields[keyPath: path] = text ?? ""
        if text == nil { missing.insert(field) } else { missing.remove(field) }
    }

    public var term: String {
        get { fields.term }
        set { fields.term = newValue }
    }
    public var meaning: String {
        get { fields.meaning }
        set { fields.meaning = newValue }
    }
    public var reading: String? {
        get { given(.reading) }
        set { give(.reading, newValue) }
    }
    public var example: String? {
        get { given(.example) }
        set { give(.example, newValue) }
    }
    /// The example's translation; nil when the file has none, so an update keeps the stored one.
    public var exampleTranslation: String? {
        get { given(.exampleTranslation) }
        set { give(.exampleTranslation, newValue) }
    }

    /// The word as a form would submit it (missing fields empty, study tags left out).
    public var draft: WordDraft {
        var draft = fields
        draft.tags = StateTag.userTags(tags)
        return draft
    }
}

/// Everything a file yielded: usable words, rows that were not usable, and the book name the
/// file suggests (Anki's `#deck:` header or a JSON `book`).
public struct ImportBatch: Sendable, Equatable {
    public var words: [ImportedWord]
    public var problems: [FormatProblem]
    public var suggestedBookName: String?
    /// NUL characters dropped from the file's text.
    public var droppedNULs = 0
    /// Column mapping, removed media and refused notes (`ImportNotes`).
    public var notes = ImportNotes()

    public init(words: [ImportedWord], problems: [FormatProblem], suggestedBookName: String? = nil) {
        self.words = words
        self.problems = problems
        self.suggestedBookName = suggestedBookName
    }
}

/// Tags that carry a word's study state through Anki and back: `showbook::success`.
public enum StateTag {
    public static let prefix = "showbook::"

    public static func tag(for state: WordState) -> String { prefix + state.rawValue }

    /// `tags` without Showbook's own (`showbook::…`), which an export writes again from the
    /// word's study state: the tags a word keeps.
    public static func userTags(_ tags: [String]) -> [String] {
        tags.filter { !$0.lowercased().hasPrefix(prefix) }
    }

    /// The state named by the last `showbook::<state>` tag, if any.
    public static func state(in tags: [String]) -> WordState? {
        for tag in tags.reversed() where tag.lowercased().hasPrefix(prefix) {
            if let state = WordState(rawValue: String(tag.dropFirst(prefix.count)).lowercased()) { return state }
        }
        return nil
    }
}
