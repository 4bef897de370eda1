import Foundation
import ShowbookPlatform

/// When each show was last watched: the order of Saved's "continue watching" (`ContinueWatching`).
extension WatchedStore {
    /// When each show's latest watched mark was made, for the shows that have one.
    public func lastWatched(_ mediaIDs: [MediaID]) throws -> [MediaID: Date] {
        var found: [MediaID: Date] = [:]
        for id in mediaIDs {
            let key = try showKey(for: id)
            let rows = try database.query("SELECT MAX(watched_at) FROM watched_episodes WHERE show_key = ?", key) { $0.onlyDouble }
            if let last = rows.first ?? nil { found[id] = Date(timeIntervalSince1970: last) }
        }
        return found
    }
}
