import Foundation
import ShowbookPlatform

/// How Showbook proves itself to TMDB: a v4 read-access token (sent as a Bearer header) or a
/// v3 API key (sent as the `api_key` parameter). It exists so the secret has one home that
/// never prints: its description, debug description and mirror all say "hidden".
public enum TMDBCredentials: Sendable, Equatable, CustomStringConvertible, CustomDebugStringConvertible,
    CustomReflectable {
    case accessToken(String)
    case apiKey(String)

    /// The first credential found: `TMDB_ACCESS_TOKEN`, then `TMDB_API_KEY` from the
    /// environment, then `tmdb_access_token`, then `tmdb_api_key` from the config file.
    /// Blank values are ignored.
    public static func resolve(environment: [String: String], config: ConfigFile?) -> TMDBCredentials? {
        func value(_ text: String?) -> String? {
            guard let trimmed = text?.trimmingCharacters(in: .whitespaces), !trimmed.isEmpty else { return nil }
            return trimmed
        }
        if let token = value(environment["TMDB_ACCESS_TOKEN"]) { return .accessToken(token) }
        if let key = value(environment["TMDB_API_KEY"]) { return .apiKey(key) }
        if let token = value(config?["tmdb_access_token"]) { return .accessToken(token) }
        if let key = value(config?["tmdb_api_key"]) { return .apiKey(key) }
        return nil
    }

    /// What to tell a user who has no key.
    public static let missingMessage = """
        TMDB needs an API key. Set TMDB_ACCESS_TOKEN (a read-access token) or TMDB_API_KEY in \
        the environment, or put `tmdb_access_token = …` or `tmdb_api_key = …` in \
        $XDG_CONFIG_HOME/showbook/config (default ~/.config/showbook/config, chmod 600). \
        Get one at themoviedb.org under Settings → API, or use --provider tvmaze (no key needed).
        """

    /// The secret itself, for the request only.
    var secret: String {
        switch self {
        case let .accessToken(token): return token
        case let .apiKey(key): return key
        }
    }

    /// Applies the credential to a request without touching its public parameters.
    func authorize(_ request: inout HTTPRequest) {
        switch self {
        case let .accessToken(token): request.secretHeaders["Authorization"] = "Bearer " + token
        case let .apiKey(key): request.secretParameters["api_key"] = key
        }
    }

    public var description: String {
        switch self {
        case .accessToken: return "TMDB access token (hidden)"
        case .apiKey: return "TMDB API key (hidden)"
        }
    }

    public var debugDescription: String { description }

    public var customMirror: Mirror { Mirror(self, children: [], displayStyle: .enum) }
}
