import ShowbookCLI

/// A synopsis as words and bracketed groups, `["showbook", "books", "close", "BOOK",
/// "[--into BOOK | --into-new NAME]", "[--start-over]", "[--json]"]`: joined by spaces it is
/// the line `--help` prints (a test checks), and each part is where a long line may break.
enum SynopsisParts {
    static func plain(_ synopsis: CommandLineDeclarations.Synopsis) -> [String] {
        var parts = ["showbook"] + synopsis.words
        parts += synopsis.arguments.map { $0.isOptional ? "[\($0.name)]" : $0.name }
        if !synopsis.exclusive.isEmpty { parts.append("[" + synopsis.exclusive.map(label).joined(separator: " | ") + "]") }
        parts += synopsis.options.map { "[\(label($0))]" }
        return parts
    }

    /// `--format tsv|csv|json`, `--output FILE`, `--json`.
    static func label(_ option: CommandLineDeclarations.Option) -> String {
        if !option.choices.isEmpty { return "\(option.name) \(option.choices.joined(separator: "|"))" }
        return option.placeholder.map { "\(option.name) \($0)" } ?? option.name
    }
}
