import ShowbookPlatform
/// Closing a book, the storage half of the close flow: every unfinished word (neither Mature nor
/// Known, `KnowledgeState.isFinished`) leaves for the target, then the source is marked closed —
/// all in one transaction, so either everything happened or nothing did. It is a store of its
/// own because it is the one change spanning books, words, cards and history at once, and the
/// one whose speed is benchmarked.
///
/// A close moves: a word is in one open book at a time. A moved word is the same row, now in the
/// target: it keeps its id, its FSRS card, its review history (which now belongs to the target),
/// the episodes it was heard in (`word_exposures`) and its Anki note — the book its GUID is made
/// from is pinned to the source, so an export of the target updates that note — and it
/// arrives now (`created_at`, which orders a book's words and its new ones) with its
/// free-practice mark reset. With `startingOver` it arrives as a New card and its history is
/// deleted. When the target already has its term (compared as everywhere, trimmed and
/// case-insensitive), it is merged instead: the target's word stays, with the target's meaning,
/// reading and example where it has them, and the mark, card and review history of the moved
/// word — the unfinished one — so a word the user was failing stays due (or, starting over, a New
/// card and no history); the moved word is then deleted, as is a second word of a term the source
/// holds twice (the first one arrives). The closed book keeps only its finished words, and
/// `word_moves` keeps one row per word that left: the word it is now, in which book, merged or
/// not, and when — so a reopened book brings no moved word back, and says where they went.
/// A continuation made by the close ("New book…", `--into-new`) keeps the source's show link,
/// and is made even when nothing moves into it, since it was asked for by name.
///
/// The words that stay keep their reviews: the closed book is read-only and off the Books
/// list, but its studied words come due on Today on their dates (`StudyStore.keepsReviews`),
/// so a learner's best words do not leave spaced repetition by accident. With `retiring` the
/// close takes them out of review instead (`word_books.retired_at`), until the book is reopened.
public final class CloseStore: Sendable {
    public let database: Database
    package let clock: AppClock
    package let books: BookStore

    public init(books: BookStore, clock: AppClock) {
        self.database = books.database
        self.clock = clock
        self.books = books
        database.registerTermKey()  // the terms are matched in SQL
    }

