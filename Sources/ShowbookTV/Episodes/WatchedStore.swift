import Foundation
import ShowbookPlatform

/// The key watched marks are stored under: the show's IMDb id when it is known ("imdb:tt0903747"),
/// so marks made with TMDB still show with TVmaze or the imported catalog; else its media id.
public enum IMDbShowKey {
    public static let source = "imdb"

    public static func key(imdbID: String) -> String { "\(source):\(imdbID)" }
}

/// Watched marks per show and episode, and the IMDb ids providers' shows map to
/// (`show_identities`). Learning a show's IMDb id moves the marks made under its media id
/// (and their imported rewatches, `episode_rewatches`) to the shared key in the same
/// transaction; unmarking an episode forgets its rewatches too.
public final class WatchedStore: Sendable {
    package let database: Database
    package let clock: AppClock

    public init(database: Database, clock: AppClock) {
        self.database = database
        self.clock = clock
    }

    /// The key the show's marks live under.
    public func showKey(for mediaID: MediaID) throws -> String {
        if mediaID.source == IMDbShowKey.source { return mediaID.description }
        if let imdb = try database.scalarText("SELECT imdb_id FROM show_identities WHERE media_id = ?", mediaID) {
            return IMDbShowKey.key(imdbID: imdb)
        }
        return mediaID.description
    }

    /// Records that `mediaID` is the IMDb show `imdbID` and moves its marks to the shared key.
    public func recordIdentity(_ mediaID: MediaID, imdbID: String) throws {
        let trimmed = imdbID.trimmingCharacters(in: .whitespaces)
        guard IMDbEpisodes.isTconst(trimmed) else { return }
        let shared = IMDbShowKey.key(imdbID: trimmed)
        try database.transaction {
            _ = try database.run("INSERT OR REPLACE INTO show_identities(media_id, imdb_id) VALUES (?, ?)", mediaID, trimmed)
            guard mediaID.description != shared else { return }
            _ = try database.run(
                "INSERT OR IGNORE INTO watched_episodes(show_key, season, number, watched_at) " +
                    "SELECT ?, season, number, watched_at FROM watched_episodes WHERE show_key = ?", shared, mediaID
            )
            _ = try database.run("DELETE FROM watched_episodes WHERE show_key = ?", mediaID)
            _ = try database.run(
                "INSERT OR IGNORE INTO episode_rewatches(show_key, season, number, rewatches, last_watched_at) " +
                    "SELECT ?, season, number, rewatches, last_watched_at FROM episode_rewatches WHERE show_key = ?", shared, mediaID
            )
            _ = try database.run("DELETE FROM episode_rewatches WHERE show_key = ?", mediaID)
        }
    }

    /// What a watched mark is read as.
    private enum WatchedColumn: String, TableColumns {
        case season, number
    }

    /// The episodes marked watched for the show.
    public func watched(_ mediaID: MediaID) throws -> Set<EpisodeCode> {
        let key = try showKey(for: mediaID)
        typealias C = WatchedColumn
        return Set(try database.query("SELECT \(C.selectList()) FROM watched_episodes WHERE show_key = ?", key) { row in
            EpisodeCode(season: row.int(C.season) ?? 0, number: row.int(C.number) ?? 0)
        })
    }

    /// Marks (or unmarks) `codes` of the show in one transaction.
    public func setWatched(_ codes: [EpisodeCode], of mediaID: MediaID, watched: Bool) throws {
        let key = try showKey(for: mediaID)
        let now = clock.now.timeIntervalSince1970
        try database.transaction {
            for code in codes {
                if watched {
                    _ = try database.run(
                        "INSERT OR IGNORE INTO watched_episodes(show_key, season, number, watched_at) VALUES (?, ?, ?, ?)",
                        key, code.season, code.number, now
                    )
                } else {
                    _ = try database.run("DELETE FROM watched_episodes WHERE show_key = ? AND season = ? AND number = ?",
                                         key, code.season, code.number)
                    _ = try database.run("DELETE FROM episode_rewatches WHERE show_key = ? AND season = ? AND number = ?",
                                         key, code.season, code.number)
                }
            }
        }
    }
}
