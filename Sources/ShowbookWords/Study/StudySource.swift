import Foundation

/// What a study screen studies: a book's due and new cards, every open book's (Today's
/// "Study all due"), or a list for free practice only.
public enum StudySource: Sendable {
    case book(WordBook)
    case allBooks
    case practice([Word], title: String)
}
