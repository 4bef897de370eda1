import Foundation

/// A vocabulary book, with the counts the Books tab shows.
public struct WordBook: Sendable, Equatable, Identifiable {
    public var id: Int64
    public var title: String
    public var createdAt: Date
    public var closedAt: Date?
    /// The show this book collects words from, if any (a media id).
    public var showID: String?
    /// That show's title, kept so the book screen can name it without a lookup.
    public var showTitle: String?
    public var wordCount: Int
    /// How many words are New, Learning, Young and Mature, from their FSRS cards, or Known or Suspended.
    public var knowledge = KnowledgeCounts()

    public var isClosed: Bool { closedAt != nil }
    /// Words neither Mature nor Known: what closing the book moves.
    public var unfinishedCount: Int { knowledge.unfinished }
}

/// Free practice's mark on a word (JWords' success and fail). It says nothing of what the
/// learner knows (`KnowledgeState` does) and is reset when a close moves the word.
public enum WordState: String, Sendable, CaseIterable, Codable {
    case undefined, success, fail
}

/// One word in a book.
public struct Word: Sendable, Equatable, Identifiable {
    public var id: Int64
    public var bookID: Int64
    public var term: String
    public var reading: String
    public var meaning: String
    public var example: String
    /// The form the example sentence shows (갔어요 for 가다), masked on a meaning-first front;
    /// empty when it is the term itself or unknown.
    public var surface: String = ""
    /// The example sentence in the learner's own language, when one is known.
    public var exampleTranslation: String = ""
    public var state: WordState
    public var createdAt: Date
    public var updatedAt: Date
    /// The FSRS memory state: when the word comes back, and how well it is known.
    public var card: StudyCard = .new
    /// The stored card was out of `CardValidation`'s ranges, so `card` is New in its place.
    public var cardNeedsRepair = false
    /// When the learner said "I know this": out of study, counted as Known, until taken back.
    public var knownAt: Date?
    /// When the word was set aside from study without being known.
    public var suspendedAt: Date?
    /// The word's tags (Anki's when imported from it), in their order, without repeats.
    public var tags: [String] = []
    /// The GUID of the Anki note the word was exported as before a close moved it here, as
    /// closes before schema 16 stored it whole; nil otherwise.
    public var storedAnkiGUID: String?
    /// The book whose id, with the word's own, made the word's Anki GUID before a close first
    /// moved it (pinned by the close, so the GUID stays when the book changes); nil for a word
    /// that has not moved.
    public var guidBookID: Int64?
    /// The stretch of a file the example was heard in, when it was mined from one.
    public var exampleClip: ExampleClip?

    /// The GUID of the Anki note the word was exported as before a close moved it here, so an
    /// export of its new book updates that note; nil for a word that has not moved (its GUID
    /// comes from its ids). Made when asked for: a close pins only the book id, not a SHA-1.
    public var ankiGUID: String? { storedAnkiGUID ?? guidBookID.map { AnkiNote.guid(bookID: $0, wordID: id) } }

    /// Neither Mature nor Known: a close moves it.
    public var isUnfinished: Bool { !knowledge.isFinished }
    /// What the learner knows of this word: Known or Suspended first, else its FSRS card's state.
    public var knowledge: KnowledgeState { KnowledgeState(card: card, knownAt: knownAt, suspendedAt: suspendedAt) }
}

/// The user-editable part of a word, as the add/edit form produces it.
public struct WordDraft: Sendable, Equatable {
    public var term: String
    public var reading: String
    public var meaning: String
    public var example: String
    /// The form the example shows (`Word.surface`).
    public var surface: String
    /// The example's translation (`Word.exampleTranslation`).
    public var exampleTranslation: String
    /// The word's tags (`Word.tags`).
    public var tags: [String]
    /// Where the example was heard (`Word.exampleClip`); an edit keeps the stored one.
    public var exampleClip: ExampleClip?

