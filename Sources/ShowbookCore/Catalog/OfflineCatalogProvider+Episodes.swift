import Foundation

/// Offline episodes: the seasons and episodes of an imported IMDb show, from the
/// `title.episode` rows (`imdb_episodes`) joined with the titles, years and runtimes the basics
/// file's `tvEpisode` rows gave (`imdb_episode_titles`). IMDb dates episodes by year only.
extension OfflineCatalogProvider {
    public func episodes(of media: Media, season: Int, cancellation: Cancellation) throws -> [Episode] {
        try cancellation.check()
        guard media.id.source == IMDbImporter.source else { return [] }
        do {
            return try store.database.query(
                "SELECT e.number, t.title, t.year, t.runtime FROM imdb_episodes e " +
                    "LEFT JOIN imdb_episode_titles t ON t.tconst = e.tconst WHERE e.parent = ? AND e.season = ? ORDER BY e.number",
                media.id.id, season
            ) { row in
                Episode(season: season, number: row.int(0) ?? 0, title: row.text(1) ?? "", airDate: row.int(2).map { "\($0)" },
                        runtime: row.int(3))
            }
        } catch {
            throw MediaError("\(error)")
        }
    }

    /// The seasons of an imported IMDb show, with their episode counts and first years.
    func importedSeasons(of mediaID: MediaID) -> [SeasonInfo] {
        guard mediaID.source == IMDbImporter.source else { return [] }
        let rows = try? store.database.query(
            "SELECT e.season, count(*), min(t.year) FROM imdb_episodes e LEFT JOIN imdb_episode_titles t ON t.tconst = e.tconst " +
                "WHERE e.parent = ? GROUP BY e.season ORDER BY e.season", mediaID.id
        ) { row in
            SeasonInfo(number: row.int(0) ?? 0, episodes: row.int(1), airDate: row.int(2).map { "\($0)" })
        }
        return rows ?? []
    }
}
