import Foundation

/// The words of a book that name a clip file but whose stored times do not make a clip (a
/// missing or infinite time, an end not after the start, a negative start: the columns
/// another program or a hand edit can leave). `Word.exampleClip` is nil for them, so without
/// this an export would leave their media out without a word; with it, the export counts them.
struct StoredClipTimes {
    let database: Database

    /// The clip files of such words, in the order the words were added.
    func unusable(bookID: Int64) throws -> [String] {
        let media = WordColumn.exampleMedia.rawValue
        let start = WordColumn.exampleStart.rawValue, end = WordColumn.exampleEnd.rawValue
        return try database.query(
            "SELECT \(media), \(start), \(end) FROM words WHERE book_id = ? AND \(media) <> '' ORDER BY id", bookID
        ) { row -> String? in
            let file = row.string(0)
            return ExampleClip(storedMedia: file, start: row.double(1), end: row.double(2)) == nil ? file : nil
        }.compactMap { $0 }
    }
}
