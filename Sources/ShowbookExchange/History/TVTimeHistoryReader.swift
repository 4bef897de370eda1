import Foundation

/// TV Time's data export (the ZIP of CSVs its GDPR tool sent, or the folder it unpacks to):
/// `tracking-prod-records-v2.csv` (one row per episode watched or watched again, with the TVDB
/// series id and `created_at`), `followed_tv_show.csv` (the shows followed) and
/// `user_tv_show_data.csv` (each show's name, TVDB id and whether it is followed). The columns
/// read are listed in docs/HISTORY_FORMATS.md. A show is taken when it is followed or has an
/// episode watched; rows of other kinds (`key` other than a watch) are not history and are
/// passed over.
enum TVTimeHistoryReader {
    static let tracking = "tracking-prod-records-v2.csv"
    static let followed = "followed_tv_show.csv"
    static let showData = "user_tv_show_data.csv"
    static let files = [tracking, followed, showData]

    /// What one export's files say about a show before it joins the history.
    private struct Known {
        var title: String?
        var tmdb: Int?
        var imdb: String?
    }

    static func read(_ file: (String) throws -> [UInt8]?, into data: inout HistoryData) throws {
        data.format = "TV Time export"
        var known: [Int: Known] = [:]
        if let bytes = try file(showData), let csv = try HistoryCSV(bytes: bytes, name: showData) {
            try csv.forEach({ row in
                data.rows += 1
                guard let id = row.int("tv_show_id", "s_id", "series_id") else {
                    return data.skipped.append(HistorySkip(row.location, "no TVDB show id (tv_show_id)"))
                }
                let title = row.value("tv_show_name", "series_name")
                known[id] = Known(title: title, tmdb: row.int("tmdb_id"), imdb: IMDbID.normalized(row.value("imdb_id")))
                if row.value("is_followed") == "1" {
                    data.show(title: title ?? "", year: nil, ids: ids(id, known[id]), location: row.location)
                }
            }, skipped: { data.skipped.append($0) })
        }
        if let bytes = try file(followed), let csv = try HistoryCSV(bytes: bytes, name: followed) {
            try csv.forEach({ row in
                data.rows += 1
                guard let id = row.int("tv_show_id", "s_id", "series_id") else {
                    return data.skipped.append(HistorySkip(row.location, "no TVDB show id (tv_show_id)"))
                }
                if row.value("active") == "0" {
                    return data.skipped.append(HistorySkip(row.location, "no longer followed (active is 0)"))
                }
                let title = row.value("tv_show_name", "series_name") ?? known[id]?.title ?? ""
                data.show(title: title, year: nil, ids: ids(id, known[id]), location: row.location)
            }, skipped: { data.skipped.append($0) })
        }
        if let bytes = try file(tracking), let csv = try HistoryCSV(bytes: bytes, name: tracking) {
            try readTracking(csv, known: known, into: &data)
        }
    }

    private static func ids(_ tvdb: Int, _ known: Known?) -> HistoryIDs {
        HistoryIDs(imdb: known?.imdb, tvdb: tvdb, tmdb: known?.tmdb)
    }

    /// The episode rows: a `watch-episode…` row is a play, a `rewatch-episode…` row one more;
    /// without a `key` column every row is a watch, and `rewatch_count` adds its plays.
    private static func readTracking(_ csv: HistoryCSV, known: [Int: Known], into data: inout HistoryData) throws {
        let hasKey = csv.has("key")
        var plays: [Int: [HistoryEpisodeKey: HistoryWatch]] = [:]
        var order: [Int] = []
        var fingerprints = Set<String>()
        try csv.forEach({ row in
            var isRewatch = false
            if hasKey {
                let key = row.value("key") ?? ""
                if key.hasPrefix("rewatch-episode") {
                    isRewatch = true
                } else if !key.hasPrefix("watch-episode") {
                    return
                }
            }
            data.rows += 1
            guard let id = row.int("s_id", "tv_show_id", "series_id") else {
                return data.skipped.append(HistorySkip(row.location, "no TVDB show id (s_id)"))
            }
            guard let season = row.int("season_number", "episode_season_number"), let number = row.int("episode_number") else {
                return data.skipped.append(HistorySkip(row.location, "no season or episode number"))
            }
            var date: Date?
            if let text = row.value("created_at", "updated_at") {
                guard let parsed = HistoryDate.parse(text) else {
                    return data.skipped.append(HistorySkip(row.location, "unreadable date “\(text.prefix(40))”"))
                }
                date = parsed
            }
            let fingerprint = "\(id) \(season) \(number) \(date?.timeIntervalSince1970 ?? -1) \(isRewatch)"
            guard fingerprints.insert(fingerprint).inserted else {
                return data.skipped.append(HistorySkip(row.location, "a duplicate of an earlier row"))
            }
            let extra = row.int("rewatch_count") ?? 0
            if plays[id] == nil {
                order.append(id)
                let title = row.value("series_name", "tv_show_name") ?? known[id]?.title ?? ""
                data.show(title: title, year: nil, ids: ids(id, known[id]), location: row.location)
            }
            let key = HistoryEpisodeKey(season: season, number: number)
            var watch = plays[id]?[key] ?? HistoryWatch.unplayed(season: season, number: number)
            let seen = [watch.firstWatched, watch.lastWatched, date].compactMap { $0 }
            watch.firstWatched = seen.min()
            watch.lastWatched = seen.max() == watch.firstWatched ? nil : seen.max()
            watch.plays += 1 + min(extra, 10_000)
            plays[id, default: [:]][key] = watch
        }, skipped: { data.skipped.append($0) })
        for id in order {
            let position = data.show(title: known[id]?.title ?? "", year: nil, ids: ids(id, known[id]), location: "")
            for watch in plays[id]?.values.sorted(by: { ($0.season, $0.number) < ($1.season, $1.number) }) ?? [] {
                data.watch(watch, show: position)
            }
        }
    }
}

/// IMDb title ids as every reader checks them: `tt` and 7 or more digits.
enum IMDbID {
    static func normalized(_ text: String?) -> String? {
        guard let text = text?.trimmingCharacters(in: .whitespaces).lowercased(), text.hasPrefix("tt"), text.count >= 9,
              text.count <= 12, text.dropFirst(2).allSatisfy({ $0.isASCII && $0.isNumber }) else { return nil }
        return text
    }
}