    @discardableResult
    public func close(bookID: Int64, moving target: CloseTarget, startingOver: Bool = false,
                      retiring: Bool = false) throws -> CloseOutcome {
        let now = clock.now.timeIntervalSince1970
        try database.verifyIfSmall()  // moving words inside a damaged file could lose them
        return try database.transaction {
            guard let source = try books.book(id: bookID) else { throw WordBookError.notFound("book") }
            guard !source.isClosed else { throw WordBookError.alreadyClosed(source.title) }
            var outcome = CloseOutcome(movedWords: 0, targetBookID: nil, sourceTitle: source.title,
                                       knowledge: source.knowledge)
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
                // Made even when nothing moves into it: the user asked for it by name.
                let created = try books.insertBook(title: title, showID: source.showID, showTitle: source.showTitle,
                                                   freeing: bookID)
                outcome.targetBookID = created.id
                outcome.targetTitle = created.title
                outcome.createdTarget = true
            }
            if let targetID = outcome.targetBookID, source.unfinishedCount > 0 {
                (outcome.movedWords, outcome.mergedWords) = try moveUnfinishedWords(
                    from: bookID, unfinished: source.unfinishedCount, into: targetID, startingOver: startingOver, now: now
                )
            }
            outcome.startedOver = startingOver && outcome.targetBookID != nil
            outcome.retired = retiring
            try database.run("UPDATE word_books SET closed_at = ?, retired_at = ? WHERE id = ?", now, retiring ? now : nil, bookID)
            return outcome
        }
    }

    /// The UPDATE that moves the words listed in `temp.close_moving` into the target (bound
    /// first, then the time twice, then — starting over — the New card): the mark reset to
    /// undefined, made and changed now, the book its Anki GUID comes from pinned to the one it
    /// leaves (unless an earlier move pinned it), and its card unless it starts over. (The GUID
    /// itself is made only when asked for, `Word.ankiGUID`: a SHA-1 a word cost a close more
    /// than its move.)
    package static func moveSQL(startingOver: Bool) -> String {
        typealias C = WordColumn
        let card = startingOver ? C.card.map { "\($0.rawValue) = ?" } : []
        let assignments = ["\(C.bookID.rawValue) = ?",
                           "\(C.guidBookID.rawValue) = coalesce(\(C.guidBookID.rawValue), \(C.bookID.rawValue))",
                           "\(C.state.rawValue) = '\(WordState.undefined.rawValue)'", "\(C.createdAt.rawValue) = ?",
                           "\(C.updatedAt.rawValue) = ?"] + card
        return "UPDATE words SET \(assignments.joined(separator: ", ")) WHERE id IN (SELECT id FROM temp.close_moving)"
    }

    /// A merge's assignments of the fields the moved word (`m`) fills where the kept word's are
    /// empty (`WordField.Merge.fillsWhenEmpty`).
    package static var mergedFields: String {
        WordField.allCases.filter { $0.declaration.merge == .fillsWhenEmpty }.flatMap(\.declaration.columns).map {
            "\($0.rawValue) = CASE WHEN words.\($0.rawValue) = '' THEN m.\($0.rawValue) ELSE words.\($0.rawValue) END"
        }.joined(separator: ", ")
    }

    /// A merge's assignments of the moved word's (`m`) whole FSRS card, or of the bound New card.
    package static func mergedCard(startingOver: Bool) -> String {
        WordColumn.card.map { "\($0.rawValue) = \(startingOver ? "?" : "m.\($0.rawValue)")" }.joined(separator: ", ")
    }

    /// Merges each unfinished word of `sourceID` whose term `targetID` has into that word, moves
    /// the others (the first of each term) with their history, records where each went, and
    /// deletes what is left unfinished in the source (the merged words and repeated terms). The
    /// terms are matched in SQL by their `sb_term_key` (`TermKey`), so no word crosses into
    /// Swift. `unfinished` is the number of unfinished words of `sourceID`, as read in the same
    /// transaction. Returns (moved, merged).
    private func moveUnfinishedWords(from sourceID: Int64, unfinished: Int, into targetID: Int64, startingOver: Bool,
                                     now: Double) throws -> (Int, Int) {
        let isUnfinished = KnowledgeQuery.unfinishedCondition
        // The first unfinished word of each key; then, for the keys the target has, its first
        // word. (INSERT OR IGNORE in id order keeps the first row of each key.)
        try database.execute("""
            CREATE TEMP TABLE IF NOT EXISTS close_first(key TEXT PRIMARY KEY, id INTEGER NOT NULL) WITHOUT ROWID;
            CREATE TEMP TABLE IF NOT EXISTS close_kept(key TEXT PRIMARY KEY, id INTEGER NOT NULL) WITHOUT ROWID;
            CREATE TEMP TABLE IF NOT EXISTS close_moving(id INTEGER PRIMARY KEY);
            DELETE FROM temp.close_first;
            DELETE FROM temp.close_kept;
            DELETE FROM temp.close_moving;
            """)
        let distinct = try database.run(
            """
            INSERT OR IGNORE INTO temp.close_first
            SELECT sb_term_key(term), id FROM words WHERE book_id = ? AND \(isUnfinished) ORDER BY id
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
        // then every unfinished word moves as it is, with no filter against the kept keys.
        let mergesNothing = kept == 0 && distinct == unfinished
        let moving = mergesNothing
            ? "book_id = ? AND \(isUnfinished)"
            : "id IN (SELECT id FROM temp.close_first WHERE key NOT IN (SELECT key FROM temp.close_kept))"
        let moved = try database.runValues("INSERT INTO temp.close_moving SELECT id FROM words WHERE \(moving)",
                                           mergesNothing ? [.integer(sourceID)] : [])
        let newCard = startingOver ? StudyCard.new.columnValues : []
        // Every checked column written below is a constant ('undefined', the New card) or taken
        // from a word that passed the checks: skip re-checking each row.
        try database.withoutCheckConstraints {
            if kept > 0 { try mergeKeptWords(from: sourceID, into: targetID, newCard: startingOver ? newCard : nil, now: now) }
            if distinct < unfinished { try foldRepeatedTerms(of: sourceID, into: targetID, now: now) }
            try database.run(WordMoveColumn.recordSQL(word: "id", merged: false, "FROM temp.close_moving"), sourceID, targetID, now)
            if startingOver {
                try database.run("DELETE FROM study_marks WHERE word_id IN (SELECT id FROM temp.close_moving)")
            } else {
                try database.run("UPDATE study_marks SET book_id = ? WHERE word_id IN (SELECT id FROM temp.close_moving)",
                                 targetID)
            }
            try database.runValues(Self.moveSQL(startingOver: startingOver),
                                   [.integer(targetID), .real(now), .real(now)] + newCard)
        }
        // What is still unfinished in the source was merged, or repeats a term that arrived.
        if !mergesNothing { try database.run("DELETE FROM words WHERE book_id = ? AND \(isUnfinished)", sourceID) }
        try database.execute("DELETE FROM temp.close_first; DELETE FROM temp.close_kept; DELETE FROM temp.close_moving;")
        return (moved, unfinished - moved)
    }

    /// Gives each kept target word the mark and FSRS card of the first unfinished word with its
    /// key (its own meaning, reading and example win when it has them), moves that word's review
    /// history and exposures onto it and records the merge — set-based statements however many
    /// words merge. With `newCard` (starting over) the kept word gets that card instead, and
    /// both words' histories go.
    private func mergeKeptWords(from sourceID: Int64, into targetID: Int64, newCard: [SQLValue]?, now: Double) throws {
        let pairs = """
            WITH pairs(moved, kept) AS MATERIALIZED (
                SELECT f.id, k.id FROM temp.close_first f JOIN temp.close_kept k ON k.key = f.key
            )
            """
        try database.runValues(
            pairs + """

            UPDATE words SET state = m.state, \(Self.mergedCard(startingOver: newCard != nil)),
                \(Self.mergedFields), updated_at = ?
            FROM pairs JOIN words m ON m.id = pairs.moved WHERE words.id = pairs.kept
            """,
            (newCard ?? []) + [.real(now)]
        )
        // The kept word takes the episodes the moved one was heard in (those it was heard in too
        // go with the moved word).
        try database.run(pairs + """

            UPDATE OR IGNORE word_exposures SET word_id = pairs.kept FROM pairs WHERE word_exposures.word_id = pairs.moved
            """)
        try database.run(pairs + "\n" + WordMoveColumn.recordSQL(word: "kept", merged: true, "FROM pairs"), sourceID, targetID, now)
        if newCard != nil {
            try database.run(
                pairs + """

                DELETE FROM study_marks WHERE word_id IN (SELECT moved FROM pairs UNION ALL SELECT kept FROM pairs)
                """
            )
            return
        }
        try database.run(
            pairs + """

            UPDATE study_marks SET word_id = pairs.kept, book_id = ?
            FROM pairs WHERE study_marks.word_id = pairs.moved
            """,
            targetID
        )
    }

    /// A term the source holds more than once arrives once (its first word, moved or merged):
    /// each other word of it is recorded as merged into the word that arrived and gives it the
    /// episodes it was heard in. Its review history stays with the closed book, as a deleted
    /// word's does.
    private func foldRepeatedTerms(of sourceID: Int64, into targetID: Int64, now: Double) throws {
        let repeats = """
            WITH repeats(word, arrived) AS MATERIALIZED (
                SELECT w.id, coalesce(k.id, f.id) FROM words w JOIN temp.close_first f ON f.key = sb_term_key(w.term)
                LEFT JOIN temp.close_kept k ON k.key = f.key
                WHERE w.book_id = ? AND \(KnowledgeQuery.unfinishedCondition) AND w.id != f.id
            )
            """
        try database.run(repeats + "\n" + WordMoveColumn.recordSQL(word: "arrived", merged: true, "FROM repeats"),
                         sourceID, sourceID, targetID, now)
        try database.run(repeats + """

            UPDATE OR IGNORE word_exposures SET word_id = repeats.arrived FROM repeats WHERE word_exposures.word_id = repeats.word
            """, sourceID)
    }
}