    public init(term: String, reading: String = "", meaning: String, example: String = "", surface: String = "",
                exampleTranslation: String = "", tags: [String] = [], exampleClip: ExampleClip? = nil) {
        self.term = term
        self.reading = reading
        self.meaning = meaning
        self.example = example
        self.surface = surface
        self.exampleTranslation = exampleTranslation
        self.tags = tags
        self.exampleClip = exampleClip
    }

    /// The editable fields of a stored word.
    public init(_ word: Word) {
        self.init(term: word.term, reading: word.reading, meaning: word.meaning, example: word.example,
                  surface: word.surface, exampleTranslation: word.exampleTranslation, tags: word.tags,
                  exampleClip: word.exampleClip)
    }

    /// Trimmed copy, or the reason it cannot be saved: an empty term, or neither a meaning nor
    /// an example (a word mined without a dictionary meaning is studied from its sentence).
    public func validated() -> Result<WordDraft, WordBookError> {
        let trimmed = WordDraft(
            term: term.trimmedWhitespace,
            reading: reading.trimmedWhitespace,
            meaning: meaning.trimmedWhitespace,
            example: example.trimmedWhitespace,
            surface: surface.trimmedWhitespace,
            exampleTranslation: exampleTranslation.trimmedWhitespace,
            tags: WordTags.normalized(tags),
            exampleClip: exampleClip
        )
        if Self.isBlank(trimmed.term) { return .failure(.emptyTerm) }
        if Self.isBlank(trimmed.meaning) && Self.isBlank(trimmed.example) { return .failure(.emptyMeaning) }
        return .success(trimmed)
    }

    /// Empty once white space and control characters (a NUL from a pasted or imported field)
    /// are set aside: such a field shows nothing, so it counts as missing.
    static func isBlank(_ text: String) -> Bool {
        text.unicodeScalars.allSatisfy { CharacterSet.whitespacesAndNewlines.contains($0) || $0.properties.generalCategory == .control }
    }
}

/// Where a closing book's unfinished words (neither Mature nor Known) go.
public enum CloseTarget: Sendable, Equatable {
    case none
    case book(Int64)
    case newBook(title: String)
}

/// Word-book failures, phrased for the status bar or a modal.
public enum WordBookError: Error, Equatable, CustomStringConvertible {
    case emptyTitle, emptyTerm, emptyMeaning
    case notFound(String)
    /// The book (by title) is closed already.
    case alreadyClosed(String)
    case storage(String)
    /// An open book already has this title (trimmed, case-folded); `suggestion` is free.
    case titleTaken(String, suggestion: String)
    /// A CLI name that matches several books, open or closed.
    case ambiguous(String, ids: [Int64])
    case closeIntoItself(String)
    /// Closing `source` into `target`, which is closed.
    case targetClosed(source: String, target: String)
    /// A review of `term` dated `at`, before its last review or reset (`last`): reviews are
    /// recorded in time order.
    case reviewBeforeLast(term: String, at: Date, last: Date)

    public var description: String {
        switch self {
        case .emptyTitle: return "A book needs a name"
        case .emptyTerm: return "A word needs a term"
        case .emptyMeaning: return "A word needs a meaning or an example"
        case let .notFound(what): return "\(what) not found"
        case let .alreadyClosed(title): return "“\(title)” is already closed"
        case let .storage(message): return message
        case let .titleTaken(title, suggestion):
            return "A book named “\(title)” is already open (try “\(suggestion)”)"
        case let .ambiguous(name, ids):
            let list = ids.dropLast().map(String.init).joined(separator: ", ") + " and \(ids.last.map(String.init) ?? "")"
            return "“\(name)” matches books \(list) — use an id"
        case let .closeIntoItself(title): return "“\(title)” cannot be closed into itself"
        case let .targetClosed(source, target):
            return "cannot move the words of “\(source)” into “\(target)”: it is closed"
        case let .reviewBeforeLast(term, at, last):
            return "a review at \(StudyTime.text(at)) comes before the last review of “\(term)” at \(StudyTime.text(last)); "
                + "nothing was recorded"
        }
    }
}
