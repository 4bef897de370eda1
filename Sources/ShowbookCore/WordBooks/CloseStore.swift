/// Closing a book, the storage half of the close flow: bring every unfinished word into the target,
/// then mark the source closed — all in one transaction, so either everything happened or
/// nothing did. It is a store of its own because it is the one change spanning books, words,
/// cards and history at once, and the one whose speed is benchmarked.
///
/// A word arrives reset to undefined. When the target already has its term (compared as
/// everywhere, trimmed and case-insensitive), it is merged instead of copied: one word stays,
/// the target's, with the target's meaning, reading and example where it has them, and the
/// state, study schedule (the whole FSRS card) and review history of the moved word — the
/// unfinished one — so a word the user was failing stays due. A continuation
/// made by the close ("New book…") keeps the source's show link; with nothing unfinished no
/// book is made.
public final class CloseStore: Sendable {
    public let database: Database
    let clock: AppClock
    let books: BookStore

    public init(books: BookStore, clock: AppClock) {
        self.database = books.database
        self.clock = clock
        self.books = books
        database.registerTermKey()  // the terms are matched in SQL
    }

    @discardableResult
    public func close(bookID: Int64, moving target: CloseTarget) throws -> CloseOutcome {
        let now = clock.now.timeIntervalSince1970
        try database.verifyIfSmall()  // moving words inside a damaged file could lose them
        return try database.transaction {
            guard let source = try books.book(id: bookID) else { throw WordBookError.notFound("book") }
            guard !source.isClosed else { throw WordBookError.alreadyClosed(source.title) }
            var outcome = CloseOutcome(movedWords: 0, targetBookID: nil, sourceTitle: source.title,
                                       unfinishedWords: source.unfinishedCount, totalWords: source.wordCount)
            switch target {
            case .none:
                break
            case let .book(id):
                guard id != bookID else { throw WordBookError.closeIntoItself(source.title) }
                // Its title and whether it is closed: counting its words (maybe many) is not needed.
                let target = ColumnSelection<BookColumn>([.title, .closedAt])
                let existing = try database.query(
                    "SELECT \(target.list()) FROM word_books WHERE id = ?", id, selecting: target
                ) { (title: $0.string(.title), isClosed: !$0.isNull(.closedAt)) }
                guard let existing = existing.first else { throw WordBookError.notFound("target book") }
                guard !existing.isClosed else {
                    throw WordBookError.targetClosed(source: source.title, target: existing.title)
                }
                outcome.targetBookID = id
                outcome.targetTitle = existing.title
            case let .newBook(title):
                guard source.unfinishedCount > 0 else { break }
                let created = try books.insertBook(title: title, showID: source.showID, showTitle: source.showTitle,
                                             freeing: bookID)
                outcome.targetBookID = created.id
                outcome.targetTitle = created.title
                outcome.createdTarget = true
            }
            if let targetID = outcome.targetBookID {
                (outcome.movedWords, outcome.mergedWords) = try bringUnfinishedWords(
                    from: bookID, unfinished: source.unfinishedCount, into: targetID, now: now
                )
            }
            try database.run("UPDATE word_books SET closed_at = ? WHERE id = ?", now, bookID)
            return outcome
        }
    }

    /// A moved word arrives new to its book (reset to undefined, made and changed now) with
    /// its own term, reading, meaning and example; the target and the two times are bound, and
    /// the caller adds which rows of `words` move.
    static let copySQL: String = {
        typealias C = WordColumn
        return C.insertSelectSQL([
            .bookID: "?", .term: C.term.rawValue, .reading: C.reading.rawValue, .meaning: C.meaning.rawValue,
            .example: C.example.rawValue, .state: "'\(WordState.undefined.rawValue)'", .createdAt: "?", .updatedAt: "?",
        ], "FROM words")
    }()

    /// A merge's assignments of the moved word's (`m`) whole FSRS card.
    static let movedCard = WordColumn.card.map { "\($0.rawValue) = m.\($0.rawValue)" }.joined(separator: ", ")

