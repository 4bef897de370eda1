import ShowbookPlatform
/// Why a call to a web API failed, before it is phrased for the user. The HTTP client and the
/// response cache speak in these; each provider turns one into a one-line `MediaError` with
/// `message(service:isDetail:)`. No case carries a URL, header or body, so no secret that
/// travelled with the request can leak into the text.
public enum RemoteError: Error, Sendable, Equatable {
    /// DNS failure, refused connection, no route: the request never went out.
    case unreachable
    /// The connection closed or broke after the request was sent, before the whole answer
    /// came: the server may have acted on it (AnkiConnect tells this apart from `unreachable`).
    case connectionLost
    /// No answer within the configured timeout.
    case timedOut
    /// The call was cancelled because a newer one replaced it.
    case cancelled
    /// The server kept answering 429 after the allowed retries (or asked to wait too long).
    case rateLimited(retryAfter: Double?)
    /// Any other non-2xx status.
    case status(Int)
    /// The body was not the JSON the provider expects (invalid, truncated or a different shape),
    /// or a redirect pointed at something that is not an http(s) URL.
    case unexpectedResponse
    /// The body is larger than the client accepts (declared or counted as it arrived).
    case responseTooLarge
    /// The response headers passed 256 KiB (or one header line libcurl's 100 KiB).
    case headersTooLarge
    /// More redirects in a row than the client follows.
    case tooManyRedirects
    /// A request carrying a secret was redirected to another origin, and not followed.
    case redirectRefused
    /// libcurl, which carries every request, could not be loaded.
    case networkLibraryMissing

    /// True when the network itself failed, so a cached answer may stand in.
    public var isNetworkFailure: Bool {
        self == .unreachable || self == .connectionLost || self == .timedOut
    }

    /// The status-bar message. `service` names the API ("TMDB", "TVmaze"); `isDetail` marks a
    /// request for one show, where 404 means the show does not exist.
    public func message(service: String, isDetail: Bool) -> String {
        switch self {
        case .unreachable, .connectionLost: return "network unreachable"
        case .timedOut: return "timed out"
        case .cancelled: return MediaError.cancelled.message
        case let .rateLimited(retryAfter):
            if let retryAfter, retryAfter >= 1 {
                let seconds = OutsideNumbers.int(retryAfter.rounded(.up), clampedTo: 1...86_400) ?? 1
                return "\(service) rate limit reached; try again in \(seconds) s"
            }
            return "\(service) rate limit reached; try again later"
        case .status(401): return "\(service) rejected the key"
        case .status(404) where isDetail: return "show not found"
        case let .status(code) where code >= 500: return "server error \(code)"
        case let .status(code): return "\(service) refused the request (HTTP \(code))"
        case .unexpectedResponse: return "unexpected response"
        case .responseTooLarge: return "response too large"
        case .headersTooLarge: return "response headers too large"
        case .tooManyRedirects: return "too many redirects"
        case .redirectRefused: return "\(service) redirected to another server; not followed"
        case .networkLibraryMissing: return "no network: libcurl is missing (install the Debian package libcurl4)"
        }
    }

    /// The `MediaError` a provider throws for this failure.
    public func mediaError(service: String, isDetail: Bool) -> MediaError {
        self == .cancelled ? .cancelled : MediaError(message(service: service, isDetail: isDetail))
    }
}
