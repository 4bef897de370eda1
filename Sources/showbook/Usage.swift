import Foundation

/// What each subcommand accepts: how many words, which command options, and its usage line.
/// It exists so extra words, missing ones, options meant for another command and conflicting
/// options all end the same way — one line naming the problem and the usage, exit status 2 —
/// instead of being joined into a title or silently ignored.
enum Usage {
    enum Command {
        case search, booksList, booksShow, booksClose, booksImport, booksExport, booksReview, booksDue, booksRetention
        case catalogStats, catalogReindex, catalogImport

        var synopsis: String {
            switch self {
            case .search: return "showbook search QUERY [--limit N] [--json]"
            case .booksList: return "showbook books list [--all] [--json]"
            case .booksShow: return "showbook books show BOOK [--json]"
            case .booksClose: return "showbook books close BOOK [--into BOOK | --into-new NAME] [--json]"
            case .booksImport: return "showbook books import FILE [--book NAME] [--update] [--json]"
            case .booksExport: return "showbook books export BOOK [--format tsv|csv|json] [--output FILE]"
            case .booksReview: return "showbook books review BOOK TERM again|hard|good|easy [--at ISO-8601] [--json]"
            case .booksDue: return "showbook books due [--at ISO-8601] [--json]"
            case .booksRetention: return "showbook books retention BOOK [R|default]"
            case .catalogStats: return "showbook catalog stats"
            case .catalogReindex: return "showbook catalog reindex"
            case .catalogImport: return "showbook import imdb BASICS [RATINGS] [--include-adult] | import tvmaze FILE"
            }
        }

        /// The name the messages use: "books close".
        var name: String {
            switch self {
            case .search: return "search"
            case .booksList: return "books list"
            case .booksShow: return "books show"
            case .booksClose: return "books close"
            case .booksImport: return "books import"
            case .booksExport: return "books export"
            case .booksReview: return "books review"
            case .booksDue: return "books due"
            case .booksRetention: return "books retention"
            case .catalogStats: return "catalog stats"
            case .catalogReindex: return "catalog reindex"
            case .catalogImport: return "import"
            }
        }

        /// Words after the command name: exactly this many.
        var wordCount: Int {
            switch self {
            case .booksList, .booksDue, .catalogStats, .catalogReindex: return 0
            case .booksReview: return 3
            case .catalogImport, .booksRetention: return -1
            default: return 1
            }
        }

        /// What the one word is called in messages.
        var wordName: String {
            switch self {
            case .search: return "QUERY"
            case .booksImport: return "FILE"
            case .booksReview: return "BOOK TERM GRADE"
            default: return "BOOK"
            }
        }

        /// Command options (global ones are allowed everywhere).
        var options: Set<String> {
            switch self {
            case .search: return ["--limit", "--json"]
            case .booksList: return ["--all", "--json"]
            case .booksShow: return ["--json"]
            case .booksClose: return ["--into", "--into-new", "--json"]
            case .booksImport: return ["--book", "--update", "--json"]
            case .booksExport: return ["--format", "--output"]
            case .booksReview, .booksDue: return ["--at", "--json"]
            case .catalogStats, .catalogReindex, .booksRetention: return []
            case .catalogImport: return ["--include-adult"]
            }
        }
    }

    /// Options that only some subcommands take; everything else the parser knows is global.
    static let commandOptions: Set<String> = [
        "--limit", "--json", "--all", "--into", "--into-new", "--book", "--update", "--format", "--output", "--include-adult", "--at",
    ]

    static func error(_ problem: String, _ command: Command) -> CommandLineOptions.UsageError {
        CommandLineOptions.UsageError(description: "\(problem) (usage: \(command.synopsis))")
    }

    /// Checks the subcommand in `options.words` before anything is opened, so a usage error
    /// never creates or migrates a database. Unknown commands are left to `Subcommands.run`.
    static func validate(_ options: CommandLineOptions) throws {
        let words = options.words
        let rest = Array(words.dropFirst(2))
        switch (words.first, words.dropFirst().first) {
        case ("search"?, _): try check(options, command: .search, words: Array(words.dropFirst()))
        case ("books"?, "list"?): try check(options, command: .booksList, words: rest)
        case ("books"?, "show"?): try check(options, command: .booksShow, words: rest)
        case ("books"?, "close"?): try check(options, command: .booksClose, words: rest)
        case ("books"?, "import"?): try check(options, command: .booksImport, words: rest)
        case ("books"?, "export"?): try check(options, command: .booksExport, words: rest)
        case ("books"?, "review"?): try check(options, command: .booksReview, words: rest)
        case ("books"?, "due"?): try check(options, command: .booksDue, words: rest)
        case ("books"?, "retention"?):
            guard (1...2).contains(rest.count) else {
                throw error(rest.isEmpty ? "books retention needs BOOK" : "books retention takes BOOK and a retention, not also “\(rest.dropFirst(2).joined(separator: " "))”; quote a BOOK that has spaces", .booksRetention)
            }
            try checkOptions(options, command: .booksRetention)
        case ("catalog"?, "stats"?): try check(options, command: .catalogStats, words: rest)
        case ("catalog"?, "reindex"?): try check(options, command: .catalogReindex, words: rest)
        case ("import"?, _): try checkOptions(options, command: .catalogImport)
        default: break
        }
    }

    /// Checks the words after the command name and the options given.
    static func check(_ options: CommandLineOptions, command: Command, words: [String]) throws {
        let expected = command.wordCount
        if expected >= 0 && words.count != expected {
            if words.count < expected {
                throw error("\(command.name) needs \(command.wordName)", command)
            }
            let extra = words.dropFirst(expected).joined(separator: " ")
            let hint = expected >= 1 ? "; quote a \(expected == 1 ? command.wordName : "BOOK or TERM") that has spaces" : ""
            let takes = expected == 0 ? "no words" : expected == 1 ? "one \(command.wordName)" : command.wordName
            throw error("\(command.name) takes \(takes), not also “\(extra)”\(hint)", command)
        }
        try checkOptions(options, command: command)
    }

    /// Rejects command options meant for another command, and `--into` with `--into-new`.
    static func checkOptions(_ options: CommandLineOptions, command: Command) throws {
        for flag in options.givenOptions where commandOptions.contains(flag) && !command.options.contains(flag) {
            throw error("\(command.name) does not take \(flag)", command)
        }
        if options.closeInto != nil && options.closeIntoNew != nil {
            throw error("use --into or --into-new, not both", command)
        }
    }
}
