import ShowbookCLI
import ShowbookPlatform
import ShowbookApp

/// The README's generated parts in Markdown: the key table (where, key, does) and the command
/// line's synopsis, a code block with each command's description under it.
enum MarkdownDocs {
    static func keyTable(_ rows: [KeyReference.Row]) -> [String] {
        ["| where | key | does |", "| --- | --- | --- |"] + rows.map { row in
            "| \(cell(row.places.joined(separator: ", "))) | \(keys(row.keys)) | \(cell(row.text)) |"
        }
    }

    /// `Ctrl-R, F5`; a punctuation key in backticks (`` `/` ``) so it reads as a key.
    static func keys(_ labels: [KeyLabel]) -> String {
        labels.map { label in
            switch label {
            case let .key(key):
                let name = key.documentationName
                let isPunctuation = name.count == 1 && name.allSatisfy { $0.isASCII && $0.isPunctuation || $0.isSymbol && $0.isASCII }
                return isPunctuation ? "`\(cell(name))`" : cell(name)
            case let .words(words):
                return cell(words)
            }
        }.joined()
    }

    /// Text for a table cell: a `|` would end the cell.
    static func cell(_ text: String) -> String { text.replacingOccurrences(of: "|", with: "\\|") }

    /// The synopsis code block: the interactive app with its options, every command, then
    /// `--help | --version`; lines wrapped at `width` between options.
    static func synopsis(width: Int = 100) -> [String] {
        var lines = ["```"]
        for synopsis in [CommandLineDeclarations.interactive] + CommandLineDeclarations.commands {
            lines += wrap(SynopsisParts.plain(synopsis), width: width)
            lines += TextWrap.lines(synopsis.description, width: width - 4).map { "  # " + $0 }
        }
        lines.append("showbook " + CommandLineDeclarations.helpAndVersion.map(\.name).joined(separator: " | "))
        lines.append("```")
        return lines
    }

    /// Parts joined by spaces, a new line (indented under the command) before a part that
    /// would pass `width`.
    static func wrap(_ parts: [String], width: Int) -> [String] {
        let indent = String(repeating: " ", count: "showbook ".count)
        var lines: [String] = []
        var line = ""
        for part in parts {
            if !line.isEmpty && line.count + 1 + part.count > width {
                lines.append(line)
                line = indent + part
            } else {
                line += (line.isEmpty ? "" : " ") + part
            }
        }
        return lines + [line]
    }
}
