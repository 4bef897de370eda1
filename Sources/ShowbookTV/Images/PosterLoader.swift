import Foundation
import ShowbookPlatform

/// Where a detail screen gets its poster's pixels: `PosterLoader` in the app, a fixed picture
/// in render tests. Called on a background job.
public protocol PosterFetching: Sendable {
    func load(_ url: URL, cancellation: Cancellation) -> Result<PosterImage, PosterLoader.Failure>
    /// Posters decoded and converted earlier in this run, if the fetcher keeps them.
    var memory: PosterMemory? { get }
}

extension PosterFetching {
    public var memory: PosterMemory? { nil }
}

/// Gets one poster as pixels: from `PosterCache` when a readable copy is there, else over HTTP
/// (one `HTTPClient` per image server, so timeouts, cancellation, size limit and redirect rules
/// are the providers'), then decodes it, keeping the pixels in `memory` for the next visit.
/// A damaged file — cached or downloaded — is never kept.
/// Runs on a background job; every outcome is one `poster.*` line in the event log.
public final class PosterLoader: PosterFetching, @unchecked Sendable {
    /// Why there is no poster.
    public enum Failure: Error, Sendable, Equatable {
        /// The download failed (404, network, timeout): nothing worth a status line.
        case unavailable(String)
        /// The bytes arrived but are not a readable image; discarded.
        case damaged(String)
        /// A library a poster needs is not installed (`PosterLibrary`); nothing is fetched.
        case missingLibrary(String)
        case cancelled
    }

    /// Posters are small; anything larger is refused while it downloads.
    public static let maxImageBytes = 8 * 1024 * 1024

    public let cache: PosterCache?
    public let memory: PosterMemory?
    private let http: HTTPClient.Configuration
    private let log: EventLog
    private let lock = NSLock()
    private var clients: [String: HTTPClient] = [:]

    public init(cache: PosterCache?, log: EventLog, http: HTTPClient.Configuration = HTTPClient.Configuration(),
                memory: PosterMemory? = PosterMemory()) {
        self.cache = cache
        self.memory = memory
        self.log = log
        var http = http
        http.maxBodyBytes = min(http.maxBodyBytes, Self.maxImageBytes)
        self.http = http
    }

    public func load(_ url: URL, cancellation: Cancellation) -> Result<PosterImage, Failure> {
        let fields: [String: any Sendable] = ["path": url.path]
        if cancellation.isCancelled { return cancelled(fields) }
        // Without libchafa no poster can be drawn, so none is fetched.
        if !PosterLibrary.chafa.isLoaded { return missing(.chafa, fields) }
        if let image = memory?.image(for: url) {
            log.record("poster.memory_hit", fields)
            return .success(image)
        }
        if let cached = cache?.data(for: url) {
            do {
                let image = try ImageDecoder.decode(cached)
                memory?.store(image, for: url)
                log.record("poster.cache_hit", fields)
                return .success(image)
            } catch let ImageDecodingError.libraryMissing(library) {
                return missing(library, fields)
            } catch {
                cache?.remove(url)
                log.record("poster.discarded", fields.merging(["from": "cache"]) { $1 })
            }
        }
        guard let (client, request) = clientAndRequest(for: url) else {
            log.record("poster.failed", fields.merging(["error": "not an http(s) URL"]) { $1 })
            return .failure(.unavailable("not an http(s) URL"))
        }
        let body: Data
        do {
            body = try client.get(request, cancellation: cancellation)
        } catch let error as RemoteError {
            if error == .cancelled || cancellation.isCancelled { return cancelled(fields) }
            let message = error.message(service: "image server", isDetail: false)
            log.record("poster.failed", fields.merging(["error": message]) { $1 })
            return .failure(.unavailable(message))
        } catch {
            return .failure(.unavailable("unexpected response"))
        }
        if cancellation.isCancelled { return cancelled(fields) }
        do {
            let image = try ImageDecoder.decode(body)
            cache?.store(body, for: url)
            memory?.store(image, for: url)
            log.record("poster.fetched", fields.merging(["bytes": body.count]) { $1 })
            return .success(image)
        } catch let ImageDecodingError.libraryMissing(library) {
            return missing(library, fields)
        } catch {
            log.record("poster.discarded", fields.merging(["from": "network", "error": "\(error)"]) { $1 })
            return .failure(.damaged("\(error)"))
        }
    }

    private func missing(_ library: PosterLibrary, _ fields: [String: any Sendable]) -> Result<PosterImage, Failure> {
        let message = ImageDecodingError.libraryMissing(library).description
        log.record("poster.failed", fields.merging(["error": message]) { $1 })
        return .failure(.missingLibrary(message))
    }

    private func cancelled(_ fields: [String: any Sendable]) -> Result<PosterImage, Failure> {
        log.record("poster.cancelled", fields)
        return .failure(.cancelled)
    }

    /// The client for `url`'s origin and a request for its path (the query is left off).
    private func clientAndRequest(for url: URL) -> (HTTPClient, HTTPRequest)? {
        guard let scheme = url.scheme?.lowercased(), scheme == "http" || scheme == "https",
              let host = url.host, !host.isEmpty else { return nil }
        var origin = URLComponents()
        origin.scheme = scheme
        origin.host = host
        origin.port = url.port
        guard let base = origin.url else { return nil }
        lock.lock()
        defer { lock.unlock() }
        let client = clients[base.absoluteString] ?? HTTPClient(baseURL: base, configuration: http)
        clients[base.absoluteString] = client
        return (client, HTTPRequest(path: url.path))
    }
}
