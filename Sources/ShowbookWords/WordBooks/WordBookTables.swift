import Foundation
import ShowbookPlatform

/// The `word_books` table, declared once. `wordCount` is not stored: it is a count over `words`
/// for a book read as `b`, selected with the stored columns.
public enum BookColumn: String, TableDeclaration {
    public static let tableName = "word_books"
    case id, title, createdAt = "created_at", closedAt = "closed_at", showID = "show_id", showTitle = "show_title"
    case frontSide = "front_side", desiredRetention = "desired_retention", retiredAt = "retired_at"
    case fsrsWeights = "fsrs_weights", learningSteps = "learning_steps", relearningSteps = "relearning_steps", dayStart = "day_start"
    case wordCount = "(SELECT count(*) FROM words w WHERE w.book_id = b.id)"

    /// A book with its counts, from `word_books b`.
    package static let book = ColumnSelection<BookColumn>([.id, .title, .createdAt, .closedAt, .retiredAt, .showID, .showTitle,
                                                           .wordCount])
    /// A book as Today lists it: no counts, which would read every word of every book.
    package static let heading = ColumnSelection<BookColumn>([.id, .title, .createdAt])
}

/// The `study_marks` table (every review and reset, the history FSRS replays), declared once.
public enum StudyMarkColumn: String, TableDeclaration {
    public static let tableName = "study_marks"
    case id, bookID = "book_id", wordID = "word_id", state, grade, markedAt = "marked_at", duration

    /// A history event.
    package static let event = ColumnSelection<StudyMarkColumn>([.grade, .markedAt, .duration])
}

/// The `study_sessions` table (one row per book of each finished session), declared once.
public enum StudySessionColumn: String, TableDeclaration {
    public static let tableName = "study_sessions"
    case id, bookID = "book_id", startedAt = "started_at", finishedAt = "finished_at", reviews
}

/// The `word_moves` table, declared once: one row per word a close moved out of a book — the
/// word it is now (itself, or the word it was merged into), the two books and when.
public enum WordMoveColumn: String, TableDeclaration {
    public static let tableName = "word_moves"
    case id, wordID = "word_id", fromBookID = "from_book_id", toBookID = "to_book_id", movedAt = "moved_at", merged

    /// `INSERT INTO word_moves … SELECT <word>, ?, ?, ?, <merged> <rest>`: the source, the target
    /// and the time are bound in that order.
    package static func recordSQL(word: String, merged: Bool, _ rest: String) -> String {
        insertSelectSQL([.wordID: word, .fromBookID: "?", .toBookID: "?", .movedAt: "?", .merged: merged ? "1" : "0"], rest)
    }
}

/// The one decoder of each word-book row type.
extension NamedRow where Column == WordColumn {
    package var word: Word {
        let stored = storedCard
        return Word(
            id: int64(.id), bookID: int64(.bookID), fields: WordDraft(row: self),
            state: WordState(rawValue: string(.state)) ?? .undefined,
            createdAt: Date(timeIntervalSince1970: double(.createdAt) ?? 0),
            updatedAt: Date(timeIntervalSince1970: double(.updatedAt) ?? 0),
            card: stored.card, cardNeedsRepair: !stored.isValid,
            knownAt: double(.knownAt).map(Date.init(timeIntervalSince1970:)),
            suspendedAt: double(.suspendedAt).map(Date.init(timeIntervalSince1970:)),
            storedAnkiGUID: string(.ankiGUID).isEmpty ? nil : string(.ankiGUID),
            guidBookID: isNull(.guidBookID) ? nil : int64(.guidBookID)
        )
    }

    /// The card as the study code may use it: New in place of a stored card out of
    /// `CardValidation`'s ranges.
    package var card: StudyCard { storedCard.card }

    /// The card columns checked by `CardValidation`, with whether they held a usable card.
    package var storedCard: (card: StudyCard, isValid: Bool) {
        CardValidation.stored(
            phase: string(.cardPhase), step: int(.cardStep), stability: double(.stability), difficulty: double(.difficulty),
            due: double(.dueAt), lastReview: double(.lastReviewAt), reps: int(.reps), lapses: int(.lapses)
        )
    }

    package var entry: StudySession.Entry { StudySession.Entry(id: int64(.id), bookID: int64(.bookID), card: card) }
}

extension NamedRow where Column == BookColumn {
    package var book: WordBook {
        WordBook(
            id: int64(.id), title: string(.title), createdAt: Date(timeIntervalSince1970: double(.createdAt) ?? 0),
            closedAt: double(.closedAt).map(Date.init(timeIntervalSince1970:)),
            retiredAt: double(.retiredAt).map(Date.init(timeIntervalSince1970:)), showID: text(.showID),
            showTitle: text(.showTitle), wordCount: int(.wordCount) ?? 0
        )
    }

    package var heading: BookHeading {
        BookHeading(id: int64(.id), title: string(.title), createdAt: Date(timeIntervalSince1970: double(.createdAt) ?? 0))
    }
}

extension NamedRow where Column == StudyMarkColumn {
    /// Nil for a row whose grade no build of Showbook writes.
    package var event: StudyEvent? {
        StudyEvent(name: string(.grade), at: Date(timeIntervalSince1970: double(.markedAt) ?? 0), duration: double(.duration))
    }
}

extension StudyCard {
    /// The card as the values of `WordColumn.card`, in that order.
    package var columnValues: [SQLValue] {
        let values: [WordColumn: any SQLBindable] = [
            .cardPhase: phase.rawValue, .cardStep: step, .stability: stability, .difficulty: difficulty,
            .dueAt: due?.timeIntervalSince1970, .lastReviewAt: lastReview?.timeIntervalSince1970, .reps: reps,
            .lapses: lapses,
        ]
        return WordColumn.card.map { values[$0]?.sqlValue ?? .null }
    }
}

extension Database {
    /// The UPDATE that writes a whole FSRS card into its word (a review, an undo, a replay).
    package func writeCard(_ card: StudyCard, wordID: Int64) throws {
        let assignments = WordColumn.card.map { "\($0.rawValue) = ?" }.joined(separator: ", ")
        try runValues("UPDATE words SET \(assignments) WHERE id = ?", card.columnValues + [.integer(wordID)])
    }

    /// Registers `sb_term_key` (`TermKey.canonical`), through which SQL compares terms, and
    /// `sb_anki_guid` (`AnkiGUID.of` of a `"<book id> <word id>"` text), through which the
    /// schema-16 repair finds the copies older closes made; doing it again on the same connection
    /// replaces them.
    package func registerTermKey() {
        try? registerTextFunction("sb_term_key", TermKey.canonical)
        try? registerTextFunction("sb_anki_guid") { bytes in
            let ids = String(decoding: bytes, as: UTF8.self).split(separator: " ").compactMap { Int64($0) }
            guard ids.count == 2 else { return .argument }
            return .text(Array(AnkiGUID.of(bookID: ids[0], wordID: ids[1]).utf8))
        }
    }
}
