import Foundation
import ShowbookPlatform
import ShowbookTV
import ShowbookExchange

/// Times `history import` of a 10,000-episode history with offline matching: 400 generated
/// shows in the catalog (IMDb ids), and the same history written twice — as Trakt's
/// `watched_shows.json` (half the shows carrying their IMDb id, half only title and year) and
/// as a TV Time export ZIP (TVDB ids only, so every show is matched by title). Each run starts
/// from no saved shows and no marks (cleared outside the timing) and imports the file whole:
/// reading, matching and the one transaction.
public struct HistoryBench {
    public let database: Database
    public let catalog: CatalogStore
    public var shows = 400
    public var episodesPerShow = 25
    public var runs = 5

    public init(database: Database, catalog: CatalogStore) {
        self.database = database
        self.catalog = catalog
    }

    /// Each format's episodes imported and its milliseconds per run.
    public struct Outcome {
        public var episodes = 0
        public var traktMilliseconds = Timing()
        public var tvTimeMilliseconds = Timing()
    }

    private func title(_ show: Int) -> String { "Bench Harbor \(show) \(["North", "South", "East", "West"][show % 4])" }

    public func run(folder: String) throws -> Outcome {
        try catalog.upsert((0..<shows).map { show in
            CatalogRecord(source: "imdb", sourceID: String(format: "tt%07d", 8_000_000 + show), title: title(show),
                          originalTitle: title(show), firstYear: 2000 + show % 20)
        })
        let base = 1_500_000_000.0
        var items: [[String: Any]] = []
        var tracking = ["key,s_id,series_name,season_number,episode_number,created_at"]
        for show in 0..<shows {
            var ids: [String: Any] = ["trakt": show]
            if show % 2 == 0 { ids["imdb"] = String(format: "tt%07d", 8_000_000 + show) }
            var episodes: [[String: Any]] = []
            for episode in 0..<episodesPerShow {
                let date = HistoryDate.text(Date(timeIntervalSince1970: base + Double(show * 1_000 + episode) * 3_600))
                episodes.append(["number": episode % 10 + 1, "plays": 1 + episode % 3, "last_watched_at": date])
                tracking.append("watch-episode-\(show)-\(episode),\(90_000 + show),\(title(show)),\(episode / 10 + 1),\(episode % 10 + 1),\(date)")
            }
            let seasons = Dictionary(grouping: episodes.enumerated(), by: { $0.offset / 10 + 1 }).sorted { $0.key < $1.key }
                .map { ["number": $0.key, "episodes": $0.value.map(\.element)] as [String: Any] }
            items.append(["show": ["title": title(show), "year": 2000 + show % 20, "ids": ids], "seasons": seasons])
        }
        let trakt = (folder as NSString).appendingPathComponent("watched_shows.json")
        try JSONSerialization.data(withJSONObject: items).write(to: URL(fileURLWithPath: trakt))
        var zip = ZipWriter(modified: Date(timeIntervalSince1970: base))
        try zip.add("export/tracking-prod-records-v2.csv", Array(tracking.joined(separator: "\n").utf8))
        let tvTime = (folder as NSString).appendingPathComponent("tv-time.zip")
        try Data(zip.finished()).write(to: URL(fileURLWithPath: tvTime))

        var outcome = Outcome()
        let importer = HistoryImporter(database: database, catalog: catalog, clock: SystemClock())
        for _ in 0..<runs {
            for (path, isTrakt) in [(trakt, true), (tvTime, false)] {
                try database.execute("DELETE FROM saved_media; DELETE FROM watched_episodes; DELETE FROM episode_rewatches;")
                var timing = isTrakt ? outcome.traktMilliseconds : outcome.tvTimeMilliseconds
                let report = try timing.measure { try importer.importFile(at: path) }
                guard report.episodesMarked == shows * episodesPerShow, report.skipped.isEmpty else {
                    throw BenchError(description: "the history import took \(report.episodesMarked) episodes: \(report.summary)")
                }
                outcome.episodes = report.episodesMarked
                if isTrakt { outcome.traktMilliseconds = timing } else { outcome.tvTimeMilliseconds = timing }
            }
        }
        return outcome
    }
}
