import Foundation
import ShowbookPlatform

/// Where the last page of the unfiltered catalog (the empty query, which lists every show by
/// popularity) ended, so the next page starts right after that row with a keyset condition
/// instead of re-walking every earlier row with OFFSET. Shared by all searches on one store;
/// a page uses it only when it is the page right after the remembered one.
package final class BrowseCursor: @unchecked Sendable {
    /// The sort key of one row, in `CatalogSearch.order`.
    package struct Key: Equatable {
        package var popularity: Double
        package var rating: Double?
        package var title: String
        package var id: Int64

        package var values: [SQLValue] { [.real(popularity), rating.map(SQLValue.real) ?? .null, .text(title), .integer(id)] }
    }

    /// Rows after `Key` in browse order (parameters ?1…?4 are its values). `popularity <= ?1`
    /// lets SQLite seek in the popularity index; NULL ratings sort last, as SQLite's DESC does.
    package static let afterCondition = """
        popularity <= ?1 AND (popularity < ?1 OR CASE WHEN ?2 IS NULL
            THEN rating IS NULL AND (title > ?3 OR (title = ?3 AND id > ?4))
            ELSE rating < ?2 OR rating IS NULL OR (rating = ?2 AND (title > ?3 OR (title = ?3 AND id > ?4))) END)
        """

    private let lock = NSLock()
    private var last: (page: Int, pageSize: Int, key: Key)?

    /// The key ending `page` (fetched with `pageSize`), if that is the page remembered.
    package func key(endingPage page: Int, pageSize: Int) -> Key? {
        lock.lock()
        defer { lock.unlock() }
        guard let last, last.page == page, last.pageSize == pageSize else { return nil }
        return last.key
    }

    package func remember(page: Int, pageSize: Int, key: Key) {
        lock.lock()
        last = (page, pageSize, key)
        lock.unlock()
    }
}
