import Foundation
import ShowbookTUI
import ShowbookPlatform
import ShowbookTV
import ShowbookApp

/// `showbook [options]`, the root command: the interactive app. Like a subcommand it checks
/// what it was given before anything is opened (`init`: no command option, a terminal that can
/// run it), then `run` opens storage, reads the settings, wires the container and runs the
/// loop until quit. Each problem ends the process as one line on stderr: status 2 for the
/// user's input (terminal, config file, settings), status 1 for storage and the log file.
struct InteractiveCommand {
    static let synopsis = "showbook [options]"
    static let abstract = ["start the interactive app"]

    let options: GlobalOptions

    init(_ arguments: ParsedArguments, options: GlobalOptions) throws {
        if let option = arguments.given.first(where: \.isCommandOption) {
            throw ParsedArguments.UsageError(description: "\(option.name) belongs to a subcommand (see showbook --help)")
        }
        guard RunLoop.canRunInteractively else {
            throw ParsedArguments.UsageError(description: "the interactive app needs a terminal (stdin and stdout a tty, TERM not dumb); "
                                             + "try `showbook search QUERY` or `showbook books list`")
        }
        if let problem = RunLoop.terminalProblem() { throw ParsedArguments.UsageError(description: problem) }
        self.options = options
    }

    /// The app for a subcommand that opens on a screen (`showbook watch`): the same checks of the terminal.
    init(options: GlobalOptions) throws {
        guard RunLoop.canRunInteractively else {
            throw ParsedArguments.UsageError(description: "watching along needs a terminal (stdin and stdout a tty, TERM not dumb)")
        }
        if let problem = RunLoop.terminalProblem() { throw ParsedArguments.UsageError(description: problem) }
        self.options = options
    }

    /// Runs the app and ends the process with the exit checkpoint's status.
    func run(showing destination: Destination? = nil) -> Never {
        let environment = step(status: 1) { try AppEnvironment.open(options) }
        let providers = step(status: 2) { try options.providerConfiguration() }
        let log = step(status: 1) { try openLog() }
        let settings = step(status: 2) { try containerSettings() }
        let images = step(status: 2) { try options.imageSettings() }
        let clock = SystemClock()
        let container = makeContainer(environment: environment, providers: providers, images: images, log: log,
                                      settings: settings, clock: clock)
        let app = AppModel(container: container)
        if let destination { app.navigator.show(destination) }
        // A locale that is not UTF-8 would blank out Hangul: switch (or fall back to ASCII) and say so once.
        let locale = TerminalLocale.setUp()
        if let message = locale.message {
            app.messages.post(message, now: clock.now)
            log.record("locale", ["outcome": message])
        }
        // Warnings (such as a config file others can read) also show in the status bar and the ! log.
        for warning in providers.warnings + (options.studySettings().warnings + options.coverageSettings().warnings
                                                    + options.exampleScope().warnings
                                                    + options.clipSettings().warnings) { app.messages.post(warning, now: clock.now) }
        let status = step(status: 1) { try RunLoop.run(app, options: runOptions(asciiOnly: locale.isASCII), log: log) }
        // The run loop is over: the exit checkpoint may wait for another writer as a command does.
        environment.database.mainThreadBusyTimeoutMilliseconds = nil
        environment.database.otherThreadBusyTimeoutMilliseconds = nil
        exit(ExitCheckpoint.finish(environment, status: status))
    }

    /// One step of the start-up; its error ends the process with `status`.
    private func step<Value>(status: Int32, _ work: () throws -> Value) -> Value {
        do { return try work() } catch { Console.fail("\(error)", status: status) }
    }

    /// `--log FILE` (never one of the database's files), else no log.
    private func openLog() throws -> EventLog {
        if let logPath = options.logPath {
            try OutputFile.checkNotProtected(logPath, protecting: [options.resolvedDatabasePath])
        }
        return try options.logPath.map(EventLog.file) ?? .disabled
    }

    private func containerSettings() throws -> AppContainer.Settings {
        var settings = AppContainer.Settings()
        settings.debounce = Double(options.debounceMilliseconds) / 1000
        settings.study = options.studySettings().settings
        settings.coverage = options.coverageSettings().settings
        settings.examples = options.exampleScope().scope
        settings.timeZone = try options.timeZone()
        settings.ankiConnectURL = options.ankiURL
        settings.clips = options.clipSettings().settings
        settings.ownLanguage = options.ownLanguage().code
        return settings
    }

    private func makeContainer(environment: AppEnvironment, providers: ProviderConfiguration, images: ImageSettings,
                               log: EventLog, settings: AppContainer.Settings, clock: SystemClock) -> AppContainer {
        let provider = providers.makeRemoteProvider(database: environment.database, clock: clock, log: log,
                                                    imageBase: images.tmdbImageBase)
            ?? OfflineCatalogProvider(store: environment.catalog)
        let container = AppContainer(
            provider: provider, database: environment.database,
            clock: clock, executor: DispatchExecutor(afterEach: { RunLoop.wake() }), log: log, settings: settings
        )
        // Posters: only for online providers, and not when colour is off (they would not be drawn).
        if images.enabled, !options.noColor, providers.kind != .offline {
            let cache = PosterCache(directory: PosterCache.defaultDirectory(UserDirectories()), capBytes: images.cacheCapBytes,
                                    clock: clock)
            container.posterLoader = PosterLoader(cache: cache, log: log)
        }
        return container
    }

    private func runOptions(asciiOnly: Bool) -> ShowbookTUI.RunLoop.Options {
        var runOptions = ShowbookTUI.RunLoop.Options()
        runOptions.noColor = options.noColor
        runOptions.mouse = !options.noMouse
        runOptions.highlight = options.highlight
        runOptions.crashAfterMilliseconds = options.crashAfterMilliseconds
        runOptions.writesFrameMarks = ProcessInfo.processInfo.environment[ShowbookTUI.RunLoop.frameMarksVariable] == "1"
        runOptions.asciiOnly = asciiOnly
        return runOptions
    }
}
