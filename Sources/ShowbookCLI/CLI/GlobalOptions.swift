import Foundation
import ShowbookTUI
import ShowbookPlatform
import ShowbookTV
import ShowbookWords
import ShowbookExchange

/// The options every command and the interactive app share, as typed values.
struct GlobalOptions {
    var databasePath: String?
    var debounceMilliseconds = 500
    var logPath: String?
    var noSample = false
    var noMouse = false
    var highlight = SelectionHighlight.bar
    var noColor = ProcessInfo.processInfo.environment["NO_COLOR"].map { !$0.isEmpty } ?? false
    var crashAfterMilliseconds: Int?
    /// `--provider`; nil means "the config file's, else offline".
    var provider: String?
    var language: String?
    var apiBase: String?
    /// `--no-images`: no posters on the detail.
    var noImages = false
    /// `--image-base`; nil means "the config file's, else TMDB's public image server".
    var imageBase: String?
    /// `--anki-url`: where AnkiConnect listens (`anki push`, `A` on a book screen).
    var ankiURL = AnkiConnectClient.defaultURL
    var showHelp = false
    var showVersion = false
    /// The config file, read on first use and then shared by every setting that needs it.
    private let configReading = ConfigFileReading()

    // The global options, in the order `--help` lists them: allowed with any command and with
    // the interactive app.
    static let db = CommandOption("--db", .path("PATH"), help: "database file (default $XDG_DATA_HOME/showbook/showbook.db)")
    static let provider = CommandOption("--provider", .choice("NAME", ProviderConfiguration.Kind.allCases.map(\.rawValue)),
                                        help: "where shows come from: offline (bundled catalog, default), tmdb (needs "
                                            + "TMDB_ACCESS_TOKEN or TMDB_API_KEY) or tvmaze")
    static let language = CommandOption("--language", .text("TAG"), help: "language for TMDB results (default en-US, e.g. ko-KR)")
    static let apiBase = CommandOption("--api-base", .text("URL"), help: "the provider's API address (default: the public one)")
    static let ankiURL = CommandOption("--anki-url", .text("URL"),
                                       help: "AnkiConnect's address for anki push and A on a book screen (default http://127.0.0.1:8765)")
    static let imageBase = CommandOption("--image-base", .text("URL"),
                                         help: "where TMDB posters are (default https://image.tmdb.org/t/p/w342)")
    static let noImages = CommandOption("--no-images", help: "no posters on a show's detail")
    static let debounce = CommandOption("--debounce-ms", .number("N"), help: "search delay after typing (default 500)")
    static let log = CommandOption("--log", .path("FILE"), help: "append JSON-lines lifecycle events to FILE")
    static let noSample = CommandOption("--no-sample", help: "do not add the sample word book on first run")
    static let noColor = CommandOption("--no-color", help: "monochrome (also when NO_COLOR is set)")
    static let noMouse = CommandOption("--no-mouse", help: "do not capture the mouse (clicks, wheel)")
    static let highlight = CommandOption("--highlight", .choice("STYLE", SelectionHighlight.allCases.map(\.rawValue)),
                                         help: "selected row: bar (reverse the row, default) or marker (a ▌ only, fewest "
                                             + "bytes per move for slow links)")
    static let crashAfter = CommandOption("--crash-after-ms", .number("N"), hidden: true,
                                          help: "crash on purpose after N ms (tests of terminal restore)")
    static let help = CommandOption("--help", short: "-h", help: "this help")
    static let version = CommandOption("--version", help: "print the version")

    static let declared = [db, provider, language, apiBase, ankiURL, imageBase, noImages, debounce, log, noSample, noColor,
                           noMouse, highlight, crashAfter, help, version]

