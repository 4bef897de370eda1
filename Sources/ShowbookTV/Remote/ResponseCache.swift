import Foundation
import ShowbookPlatform

/// API answers kept in SQLite, so a repeated query within the TTL (a day by default) skips
/// the network and, when the network is down, an older answer can still be shown as
/// "offline — cached". Keys are built from the provider, the server's address, the path and
/// the sorted *non-secret* parameters only, so an API key can never end up in the database and
/// an answer from one server is never served for another (`--api-base`). The cache is bounded:
/// an answer over `entryLimit` bytes is used but not kept, and the answers kept stay under
/// `totalLimit` bytes in all, the least recently used (read or stored) dropped first.
public final class ResponseCache: Sendable {
    /// One stored answer.
    public struct Entry: Sendable, Equatable {
        public var body: Data
        public var fetchedAt: Date
    }

    public static let defaultTTL: TimeInterval = 24 * 60 * 60
    /// A search page is about 10 KiB and a long show's episode list a few hundred KiB.
    public static let defaultEntryLimit = 2 * 1_048_576
    public static let defaultTotalLimit = 32 * 1_048_576

    package let database: Database
    package let clock: AppClock
    public let ttl: TimeInterval
    public let entryLimit: Int
    public let totalLimit: Int

    public init(database: Database, clock: AppClock, ttl: TimeInterval = ResponseCache.defaultTTL,
                entryLimit: Int = ResponseCache.defaultEntryLimit, totalLimit: Int = ResponseCache.defaultTotalLimit) {
        self.database = database
        self.clock = clock
        self.ttl = ttl
        self.entryLimit = entryLimit
        self.totalLimit = totalLimit
    }

    /// "tmdb https://api.themoviedb.org /3/search/tv?include_adult=false&language=en-US&page=1&query=bad".
    public static func key(provider: String, base: URL, request: HTTPRequest) -> String {
        provider + " " + address(of: base) + " " + request.loggablePath
    }

    /// The base URL as scheme, host, port and path — without user info, query or fragment
    /// (where a secret could sit) and without a trailing slash, so "…/api" and "…/api/" agree.
    package static func address(of base: URL) -> String {
        guard let components = URLComponents(url: base, resolvingAgainstBaseURL: false) else { return "" }
        var host = (components.host ?? "").lowercased()
        if host.contains(":") && !host.hasPrefix("[") { host = "[" + host + "]" }
        var path = components.percentEncodedPath
        while path.hasSuffix("/") { path.removeLast() }
        let port = components.port.map { ":\($0)" } ?? ""
        return (components.scheme ?? "").lowercased() + "://" + host + port + path
    }

    /// The columns of `response_cache` an entry is read from, in SELECT order.
    package enum EntryColumn: String, TableColumns {
        case body, fetchedAt = "fetched_at"
    }

    /// The stored answer for `key`, however old; reading it makes it the most recently used.
    public func entry(for key: String) -> Entry? {
        let rows = try? database.query(
            "SELECT \(EntryColumn.selectList()) FROM response_cache WHERE cache_key = ?", key
        ) { row in
            Entry(body: Data(row.string(EntryColumn.body).utf8),
                  fetchedAt: Date(timeIntervalSince1970: row.double(EntryColumn.fetchedAt) ?? 0))
        }
        guard let entry = rows?.first else { return nil }
        _ = try? database.run("UPDATE response_cache SET used_at = ? WHERE cache_key = ?", clock.now.timeIntervalSince1970, key)
        return entry
    }

    /// True while `entry` is younger than the TTL.
    public func isFresh(_ entry: Entry) -> Bool {
        let age = clock.now.timeIntervalSince(entry.fetchedAt)
        return age >= 0 && age < ttl
    }

    /// Stores (or replaces) the answer for `key`, then drops the least recently used answers
    /// until the total fits `totalLimit`. An answer over `entryLimit` is not kept (an older
    /// one under the same key goes too). A failed write only costs a future hit, so it is not
    /// an error for the caller.
    public func store(_ body: Data, for key: String, provider: String) {
        guard body.count <= entryLimit, body.count <= totalLimit, let text = String(data: body, encoding: .utf8) else {
            _ = try? database.run("DELETE FROM response_cache WHERE cache_key = ?", key)
            return
        }
        let now = clock.now.timeIntervalSince1970
        _ = try? database.run(
            "INSERT INTO response_cache(cache_key, provider, body, fetched_at, bytes, used_at) VALUES (?, ?, ?, ?, ?, ?) " +
                "ON CONFLICT(cache_key) DO UPDATE SET body = excluded.body, fetched_at = excluded.fetched_at, " +
                "bytes = excluded.bytes, used_at = excluded.used_at",
            key, provider, text, now, body.count, now
        )
        evict(keeping: key)
    }

    /// Drops the least recently used answers (never `key`, just stored) while the total is
    /// over `totalLimit`; answers over `entryLimit` (from before the cap) go first.
    private func evict(keeping key: String) {
        _ = try? database.run("DELETE FROM response_cache WHERE bytes > ? AND cache_key != ?", entryLimit, key)
        let over = storedBytes - totalLimit
        guard over > 0 else { return }
        // In order of last use, each answer goes while what went before it is still short of `over`.
        _ = try? database.run(
            "DELETE FROM response_cache WHERE cache_key IN (SELECT cache_key FROM (SELECT cache_key, bytes, " +
                "sum(bytes) OVER (ORDER BY used_at, rowid ROWS UNBOUNDED PRECEDING) AS running " +
                "FROM response_cache WHERE cache_key != ?) WHERE running - bytes < ?)",
            key, over
        )
    }

    /// Drops answers older than `age` (default: 30 days), so the table does not grow forever.
    public func purge(olderThan age: TimeInterval = 30 * 24 * 60 * 60) {
        _ = try? database.run(
            "DELETE FROM response_cache WHERE fetched_at < ?", clock.now.timeIntervalSince1970 - age
        )
    }

    /// Bytes of all stored answers (the sum the total cap bounds).
    public var storedBytes: Int {
        (try? database.scalarInt("SELECT coalesce(sum(bytes), 0) FROM response_cache")) ?? 0
    }

    /// Number of stored answers (for tests and `--log`).
    public var count: Int {
        (try? database.scalarInt("SELECT count(*) FROM response_cache")) ?? 0
    }
}
