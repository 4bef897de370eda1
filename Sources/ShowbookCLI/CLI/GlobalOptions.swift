import Foundation
import ShowbookCore
import ShowbookTUI

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

    init(_ arguments: ParsedArguments) {
        databasePath = arguments.text(.db)
        debounceMilliseconds = arguments.number(.debounce) ?? debounceMilliseconds
        logPath = arguments.text(.log)
        noSample = arguments.flag(.noSample)
        noMouse = arguments.flag(.noMouse)
        highlight = arguments.choice(.highlight, as: SelectionHighlight.self) ?? .bar
        noColor = noColor || arguments.flag(.noColor)
        crashAfterMilliseconds = arguments.number(.crashAfter)
        provider = arguments.text(.provider)
        language = arguments.text(.language)
        apiBase = arguments.text(.apiBase)
        ankiURL = arguments.text(.ankiURL) ?? ankiURL
        noImages = arguments.flag(.noImages)
        imageBase = arguments.text(.imageBase)
        showHelp = arguments.flag(.help)
        showVersion = arguments.flag(.version)
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

    /// The time zone of air dates (the config file's `time_zone`, else the system's).
    func timeZone() throws -> TimeZone {
        try AirDateZone.resolve(config: configReading.file)
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
