import Foundation
import ShowbookPlatform

/// Which provider to use and how to reach it, resolved once at start-up from the command line,
/// the environment and the config file (in that order of precedence). It exists so the
/// executable only passes strings in and gets a ready provider out, and so the rules —
/// including "a missing TMDB key says how to set one" — are tested without a process.
public struct ProviderConfiguration: Sendable {
    public enum Kind: String, Sendable, CaseIterable {
        case offline, tmdb, tvmaze
    }

    /// A setting that cannot work, phrased for the user.
    public struct Problem: Error, Sendable, Equatable, CustomStringConvertible {
        public let description: String
        public init(_ description: String) { self.description = description }
    }

    public var kind: Kind
    public var language: String
    /// Overrides the provider's default base URL (tests point it at a loopback server).
    public var baseURL: URL?
    public var credentials: TMDBCredentials?
    /// Things worth telling the user on stderr (a config file others can read).
    public var warnings: [String] = []

    public static let defaultLanguage = "en-US"

    /// - Parameters:
    ///   - provider: `--provider`, if given; else `provider = …` from the config; else offline.
    ///   - language: `--language`, if given; else `language = …`; else en-US.
    ///   - apiBase: `--api-base`, if given; else `SHOWBOOK_TMDB_BASE` / `SHOWBOOK_TVMAZE_BASE`.
    public static func resolve(
        provider: String?, language: String?, apiBase: String?, environment: [String: String], config: ConfigFile?
    ) throws -> ProviderConfiguration {
        // A problem with a value from the config file names the file and line, since the
        // user did not type it and would otherwise not know where to look.
        func fromConfig(_ setting: String, _ message: String) -> Problem {
            Problem("\(config?.location(of: setting) ?? "config file"): \(message)")
        }
        let providerFromConfig = provider == nil ? config?["provider"] : nil
        let name = (provider ?? providerFromConfig ?? Kind.offline.rawValue).lowercased()
        guard let kind = Kind(rawValue: name) else {
            let names = Kind.allCases.map(\.rawValue).joined(separator: ", ")
            let message = "unknown provider “\(name)” (choose one of \(names))"
            throw providerFromConfig == nil ? Problem(message) : fromConfig("provider", message)
        }
        let languageFromConfig = language == nil ? config?["language"] : nil
        let chosenLanguage = language ?? languageFromConfig ?? defaultLanguage
        guard !chosenLanguage.isEmpty, chosenLanguage.count <= 35,
              chosenLanguage.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-") }) else {
            let tag = "a language tag such as en-US or ko-KR, not “\(chosenLanguage)”"
            throw languageFromConfig == nil ? Problem("--language needs \(tag)") : fromConfig("language", "language needs \(tag)")
        }
        var configuration = ProviderConfiguration(kind: kind, language: chosenLanguage)
        let environmentBase = kind == .tmdb ? environment["SHOWBOOK_TMDB_BASE"]
            : kind == .tvmaze ? environment["SHOWBOOK_TVMAZE_BASE"] : nil
        if let base = apiBase ?? environmentBase.flatMap({ $0.isEmpty ? nil : $0 }) {
            guard let url = URL(string: base), let scheme = url.scheme?.lowercased(), scheme == "http" || scheme == "https",
                  let host = url.host, !host.isEmpty else {
                throw Problem("--api-base needs an http or https URL such as http://127.0.0.1:8080, not “\(base)”")
            }
            configuration.baseURL = url
        }
        if kind == .tmdb {
            guard let credentials = TMDBCredentials.resolve(environment: environment, config: config) else {
                throw providerFromConfig == nil ? Problem(TMDBCredentials.missingMessage)
                    : fromConfig("provider", "provider = tmdb, but " + TMDBCredentials.missingMessage)
            }
            configuration.credentials = credentials
        }
        if let config, let warning = ConfigFile.permissionWarning(path: config.path) {
            configuration.warnings.append(warning)
        }
        configuration.warnings += config?.warnings ?? []
        return configuration
    }

    public init(kind: Kind, language: String = ProviderConfiguration.defaultLanguage, baseURL: URL? = nil,
                credentials: TMDBCredentials? = nil) {
        self.kind = kind
        self.language = language
        self.baseURL = baseURL
        self.credentials = credentials
    }

    /// The online provider this configuration names, caching in `database`; nil for offline.
    public func makeRemoteProvider(
        database: Database, clock: AppClock, log: EventLog, http: HTTPClient.Configuration = HTTPClient.Configuration(),
        imageBase: URL = ImageSettings.defaultTMDBImageBase
    ) -> MediaProvider? {
        let cache = ResponseCache(database: database, clock: clock)
        cache.purge()
        switch kind {
        case .offline:
            return nil
        case .tmdb:
            return TMDBProvider(credentials: credentials, language: language, baseURL: baseURL ?? TMDBProvider.defaultBaseURL,
                                imageBase: imageBase, http: http, cache: cache, log: log)
        case .tvmaze:
            return TVmazeProvider(baseURL: baseURL ?? TVmazeProvider.defaultBaseURL, http: http, cache: cache, log: log)
        }
    }
}
