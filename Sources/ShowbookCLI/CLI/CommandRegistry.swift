import Foundation
import ShowbookTV

/// The subcommands `showbook` has, and how a command line finds one: the command words pick
/// the type, its configuration checks the number of words and the options and names the
/// words, and its `init` and `validate` read and check the typed values — all before a
/// database is opened.
enum CommandRegistry {
    static let commands: [any Subcommand.Type] = [
        SearchCommand.self, SavedCommand.self, WatchedCommand.self, SaveCommand.self, UnsaveCommand.self,
        HistoryImportCommand.self, HistoryExportCommand.self,
        BooksListCommand.self, BooksShowCommand.self, BooksReviewCommand.self, BooksDueCommand.self,
        BooksRetentionCommand.self, BooksOptimizeCommand.self, BooksCloseCommand.self, BooksReopenCommand.self, BooksImportCommand.self, BooksExportCommand.self,
        AnkiPushCommand.self,
        CatalogReindexCommand.self, CatalogStatsCommand.self,
        DoctorCommand.self, BackupCommand.self,
        ImportIMDbCommand.self, ImportTVmazeCommand.self,
        MineCommand.self,
        SubtitlesAddCommand.self,
        SubtitlesListCommand.self,
        CoverageCommand.self,
        PrepCommand.self,
        CalendarCommand.self,
        WatchCommand.self,
    ]

    /// The command named by `arguments.words`, with its values read and checked.
    static func command(for arguments: ParsedArguments) throws -> any Subcommand {
        let type = try find(arguments.words)
        try check(arguments, for: type.configuration)
        let command = try type.init(arguments.bound(to: type.configuration))
        try command.validate()
        return command
    }

    /// The type whose path starts the words; a group word (`books`) with an unknown second
    /// word lists the group's commands.
    static func find(_ words: [String]) throws -> any Subcommand.Type {
        let matches = commands.filter { !$0.configuration.isHidden && words.starts(with: $0.configuration.path) }
        if let match = matches.max(by: { $0.configuration.path.count < $1.configuration.path.count }) {
            return match
        }
        let group = commands.filter { !$0.configuration.isHidden && $0.configuration.path.count > 1 && $0.configuration.path.first == words.first }
        if let word = words.first, !group.isEmpty {
            let names = group.map { $0.configuration.path[1] }
            throw ParsedArguments.UsageError(description: "\(word) needs \(ParsedArguments.list(names, or: true)) (see showbook --help)")
        }
        throw ParsedArguments.UsageError(description: "unknown command “\(words.joined(separator: " "))” (see showbook --help)")
    }

    /// The words after the command's name and the options given, against its configuration.
    static func check(_ arguments: ParsedArguments, for configuration: CommandConfiguration) throws {
        func error(_ problem: String) -> ParsedArguments.UsageError {
            ParsedArguments.UsageError(description: "\(problem) (usage: \(configuration.synopsis))")
        }
        let name = configuration.name
        let given = Array(arguments.words.dropFirst(configuration.path.count))
        let expected = configuration.arguments
        if !configuration.isHidden {
            if given.count < configuration.required {
                let required = expected.filter { !$0.isOptional }.map(\.name)
                throw error("\(name) needs \(required.joined(separator: " "))")
            }
            if given.count > expected.count && expected.last?.repeats != true {
                let extra = given.dropFirst(expected.count).joined(separator: " ")
                let takes: String
                switch expected.count {
                case 0: takes = "no words"
                case 1: takes = "one \(expected[0].name)"
                default: takes = expected.map { $0.isOptional ? "[\($0.name)]" : $0.name }.joined(separator: " ")
                }
                let quotable = expected.filter(\.mayHaveSpaces).map(\.name)
                let hint = quotable.isEmpty ? "" : "; quote a \(quotable.joined(separator: " or ")) that has spaces"
                throw error("\(name) takes \(takes), not also “\(extra)”\(hint)")
            }
        }
        for option in arguments.given where option.isCommandOption && !configuration.options.contains(option) {
            throw error("\(name) does not take \(option.name)")
        }
        let exclusive = configuration.exclusive.filter(arguments.flag)
        if exclusive.count > 1 {
            throw error("use \(ParsedArguments.list(exclusive.map(\.name), or: true)), not both")
        }
    }
}
