import Foundation
import ShowbookCore
import ShowbookTUI

/// Entry point: parse options, open storage, then run a subcommand or the interactive app.
func fail(_ message: String, status: Int32) -> Never {
    FileHandle.standardError.write(Data("showbook: \(message)\n".utf8))
    exit(status)
}

let options: CommandLineOptions
do {
    options = try CommandLineOptions.parse(Array(CommandLine.arguments.dropFirst()))
} catch {
    fail("\(error)", status: 2)
}
if options.showHelp { print(HelpText.usage); exit(0) }
if options.showVersion { print(HelpText.version); exit(0) }

if options.words.isEmpty && !RunLoop.canRunInteractively {
    fail("the interactive app needs a terminal (stdin and stdout a tty, TERM not dumb); try `showbook search QUERY` or `showbook books list`", status: 2)
}

let providers: ProviderConfiguration
do {
    providers = try options.providerConfiguration()
} catch {
    fail("\(error)", status: 2)
}

if let status = MaintenanceCommands.runIfRequested(options) { exit(status) }

let environment: AppEnvironment
do {
    environment = try AppEnvironment.open(options)
} catch {
    fail("\(error)", status: 1)
}

if !options.words.isEmpty {
    do {
        exit(ExitCheckpoint.finish(environment, status: try Subcommands.run(options, environment: environment, providers: providers)))
    } catch let error as CommandLineOptions.UsageError {
        fail(error.description, status: 2)
    } catch {
        fail("\(error)", status: 1)
    }
}

let log: EventLog
do {
    log = try options.logPath.map(EventLog.file) ?? .disabled
} catch {
    fail("\(error)", status: 1)
}
var settings = AppContainer.Settings()
settings.debounce = Double(options.debounceMilliseconds) / 1000
let clock = SystemClock()
let provider = providers.makeRemoteProvider(database: environment.database, clock: clock, log: log)
    ?? OfflineCatalogProvider(store: environment.catalog)
let container = AppContainer(
    provider: provider, database: environment.database,
    clock: clock, executor: DispatchExecutor(), log: log, settings: settings
)
let app = AppModel(container: container)
// Warnings (such as a config file others can read) also show in the status bar and the ! log.
for warning in providers.warnings { app.messages.post(warning, now: clock.now) }
var runOptions = RunLoop.Options()
runOptions.noColor = options.noColor
runOptions.mouse = !options.noMouse
runOptions.highlight = SelectionHighlight(rawValue: options.highlight) ?? .bar
runOptions.crashAfterMilliseconds = options.crashAfterMilliseconds
do {
    exit(ExitCheckpoint.finish(environment, status: try RunLoop.run(app, options: runOptions, log: log)))
} catch {
    fail("\(error)", status: 1)
}
