import Foundation
import ShowbookPlatform

/// Shows the user saved, newest first. A snapshot of the `Media` is stored with the id, so
/// saved shows from any provider still list when that provider is offline.
public final class SavedStore: Sendable {
    package let database: Database
    package let clock: AppClock

    public init(database: Database, clock: AppClock) {
        self.database = database
        self.clock = clock
    }

    /// The columns of `saved_media` a saved show is read from.
    package enum SavedColumn: String, TableColumns {
        case mediaJSON = "media_json"
    }

    public func all() throws -> [Media] {
        let decoder = JSONDecoder()
        return try database.query(
            "SELECT \(SavedColumn.selectList()) FROM saved_media ORDER BY saved_at DESC, rowid DESC"
        ) { row in
            try? decoder.decode(Media.self, from: Data(row.string(SavedColumn.mediaJSON).utf8))
        }.compactMap { $0 }
    }

    public func isSaved(_ id: MediaID) throws -> Bool {
        try database.scalarInt("SELECT count(*) FROM saved_media WHERE media_id = ?", id) ?? 0 > 0
    }

    public func save(_ media: Media) throws {
        let json = String(decoding: try JSONEncoder().encode(media), as: UTF8.self)
        try database.run(
            "INSERT INTO saved_media(media_id, media_json, saved_at) VALUES (?, ?, ?) " +
                "ON CONFLICT(media_id) DO UPDATE SET media_json = excluded.media_json",
            media.id, json, clock.now.timeIntervalSince1970
        )
    }

    /// Unsaves a show; returns its row (with the saved date) for `restore`.
    @discardableResult
    public func remove(_ id: MediaID) throws -> RemovedShow {
        try database.transaction {
            let row = try RowSnapshot(database, table: "saved_media", where: "media_id = ?", id.sqlValue)
            try database.run("DELETE FROM saved_media WHERE media_id = ?", id)
            return RemovedShow(mediaID: id, row: row)
        }
    }

    /// Saves a removed show again as it was, under its old saved date (so in its old place).
    public func restore(_ removed: RemovedShow) throws {
        guard !removed.row.rows.isEmpty else { return }
        try database.transaction { try removed.row.insert(row: 0, into: database, replacing: true) }
    }
}

/// A show taken off Saved, kept whole so it can be put back with its saved date.
public struct RemovedShow: Sendable {
    public let mediaID: MediaID
    package let row: RowSnapshot
}
