import Foundation
import ShowbookPlatform

/// The episode lists fetched for shows, kept in SQLite by media id and season so that Saved's
/// "up next" and the upcoming list work without the network; each row carries when it was
/// fetched, and lists older than `maximumAge` are refreshed.
public final class EpisodeStore: Sendable {
    public static let maximumAge: TimeInterval = 24 * 60 * 60

    package let database: Database
    package let clock: AppClock

    public init(database: Database, clock: AppClock) {
        self.database = database
        self.clock = clock
    }

    package enum Column: String, TableColumns {
        case season, number, title
        case airDate = "air_date"
        case runtime, overview
        case airStamp = "air_stamp"
    }

    /// Replaces one season's stored episodes with `episodes`, stamped now.
    public func store(_ episodes: [Episode], mediaID: MediaID, season: Int) throws {
        let now = clock.now.timeIntervalSince1970
        try database.transaction {
            try database.run("DELETE FROM show_episodes WHERE media_id = ? AND season = ?", mediaID, season)
            for episode in episodes where episode.season == season {
                try database.run(
                    "INSERT OR REPLACE INTO show_episodes(media_id, season, number, title, air_date, runtime, overview, fetched_at, " +
                        "air_stamp) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)",
                    mediaID, episode.season, episode.number, episode.title, episode.airDate, episode.runtime,
                    episode.overview, now, episode.airStamp
                )
            }
        }
    }

    /// Every stored episode of the show, in season and episode order.
    public func episodes(of mediaID: MediaID) throws -> [Episode] {
        try database.query(
            "SELECT \(Column.selectList()) FROM show_episodes WHERE media_id = ? ORDER BY season, number", mediaID
        ) { row in
            Episode(season: row.int(Column.season) ?? 0, number: row.int(Column.number) ?? 0, title: row.string(Column.title),
                    airDate: row.text(Column.airDate), runtime: row.int(Column.runtime), overview: row.string(Column.overview),
                    airStamp: row.text(Column.airStamp))
        }
    }

    /// When every season of the show was last fetched together; nil when never.
    public func lastRefresh(of mediaID: MediaID) throws -> Date? {
        let rows = try database.query("SELECT refreshed_at FROM episode_refreshes WHERE media_id = ?", mediaID) { $0.onlyDouble }
        return rows.first.flatMap { $0 }.map(Date.init(timeIntervalSince1970:))
    }

    /// Records that every season of the show was fetched now.
    public func markRefreshed(_ mediaID: MediaID) throws {
        try database.run("INSERT OR REPLACE INTO episode_refreshes(media_id, refreshed_at) VALUES (?, ?)",
                         mediaID, clock.now.timeIntervalSince1970)
    }

    /// True when the show's seasons were never all fetched, or more than a day ago (opening
    /// one season stores that season only).
    public func needsRefresh(_ mediaID: MediaID) throws -> Bool {
        guard let refreshed = try lastRefresh(of: mediaID) else { return true }
        return clock.now.timeIntervalSince(refreshed) > Self.maximumAge
    }
}
