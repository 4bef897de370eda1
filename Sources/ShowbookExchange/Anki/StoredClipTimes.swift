import Foundation
import ShowbookPlatform
import ShowbookWords

/// The words of a book that name a clip file but whose stored times do not make a clip (a
/// missing or infinite time, an end not after the start, a negative start: the columns
/// another program or a hand edit can leave). `Word.exampleClip` is nil for them, so without
/// this an export would leave their media out without a word; with it, the export counts them.
package struct StoredClipTimes {
    package let database: Database

    /// The clip files of such words, in the order the words were added.
    package func unusable(bookID: Int64) throws -> [String] {
        let clip = ColumnSelection<WordColumn>([.exampleMedia, .exampleStart, .exampleEnd])
        return try database.query(
            "SELECT \(clip.list()) FROM words WHERE book_id = ? AND \(WordColumn.exampleMedia.rawValue) <> '' ORDER BY id", bookID,
            selecting: clip
        ) { row -> String? in
            let file = row.string(.exampleMedia)
            return ExampleClip(storedMedia: file, start: row.double(.exampleStart), end: row.double(.exampleEnd)) == nil ? file : nil
        }.compactMap { $0 }
    }
}
