import Foundation
import ShowbookPlatform
import ShowbookTV

/// `showbook history export --json FILE | --csv FILE`: every saved show with its ids and its
/// watched episodes — the first watch's date, the plays and the last rewatch — so nothing is
/// locked in. The JSON has the shape of Trakt's `watched_shows.json` (one item per show, its
/// `seasons` and `episodes`), with `watched_at` for the first watch and `showbook` among the
/// ids; the CSV has one row per watched episode, or one per saved show with none. Both read
/// back through `history import` to the same history. Dates are UTC, whole seconds.
public struct HistoryExporter {
    let database: Database
    let clock: AppClock

    public init(database: Database, clock: AppClock) {
        self.database = database
        self.clock = clock
    }

    /// One exported show.
    public struct Show: Sendable {
        public var media: Media
        public var ids: HistoryIDs
        public var watches: [HistoryWatch]
    }

    private enum Watched: String, TableColumns {
        case season, number, watchedAt = "watched_at"
    }

    private enum Rewatch: String, TableColumns {
        case season, number, rewatches, lastWatchedAt = "last_watched_at"
    }

    private enum Identity: String, TableColumns {
        case imdbID = "imdb_id"
    }

    /// The saved shows, oldest saved first, each with its marks.
    public func shows() throws -> [Show] {
        let watchedStore = WatchedStore(database: database, clock: clock)
        return try database.readSnapshot {
            try SavedStore(database: database, clock: clock).all().reversed().map { media in
                var ids = HistoryIDs(showbook: media.id.description)
                switch media.id.source {
                case IMDbShowKey.source: ids.imdb = media.id.id
                case ProviderKind.tmdb.rawValue: ids.tmdb = Int(media.id.id)
                case ProviderKind.tvmaze.rawValue: ids.tvmaze = Int(media.id.id)
                default: break
                }
                if ids.imdb == nil {
                    ids.imdb = try database.query("SELECT \(Identity.selectList()) FROM show_identities WHERE media_id = ?", media.id) {
                        $0.string(Identity.imdbID)
                    }.first
                }
                let key = try watchedStore.showKey(for: media.id)
                var rewatches: [HistoryEpisodeKey: (count: Int, last: Double?)] = [:]
                for row in try database.query("SELECT \(Rewatch.selectList()) FROM episode_rewatches WHERE show_key = ?", key, map: {
                    (place: HistoryEpisodeKey(season: $0.int(Rewatch.season) ?? 0, number: $0.int(Rewatch.number) ?? 0),
                     count: $0.int(Rewatch.rewatches) ?? 0, last: $0.double(Rewatch.lastWatchedAt))
                }) { rewatches[row.place] = (count: row.count, last: row.last) }
                let watches = try database.query(
                    "SELECT \(Watched.selectList()) FROM watched_episodes WHERE show_key = ? ORDER BY season, number", key
                ) { row -> HistoryWatch in
                    let place = HistoryEpisodeKey(season: row.int(Watched.season) ?? 0, number: row.int(Watched.number) ?? 0)
                    let first = Date(timeIntervalSince1970: (row.double(Watched.watchedAt) ?? 0).rounded(.down))
                    let again = rewatches[place]
                    return HistoryWatch(season: place.season, number: place.number, firstWatched: first,
                                        lastWatched: again?.last.map { Date(timeIntervalSince1970: $0.rounded(.down)) },
                                        plays: 1 + (again?.count ?? 0))
                }
                return Show(media: media, ids: ids, watches: watches)
            }
        }
    }

    /// The Trakt-like JSON array.
    public func json() throws -> [UInt8] {
        let items: [Any] = try shows().map { show in
            var ids: [String: Any] = ["showbook": show.ids.showbook ?? ""]
            if let imdb = show.ids.imdb { ids["imdb"] = imdb }
            if let tmdb = show.ids.tmdb { ids["tmdb"] = tmdb }
            if let tvmaze = show.ids.tvmaze { ids["tvmaze"] = tvmaze }
            var showObject: [String: Any] = ["title": show.media.title, "ids": ids]
            if let year = show.media.firstYear { showObject["year"] = year }
            let seasons = Dictionary(grouping: show.watches, by: \.season).sorted { $0.key < $1.key }.map { season, watches in
                ["number": season, "episodes": watches.map(Self.episodeObject)] as [String: Any]
            }
            var item: [String: Any] = ["show": showObject, "seasons": seasons,
                                       "plays": show.watches.reduce(0) { $0 + $1.plays }]
            if let last = show.watches.compactMap({ $0.lastWatched ?? $0.firstWatched }).max() {
                item["last_watched_at"] = HistoryDate.text(last)
            }
            return item
        }
        let data = try JSONSerialization.data(withJSONObject: items, options: [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes])
        return Array(data) + [0x0A]
    }

    private static func episodeObject(_ watch: HistoryWatch) -> [String: Any] {
        var episode: [String: Any] = ["number": watch.number, "plays": watch.plays]
        if let first = watch.firstWatched { episode["watched_at"] = HistoryDate.text(first) }
        episode["last_watched_at"] = HistoryDate.text(watch.lastWatched ?? watch.firstWatched ?? Date(timeIntervalSince1970: 0))
        return episode
    }

    /// The CSV, with the header `HistoryCSVReaders.showbookColumns`.
    public func csv() throws -> [UInt8] {
        var lines = [HistoryCSVReaders.showbookColumns.joined(separator: ",")]
        for show in try shows() {
            let numbers: [Int?] = [show.ids.tvdb, show.ids.tmdb, show.ids.tvmaze]
            let year: String = show.media.firstYear.map { String($0) } ?? ""
            var head: [String] = [show.media.title, year, show.ids.showbook ?? "", show.ids.imdb ?? ""]
            head += numbers.map { $0.map { String($0) } ?? "" }
            if show.watches.isEmpty { lines.append((head + ["", "", "", "", ""]).map(Self.field).joined(separator: ",")) }
            for watch in show.watches {
                let tail = [String(watch.season), String(watch.number), watch.firstWatched.map(HistoryDate.text) ?? "",
                            String(watch.plays), watch.lastWatched.map(HistoryDate.text) ?? ""]
                lines.append((head + tail).map(Self.field).joined(separator: ","))
            }
        }
        return Array((lines.joined(separator: "\r\n") + "\r\n").utf8)
    }

    /// A CSV field, quoted as the word-book text export quotes one (a comma, a quote, a line
    /// break or a leading `#`).
    private static func field(_ text: String) -> String { AnkiTextWriter.quoted(text, separator: ",") }
}
