import Foundation
import ShowbookPlatform
import ShowbookTV

/// The `word_exposures` table: what was heard where (`WordExposure`). One row per word and
/// episode, so recording an episode again adds nothing (the first time heard and its line are
/// kept); a deleted word takes its rows with it. Nothing here reads or writes a card or a review.
public final class ExposureStore: Sendable {
    package let database: Database

    public init(database: Database) {
        self.database = database
    }

    /// Adds the exposures not stored yet, in one transaction; how many were new.
    @discardableResult
    public func insert(_ exposures: [WordExposure]) throws -> Int {
        guard !exposures.isEmpty else { return 0 }
        return try database.transaction {
            var added = 0
            for exposure in exposures {
                added += try database.run(
                    "INSERT OR IGNORE INTO word_exposures(word_id, media_id, season, number, heard_at, line) VALUES (?, ?, ?, ?, ?, ?)",
                    exposure.wordID, exposure.mediaID.description, exposure.episode.season, exposure.episode.number,
                    exposure.heardAt.timeIntervalSince1970, exposure.line)
            }
            return added
        }
    }

    /// Deletes what was recorded for the show's `episodes` (they were marked watched by mistake).
    public func forget(_ mediaID: MediaID, episodes: [EpisodeCode]) throws {
        guard !episodes.isEmpty else { return }
        try database.transaction {
            for code in episodes {
                try database.run("DELETE FROM word_exposures WHERE media_id = ? AND season = ? AND number = ?",
                                 mediaID.description, code.season, code.number)
            }
        }
    }

    /// An exposure's columns, read by name.
    private enum Column: String, TableColumns {
        case wordID = "word_id", mediaID = "media_id", season, number, heardAt = "heard_at", line
    }

    private static let columns = Column.selectList()

    private static func exposure(_ row: Row) -> WordExposure {
        WordExposure(wordID: row.int64(Column.wordID), mediaID: MediaID(row.string(Column.mediaID)),
                     episode: EpisodeCode(season: row.int(Column.season) ?? 0, number: row.int(Column.number) ?? 0),
                     heardAt: Date(timeIntervalSince1970: row.double(Column.heardAt) ?? 0), line: row.string(Column.line))
    }

    /// The word's exposures in the order heard (one indexed look-up: cheap on the main thread).
    public func exposures(of wordID: Int64) throws -> [WordExposure] {
        try database.query("SELECT \(Self.columns) FROM word_exposures WHERE word_id = ? ORDER BY heard_at, season, number, id",
                           wordID, map: Self.exposure)
    }

    /// The exposures of each of `wordIDs` that has any, each in the order heard.
    public func exposures(of wordIDs: [Int64]) throws -> [Int64: [WordExposure]] {
        var result: [Int64: [WordExposure]] = [:]
        for start in stride(from: 0, to: wordIDs.count, by: 500) {
            let chunk = wordIDs[start..<min(start + 500, wordIDs.count)]
            let marks = Array(repeating: "?", count: chunk.count).joined(separator: ",")
            let rows = try database.queryValues(
                "SELECT \(Self.columns) FROM word_exposures WHERE word_id IN (\(marks)) ORDER BY heard_at, season, number, id",
                chunk.map { .integer($0) }, map: Self.exposure)
            for row in rows { result[row.wordID, default: []].append(row) }
        }
        return result
    }

    /// The exposures recorded for one episode of the show.
    public func exposures(of mediaID: MediaID, episode: EpisodeCode) throws -> [WordExposure] {
        try database.query("SELECT \(Self.columns) FROM word_exposures WHERE media_id = ? AND season = ? AND number = ? ORDER BY word_id",
                           mediaID.description, episode.season, episode.number, map: Self.exposure)
    }
}
