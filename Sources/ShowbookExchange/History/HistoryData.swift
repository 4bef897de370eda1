import Foundation

/// The ids another tracker gives a show; any of them may be missing. `showbook` is the media id
/// Showbook's own export writes (`tmdb:1396`, `imdb:tt0903747`).
public struct HistoryIDs: Sendable, Hashable {
    public var imdb: String?
    public var tvdb: Int?
    public var tmdb: Int?
    public var tvmaze: Int?
    public var showbook: String?

    public init(imdb: String? = nil, tvdb: Int? = nil, tmdb: Int? = nil, tvmaze: Int? = nil, showbook: String? = nil) {
        self.imdb = imdb
        self.tvdb = tvdb
        self.tmdb = tmdb
        self.tvmaze = tvmaze
        self.showbook = showbook
    }

    public var isEmpty: Bool { imdb == nil && tvdb == nil && tmdb == nil && tvmaze == nil && showbook == nil }

    /// Fills the ids this one lacks from `other`.
    mutating func merge(_ other: HistoryIDs) {
        imdb = imdb ?? other.imdb
        tvdb = tvdb ?? other.tvdb
        tmdb = tmdb ?? other.tmdb
        tvmaze = tvmaze ?? other.tvmaze
        showbook = showbook ?? other.showbook
    }
}

/// One episode of a show's history: when it was first seen and how many times in all.
public struct HistoryWatch: Sendable, Equatable {
    public var season: Int
    public var number: Int
    /// The first watch; nil when the file does not say (the import's time is used then).
    public var firstWatched: Date?
    /// The last watch, when the file gives one apart from the first.
    public var lastWatched: Date?
    /// Times seen in all (1 for a single watch).
    public var plays: Int

    public init(season: Int, number: Int, firstWatched: Date?, lastWatched: Date? = nil, plays: Int = 1) {
        self.season = season
        self.number = number
        self.firstWatched = firstWatched
        self.lastWatched = lastWatched
        self.plays = max(1, plays)
    }

    /// An episode no play was counted for yet, for a reader that counts its rows one by one.
    static func unplayed(season: Int, number: Int) -> HistoryWatch {
        var watch = HistoryWatch(season: season, number: number, firstWatched: nil)
        watch.plays = 0
        return watch
    }

    /// Joins two reports of the same episode: the earliest first watch, the latest last watch,
    /// and the larger count (a file listing each play and a file counting them agree).
    mutating func merge(_ other: HistoryWatch) {
        firstWatched = [firstWatched, other.firstWatched].compactMap { $0 }.min()
        lastWatched = [lastWatched, other.lastWatched, firstWatched, other.firstWatched].compactMap { $0 }.max()
        if lastWatched == firstWatched { lastWatched = nil }
        plays = max(plays, other.plays)
    }
}

/// A show as a history file names it, with the episodes seen.
public struct HistoryShow: Sendable, Equatable {
    public var title: String
    public var year: Int?
    public var ids: HistoryIDs
    /// Where the show was first named ("followed_tv_show.csv line 3"), for the report.
    public var location: String
    /// Episodes by season and number.
    public var watches: [HistoryEpisodeKey: HistoryWatch] = [:]

    public init(title: String, year: Int?, ids: HistoryIDs, location: String) {
        self.title = title
        self.year = year
        self.ids = ids
        self.location = location
    }

    /// Episode plays counted together: rewatches are plays past the first.
    public var rewatches: Int { watches.values.reduce(0) { $0 + $1.plays - 1 } }
}

/// An episode's place in a show.
public struct HistoryEpisodeKey: Sendable, Hashable, Comparable {
    public var season: Int
    public var number: Int

    public static func < (lhs: Self, rhs: Self) -> Bool { (lhs.season, lhs.number) < (rhs.season, rhs.number) }
}

/// A row of a history file that was not taken, and why.
public struct HistorySkip: Sendable, Equatable {
    /// "tracking-prod-records-v2.csv line 7", "watched_shows.json item 3".
    public var location: String
    public var reason: String

    public init(_ location: String, _ reason: String) {
        self.location = location
        self.reason = reason
    }

    public var line: String { "\(location): \(reason)" }
}

/// Everything one history file holds, read but not yet matched: the shows (each once, however
/// many files or rows name it) and the rows skipped while reading.
public struct HistoryData: Sendable {
    public private(set) var shows: [HistoryShow] = []
    public var skipped: [HistorySkip] = []
    /// Rows read in all (skipped ones included).
    public var rows = 0
    /// Which format the file was read as ("TV Time export").
    public var format = ""
    private var index: [String: Int] = [:]

    public init() {}

    /// The keys a show is known by in this file: each id, else its folded title and year.
    private static func keys(_ title: String, _ year: Int?, _ ids: HistoryIDs) -> [String] {
        var keys: [String] = []
        if let id = ids.showbook { keys.append("showbook:\(id)") }
        if let id = ids.imdb { keys.append("imdb:\(id)") }
        if let id = ids.tvdb { keys.append("tvdb:\(id)") }
        if let id = ids.tmdb { keys.append("tmdb:\(id)") }
        if let id = ids.tvmaze { keys.append("tvmaze:\(id)") }
        if keys.isEmpty { keys.append("title:\(title.lowercased())|\(year.map(String.init) ?? "")") }
        return keys
    }

    /// The show's position, added when new; ids and a missing year are filled in when known.
    @discardableResult
    public mutating func show(title: String, year: Int?, ids: HistoryIDs, location: String) -> Int {
        let keys = Self.keys(title, year, ids)
        if let found = keys.compactMap({ index[$0] }).first {
            shows[found].ids.merge(ids)
            if shows[found].year == nil { shows[found].year = year }
            if shows[found].title.isEmpty { shows[found].title = title }
            for key in Self.keys(shows[found].title, shows[found].year, shows[found].ids) { index[key] = found }
            return found
        }
        shows.append(HistoryShow(title: title, year: year, ids: ids, location: location))
        for key in keys { index[key] = shows.count - 1 }
        return shows.count - 1
    }

    /// Adds an episode seen to the show at `position`.
    public mutating func watch(_ watch: HistoryWatch, show position: Int) {
        let key = HistoryEpisodeKey(season: watch.season, number: watch.number)
        if var old = shows[position].watches[key] {
            old.merge(watch)
            shows[position].watches[key] = old
        } else {
            shows[position].watches[key] = watch
        }
    }

    /// Episodes in all the shows.
    public var episodeCount: Int { shows.reduce(0) { $0 + $1.watches.count } }
}
