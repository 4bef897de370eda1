import Foundation
import ShowbookWords

/// One option of the command line — its name, the value that follows it and what it does —
/// declared once, where it is used: a global option in `GlobalOptions`, a command's own as a
/// static of its command type (listed in its `CommandConfiguration`), one that several commands
/// share as a static here. The parser's table and `--help` are derived from those declarations
/// (`OptionTable`), so a new option is one declaration, and an option cannot be accepted
/// without being documented, or documented without being accepted.
struct CommandOption: Equatable, Sendable {
    /// `--limit`.
    let name: String
    /// `-o` for `--output`.
    let shortName: String?
    let value: Value
    /// What it does, for the command that declares it (a global option: for all). One
    /// sentence that `--help` wraps; commands giving the same words share one line there.
    let help: String
    /// Debug-only options that `--help` leaves out.
    let isHidden: Bool

    init(_ name: String, _ value: Value = .none, short: String? = nil, hidden: Bool = false, help: String) {
        self.name = name
        shortName = short
        self.value = value
        self.help = help
        isHidden = hidden
    }

    /// What follows the option on the command line.
    enum Value: Equatable, Sendable {
        case none
        case text(String)
        /// A file path: its bytes are kept (a name need not be UTF-8) and it may not be empty.
        case path(String)
        case number(String)
        /// One of a fixed set of words, listed in the message when another is given.
        case choice(String, [String])
        /// An ISO-8601 time.
        case time(String)

        var placeholder: String? {
            switch self {
            case .none: return nil
            case let .text(name), let .path(name), let .number(name), let .choice(name, _), let .time(name): return name
            }
        }
    }

    /// Two declarations of one name are the same option to the parser (`OptionTable` checks
    /// that they agree on the value).
    static func == (lhs: CommandOption, rhs: CommandOption) -> Bool { lhs.name == rhs.name }

    /// `--into BOOK`, `-o, --output FILE`: how help and usage lines show the option.
    var label: String {
        let shown = shortName.map { "\($0), \(name)" } ?? name
        return value.placeholder.map { "\(shown) \($0)" } ?? shown
    }

    /// `--into BOOK` without the short name, and a choice's words, for synopses.
    var synopsisLabel: String {
        if case let .choice(_, choices) = value { return "\(name) \(choices.joined(separator: "|"))" }
        return value.placeholder.map { "\(name) \($0)" } ?? name
    }
}

/// The options several commands take with the same meaning.
extension CommandOption {
    static let json = CommandOption("--json", help: "JSON lines instead of text")
    /// `mine` and `subtitles add`.
    static let subtitleLanguage = CommandOption("--lang", .choice("L", MiningLanguage.allCases.map(\.rawValue)),
                                                help: "the subtitles' language (default: guessed from the script)")
    /// `mine` and `subtitles add`.
    static let encoding = CommandOption("--encoding", .text("E"), help: "read the files in this encoding (default: BOM, UTF-8, "
                                            + "CP932, CP949)")
    /// `books export` and `anki push`.
    static let production = CommandOption("--production", help: "add a production card (meaning → term) to each note of the "
                                              + "package (--apkg) or the push")
}
