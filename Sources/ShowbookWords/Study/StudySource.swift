import Foundation

/// What a study screen studies: a book's due and new cards, every open book's (Today's
/// "Study all due"), a whole book for the book plan, or a list for free practice only.
public enum StudySource: Sendable {
    case book(WordBook)
    case allBooks
    case plan(WordBook)
    case practice([Word], title: String)
}
