import Foundation
import ShowbookPlatform
import ShowbookTV

/// How a show of a history file was found among Showbook's shows, or why it was not.
public enum HistoryMatch: Sendable, Equatable {
    /// `media`, found `by` ("IMDb id", "title and year"); `imdbID` to record for it when known.
    case matched(Media, imdbID: String?, by: String)
    case unmatched(reason: String)
}

/// Finds each history show among Showbook's shows, by external id first — the catalog's IMDb
/// shows and the IMDb ids already learned (`show_identities`), the catalog's TVmaze shows, the
/// media id of Showbook's own export, then the configured provider's lookup by TVDB or IMDb id
/// (`ExternalShowLookup`, when there is one) — and only then by title and year in the catalog.
/// A title that names several shows is not guessed: the row stays unmatched with that reason.
public struct HistoryMatcher: Sendable {
    let database: Database
    let catalog: CatalogStore
    let lookup: (any ExternalShowLookup)?

    public init(database: Database, catalog: CatalogStore, lookup: (any ExternalShowLookup)? = nil) {
        self.database = database
        self.catalog = catalog
        self.lookup = lookup
    }

    /// What `saved_media` holds of a show, by column name.
    private enum SavedJSON: String, TableColumns {
        case mediaJSON = "media_json"
    }

    /// What `show_identities` maps an IMDb id to.
    private enum Identity: String, TableColumns {
        case mediaID = "media_id"
    }

    public func match(_ show: HistoryShow, cancellation: Cancellation = Cancellation()) throws -> HistoryMatch {
        if let id = show.ids.showbook, let media = try media(MediaID(id), title: show.title, year: show.year) {
            return .matched(media, imdbID: show.ids.imdb, by: "Showbook id")
        }
        if let imdb = show.ids.imdb {
            if let record = try catalog.record(mediaID: MediaID(source: IMDbShowKey.source, id: imdb)) {
                return .matched(record.media, imdbID: nil, by: "IMDb id")
            }
            let known = try database.query("SELECT \(Identity.selectList()) FROM show_identities WHERE imdb_id = ? ORDER BY media_id",
                                           imdb) { $0.string(Identity.mediaID) }
            for id in known {
                if let media = try media(MediaID(id), title: nil, year: nil) { return .matched(media, imdbID: imdb, by: "IMDb id") }
            }
        }
        if let tvmaze = show.ids.tvmaze, let record = try catalog.record(mediaID: ProviderKind.tvmaze.mediaID(tvmaze)) {
            return .matched(record.media, imdbID: show.ids.imdb, by: "TVmaze id")
        }
        if let lookup {
            var found: ExternalShow?
            if let tvdb = show.ids.tvdb { found = try? lookup.show(tvdb: tvdb, cancellation: cancellation) }
            if found == nil, let imdb = show.ids.imdb { found = try? lookup.show(imdb: imdb, cancellation: cancellation) }
            try cancellation.check()
            if let found { return .matched(found.media, imdbID: found.imdbID ?? show.ids.imdb, by: "provider lookup") }
        }
        return try matchTitle(show)
    }

    /// A show by media id: the catalog's row, else the saved snapshot, else — for an online
    /// provider's id in Showbook's own export — the title and year the export wrote.
    private func media(_ id: MediaID, title: String?, year: Int?) throws -> Media? {
        if let record = try catalog.record(mediaID: id) { return record.media }
        let json = try database.query("SELECT \(SavedJSON.selectList()) FROM saved_media WHERE media_id = ?", id) {
            $0.string(SavedJSON.mediaJSON)
        }.first
        if let json, let media = try? JSONDecoder().decode(Media.self, from: Data(json.utf8)) { return media }
        guard let title, !title.isEmpty, ProviderKind(rawValue: id.source) != nil, id.source != ProviderKind.offline.rawValue,
              ProviderKind(rawValue: id.source).flatMap({ $0.number(of: id) }) != nil else { return nil }
        return Media(id: id, title: title, firstYear: year)
    }

    private func matchTitle(_ show: HistoryShow) throws -> HistoryMatch {
        let key = SearchKey.fold(show.title)
        guard !key.isEmpty else {
            return .unmatched(reason: show.ids.isEmpty ? "no title and no id" : "not found by its ids (\(idText(show.ids))) and no title")
        }
        let records = try database.query(
            "SELECT \(CatalogStore.recordColumns) FROM shows WHERE title_key = ?1 OR original_key = ?1 LIMIT 50", key,
            map: CatalogStore.record(from:))
        let byYear = show.year.map { year in records.filter { $0.firstYear == year } } ?? records
        let quoted = show.year.map { "“\(show.title)” (\($0))" } ?? "“\(show.title)”"
        let ids = show.ids.isEmpty ? "" : " (its ids: \(idText(show.ids)))"
        switch byYear.count {
        case 1: return .matched(byYear[0].media, imdbID: nil, by: show.year == nil ? "title" : "title and year")
        case 0 where records.isEmpty: return .unmatched(reason: "\(quoted) is not in the catalog\(ids)")
        case 0: return .unmatched(reason: "\(quoted): the catalog has that title only for other years")
        default: return .unmatched(reason: "\(quoted) names \(byYear.count) catalog shows; not guessed")
        }
    }

    private func idText(_ ids: HistoryIDs) -> String {
        [ids.imdb.map { "IMDb \($0)" }, ids.tvdb.map { "TVDB \($0)" }, ids.tmdb.map { "TMDB \($0)" },
         ids.tvmaze.map { "TVmaze \($0)" }].compactMap { $0 }.joined(separator: ", ")
    }
}
