import Foundation
import ShowbookPlatform
import ShowbookTV

/// Runs a subcommand and ends the process with the status its outcome calls for: problems
/// with what the user asked (usage, config file, study settings, an ambiguous book name) are
/// status 2, an output failure ends as `Console.end` decides, anything else is status 1 —
/// always as one line on stderr.
enum CommandExit {
    static func run(_ command: any Subcommand, context: CommandContext) -> Never {
        let status: Int32
        do {
            status = try command.run(context)
        } catch {
            switch BooksCommandSupport.asUsageError(error) {
            case let error as ParsedArguments.UsageError: Console.fail(error.description, status: 2)
            case let error as ProviderConfiguration.Problem: Console.fail(error.description, status: 2)
            case let error as SettingError: Console.fail(error.description, status: 2)
            case let error as OutputError: Console.end(error)
            case let error: Console.fail("\(error)", status: 1)
            }
        }
        guard let environment = context.openedEnvironment else { Console.finish(status) }
        Console.finish(ExitCheckpoint.finish(environment, status: status, onlyRead: type(of: command).onlyReads))
    }
}
