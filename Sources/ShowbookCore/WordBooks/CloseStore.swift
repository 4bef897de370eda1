/// Closing a book, the storage half of the close flow: bring every unfinished word (neither
/// Mature nor Known, `KnowledgeState.isFinished`) into the target, then mark the source closed —
/// all in one transaction, so either everything happened or nothing did. It is a store of its
/// own because it is the one change spanning books, words, cards and history at once, and the
/// one whose speed is benchmarked.
///
/// A copied word keeps its FSRS card and takes its review history along (the closed book keeps
/// the word itself, card included, for a reopening); its free-practice mark is reset. With
/// `startingOver` it arrives as a New card instead, and its history is deleted. When the target
/// already has its term (compared as everywhere, trimmed and case-insensitive), it is merged
/// instead of copied: one word stays, the target's, with the target's meaning, reading and
/// example where it has them, and the mark, card and review history of the moved word — the
/// unfinished one — so a word the user was failing stays due (or, starting over, a New card and
/// no history). The episodes a moved word was heard in (`word_exposures`) go with it either way.
/// A continuation made by the close ("New book…", `--into-new`) keeps the source's show link,
/// and is made even when nothing moves into it, since it was asked for by name.
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
    public func close(bookID: Int64, moving target: CloseTarget, startingOver: Bool = false) throws -> CloseOutcome {
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
            if let targetID = outcome.targetBookID {
                (outcome.movedWords, outcome.mergedWords) = try bringUnfinishedWords(
                    from: bookID, unfinished: source.unfinishedCount, into: targetID, startingOver: startingOver, now: now
                )
                outcome.startedOver = startingOver
            }
            try database.run("UPDATE word_books SET closed_at = ? WHERE id = ?", now, bookID)
            return outcome
        }
    }

    /// A copy, with the id chosen for it in `temp.close_copies` (`c`), of its word (`w`): its own
    /// term, reading, meaning, example and its form and translation, Suspended if it was, its
    /// mark reset to undefined, made and changed now, its Anki note and that note's GUID (so an
    /// export of the target updates the note instead of adding a second), and its FSRS card —
    /// or, starting over, the card bound after the target and the two times. The caller adds
    /// the order.
    static func copySQL(startingOver: Bool) -> String {
        typealias C = WordColumn
        let copied: [C] = [.term, .reading, .meaning, .example, .surface, .exampleTranslation, .knownAt, .suspendedAt, .ankiNoteID,
                           .tags, .exampleMedia, .exampleStart, .exampleEnd]
        let card = C.card.map { ($0, startingOver ? "?" : "w.\($0.rawValue)") }
        let columns: [(C, String)] = [(.id, "c.new"), (.bookID, "?")] + copied.map { ($0, "w.\($0.rawValue)") }
            + [(.ankiGUID, "coalesce(w.anki_guid, sb_anki_guid(w.book_id || ' ' || w.id))")]
            + [(.state, "'\(WordState.undefined.rawValue)'"), (.createdAt, "?"), (.updatedAt, "?")] + card
        return "INSERT INTO words(\(columns.map(\.0.rawValue).joined(separator: ", ")))\n"
            + "SELECT \(columns.map(\.1).joined(separator: ", ")) FROM temp.close_copies c JOIN words w ON w.id = c.old"
    }

    /// A merge's assignments of the moved word's (`m`) whole FSRS card, or of the bound New card.
    static func mergedCard(startingOver: Bool) -> String {
        WordColumn.card.map { "\($0.rawValue) = \(startingOver ? "?" : "m.\($0.rawValue)")" }.joined(separator: ", ")
    }

    /// Merges each unfinished word of `sourceID` whose term `targetID` has (or that appears
    /// earlier in the source) into that word, then copies the rest in one statement, in order,
    /// and moves (or, starting over, deletes) their review history. The terms are matched in SQL
    /// by their `sb_term_key` (`TermKey`), so no word crosses into Swift. `unfinished` is the
    /// number of unfinished words of `sourceID`, as read in the same transaction. Returns
    /// (copied, merged).
    private func bringUnfinishedWords(from sourceID: Int64, unfinished: Int, into targetID: Int64, startingOver: Bool,
                                      now: Double) throws -> (Int, Int) {
        let isUnfinished = KnowledgeQuery.unfinishedCondition
        // The first unfinished word of each key; then, for the keys the target has, its first
        // word. (INSERT OR IGNORE in id order keeps the first row of each key.)
        try database.execute("""
            CREATE TEMP TABLE IF NOT EXISTS close_first(key TEXT PRIMARY KEY, id INTEGER NOT NULL) WITHOUT ROWID;
            CREATE TEMP TABLE IF NOT EXISTS close_kept(key TEXT PRIMARY KEY, id INTEGER NOT NULL) WITHOUT ROWID;
            CREATE TEMP TABLE IF NOT EXISTS close_copies(old INTEGER PRIMARY KEY, new INTEGER NOT NULL);
            DELETE FROM temp.close_first;
            DELETE FROM temp.close_kept;
            DELETE FROM temp.close_copies;
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
        // then every unfinished word is copied as it is, with no filter against the kept keys.
        let mergesNothing = kept == 0 && distinct == unfinished
        let copied = mergesNothing
            ? "book_id = ? AND \(isUnfinished)"
            : "id IN (SELECT id FROM temp.close_first WHERE key NOT IN (SELECT key FROM temp.close_kept))"
        // Each copy's id, chosen now (after every id in `words`, in the source's order), so the
        // history can follow its word.
        try database.runValues(
            """
            INSERT INTO temp.close_copies(old, new)
            SELECT id, (SELECT coalesce(max(id), 0) FROM words) + row_number() OVER (ORDER BY id) FROM words
            WHERE \(copied)
            """,
            mergesNothing ? [.integer(sourceID)] : []
        )
        let newCard = startingOver ? StudyCard.new.columnValues : []
        // Every checked column written below is a constant ('undefined', the New card) or copied
        // from a word that passed the checks: skip re-checking each row.
        let moved = try database.withoutCheckConstraints {
            if kept > 0 { try mergeKeptWords(into: targetID, newCard: startingOver ? newCard : nil, now: now) }
            return try database.runValues(Self.copySQL(startingOver: startingOver) + " ORDER BY c.old",
                                          [.integer(targetID), .real(now), .real(now)] + newCard)
        }
        if startingOver {
            try database.run("DELETE FROM study_marks WHERE word_id IN (SELECT old FROM temp.close_copies)")
        } else {
            try database.run(
                """
                UPDATE study_marks SET word_id = c.new, book_id = ?
                FROM temp.close_copies c WHERE study_marks.word_id = c.old
                """,
                targetID
            )
        }
        // Where each word was heard goes with it, starting over or not (hearing is not study).
        try database.run("UPDATE word_exposures SET word_id = c.new FROM temp.close_copies c WHERE word_exposures.word_id = c.old")
        try database.execute("DELETE FROM temp.close_first; DELETE FROM temp.close_kept; DELETE FROM temp.close_copies;")
        return (moved, unfinished - moved)
    }

    /// Gives each kept target word the mark and FSRS card of the first unfinished word with its
    /// key (its own meaning, reading and example win when it has them) and moves that word's
    /// review history onto it — set-based statements however many words merge. With `newCard`
    /// (starting over) the kept word gets that card instead, and both words' histories go.
    private func mergeKeptWords(into targetID: Int64, newCard: [SQLValue]?, now: Double) throws {
        let pairs = """
            WITH pairs(moved, kept) AS MATERIALIZED (
                SELECT f.id, k.id FROM temp.close_first f JOIN temp.close_kept k ON k.key = f.key
            )
            """
        try database.runValues(
            pairs + """

            UPDATE words SET state = m.state, \(Self.mergedCard(startingOver: newCard != nil)),
                meaning = CASE WHEN words.meaning = '' THEN m.meaning ELSE words.meaning END,
                reading = CASE WHEN words.reading = '' THEN m.reading ELSE words.reading END,
                example = CASE WHEN words.example = '' THEN m.example ELSE words.example END,
                updated_at = ?
            FROM pairs JOIN words m ON m.id = pairs.moved WHERE words.id = pairs.kept
            """,
            (newCard ?? []) + [.real(now)]
        )
        // The kept word takes the episodes the moved one was heard in (those it was heard in too stay behind).
        try database.run(pairs + """

            UPDATE OR IGNORE word_exposures SET word_id = pairs.kept FROM pairs WHERE word_exposures.word_id = pairs.moved
            """)
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
}
