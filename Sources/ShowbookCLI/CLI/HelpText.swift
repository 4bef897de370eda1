/// `showbook --help`, made from the commands' configurations and the option declarations
/// (`OptionTable`), so it lists exactly what the parser accepts. (An end-to-end test keeps
/// man/showbook.1's options in step; its synopsis is generated from the same declarations.)
enum HelpText {
    static let version = "showbook 0.1.0"

    /// Where descriptions start in the usage and option lists.
    private static let commandColumn = 42
    private static let optionColumn = 23
    /// How wide an option's description may be.
    private static let optionWidth = 72

    static var usage: String {
        var lines = ["showbook — TV-show search and vocabulary word books in your terminal", "", "Usage:"]
        lines += entry(InteractiveCommand.synopsis, InteractiveCommand.abstract, column: commandColumn)
        for type in CommandRegistry.commands where !type.configuration.isHidden {
            lines += entry(type.configuration.synopsis, type.configuration.abstract, column: commandColumn)
        }
        lines += ["", "Options:"]
        for option in GlobalOptions.declared where !option.isHidden {
            lines += entry(option.label, TextWrap.lines(option.help, width: optionWidth), column: optionColumn)
        }
        lines += ["", "Command options:"]
        for uses in OptionTable.commandOptions {
            // "books close: move …; mine: add …": each group of commands with the words they share.
            let help = uses.groups.map { "\($0.commands.joined(separator: ", ")): \($0.help)" }.joined(separator: "; ")
            lines += entry(uses.option.label, TextWrap.lines(help, width: optionWidth), column: optionColumn)
        }
        lines += [
            "",
            "Config: $XDG_CONFIG_HOME/showbook/config (provider = …, language = …,",
            "        tmdb_access_token = …, tmdb_api_key = …, desired_retention = 0.9,",
            "        new_words_per_day = 20, interval_fuzz = off, images = off,",
            "        image_base = …, image_cache_mb = 50); keep it chmod 600.",
            "",
            "Keys: Tab/S-Tab switch tabs, M-1..M-4 jump, Enter opens, Esc goes back, ^C quits.",
        ]
        return lines.joined(separator: "\n")
    }

    /// `  name` then its description from `column`, on the same line when the name fits.
    private static func entry(_ name: String, _ description: [String], column: Int) -> [String] {
        let head = "  " + name
        let indent = String(repeating: " ", count: column)
        guard let first = description.first else { return [head] }
        let rest = description.dropFirst().map { indent + $0 }
        if head.count < column {
            return [head + String(repeating: " ", count: column - head.count) + first] + rest
        }
        return [head, indent + first] + rest
    }
}
