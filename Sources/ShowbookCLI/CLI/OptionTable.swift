import Foundation

/// Every option the command line knows, derived from the declarations: the global options,
/// then each command's in the order `--help` lists the commands. An option several commands
/// declare is one entry for the parser, which reads options before it knows the command — so
/// their declarations must agree on the value (`conflicts`, checked by a test).
enum OptionTable {
    /// Each option once, by name, in declaration order.
    static let all: [CommandOption] = {
        let declared = GlobalOptions.declared + CommandRegistry.commands.flatMap { $0.configuration.options }
        var options: [CommandOption] = []
        for option in declared where !options.contains(option) { options.append(option) }
        return options
    }()

    /// The option an argument names (`--output` or `-o`).
    static func named(_ argument: String) -> CommandOption? {
        all.first { $0.name == argument || $0.shortName == argument }
    }

    /// One command option as `--help` lists it: its declarations grouped by their words, each
    /// group with the commands that give them.
    struct Uses {
        var option: CommandOption
        var groups: [(commands: [String], help: String)]
    }

    /// The command options (not global), each with every command that declares it.
    static var commandOptions: [Uses] {
        var uses: [Uses] = []
        for command in CommandRegistry.commands where !command.configuration.isHidden {
            for option in command.configuration.options where option.isCommandOption {
                let index = uses.firstIndex { $0.option == option } ?? {
                    uses.append(Uses(option: option, groups: []))
                    return uses.count - 1
                }()
                if let group = uses[index].groups.firstIndex(where: { $0.help == option.help }) {
                    uses[index].groups[group].commands.append(command.configuration.name)
                } else {
                    uses[index].groups.append((commands: [command.configuration.name], help: option.help))
                }
            }
        }
        return uses
    }

    /// Declarations of one name that disagree on the value or the short name, as
    /// "--into: books close and mine" lines (empty when all agree).
    static var conflicts: [String] {
        let declarations = GlobalOptions.declared.map { ("global", $0) }
            + CommandRegistry.commands.flatMap { command in command.configuration.options.map { (command.configuration.name, $0) } }
        return all.compactMap { option in
            let disagreeing = declarations.filter { $0.1 == option && ($0.1.value != option.value || $0.1.shortName != option.shortName) }
            guard !disagreeing.isEmpty else { return nil }
            return "\(option.name): \(disagreeing.map(\.0).joined(separator: ", ")) declare another value"
        }
    }
}

extension CommandOption {
    /// Options that only the commands declaring them take; the global ones go with any command.
    var isCommandOption: Bool { !GlobalOptions.declared.contains(self) }
}