    init(_ arguments: ParsedArguments) {
        databasePath = arguments.text(Self.db)
        debounceMilliseconds = arguments.number(Self.debounce) ?? debounceMilliseconds
        logPath = arguments.text(Self.log)
        noSample = arguments.flag(Self.noSample)
        noMouse = arguments.flag(Self.noMouse)
        highlight = arguments.choice(Self.highlight, as: SelectionHighlight.self) ?? .bar
        noColor = noColor || arguments.flag(Self.noColor)
        crashAfterMilliseconds = arguments.number(Self.crashAfter)
        provider = arguments.text(Self.provider)
        language = arguments.text(Self.language)
        apiBase = arguments.text(Self.apiBase)
        ankiURL = arguments.text(Self.ankiURL) ?? ankiURL
        noImages = arguments.flag(Self.noImages)
        imageBase = arguments.text(Self.imageBase)
        showHelp = arguments.flag(Self.help)
        showVersion = arguments.flag(Self.version)
    }

    /// `$XDG_DATA_HOME/showbook/showbook.db`, defaulting to `~/.local/share/showbook/`.
    var resolvedDatabasePath: String {
        databasePath ?? UserDirectories().databasePath
    }

    /// The provider settings from these options, the environment and the config file.
    func providerConfiguration() throws -> ProviderConfiguration {
        let environment = ProcessInfo.processInfo.environment
        let config = configReading.file
        return try ProviderConfiguration.resolve(
            provider: provider, language: language, apiBase: apiBase, environment: environment, config: config
        )
    }

    /// The study settings of the config file (retention, new words a day, fuzz), with a
    /// warning for each bad value (its default is used).
    func studySettings() -> StudySettings.Resolved {
        StudySettings.resolve(config: configReading.file)
    }

    /// When a word counts as known for coverage (`coverage_retrievability`), with a warning
    /// for a bad value (its default is used).
    func coverageSettings() -> (settings: CoverageSettings, warnings: [String]) {
        CoverageSettings.resolve(config: configReading.file)
    }

    /// How exports cut clips (`anki_media`, `clip_padding`, `clip_audio`), with a warning for
    /// each bad value (its default is used).
    func clipSettings() -> (settings: ClipSettings, warnings: [String]) {
        ClipSettings.resolve(config: configReading.file)
    }

    /// Where mined examples may come from (`examples = any|watched`), with a warning for a bad value.
    func exampleScope() -> (scope: ExampleScope, warnings: [String]) {
        ExampleScope.resolve(config: configReading.file)
    }

    /// The learner's own language, which automatic translations are in (`own_language`, else
    /// the locale's language, else English), with a warning for a bad value.
    func ownLanguage() -> (code: String, warnings: [String]) {
        OwnLanguage.resolve(config: configReading.file, environment: ProcessInfo.processInfo.environment)
    }

    /// The time zone of air dates (the config file's `time_zone`, else the system's).
    func timeZone() throws -> TimeZone {
        try AirDateZone.resolve(config: configReading.file)
    }

    /// Gregorian in `timeZone()`: the days air dates and the next review are counted in.
    func calendar() throws -> Calendar {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = try timeZone()
        return calendar
    }

    /// Posters on or off, TMDB's image base and the image cache's cap (flags, then the config file).
    func imageSettings() throws -> ImageSettings {
        try ImageSettings.resolve(noImages: noImages, imageBase: imageBase, config: configReading.file)
    }
}

/// Reads the config file once per process: the provider, study, air-date and image settings
/// all come from it, and each read costs a home-directory lookup and an open. The first read
/// warns on stderr, once, when others can read or change the file, and for each line it did not
/// use (or that it was not read at all) — whichever command read it.
private final class ConfigFileReading: @unchecked Sendable {
    private let lock = NSLock()
    private var read: ConfigFile??

    var file: ConfigFile? {
        lock.withLock {
            if let read { return read }
            let file = ConfigFile.load(path: ConfigFile.defaultPath(environment: ProcessInfo.processInfo.environment))
            read = .some(file)
            if let file, let warning = ConfigFile.permissionWarning(path: file.path) { Console.diagnostic(warning) }
            for warning in file?.warnings ?? [] { Console.diagnostic(warning) }
            return file
        }
    }
}
