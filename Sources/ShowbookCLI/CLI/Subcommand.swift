import Foundation
import ShowbookPlatform
import ShowbookTV
import ShowbookWords

/// One subcommand of `showbook`: its name and arguments as data (`configuration`, from which
/// usage checks, usage lines and `--help` are made), its typed values read from the command
/// line (`init`), the checks that need no database (`validate`) and the work (`run`).
protocol Subcommand: Sendable {
    static var configuration: CommandConfiguration { get }
    /// Reads the command's typed values: options by name, positional arguments by their
    /// `Positional` (`arguments.value(of:)`). The number of words and the options given were
    /// already checked against `configuration`.
    init(_ arguments: ParsedArguments) throws
    /// Checks that combine values (a positional word's format is its `Positional`'s to check),
    /// before anything is opened: a usage error never creates or migrates a database.
    func validate() throws
    /// Does the work and returns the exit status.
    func run(_ context: CommandContext) throws -> Int32
    /// True for a command that never writes on purpose (see the default below).
    static var onlyReads: Bool { get }
}

extension Subcommand {
    func validate() throws {}

    /// True for a command that never writes on purpose: its exit skips the quick check and
    /// checkpoint when it wrote nothing (`Database.checkpointForExit(skipWhenUnwritten:)`).
    static var onlyReads: Bool { false }

    /// A usage error naming this command's usage line.
    static func usageError(_ problem: String) -> ParsedArguments.UsageError {
        ParsedArguments.UsageError(description: "\(problem) (usage: \(configuration.synopsis))")
    }
}

/// What a subcommand is called and what it takes.
struct CommandConfiguration {
    /// The command's words: `["books", "close"]`.
    var path: [String]
    /// Its arguments, in order (each a `Positional`'s `argument`); optional ones come last.
    var arguments: [Argument] = []
    /// The command options it takes (global options are allowed everywhere).
    var options: [CommandOption] = []
    /// Options of which at most one may be given; the synopsis joins them with `|`.
    var exclusive: [CommandOption] = []
    /// What `--help` says it does, already wrapped.
    var abstract: [String]
    /// A command `--help` does not list (the bench's).
    var isHidden = false

    /// One argument: `BOOK`, `[RATINGS]`.
    struct Argument {
        var name: String
        var isOptional = false
        /// Free text such as a title, which the usage hint tells to quote when it has spaces.
        var mayHaveSpaces = true
        /// The last argument may be given several times (its name ends in `…`).
        var repeats = false
        init(_ name: String, optional: Bool = false, mayHaveSpaces: Bool = true) {
            self.name = name
            isOptional = optional
            self.mayHaveSpaces = mayHaveSpaces
            repeats = name.hasSuffix("…")
        }
    }

    /// "books close": how messages name the command.
    var name: String { path.joined(separator: " ") }

    var required: Int { arguments.filter { !$0.isOptional }.count }

    /// `showbook books close BOOK [--into BOOK | --into-new NAME] [--json]`.
    var synopsis: String {
        var parts = ["showbook"] + path
        parts += arguments.map { $0.isOptional ? "[\($0.name)]" : $0.name }
        if !exclusive.isEmpty { parts.append("[" + exclusive.map(\.synopsisLabel).joined(separator: " | ") + "]") }
        parts += options.filter { !exclusive.contains($0) }.map { "[\($0.synopsisLabel)]" }
        return parts.joined(separator: " ")
    }
}

/// What a running subcommand can reach: the global options, the provider settings (resolved
/// only when asked, so a bad config file stops only the commands that read it) and the
/// database (opened only when asked, so `doctor` and `backup` see the file as it is).
final class CommandContext {
    let global: GlobalOptions
    private let openEnvironment: () throws -> AppEnvironment
    private let resolveProviders: () throws -> ProviderConfiguration
    private var opened: AppEnvironment?
    private var resolved: ProviderConfiguration?
    private var warnedAboutStudySettings = false

    init(global: GlobalOptions, environment: @escaping () throws -> AppEnvironment,
         providers: @escaping () throws -> ProviderConfiguration) {
        self.global = global
        openEnvironment = environment
        resolveProviders = providers
    }

    /// The migrated database and catalog, opened on first use.
    func environment() throws -> AppEnvironment {
        if let opened { return opened }
        let environment = try openEnvironment()
        opened = environment
        return environment
    }

    /// The environment if a command opened it (for the exit checkpoint).
    var openedEnvironment: AppEnvironment? { opened }

    /// The provider settings, resolved on first use (their warnings printed once).
    func providers() throws -> ProviderConfiguration {
        if let resolved { return resolved }
        let configuration = try resolveProviders()
        resolved = configuration
        return configuration
    }

    /// The word-book stores with the config file's study settings (a bad setting is one
    /// warning on stderr, once, and its default).
    func wordBooks() throws -> WordBookStores {
        let database = try environment().database
        let study = global.studySettings()
        if !warnedAboutStudySettings {
            warnedAboutStudySettings = true
            for warning in study.warnings { Console.diagnostic(warning) }
        }
        return WordBookStores(database: database, clock: SystemClock(), studySettings: study.settings)
    }
}
