import Foundation

/// The `#key:value` lines at the top of an Anki text file (Anki 2.1.55 and later).
///
/// Understood: `#separator:`, `#html:`, `#tags:`, `#columns:`, `#deck:`, `#notetype:` and the
/// `#… column:` headers (`tags`, `deck`, `notetype`, `guid`), whose 1-based numbers say which
/// columns hold something other than note fields. Other keys (`#if matches:`, `#match scope:`
/// and any future ones) are kept in `ignored` and change nothing.
public struct AnkiTextHeaders: Sendable, Equatable {
    /// The separator the file names, if it names one Showbook understands.
    public var separator: Unicode.Scalar?
    /// `#html:true`: fields are HTML and are turned into plain text.
    public var html: Bool?
    /// Tags for every note (`#tags:`, space separated).
    public var tags: [String] = []
    /// The raw `#columns:` value, split once the separator is known.
    public var columnsLine: String?
    public var deck: String?
    public var notetype: String?
    /// 1-based column numbers from `#tags column:` and friends.
    public var tagsColumn: Int?
    public var deckColumn: Int?
    public var notetypeColumn: Int?
    public var guidColumn: Int?
    public var ignored: [String] = []

    public init() {}

    /// Separator names Anki accepts, by their lower-case spelling.
    package static let separatorNames: [String: Unicode.Scalar] = [
        "tab": "\t", "comma": ",", "semicolon": ";", "pipe": "|", "space": " ", "colon": ":",
    ]

    /// The `#separator:` spelling of `scalar` that Anki writes for the common ones.
    public static func separatorName(_ scalar: Unicode.Scalar) -> String {
        switch scalar {
        case "\t": return "tab"
        case ",": return "comma"
        case ";": return "semicolon"
        case "|": return "pipe"
        case " ": return "space"
        case ":": return "colon"
        default: return String(Character(scalar))
        }
    }

    /// Reads one header line (without its `#`). Returns a problem when the line is a header
    /// whose value makes no sense; plain comments are accepted silently.
    package mutating func read(_ body: String) -> String? {
        guard let colon = body.firstIndex(of: ":") else { return nil }
        let key = body[..<colon].trimmingCharacters(in: .whitespaces).lowercased()
        let value = String(body[body.index(after: colon)...])
        let trimmed = value.trimmingCharacters(in: .whitespaces)
        switch key {
        case "separator":
            if let scalar = Self.separator(from: value) {
                separator = scalar
            } else {
                return "unknown separator “\(trimmed)”; guessing from the rows"
            }
        case "html":
            switch trimmed.lowercased() {
            case "true", "yes", "1": html = true
            case "false", "no", "0": html = false
            default: return "#html: should be true or false, not “\(trimmed)”"
            }
        case "tags":
            tags = trimmed.split(whereSeparator: \.isWhitespace).map(String.init)
        case "columns":
            columnsLine = value
        case "deck":
            deck = trimmed.isEmpty ? nil : trimmed
        case "notetype":
            notetype = trimmed.isEmpty ? nil : trimmed
        case "tags column", "deck column", "notetype column", "guid column":
            guard let number = Int(trimmed), number >= 1 else {
                return "#\(key): needs a column number, not “\(trimmed)”"
            }
            switch key {
            case "tags column": tagsColumn = number
            case "deck column": deckColumn = number
            case "notetype column": notetypeColumn = number
            default: guidColumn = number
            }
        default:
            ignored.append(key)
        }
        return nil
    }

    /// A named separator (`Tab`, `comma`, …) or a single literal character.
    package static func separator(from value: String) -> Unicode.Scalar? {
        if value.unicodeScalars.count == 1, let scalar = value.unicodeScalars.first, scalar != "\"" {
            return scalar
        }
        let trimmed = value.trimmingCharacters(in: .whitespaces)
        if let named = separatorNames[trimmed.lowercased()] { return named }
        if trimmed == "\\t" { return "\t" }
        if trimmed.unicodeScalars.count == 1, let scalar = trimmed.unicodeScalars.first, scalar != "\"" {
            return scalar
        }
        return nil
    }

    /// 0-based indexes of columns that hold tags, deck, notetype or guid rather than fields.
    package var reservedColumns: Set<Int> {
        Set([tagsColumn, deckColumn, notetypeColumn, guidColumn].compactMap { $0.map { $0 - 1 } })
    }
}
