import Dispatch
import Foundation
import ShowbookPlatform

/// A small synchronous GET client (over `HTTPTransfer`, libcurl), for providers that run on background
/// jobs. It exists to put every network rule in one place: a timeout (10 s by default), a
/// `Cancellation` that cancels the in-flight task, 429 handled by backing off (honouring
/// `Retry-After`) and retrying at most twice, bodies over 32 MiB refused, redirects followed
/// only where `RedirectPolicy` lets a request's secrets go, and every failure reduced to a
/// `RemoteError` that carries no URL, header or body.
public final class HTTPClient: Sendable {
    /// Tunables; tests shorten the timeout and the backoff.
    public struct Configuration: Sendable {
        /// Seconds to wait for an answer before giving up with "timed out".
        public var timeout: TimeInterval = 10
        /// How many times a 429 answer is retried.
        public var maxRetries = 2
        /// A `Retry-After` longer than this is not waited for: the call fails at once.
        public var longestRetryAfter: TimeInterval = 60
        /// Wait before the first retry when a 429 has no `Retry-After`; doubled each time.
        public var defaultBackoff: TimeInterval = 1
        /// The largest body accepted; a larger one is refused as "response too large".
        public var maxBodyBytes = 32 * 1024 * 1024
        /// How many redirects in a row are followed.
        public var maxRedirects = 5
        public init() {}
    }

    /// Waits between retries; stops early when the cancellation fires. Injected so tests
    /// can record the waits instead of spending them.
    public typealias Sleeper = @Sendable (TimeInterval, Cancellation) -> Void

    public let baseURL: URL
    public let configuration: Configuration
    private let sleeper: Sleeper

    public init(baseURL: URL, configuration: Configuration = Configuration(), sleeper: @escaping Sleeper = HTTPClient.sleep) {
        self.baseURL = baseURL
        self.configuration = configuration
        self.sleeper = sleeper
    }

    /// The real sleeper: waits `seconds`, or less if `cancellation` fires.
    public static let sleep: Sleeper = { seconds, cancellation in
        let semaphore = DispatchSemaphore(value: 0)
        cancellation.onCancel { semaphore.signal() }
        _ = semaphore.wait(timeout: .now() + seconds)
    }

    /// GETs `request` and returns the body of a 2xx answer, following redirects as
    /// `RedirectPolicy` allows. Throws `RemoteError`.
    public func get(_ request: HTTPRequest, cancellation: Cancellation) throws -> Data {
        guard var target = url(for: request) else { throw RemoteError.unreachable }
        let carriesSecrets = !request.secretHeaders.isEmpty || !request.secretParameters.isEmpty
        var retries = 0
        var redirects = 0
        while true {
            if cancellation.isCancelled { throw RemoteError.cancelled }
            let response = try send(target, secretHeaders: request.secretHeaders, cancellation: cancellation)
            switch response.status {
            case 200..<300:
                return response.body
            case 301, 302, 303, 307, 308:
                guard redirects < configuration.maxRedirects else { throw RemoteError.tooManyRedirects }
                redirects += 1
                target = try RedirectPolicy.next(location: response.header("Location"), from: target, base: baseURL,
                                                 carriesSecrets: carriesSecrets)
            case 429:
                let retryAfter = response.header("Retry-After").flatMap(Self.parseRetryAfter)
                let wait = retryAfter ?? configuration.defaultBackoff * Double(1 << retries)
                guard retries < configuration.maxRetries, wait <= configuration.longestRetryAfter else {
                    throw RemoteError.rateLimited(retryAfter: retryAfter)
                }
                retries += 1
                sleeper(max(0, wait), cancellation)
            default:
                throw RemoteError.status(response.status)
            }
        }
    }

    /// The full URL: the base (which may carry a path prefix) + the request's path and query.
    package func url(for request: HTTPRequest) -> URL? {
        guard var components = URLComponents(url: baseURL, resolvingAgainstBaseURL: false) else { return nil }
        var prefix = components.percentEncodedPath
        while prefix.hasSuffix("/") { prefix.removeLast() }
        let path = request.path.split(separator: "/").map { HTTPRequest.percentEncoded(String($0)) }.joined(separator: "/")
        components.percentEncodedPath = prefix + "/" + path
        let query = request.queryString
        components.percentEncodedQuery = query.isEmpty ? nil : query
        return components.url
    }

    // MARK: - One exchange

    /// One GET of `url`. Secret headers go along only when `url` has the configured origin —
    /// `RedirectPolicy` already keeps secret-carrying requests there; this is the last guard.
    private func send(_ url: URL, secretHeaders: [String: String], cancellation: Cancellation) throws -> HTTPTransfer.Response {
        var headers = [("Accept", "application/json"), ("User-Agent", "showbook/0.1")]
        if let origin = Origin(url), origin == Origin(baseURL) {
            headers += secretHeaders.sorted { $0.key < $1.key }.map { ($0.key, $0.value) }
        }
        let response = try HTTPTransfer.get(url, headers: headers, timeout: configuration.timeout,
                                            limit: configuration.maxBodyBytes, cancellation: cancellation)
        if cancellation.isCancelled { throw RemoteError.cancelled }
        return response
    }

    /// `Retry-After` as seconds: either a number or an HTTP date, held to
    /// `OutsideNumbers.retryAfterSeconds` (a huge or infinite number is read as one day; NaN
    /// and negative numbers are ignored).
    package static func parseRetryAfter(_ value: String) -> TimeInterval? {
        let trimmed = value.trimmingCharacters(in: .whitespaces)
        if let seconds = Double(trimmed) {
            guard seconds >= 0 else { return nil }
            return OutsideNumbers.seconds(seconds, clampedTo: OutsideNumbers.retryAfterSeconds)
        }
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "GMT")
        formatter.dateFormat = "EEE, dd MMM yyyy HH:mm:ss zzz"
        guard let date = formatter.date(from: trimmed) else { return nil }
        return OutsideNumbers.seconds(date.timeIntervalSinceNow, clampedTo: OutsideNumbers.retryAfterSeconds)
    }
}
