import ShowbookCLI
import ShowbookPlatform
import ShowbookApp

/// The man page's generated parts in roff: the KEYS sections (one `.SS` per set of screens a
/// row applies to, in the order the rows first appear) and the SYNOPSIS lines.
enum RoffDocs {
    static func keySections(_ rows: [KeyReference.Row]) -> [String] {
        var order: [[String]] = []
        for row in rows where !order.contains(row.places) { order.append(row.places) }
        var lines: [String] = []
        for places in order {
            lines.append(".SS " + Roff.escape(String(Roff.sentence(places.joined(separator: ", ")).dropLast())))
            for (index, row) in rows.filter({ $0.places == places }).enumerated() {
                lines.append(index == 0 ? ".TP 14" : ".TP")
                lines.append(Roff.textLine(keys(row.keys)))
                lines.append(Roff.textLine(Roff.marked(Roff.sentence(row.text))))
            }
        }
        return lines
    }

    /// Keys in bold, the words between them in roman, words that name an input (`mouse`) in italic.
    static func keys(_ labels: [KeyLabel]) -> String {
        labels.map { label in
            switch label {
            case let .key(key): return "\\fB" + Roff.escape(key.documentationName) + "\\fR"
            case let .words(words) where words.contains(where: \.isLetter): return "\\fI" + Roff.escape(words) + "\\fR"
            case let .words(words): return Roff.escape(words)
            }
        }.joined()
    }

    /// `.B showbook books close` and the rest of the line, for each synopsis; the interactive
    /// app as `[options]` (OPTIONS lists them), then `--help | --version`.
    static func synopsis() -> [String] {
        var lines = [".B showbook", ".RI [ options ]", ".br"]
        for command in CommandLineDeclarations.commands {
            lines.append(".B showbook " + Roff.escape(command.words.joined(separator: " ")))
            var parts = command.arguments.map { $0.isOptional ? "[\(argument($0.name))]" : argument($0.name) }
            if !command.exclusive.isEmpty { parts.append("[" + command.exclusive.map(option).joined(separator: " | ") + "]") }
            parts += command.options.map { "[\(option($0))]" }
            if !parts.isEmpty { lines.append(Roff.textLine(parts.joined(separator: " "))) }
            lines.append(".br")
        }
        lines.append(".B showbook")
        lines.append(CommandLineDeclarations.helpAndVersion.map { "\\fB" + Roff.escape($0.name) + "\\fR" }.joined(separator: " | "))
        return lines
    }

    /// `FILE|DIR…` with each name in italic; a literal word (`default`) in bold.
    static func argument(_ name: String) -> String {
        let ellipsis = name.hasSuffix("…")
        let words = (ellipsis ? String(name.dropLast()) : name).split(separator: "|").map { word in
            word.allSatisfy(\.isLowercase) ? "\\fB" + Roff.escape(String(word)) + "\\fR" : "\\fI" + Roff.escape(String(word)) + "\\fR"
        }
        return words.joined(separator: "|") + (ellipsis ? Roff.escape("…") : "")
    }

    /// `--format tsv|csv|json` with the name and the choices in bold, a placeholder in italic.
    static func option(_ option: CommandLineDeclarations.Option) -> String {
        let name = "\\fB" + Roff.escape(option.name) + "\\fR"
        if !option.choices.isEmpty {
            return name + "\\ " + option.choices.map { "\\fB" + Roff.escape($0) + "\\fR" }.joined(separator: "|")
        }
        return option.placeholder.map { name + "\\ " + argument($0) } ?? name
    }
}
