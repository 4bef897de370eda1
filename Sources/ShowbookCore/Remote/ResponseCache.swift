import Foundation

/// API answers kept in SQLite, so a repeated query within the TTL (a day by default) skips
/// the network and, when the network is down, an older answer can still be shown as
/// "offline — cached". Keys are built from the provider, the server's address, the path and
/// the sorted *non-secret* parameters only, so an API key can never end up in the database and
/// an answer from one server is never served for another (`--api-base`).
public final class ResponseCache: Sendable {
    /// One stored answer.
    public struct Entry: Sendable, Equatable {
        public var body: Data
        public var fetchedAt: Date
    }

    public static let defaultTTL: TimeInterval = 24 * 60 * 60

    let database: Database
    let clock: AppClock
    public let ttl: TimeInterval

    public init(database: Database, clock: AppClock, ttl: TimeInterval = ResponseCache.defaultTTL) {
        self.database = database
        self.clock = clock
        self.ttl = ttl
    }

    /// "tmdb https://api.themoviedb.org /3/search/tv?include_adult=false&language=en-US&page=1&query=bad".
    public static func key(provider: String, base: URL, request: HTTPRequest) -> String {
        provider + " " + address(of: base) + " " + request.loggablePath
    }

    /// The base URL as scheme, host, port and path — without user info, query or fragment
    /// (where a secret could sit) and without a trailing slash, so "…/api" and "…/api/" agree.
    static func address(of base: URL) -> String {
        guard let components = URLComponents(url: base, resolvingAgainstBaseURL: false) else { return "" }
        var host = (components.host ?? "").lowercased()
        if host.contains(":") && !host.hasPrefix("[") { host = "[" + host + "]" }
        var path = components.percentEncodedPath
        while path.hasSuffix("/") { path.removeLast() }
        let port = components.port.map { ":\($0)" } ?? ""
        return (components.scheme ?? "").lowercased() + "://" + host + port + path
    }

    /// The stored answer for `key`, however old.
    public func entry(for key: String) -> Entry? {
        let rows = try? database.query(
            "SELECT body, fetched_at FROM response_cache WHERE cache_key = ?", key
        ) { row in
            Entry(body: Data(row.string(0).utf8), fetchedAt: Date(timeIntervalSince1970: row.double(1) ?? 0))
        }
        return rows?.first
    }

    /// True while `entry` is younger than the TTL.
    public func isFresh(_ entry: Entry) -> Bool {
        let age = clock.now.timeIntervalSince(entry.fetchedAt)
        return age >= 0 && age < ttl
    }

    /// Stores (or replaces) the answer for `key`. A failed write only costs a future hit, so
    /// it is not an error for the caller.
    public func store(_ body: Data, for key: String, provider: String) {
        guard let text = String(data: body, encoding: .utf8) else { return }
        _ = try? database.run(
            "INSERT INTO response_cache(cache_key, provider, body, fetched_at) VALUES (?, ?, ?, ?) " +
                "ON CONFLICT(cache_key) DO UPDATE SET body = excluded.body, fetched_at = excluded.fetched_at",
            key, provider, text, clock.now.timeIntervalSince1970
        )
    }

    /// Drops answers older than `age` (default: 30 days), so the table does not grow forever.
    public func purge(olderThan age: TimeInterval = 30 * 24 * 60 * 60) {
        _ = try? database.run(
            "DELETE FROM response_cache WHERE fetched_at < ?", clock.now.timeIntervalSince1970 - age
        )
    }

    /// Number of stored answers (for tests and `--log`).
    public var count: Int {
        (try? database.scalarInt("SELECT count(*) FROM response_cache")) ?? 0
    }
}
