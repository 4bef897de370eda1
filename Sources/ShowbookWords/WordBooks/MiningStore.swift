import Foundation
import ShowbookPlatform
import ShowbookTV

/// What adding mined words to a book did, per word.
public struct MinedWordsReport: Sendable, Equatable {
    public var book: WordBook
    public var added: [String] = []
    /// Already in a book (open or closed) by the time they were added.
    public var alreadyInBooks: [String] = []
    /// Not addable (an empty term after trimming).
    public var skipped: [String] = []
}

/// The word-book side of subtitle mining: which terms the user already has anywhere, the
/// show's book (made and linked when it has none open), and adding chosen candidates in one
/// transaction with the subtitle line and its source as the example, and the aligned line of
/// the translation track as the example's translation (a Korean word's only context, having
/// no dictionary meaning). Apart from `WordStore`
/// because it adds words by its own rules (known anywhere, meanings optional).
public final class MiningStore: Sendable {
    public let database: Database
    package let books: BookStore
    package let words: WordStore

    public init(books: BookStore, words: WordStore) {
        self.database = books.database
        self.books = books
        self.words = words
    }

    /// `termKey` of every word in every book, open or closed.
    public func allTermKeys() throws -> Set<String> {
        Set(try database.query("SELECT term FROM words") { WordStore.termKey($0.onlyString) })
    }

    /// The open book linked to `show`, or a new one titled after it (numbered when the title is
    /// taken) and linked to it.
    public func openBook(forShow show: Media) throws -> WordBook {
        try database.verifyIfSmall()  // never make a book in a damaged file
        if let existing = try books.book(linkedTo: show.id), !existing.isClosed { return existing }
        return try books.createBook(title: try books.availableTitle(show.title), linkedTo: show)
    }

    /// Adds `candidates` to the book. Meanings may be empty here: a Korean word's meaning is
    /// left for the learner to fill in.
    public func addMined(_ candidates: [MiningCandidate], to book: WordBook) throws -> MinedWordsReport {
        try database.verifyIfSmall()  // never add words to a damaged file
        var report = MinedWordsReport(book: book)
        try database.transaction {
            try database.requireOpenBook(book.id, nothing: "added")
            var known = try allTermKeys()
            for candidate in candidates {
                let term = candidate.term.trimmingCharacters(in: .whitespacesAndNewlines)
                let key = WordStore.termKey(term)
                if WordDraft.isBlank(term) { report.skipped.append(candidate.term); continue }
                if known.contains(key) { report.alreadyInBooks.append(term); continue }
                // The surface is kept only where the term alone would not find the word in the
                // line: 갔어요 for 가다, not 학교에 for 학교 (whose particle stays a visible hint).
                var surface = candidate.surface.trimmingCharacters(in: .whitespacesAndNewlines)
                if surface.range(of: term, options: .caseInsensitive) != nil { surface = "" }
                try words.insertWord(WordDraft(term: term, reading: candidate.reading, meaning: candidate.meaning,
                                               example: candidate.example,
                                               surface: surface, exampleTranslation: candidate.translation,
                                               exampleClip: candidate.clip,
                                               exampleSource: candidate.example.isEmpty ? "" : candidate.source), into: book.id)
                known.insert(key)
                report.added.append(term)
            }
        }
        report.book = try books.book(id: book.id) ?? book
        return report
    }
}
