/// The languages subtitles can be mined in, and the guess from the script: Hangul → Korean,
/// kana or kanji → Japanese, anything else → English.
public enum MiningLanguage: String, Sendable, CaseIterable {
    case japanese = "ja"
    case korean = "ko"
    case english = "en"

    public var name: String {
        switch self {
        case .japanese: return "Japanese"
        case .korean: return "Korean"
        case .english: return "English"
        }
    }

    /// The language of most script-specific letters in `texts` (up to the first 20,000
    /// letters are counted). Japanese text holds no Hangul; Korean text may hold a few
    /// kanji (hanja), so Hangul wins when it outnumbers kana and kanji.
    public static func detect<Texts: Sequence>(in texts: Texts) -> MiningLanguage where Texts.Element == String {
        var hangul = 0
        var japanese = 0
        var seen = 0
        outer: for text in texts {
            for scalar in text.unicodeScalars where scalar.value > 0x7F {
                switch scalar.value {
                case 0xAC00...0xD7A3, 0x1100...0x11FF, 0x3130...0x318F: hangul += 1
                case 0x3040...0x30FF, 0x4E00...0x9FFF, 0x3400...0x4DBF, 0xFF66...0xFF9F: japanese += 1
                default: break
                }
                seen += 1
                if seen >= 20_000 { break outer }
            }
        }
        if hangul == 0 && japanese == 0 { return .english }
        return hangul >= japanese ? .korean : .japanese
    }
}

/// One word found in a line: its dictionary form (`term`), for Japanese the reading of that
/// form in hiragana, the form the line shows (`surface`: 갔어요 for 가다, 食べた for 食べる) and
/// what kind of word it is in its document (`DocumentTokenizer` marks it; a tokenizer alone
/// says `word`).
public struct MinedToken: Sendable, Equatable, Hashable {
    public var term: String
    public var reading: String
    public var surface: String
    public var kind: TokenKind

    public init(term: String, reading: String = "", surface: String = "", kind: TokenKind = .word) {
        self.term = term
        self.reading = reading
        self.surface = surface
        self.kind = kind
    }

    /// True for the tokens coverage counts (and i+1 lines are made of).
    public var counts: Bool { kind == .word }
}

/// What a token is, so each reader of a document takes the ones it wants from one tokenizing:
/// coverage, prep and i+1 count only `word`s (a learner is never asked to know names or
/// numbers, and function words are in every line); mining offers every token and ranks
/// function words last.
public enum TokenKind: String, Sendable, CaseIterable {
    case word
    case name
    case number
    /// A word of the language's stop list (`StopList`).
    case function
}

/// Splits a line of one language into the dictionary forms worth learning.
public protocol WordTokenizer: Sendable {
    func tokens(in line: String) -> [MinedToken]
}

/// Why a language cannot be mined on this machine, as the one line a user sees: what is
/// missing and the Debian package to install.
public enum MiningError: Error, Equatable, CustomStringConvertible {
    case missing(language: MiningLanguage, what: String, package: String)
    case noCues(String)
    case cancelled

    public var description: String {
        switch self {
        case let .missing(language, what, package):
            return "\(language.name) subtitles need \(what) (install the Debian package \(package))"
        case let .noCues(path): return "\(path): no subtitle lines found"
        case .cancelled: return "mining cancelled"
        }
    }
}
