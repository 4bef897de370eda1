import Foundation

/// A vocabulary book, with the counts the Books tab shows.
public struct WordBook: Sendable, Equatable, Identifiable {
    public var id: Int64
    public var title: String
    public var createdAt: Date
    public var closedAt: Date?
    /// When its close retired the words that stayed: out of review for good. Nil for an open
    /// book, and for a closed one whose studied words keep coming due on Today.
    public var retiredAt: Date? = nil
    /// The show this book collects words from, if any (a media id).
    public var showID: String?
    /// That show's title, kept so the book screen can name it without a lookup.
    public var showTitle: String?
    public var wordCount: Int
    /// How many words are New, Learning, Young and Mature, from their FSRS cards, or Known or Suspended.
    public var knowledge = KnowledgeCounts()

    public var isClosed: Bool { closedAt != nil }
    /// True when the book's studied words come due (open, or closed without retiring them).
    public var keepsReviews: Bool { retiredAt == nil }
    /// Words neither Mature nor Known: what closing the book moves.
    public var unfinishedCount: Int { knowledge.unfinished }
}

/// Free practice's mark on a word (JWords' success and fail). It says nothing of what the
/// learner knows (`KnowledgeState` does) and is reset when a close moves the word.
public enum WordState: String, Sendable, CaseIterable, Codable {
    case undefined, success, fail
}

/// One word in a book: its record (`WordDraft`, whose fields read as the word's own:
/// `word.term`) and what the book and study keep of it.
@dynamicMemberLookup
public struct Word: Sendable, Equatable, Identifiable {
    public var id: Int64
    public var bookID: Int64
    /// The user-facing fields, declared once (`WordField`).
    public var fields: WordDraft
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
    /// The GUID of the Anki note the word was exported as before a close moved it here, as
    /// closes before schema 16 stored it whole; nil otherwise.
    public var storedAnkiGUID: String?
    /// The book whose id, with the word's own, made the word's Anki GUID before a close first
    /// moved it (pinned by the close, so the GUID stays when the book changes); nil for a word
    /// that has not moved.
    public var guidBookID: Int64?

    public init(id: Int64, bookID: Int64, fields: WordDraft, state: WordState, createdAt: Date, updatedAt: Date,
                card: StudyCard = .new, cardNeedsRepair: Bool = false, knownAt: Date? = nil, suspendedAt: Date? = nil,
                storedAnkiGUID: String? = nil, guidBookID: Int64? = nil) {
        self.id = id
        self.bookID = bookID
        self.fields = fields
        self.state = state
        self.createdAt = createdAt
        self.updatedAt = updatedAt
        self.card = card
        self.cardNeedsRepair = cardNeedsRepair
        self.knownAt = knownAt
        self.suspendedAt = suspendedAt
        self.storedAnkiGUID = storedAnkiGUID
        self.guidBookID = guidBookID
    }

    /// A word from its fields one by one (tests and samples).
    public init(id: Int64, bookID: Int64, term: String, reading: String, meaning: String, example: String,
                surface: String = "", exampleTranslation: String = "", state: WordState, createdAt: Date,
                updatedAt: Date, card: StudyCard = .new, knownAt: Date? = nil, suspendedAt: Date? = nil,
                tags: [String] = [], exampleClip: ExampleClip? = nil) {
        self.init(id: id, bookID: bookID,
                  fields: WordDraft(term: term, reading: reading, meaning: meaning, example: example, surface: surface,
                                    exampleTranslation: exampleTranslation, tags: tags, exampleClip: exampleClip),
                  state: state, createdAt: createdAt, updatedAt: updatedAt, card: card, knownAt: knownAt,
                  suspendedAt: suspendedAt)
    }

    /// A field of the record, as the word's own (`word.term`, `word.tags`).
    public subscript<Value>(dynamicMember path: WritableKeyPath<WordDraft, Value>) -> Value {
        get { fields[keyPath: path] }
        set { fields[keyPath: path] = newValue }
    }

    /// The GUID of the Anki note the word was exported as before a close moved it here, so an
    /// export of its new book updates that note; nil for a word that has not moved (its GUID
    /// comes from its ids). Made when asked for: a close pins only the book id, not a SHA-1.
    public var ankiGUID: String? { storedAnkiGUID ?? guidBookID.map { AnkiGUID.of(bookID: $0, wordID: id) } }

    /// Neither Mature nor Known: a close moves it.
    public var isUnfinished: Bool { !knowledge.isFinished }
    /// What the learner knows of this word: Known or Suspended first, else its FSRS card's state.
    public var knowledge: KnowledgeState { KnowledgeState(card: card, knownAt: knownAt, suspendedAt: suspendedAt) }
}

/// Where a closing book's unfinished words (neither Mature nor Known) go.
public enum CloseTarget: Sendable, Equatable {
    case none
    case book(Int64)
    case newBook(title: String)
}

/// Word-book failures, phrased for the status bar or a modal.
public enum WordBookError: Error, Equatable, CustomStringConvertible {
    case emptyTitle, emptyTerm
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
