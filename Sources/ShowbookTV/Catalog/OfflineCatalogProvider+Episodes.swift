import Foundation
import ShowbookPlatform

/// Offline episodes: the seasons and episodes of an imported IMDb show, from the
/// `title.episode` rows (`imdb_episodes`) joined with the titles, years and runtimes the basics
/// file's `tvEpisode` rows gave (`imdb_episode_titles`). IMDb dates episodes by year only.
extension OfflineCatalogProvider {
    public func episodes(of media: Media, season: Int, cancellation: Cancellation) throws -> [Episode] {
        try cancellation.check()
        guard media.id.source == IMDbImporter.source else { return [] }
        do {
            typealias C = ImportedEpisodeColumn
            return try store.database.query(
                "SELECT \(C.selectList()) FROM imdb_episodes e " +
                    "LEFT JOIN imdb_episode_titles t ON t.tconst = e.tconst WHERE e.parent = ? AND e.season = ? ORDER BY e.number",
                media.id.id, season
            ) { row in
                Episode(season: season, number: row.int(C.number) ?? 0, title: row.text(C.title) ?? "",
                        airDate: row.int(C.year).map { "\($0)" }, runtime: row.int(C.runtime))
            }
        } catch {
            throw MediaError("\(error)")
        }
    }

    /// The seasons of an imported IMDb show, with their episode counts and first years.
    package func importedSeasons(of mediaID: MediaID) -> [SeasonInfo] {
        guard mediaID.source == IMDbImporter.source else { return [] }
        typealias C = ImportedSeasonColumn
        let rows = try? store.database.query(
            "SELECT \(C.selectList()) FROM imdb_episodes e LEFT JOIN imdb_episode_titles t ON t.tconst = e.tconst " +
                "WHERE e.parent = ? GROUP BY e.season ORDER BY e.season", mediaID.id
        ) { row in
            SeasonInfo(number: row.int(C.season) ?? 0, episodes: row.int(C.episodes), airDate: row.int(C.firstYear).map { "\($0)" })
        }
        return rows ?? []
    }
}

/// What an imported episode is read from (`imdb_episodes e` with its title row `t`).
private enum ImportedEpisodeColumn: String, TableColumns {
    case number = "e.number", title = "t.title", year = "t.year", runtime = "t.runtime"
}

/// What an imported season is read from: its number, episode count and first year.
private enum ImportedSeasonColumn: String, TableColumns {
    case season = "e.season", episodes = "count(*)", firstYear = "min(t.year)"
}
