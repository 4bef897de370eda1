import Foundation

/// The program: parse the command line, answer `--help` and `--version`, then dispatch — to a
/// subcommand (`CommandRegistry`) when there are command words, else to the root command, the
/// interactive app (`InteractiveCommand`). Output goes through `Console`, which also decides
/// how an output failure ends the process. The `showbook` executable only calls `run()`; the
/// rest of the command line lives in this library so the docs generator reads the same
/// declarations.
public enum ShowbookMain {
    public static func run() -> Never {
        Console.prepare()

        let arguments: ParsedArguments
        do { arguments = try ParsedArguments(ParsedArguments.processArguments) } catch { Console.fail("\(error)", status: 2) }
        let options = GlobalOptions(arguments)
        do {
            if options.showHelp { try Console.data(HelpText.usage + "\n"); Console.finish(0) }
            if options.showVersion { try Console.line("\(HelpText.version)"); Console.finish(0) }
        } catch {
            Console.end(error)
        }

        if arguments.words.isEmpty {
            let interactive: InteractiveCommand
            do { interactive = try InteractiveCommand(arguments, options: options) } catch { Console.fail("\(error)", status: 2) }
            interactive.run()
        }
        // The command's words and values are checked before anything is opened, so a usage error
        // never creates or migrates a database.
        let command: any Subcommand
        do { command = try CommandRegistry.command(for: arguments) } catch { Console.fail("\(error)", status: 2) }
        CommandExit.run(command, context: CommandContext(global: options, environment: { try AppEnvironment.open(options) },
                                                         providers: { try options.providerConfiguration() }))
    }
}
