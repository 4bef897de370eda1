import Foundation
import ShowbookPlatform

/// Where the words of a closed book went: the words one close moved out of it into one book
/// (`word_moves`), so a closed book's history can say so (`books show`) though the words live
/// on elsewhere, and an undo could find them.
public struct BookDeparture: Sendable, Equatable {
    public var targetBookID: Int64
    /// Nil once the target book was deleted.
    public var targetTitle: String?
    /// The words that left, merged ones included.
    public var words: Int
    /// Of those, the ones merged into a word the target already had.
    public var merged: Int
    public var at: Date

    public init(targetBookID: Int64, targetTitle: String?, words: Int, merged: Int, at: Date) {
        self.targetBookID = targetBookID
        self.targetTitle = targetTitle
        self.words = words
        self.merged = merged
        self.at = at
    }

    /// "3 words moved to “B” (1 merged) when it was closed, 2026-12-06T10:00:00Z".
    public var text: String {
        let target = targetTitle.map { "“\($0)”" } ?? "a book deleted since"
        let merges = merged > 0 ? " (\(merged) merged)" : ""
        return "\(Counted.text(words, "word")) moved to \(target)\(merges) when it was closed, \(StudyTime.text(at))"
    }
}

extension CloseStore {
    /// The columns `departures` selects, by what they are.
    private enum DepartureColumn: String, TableColumns {
        case target = "m.to_book_id", title = "b.title", words = "count(*)", merged = "sum(m.merged)"
        case movedAt = "m.moved_at"
    }

    /// Where the closes of `bookID` moved its words, oldest close first.
    public func departures(from bookID: Int64) throws -> [BookDeparture] {
        typealias C = DepartureColumn
        return try database.query(
            """
            SELECT \(C.selectList()) FROM word_moves m LEFT JOIN word_books b ON b.id = m.to_book_id
            WHERE m.from_book_id = ? GROUP BY m.moved_at, m.to_book_id ORDER BY m.moved_at, m.to_book_id
            """,
            bookID
        ) { row in
            BookDeparture(targetBookID: row.int64(C.target), targetTitle: row.text(C.title), words: row.int(C.words) ?? 0,
                          merged: row.int(C.merged) ?? 0, at: Date(timeIntervalSince1970: row.double(C.movedAt) ?? 0))
        }
    }
}
