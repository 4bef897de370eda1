import Foundation

/// The words a study screen starts with, read in one place for every way of starting one.
extension WordBookStore {
    /// The session's words (nil for free practice only) and the practice deck of `source` at `date`.
    public func studyDeck(for source: StudySource, at date: Date, calendar: Calendar) throws
        -> (title: String, session: [Word]?, practice: [Word]) {
        let horizon = date.addingTimeInterval(StudySession.learnAhead)
        switch source {
        case let .book(book):
            let session = try dueWords(at: horizon, bookID: book.id)
                + newWordsAvailable(at: date, calendar: calendar, bookID: book.id)
            return (book.title, session, try words(bookID: book.id))
        case .allBooks:
            let session = try dueWords(at: horizon) + newWordsAvailable(at: date, calendar: calendar)
            return ("All due", session, session)
        case let .plan(book):
            // The book plan studies the whole book: what is due first, then every other word.
            let all = try words(bookID: book.id)
            return (book.title, try dueWords(at: horizon, bookID: book.id) + all, all)
        case let .practice(words, title):
            return (title, nil, words)
        }
    }
}
