import Foundation
import ShowbookPlatform
import ShowbookTV
import ShowbookWords

/// The show a book exported to Anki belongs to, carried in its notes' tags so an import can
/// link the book again: `showbook::show::<media id>` (`showbook::show::bundled:4242`) beside
/// the `show::<Title>` tag people see. Anki keeps tags through its own import and export; a
/// tag holds no white space, so the id's (never seen in practice) becomes `_`. On import the
/// id is looked up among the catalog's and the saved shows; failing that, the title of the
/// `show::` tag, exactly (its `_` read as spaces) in the catalog.
package enum AnkiShowLink {
    package static let idTagPrefix = "showbook::show::"

    /// The tag carrying `showID`.
    package static func tag(showID: String) -> String {
        idTagPrefix + AnkiNote.tagText(showID)
    }

    /// The show id a tag carries, if it is such a tag.
    package static func showID(inTag tag: String) -> String? {
        guard tag.lowercased().hasPrefix(idTagPrefix), tag.count > idTagPrefix.count else { return nil }
        return String(tag.dropFirst(idTagPrefix.count))
    }

    /// The title a `show::Title` or `show::Title::S01E03` tag names, as written (`_` for spaces).
    package static func titleTag(inTag tag: String) -> String? {
        guard tag.lowercased().hasPrefix("show::") else { return nil }
        let rest = tag.dropFirst("show::".count)
        let title = rest.range(of: "::").map { String(rest[..<$0.lowerBound]) } ?? String(rest)
        return title.isEmpty ? nil : title
    }

    /// What the notes of one deck say of their show.
    package struct Evidence: Sendable, Equatable {
        package var ids: Set<String> = []
        package var titles: Set<String> = []

        package mutating func note(_ tags: [String]) {
            for tag in tags {
                if let id = showID(inTag: tag) { ids.insert(id) } else if let title = titleTag(inTag: tag) { titles.insert(title) }
            }
        }

        /// The title shown when the show cannot be found: the one tag's title with spaces.
        package var shownTitle: String? {
            titles.count == 1 ? titles.first.map { $0.replacingOccurrences(of: "_", with: " ") } : ids.first
        }
    }

    /// The show the evidence names, when the notes name one show and it is known: by id in the
    /// catalog or the saved shows, else by the one title tag's exact title in the catalog
    /// (only when exactly one show has it).
    package static func show(for evidence: Evidence, database: Database) throws -> Media? {
        if evidence.ids.count == 1, let id = evidence.ids.first {
            let mediaID = MediaID(id)
            if let record = try CatalogStore(database: database).record(mediaID: mediaID) { return record.media }
            if let saved = try SavedStore(database: database, clock: SystemClock()).all().first(where: { $0.id == mediaID }) {
                return saved
            }
        }
        guard evidence.titles.count == 1, let tagTitle = evidence.titles.first else { return nil }
        let matches = try database.query(
            "SELECT \(CatalogStore.recordColumns) FROM shows WHERE replace(title, ' ', '_') = ? LIMIT 2", tagTitle,
            map: CatalogStore.record(from:)
        )
        return matches.count == 1 ? matches[0].media : nil
    }
}
