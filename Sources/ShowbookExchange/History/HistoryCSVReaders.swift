import Foundation

/// The two CSV histories that are not TV Time's: IMDb's ratings or watchlist export (`Const`,
/// `Title`, `Title Type`, `Year`: only its series rows are taken, as saved shows; IMDb lists no
/// episodes) and Showbook's own CSV export (one row per watched episode, or per saved show with
/// none, with the ids and dates `HistoryExporter` writes).
enum HistoryCSVReaders {
    /// The header columns Showbook's CSV export writes, in order.
    static let showbookColumns = [
        "title", "year", "showbook_id", "imdb_id", "tvdb_id", "tmdb_id", "tvmaze_id",
        "season", "episode", "watched_at", "plays", "last_watched_at",
    ]

    /// Which reader a CSV's header calls for, or nil when neither knows it.
    static func read(_ csv: HistoryCSV, into data: inout HistoryData) throws -> Bool {
        if csv.has("showbook_id") {
            data.format = "Showbook CSV"
            try readShowbook(csv, into: &data)
            return true
        }
        if csv.has("const"), csv.has("title type") {
            data.format = "IMDb list CSV"
            try readIMDb(csv, into: &data)
            return true
        }
        return false
    }

    /// IMDb's title types that are series (`TV Series`, `tvMiniSeries`…).
    private static let seriesTypes: Set<String> = ["tvseries", "tvminiseries"]

    private static func readIMDb(_ csv: HistoryCSV, into data: inout HistoryData) throws {
        try csv.forEach({ row in
            data.rows += 1
            let type = row.value("title type") ?? ""
            let folded = type.lowercased().filter { $0 != " " && $0 != "-" }
            guard seriesTypes.contains(folded) else {
                return data.skipped.append(HistorySkip(row.location, "not a series (\(type.isEmpty ? "no title type" : String(type.prefix(30))))"))
            }
            let title = row.value("title", "original title") ?? ""
            let imdb = IMDbID.normalized(row.value("const"))
            guard imdb != nil || !title.isEmpty else {
                return data.skipped.append(HistorySkip(row.location, "neither an IMDb id (Const) nor a title"))
            }
            data.show(title: title, year: row.int("year"), ids: HistoryIDs(imdb: imdb), location: row.location)
        }, skipped: { data.skipped.append($0) })
    }

    private static func readShowbook(_ csv: HistoryCSV, into data: inout HistoryData) throws {
        try csv.forEach({ row in
            data.rows += 1
            let ids = HistoryIDs(imdb: IMDbID.normalized(row.value("imdb_id")), tvdb: row.int("tvdb_id"), tmdb: row.int("tmdb_id"),
                                 tvmaze: row.int("tvmaze_id"), showbook: row.value("showbook_id").map { String($0.prefix(200)) })
            let title = row.value("title") ?? ""
            guard !title.isEmpty || !ids.isEmpty else {
                return data.skipped.append(HistorySkip(row.location, "the show has neither a title nor an id"))
            }
            let seasonText = row.value("season"), episodeText = row.value("episode")
            guard seasonText != nil || episodeText != nil else {
                data.show(title: title, year: row.int("year"), ids: ids, location: row.location)
                return
            }
            guard let season = row.int("season"), let number = row.int("episode") else {
                return data.skipped.append(HistorySkip(row.location, "no season or episode number"))
            }
            let firstText = row.value("watched_at"), lastText = row.value("last_watched_at")
            let first = firstText.flatMap(HistoryDate.parse), last = lastText.flatMap(HistoryDate.parse)
            if (firstText != nil && first == nil) || (lastText != nil && last == nil) {
                return data.skipped.append(HistorySkip(row.location, "unreadable date"))
            }
            let position = data.show(title: title, year: row.int("year"), ids: ids, location: row.location)
            data.watch(HistoryWatch(season: season, number: number, firstWatched: first, lastWatched: last,
                                    plays: min(row.int("plays") ?? 1, 10_000)), show: position)
        }, skipped: { data.skipped.append($0) })
    }
}
