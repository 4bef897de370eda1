import Foundation

/// Trakt's JSON export — `watched_shows.json` (each show with its seasons, episodes, `plays`
/// and `last_watched_at`) and `history_shows.json` (one item per play, with `watched_at`) — and
/// Showbook's own JSON export, which has the shape of the first with a `watched_at` for the
/// first watch and a `showbook` id. Parsed by Foundation's `JSONSerialization`; an item that
/// is not a show is skipped with its place in the array.
enum TraktHistoryReader {
    static let watchedFile = "watched_shows.json"
    static let historyFile = "history_shows.json"

    /// Reads one JSON array; throws `HistoryFileError` when the text is not one.
    static func read(_ bytes: [UInt8], name: String, into data: inout HistoryData) throws {
        if data.format.isEmpty { data.format = "Trakt JSON" }
        guard let array = (try? JSONSerialization.jsonObject(with: Data(bytes), options: [.fragmentsAllowed])) as? [Any] else {
            throw HistoryFileError("\(name) is not a JSON array of shows")
        }
        // Plays of the history file, counted per show and episode before they join.
        var played: [Int: [HistoryEpisodeKey: HistoryWatch]] = [:]
        var historyIDs = Set<Int>()
        for (index, element) in array.enumerated() {
            data.rows += 1
            let location = "\(name) item \(index + 1)"
            guard let item = element as? [String: Any], let show = item["show"] as? [String: Any] else {
                data.skipped.append(HistorySkip(location, "not a show entry"))
                continue
            }
            let ids = Self.ids(show["ids"])
            let title = (show["title"] as? String)?.trimmingCharacters(in: .whitespacesAndNewlines) ?? ""
            guard !title.isEmpty || !ids.isEmpty else {
                data.skipped.append(HistorySkip(location, "the show has neither a title nor an id"))
                continue
            }
            if item["episode"] != nil || item["watched_at"] != nil {
                guard let episode = item["episode"] as? [String: Any], let season = number(episode["season"]),
                      let number = number(episode["number"]) else {
                    data.skipped.append(HistorySkip(location, "no season or episode number"))
                    continue
                }
                guard let date = (item["watched_at"] as? String).flatMap(HistoryDate.parse) else {
                    data.skipped.append(HistorySkip(location, "unreadable watched_at"))
                    continue
                }
                if let id = Self.number(item["id"]), !historyIDs.insert(id).inserted {
                    data.skipped.append(HistorySkip(location, "a duplicate of history id \(id)"))
                    continue
                }
                let position = data.show(title: title, year: Self.number(show["year"]), ids: ids, location: location)
                let key = HistoryEpisodeKey(season: season, number: number)
                var watch = played[position]?[key] ?? HistoryWatch.unplayed(season: season, number: number)
                let seen = [watch.firstWatched, watch.lastWatched, date].compactMap { $0 }
                watch.firstWatched = seen.min()
                watch.lastWatched = seen.max() == seen.min() ? nil : seen.max()
                watch.plays += 1
                played[position, default: [:]][key] = watch
                continue
            }
            let position = data.show(title: title, year: Self.number(show["year"]), ids: ids, location: location)
            for (seasonIndex, seasonValue) in ((item["seasons"] as? [Any]) ?? []).enumerated() {
                guard let season = seasonValue as? [String: Any], let seasonNumber = number(season["number"]) else {
                    data.skipped.append(HistorySkip("\(location) season \(seasonIndex + 1)", "no season number"))
                    continue
                }
                for (episodeIndex, episodeValue) in ((season["episodes"] as? [Any]) ?? []).enumerated() {
                    let place = "\(location) season \(seasonNumber) episode \(episodeIndex + 1)"
                    guard let episode = episodeValue as? [String: Any], let number = number(episode["number"]) else {
                        data.skipped.append(HistorySkip(place, "no episode number"))
                        continue
                    }
                    let firstText = episode["watched_at"] as? String
                    let lastText = episode["last_watched_at"] as? String
                    let first = firstText.flatMap(HistoryDate.parse)
                    let last = lastText.flatMap(HistoryDate.parse)
                    if (firstText != nil && first == nil) || (lastText != nil && last == nil) {
                        data.skipped.append(HistorySkip(place, "unreadable date"))
                        continue
                    }
                    let plays = min(Self.number(episode["plays"]) ?? 1, 10_000)
                    data.watch(HistoryWatch(season: seasonNumber, number: number, firstWatched: first ?? last,
                                            lastWatched: first == nil ? nil : (last == first ? nil : last), plays: plays),
                               show: position)
                }
            }
        }
        for (position, watches) in played.sorted(by: { $0.key < $1.key }) {
            for watch in watches.values.sorted(by: { ($0.season, $0.number) < ($1.season, $1.number) }) {
                data.watch(watch, show: position)
            }
        }
    }

    /// Trakt's `ids` object (`imdb`, `tvdb`, `tmdb`, `tvmaze`, and Showbook's `showbook`).
    static func ids(_ value: Any?) -> HistoryIDs {
        guard let ids = value as? [String: Any] else { return HistoryIDs() }
        let showbook = (ids["showbook"] as? String).flatMap { $0.isEmpty || $0.count > 200 ? nil : $0 }
        return HistoryIDs(imdb: IMDbID.normalized(ids["imdb"] as? String), tvdb: number(ids["tvdb"]), tmdb: number(ids["tmdb"]),
                          tvmaze: number(ids["tvmaze"]), showbook: showbook)
    }

    /// A whole number of JSON (a number or digits in a string) within 0…2^31, else nil.
    static func number(_ value: Any?) -> Int? {
        if let text = value as? String { return HistoryCSV.Row.number(text) }
        guard let number = value as? NSNumber else { return nil }
        let double = number.doubleValue
        guard double.isFinite, double == double.rounded(), (0...Double(Int32.max)).contains(double) else { return nil }
        return Int(double)
    }
}

/// Why a history file cannot be read at all, in one line (nothing is imported then).
public struct HistoryFileError: Error, Equatable, CustomStringConvertible {
    public let description: String
    public init(_ description: String) { self.description = description }
}
