import Foundation
import ShowbookPlatform

/// What `k` in the mining picker did, kept so `u` can take it back.
public enum MinedKnown: Sendable, Equatable {
    /// The word was added to the book as Known.
    case added(Word, book: WordBook)
    /// A book already had the word (added since the picker opened): it was marked Known; this
    /// is the word as it was before.
    case marked(before: Word)

    public var term: String {
        switch self {
        case let .added(word, _): return word.term
        case let .marked(before): return before.term
        }
    }
}

/// "I know this" while mining: the word goes into the show's book already Known, so it is never
/// studied and, being in a book, never offered by mining again.
extension MiningStore {
    /// Adds `candidate` to `book` as Known — through `addMined`, so it is stored exactly as an
    /// added word — or, when some book has the term already, marks that word Known.
    public func addKnown(_ candidate: MiningCandidate, to book: WordBook) throws -> MinedKnown {
        try database.verifyIfSmall()  // never add words to a damaged file
        return try database.transaction {
            try database.requireOpenBook(book.id, nothing: "added")
            let term = candidate.term.trimmingCharacters(in: .whitespacesAndNewlines)
            guard !WordDraft.isBlank(term) else { throw WordBookError.emptyTerm }
            if let existing = try existingWord(term, preferring: book.id) {
                if existing.knownAt == nil { try words.setMark(.known, true, wordID: existing.id) }
                return .marked(before: existing)
            }
            let report = try addMined([candidate], to: book)
            guard let added = report.added.first,
                  let id = try database.scalarInt(
                    "SELECT id FROM words WHERE book_id = ? AND term = ? ORDER BY id DESC LIMIT 1", book.id, added)
            else { throw WordBookError.notFound("the added word") }
            return .added(try words.setMark(.known, true, wordID: Int64(id)), book: report.book)
        }
    }

    /// Takes a `k` back: the added word goes (it has no history yet), a marked one is as it was.
    public func takeBack(_ known: MinedKnown) throws {
        switch known {
        case let .added(word, _):
            try database.transaction {
                try database.requireOpenBook(ofWord: word.id, expected: word.bookID, nothing: "taken back")
                try database.run("DELETE FROM words WHERE id = ?", word.id)
            }
        case let .marked(before): try words.restoreMarks(of: before)
        }
    }

    /// The word with this term in `bookID`, else in an open book, else in any book.
    private func existingWord(_ term: String, preferring bookID: Int64) throws -> Word? {
        let id = ColumnSelection<WordColumn>([.id])
        let ids = try database.query(
            """
            SELECT \(id.list(alias: "w")) FROM words w JOIN word_books b ON b.id = w.book_id WHERE sb_term_key(w.term) = sb_term_key(?)
            ORDER BY w.book_id = ? DESC, b.closed_at IS NOT NULL, w.id LIMIT 1
            """,
            term, bookID, selecting: id
        ) { $0.int64(.id) }
        return try ids.first.flatMap { try words.word(id: $0) }
    }
}
