import Foundation

/// What a study screen studies: a book's due and new cards, every open book's with the due
/// words of closed books that keep their reviews (Today's "Study all due"), those closed books'
/// due words alone (Today's "from closed books"), or a list for free practice only.
public enum StudySource: Sendable {
    case book(WordBook)
    case allBooks
    case closedBooks
    case practice([Word], title: String)
}
