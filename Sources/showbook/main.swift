import Foundation
import ShowbookCore
import ShowbookTUI

/// Entry point: parse the command line, then run a subcommand (`CommandRegistry`) or open
/// storage and start the interactive app.
/// Output goes through `Console`, which also decides how an output failure ends the process.
Console.prepare()

func fail(_ message: String, status: Int32) -> Never {
    Console.fail(message, status: status)
}

let arguments: ParsedArguments
do {
    let argv = (1..<Int(CommandLine.argc)).map { index in
        Array(UnsafeBufferPointer(start: CommandLine.unsafeArgv[index], count: strlen(CommandLine.unsafeArgv[index]!)))
            .map { UInt8(bitPattern: $0) }
    }
    arguments = try ParsedArguments(argv)
} catch {
    fail("\(error)", status: 2)
}
let options = GlobalOptions(arguments)
do {
    if options.showHelp { try Console.data(HelpText.usage + "\n"); Console.finish(0) }
    if options.showVersion { try Console.line(HelpText.version); Console.finish(0) }
} catch {
    Console.end(error)
}

/// The provider settings, resolved on first use: only `search` and the interactive app need
/// them, so a bad config file does not stop commands that never read it.
nonisolated(unsafe) var resolvedProviders: ProviderConfiguration?
func providers() throws -> ProviderConfiguration {
    if let resolvedProviders { return resolvedProviders }
    let configuration = try options.providerConfiguration()
    resolvedProviders = configuration
    return configuration
}

if !arguments.words.isEmpty {
    // The command's words and values are checked before anything is opened, so a usage error
    // never creates or migrates a database.
    let command: any Subcommand
    do { command = try CommandRegistry.command(for: arguments) } catch { fail("\(error)", status: 2) }
    CommandExit.run(command, context: CommandContext(global: options, environment: { try AppEnvironment.open(options) },
                                                     providers: providers))
}
if let option = arguments.given.first(where: \.isCommandOption) {
    fail("\(option.rawValue) belongs to a subcommand (see showbook --help)", status: 2)
}
if !RunLoop.canRunInteractively {
    fail("the interactive app needs a terminal (stdin and stdout a tty, TERM not dumb); try `showbook search QUERY` or `showbook books list`", status: 2)
}
if let problem = RunLoop.terminalProblem() {
    fail(problem, status: 2)
}

let environment: AppEnvironment
do {
    environment = try AppEnvironment.open(options)
} catch {
    fail("\(error)", status: 1)
}

let chosenProviders: ProviderConfiguration
do {
    chosenProviders = try providers()
} catch {
    fail("\(error)", status: 2)
}
let log: EventLog
do {
    if let logPath = options.logPath {
        try OutputFile.checkNotProtected(logPath, protecting: [options.resolvedDatabasePath])
    }
    log = try options.logPath.map(EventLog.file) ?? .disabled
} catch {
    fail("\(error)", status: 1)
}
var settings = AppContainer.Settings()
settings.debounce = Double(options.debounceMilliseconds) / 1000
do {
    settings.study = try options.studySettings()
    settings.timeZone = try options.timeZone()
} catch {
    fail("\(error)", status: 2)
}
let images: ImageSettings
do {
    images = try options.imageSettings()
} catch {
    fail("\(error)", status: 2)
}
let clock = SystemClock()
let provider = chosenProviders.makeRemoteProvider(database: environment.database, clock: clock, log: log,
                                                  imageBase: images.tmdbImageBase)
    ?? OfflineCatalogProvider(store: environment.catalog)
let container = AppContainer(
    provider: provider, database: environment.database,
    clock: clock, executor: DispatchExecutor(afterEach: { RunLoop.wake() }), log: log, settings: settings
)
// Posters: only for online providers, and not when colour is off (they would not be drawn).
if images.enabled, !options.noColor, chosenProviders.kind != .offline {
    let cache = PosterCache(directory: PosterCache.defaultDirectory(UserDirectories()), capBytes: images.cacheCapBytes, clock: clock)
    container.posterLoader = PosterLoader(cache: cache, log: log)
}
let app = AppModel(container: container)
// A locale that is not UTF-8 would blank out Hangul: switch (or fall back to ASCII) and say so once.
let locale = TerminalLocale.setUp()
if let message = locale.message {
    app.messages.post(message, now: clock.now)
    log.record("locale", ["outcome": message])
}
// Warnings (such as a config file others can read) also show in the status bar and the ! log.
for warning in chosenProviders.warnings { app.messages.post(warning, now: clock.now) }
var runOptions = RunLoop.Options()
runOptions.noColor = options.noColor
runOptions.mouse = !options.noMouse
runOptions.highlight = options.highlight
runOptions.crashAfterMilliseconds = options.crashAfterMilliseconds
runOptions.asciiOnly = locale.isASCII
do {
    let status = try RunLoop.run(app, options: runOptions, log: log)
    // The run loop is over: the exit checkpoint may wait for another writer as a command does.
    environment.database.mainThreadBusyTimeoutMilliseconds = nil
    environment.database.otherThreadBusyTimeoutMilliseconds = nil
    exit(ExitCheckpoint.finish(environment, status: status))
} catch {
    fail("\(error)", status: 1)
}
