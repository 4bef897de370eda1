import Foundation
import ShowbookPlatform
import ShowbookTV

/// `showbook history import FILE` and the Saved tab's `H`: reads a history file
/// (`HistoryFile`), matches its shows (`HistoryMatcher`, which may ask the configured provider
/// before anything is written), then writes everything in one transaction: each matched show
/// saved, its IMDb id recorded when a lookup gave one, its episodes marked watched under the
/// show's watched key with the file's first-watch date (an earlier date moves a mark back; a
/// later one changes nothing), and plays past the first kept in `episode_rewatches`. Every
/// write is an upsert that only moves towards the file, so a second import of the same file
/// changes nothing. Any failure rolls the whole import back.
public struct HistoryImporter: Sendable {
    let database: Database
    let matcher: HistoryMatcher
    let clock: AppClock

    public init(database: Database, catalog: CatalogStore, clock: AppClock, lookup: (any ExternalShowLookup)? = nil) {
        self.database = database
        self.clock = clock
        matcher = HistoryMatcher(database: database, catalog: catalog, lookup: lookup)
    }

    public func importFile(at path: String, cancellation: Cancellation = Cancellation()) throws -> HistoryImportReport {
        try importData(try HistoryFile.read(path), cancellation: cancellation)
    }

    /// The stored rewatches of an episode, by column name.
    private enum RewatchColumn: String, TableColumns {
        case rewatches, lastWatchedAt = "last_watched_at"
    }

    public func importData(_ data: HistoryData, cancellation: Cancellation = Cancellation()) throws -> HistoryImportReport {
        var report = HistoryImportReport()
        report.format = data.format
        report.rows = data.rows
        report.skipped = data.skipped
        var matched: [(Media, String?, HistoryShow)] = []
        for show in data.shows {
            try cancellation.check()
            switch try matcher.match(show, cancellation: cancellation) {
            case let .matched(media, imdbID, _): matched.append((media, imdbID, show))
            case let .unmatched(reason): report.skipped.append(HistorySkip(show.location, reason))
            }
        }
        report.showsMatched = matched.count
        let now = clock.now.timeIntervalSince1970
        let watched = WatchedStore(database: database, clock: clock)
        try database.transaction {
            let save = try database.prepare("INSERT INTO saved_media(media_id, media_json, saved_at) VALUES (?, ?, ?) " +
                                            "ON CONFLICT(media_id) DO NOTHING")
            let mark = try database.prepare("INSERT OR IGNORE INTO watched_episodes(show_key, season, number, watched_at) VALUES (?, ?, ?, ?)")
            let moveBack = try database.prepare("UPDATE watched_episodes SET watched_at = ?4 " +
                                                "WHERE show_key = ?1 AND season = ?2 AND number = ?3 AND watched_at > ?4")
            let oldRewatches = try database.prepare("SELECT \(RewatchColumn.selectList()) FROM episode_rewatches " +
                                                    "WHERE show_key = ? AND season = ? AND number = ?")
            let setRewatches = try database.prepare(
                "INSERT INTO episode_rewatches(show_key, season, number, rewatches, last_watched_at) VALUES (?, ?, ?, ?, ?) " +
                    "ON CONFLICT(show_key, season, number) DO UPDATE SET rewatches = excluded.rewatches, " +
                    "last_watched_at = excluded.last_watched_at")
            let encoder = JSONEncoder()
            for (index, (media, imdbID, show)) in matched.enumerated() {
                if index % 64 == 0 { try cancellation.check() }
                let json = String(decoding: try encoder.encode(media), as: UTF8.self)
                report.showsSaved += try save.run([media.id.sqlValue, .text(json), .real(now)])
                if let imdbID, media.id.source != IMDbShowKey.source { try watched.recordIdentity(media.id, imdbID: imdbID) }
                let key = try watched.showKey(for: media.id)
                for watch in show.watches.values.sorted(by: { ($0.season, $0.number) < ($1.season, $1.number) }) {
                    let place: [SQLValue] = [.text(key), .integer(Int64(watch.season)), .integer(Int64(watch.number))]
                    let date = (watch.firstWatched?.timeIntervalSince1970) ?? now
                    if try mark.run(place + [.real(date)]) > 0 {
                        report.episodesMarked += 1
                    } else if watch.firstWatched != nil, try moveBack.run(place + [.real(date)]) > 0 {
                        report.datesMovedBack += 1
                    } else {
                        report.episodesAlreadyThere += 1
                    }
                    guard watch.plays > 1 else { continue }
                    let old = try oldRewatches.query(place) { row in
                        (count: row.int(RewatchColumn.rewatches) ?? 0, last: row.double(RewatchColumn.lastWatchedAt))
                    }.first
                    let count = max(old?.count ?? 0, watch.plays - 1)
                    let last = [old?.last, watch.lastWatched?.timeIntervalSince1970].compactMap { $0 }.max()
                    guard old == nil || count != old?.count || last != old?.last else { continue }
                    report.rewatches += count - (old?.count ?? 0)
                    _ = try setRewatches.run(place + [.integer(Int64(count)), last.map(SQLValue.real) ?? .null])
                }
            }
        }
        return report
    }
}
