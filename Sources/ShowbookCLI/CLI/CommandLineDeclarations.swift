/// The command line's declarations as the docs generator reads them (the README's and the man
/// page's synopses are made from these): every command `--help` lists, with its words,
/// arguments, options and description, and the global options — the same values the parser
/// and `--help` use, so the documents cannot describe another command line.
public enum CommandLineDeclarations {
    /// One line of a synopsis: `showbook books close BOOK [--into BOOK | --into-new NAME] …`.
    public struct Synopsis: Sendable {
        /// The command's words (`["books", "close"]`; none for the interactive app).
        public var words: [String]
        public var arguments: [Argument]
        /// Options of which at most one may be given, shown as one `[a | b]`.
        public var exclusive: [Option]
        public var options: [Option]
        /// What it does, as `--help` says it (one line).
        public var description: String
        /// The line as `--help` and usage errors print it.
        public var text: String
    }

    public struct Argument: Sendable {
        /// `BOOK`, `FILE|DIR…`, `R|default`.
        public var name: String
        public var isOptional: Bool
    }

    public struct Option: Sendable {
        /// `--format`.
        public var name: String
        /// `FILE` for `--output FILE`; nil for a flag or a choice.
        public var placeholder: String?
        /// The words a choice takes (`tsv`, `csv`, `json`); empty otherwise.
        public var choices: [String]

        init(_ option: CommandOption) {
            name = option.name
            if case let .choice(_, words) = option.value {
                placeholder = nil
                choices = words
            } else {
                placeholder = option.value.placeholder
                choices = []
            }
        }
    }

    /// The commands in the order `--help` lists them (hidden ones left out).
    public static var commands: [Synopsis] {
        CommandRegistry.commands.map { $0.configuration }.filter { !$0.isHidden }.map { configuration in
            Synopsis(words: configuration.path,
                     arguments: configuration.arguments.map { Argument(name: $0.name, isOptional: $0.isOptional) },
                     exclusive: configuration.exclusive.map(Option.init),
                     options: configuration.options.filter { !configuration.exclusive.contains($0) }.map(Option.init),
                     description: configuration.abstract.joined(separator: " "),
                     text: configuration.synopsis)
        }
    }

    /// The interactive app with every global option it takes (not `--help` and `--version`,
    /// which answer and exit: `helpAndVersion`).
    public static var interactive: Synopsis {
        let options = GlobalOptions.declared.filter { !$0.isHidden && !helpOptions.contains($0) }.map(Option.init)
        return Synopsis(words: [], arguments: [], exclusive: [], options: options,
                        description: InteractiveCommand.abstract.joined(separator: " "), text: InteractiveCommand.synopsis)
    }

    /// `--help` and `--version`.
    public static var helpAndVersion: [Option] { helpOptions.map(Option.init) }

    private static let helpOptions = [GlobalOptions.help, GlobalOptions.version]
}
