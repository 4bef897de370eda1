import Foundation

/// What the learner can say of a word beside its FSRS card: "I know this" (Known) or "not now"
/// (Suspended). Either takes the word out of study; the card and its history stay as they are,
/// so taking the mark back returns the word to its schedule where it left it.
public enum KnowledgeMark: String, Sendable, CaseIterable {
    case known, suspended

    /// The column that holds when the mark was set (NULL: not set).
    package var column: WordColumn {
        switch self {
        case .known: return .knownAt
        case .suspended: return .suspendedAt
        }
    }

    /// "known", "suspended": how a status line names the mark.
    public var word: String { rawValue }
}

/// Setting and taking back Known and Suspended. Only the mark's time and the word's
/// `updated_at` change; nothing here touches the card or `study_marks`.
extension WordStore {
    /// Sets (`on`) or clears `mark` on the word and returns the word as it is now. Setting a mark
    /// the word already has keeps its first time; clearing one it lacks changes nothing. The word's
    /// book must be open, and be `bookID` when the caller shows the word in one.
    @discardableResult
    public func setMark(_ mark: KnowledgeMark, _ on: Bool, wordID: Int64, in bookID: Int64? = nil,
                        at date: Date? = nil) throws -> Word {
        let time = (date ?? clock.now).timeIntervalSince1970
        let column = mark.column.rawValue
        let now = clock.now.timeIntervalSince1970
        try database.transaction {
            try database.requireReviewableBook(ofWord: wordID, expected: bookID, nothing: "changed")
            if on {
                try database.run("UPDATE words SET \(column) = ?, updated_at = ? WHERE id = ? AND \(column) IS NULL",
                                 time, now, wordID)
            } else {
                try database.run("UPDATE words SET \(column) = NULL, updated_at = ? WHERE id = ? AND \(column) IS NOT NULL",
                                 now, wordID)
            }
        }
        return try requireWord(wordID)
    }

    /// Marks a word Known when it is not, and takes Known back when it is (`k` in a book).
    @discardableResult
    public func toggleMark(_ mark: KnowledgeMark, wordID: Int64) throws -> Word {
        let word = try requireWord(wordID)
        let isSet = mark == .known ? word.knownAt != nil : word.suspendedAt != nil
        return try setMark(mark, !isSet, wordID: wordID)
    }

    /// Undo: writes back both marks and `updated_at` as `before` had them (in its book, which
    /// must still be open).
    public func restoreMarks(of before: Word) throws {
        try database.transaction {
            try database.requireReviewableBook(ofWord: before.id, expected: before.bookID, nothing: "changed")
            try database.run(
                "UPDATE words SET known_at = ?, suspended_at = ?, updated_at = ? WHERE id = ?",
                before.knownAt?.timeIntervalSince1970, before.suspendedAt?.timeIntervalSince1970,
                before.updatedAt.timeIntervalSince1970, before.id
            )
        }
    }
}

extension Word {
    /// True when the word carries `mark`.
    public func has(_ mark: KnowledgeMark) -> Bool {
        switch mark {
        case .known: return knownAt != nil
        case .suspended: return suspendedAt != nil
        }
    }

    /// Known or Suspended: left out of every due, new and session query.
    public var isSetAside: Bool { knownAt != nil || suspendedAt != nil }
}
