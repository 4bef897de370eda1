import Foundation
import ShowbookPlatform

/// The path every online provider's request takes: a fresh cached answer if there is one,
/// else the network (and the answer is cached once it decodes), else — when the network is
/// down — any cached answer, marked stale. It also logs each step (path and public parameters
/// only) and turns failures into the one-line `MediaError` the status bar shows.
public final class RemoteFetcher: Sendable {
    /// Short provider name used in cache keys and logs ("tmdb").
    public let provider: String
    /// The API's name as users know it, for messages ("TMDB").
    public let service: String
    public let client: HTTPClient
    public let cache: ResponseCache?
    package let log: EventLog

    public init(provider: String, service: String, client: HTTPClient, cache: ResponseCache?, log: EventLog) {
        self.provider = provider
        self.service = service
        self.client = client
        self.cache = cache
        self.log = log
    }

    /// Fetches and decodes `request`. `isStale` is true when the value came from an expired
    /// cache entry because the network failed. Throws `MediaError`.
    public func fetch<Value>(
        _ request: HTTPRequest, cancellation: Cancellation, decode: (Data) throws -> Value
    ) throws -> (value: Value, isStale: Bool) {
        let key = ResponseCache.key(provider: provider, base: client.baseURL, request: request)
        let fields: [String: any Sendable] = ["provider": provider, "path": request.loggablePath]
        let cached = cache?.entry(for: key)
        if let cache, let cached, cache.isFresh(cached), let value = try? decode(cached.body) {
            log.record("remote.cache_hit", fields)
            return (value, false)
        }
        do {
            let body = try client.get(request, cancellation: cancellation)
            guard let value = try? decode(body) else { throw RemoteError.unexpectedResponse }
            cache?.store(body, for: key, provider: provider)
            log.record("remote.fetched", fields.merging(["bytes": body.count]) { $1 })
            return (value, false)
        } catch let error as RemoteError {
            if error.isNetworkFailure, let cached, let value = try? decode(cached.body) {
                log.record("remote.stale", fields)
                return (value, true)
            }
            let message = error.message(service: service, isDetail: request.isDetail)
            if error != .cancelled { log.record("remote.failed", fields.merging(["error": message]) { $1 }) }
            throw error.mediaError(service: service, isDetail: request.isDetail)
        }
    }
}