    /// Merges each unfinished word of `sourceID` whose term `targetID` has (or that appears
    /// earlier in the source) into that word, then copies the rest in one statement, in order.
    /// The terms are matched in SQL by their `sb_term_key` (`TermKey`), so no word crosses into
    /// Swift. `unfinished` is the number of words of `sourceID` not in state success, as read
    /// in the same transaction. Returns (copied, merged).
    private func bringUnfinishedWords(from sourceID: Int64, unfinished: Int, into targetID: Int64,
                                      now: Double) throws -> (Int, Int) {
        // The first unfinished word of each key; then, for the keys the target has, its first
        // word. (INSERT OR IGNORE in id order keeps the first row of each key.)
        try database.execute("""
            CREATE TEMP TABLE IF NOT EXISTS close_first(key TEXT PRIMARY KEY, id INTEGER NOT NULL) WITHOUT ROWID;
            CREATE TEMP TABLE IF NOT EXISTS close_kept(key TEXT PRIMARY KEY, id INTEGER NOT NULL) WITHOUT ROWID;
            DELETE FROM temp.close_first;
            DELETE FROM temp.close_kept;
            """)
        let distinct = try database.run(
            """
            INSERT OR IGNORE INTO temp.close_first
            SELECT sb_term_key(term), id FROM words WHERE book_id = ? AND state != 'success' ORDER BY id
            """,
            sourceID
        )
        let kept = try database.run(
            """
            INSERT OR IGNORE INTO temp.close_kept
            SELECT sb_term_key(term), id FROM words
            WHERE book_id = ? AND sb_term_key(term) IN (SELECT key FROM temp.close_first) ORDER BY id
            """,
            targetID
        )
        // The usual close merges nothing (no term in the target, none twice in the source):
        // then every unfinished word is copied as it is, with no filter against the kept keys.
        let mergesNothing = kept == 0 && distinct == unfinished
        // Every checked column written below is a constant ('undefined', the default
        // 'learning') or copied from a word that passed the checks: skip re-checking each row.
        let moved = try database.withoutCheckConstraints {
            if mergesNothing {
                return try database.run(
                    Self.copySQL + " WHERE book_id = ? AND state != 'success' ORDER BY id", targetID, now, now, sourceID
                )
            }
            if kept > 0 { try mergeKeptWords(into: targetID, now: now) }
            return try database.run(
                Self.copySQL + """
                 WHERE id IN (SELECT id FROM temp.close_first WHERE key NOT IN (SELECT key FROM temp.close_kept))
                ORDER BY id
                """,
                targetID, now, now
            )
        }
        try database.execute("DELETE FROM temp.close_first; DELETE FROM temp.close_kept;")
        return (moved, unfinished - moved)
    }

    /// Gives each kept target word the state and FSRS card of the first unfinished word with
    /// its key (its own meaning, reading and example win when it has them) and moves that word's
    /// review history onto it — set-based statements however many words merge.
    private func mergeKeptWords(into targetID: Int64, now: Double) throws {
        let pairs = """
            WITH pairs(moved, kept) AS MATERIALIZED (
                SELECT f.id, k.id FROM temp.close_first f JOIN temp.close_kept k ON k.key = f.key
            )
            """
        try database.run(
            pairs + """

            UPDATE words SET state = m.state, \(Self.movedCard),
                meaning = CASE WHEN words.meaning = '' THEN m.meaning ELSE words.meaning END,
                reading = CASE WHEN words.reading = '' THEN m.reading ELSE words.reading END,
                example = CASE WHEN words.example = '' THEN m.example ELSE words.example END,
                updated_at = ?
            FROM pairs JOIN words m ON m.id = pairs.moved WHERE words.id = pairs.kept
            """,
            now
        )
        try database.run(
            pairs + """

            UPDATE study_marks SET word_id = pairs.kept, book_id = ?
            FROM pairs WHERE study_marks.word_id = pairs.moved
            """,
            targetID
        )
    }
}
