import ShowbookPlatform

/// Queries as people type them into a show search, for the search property tests. `FuzzText`
/// reaches the odd characters; this adds the shapes that come from real titles — a title with
/// a digit run on (`friends0`, `Reply 1000`), words typed joined (`squidgame0`), a typo, half a
/// title (typing stopped mid-word), a reading (`ojingeo geim`), a title with jamo or an emoji
/// left at its end — so every tier (exact, prefix, approximate, joined-word split, readings)
/// is reached on purpose rather than by luck. Titles and readings come from the catalog under
/// test; every query has 1 to 200 characters.
public struct SearchFuzzQueries: Sendable {
    /// The kinds of query, each drawn equally often.
    public enum Shape: CaseIterable, Sendable {
        case text, number, titleWithDigits, joinedTitle, typo, titlePrefix, reading, mixedScripts, jamoTail, manyWords
    }

    public static let maximumLength = 200

    public let titles: [String]
    public let readings: [String]

    /// `titles` and `readings` must not be empty (a catalog always has some).
    public init(titles: [String], readings: [String]) {
        self.titles = titles.isEmpty ? ["Squid Game"] : titles
        self.readings = readings.isEmpty ? ["ojingeo geim"] : readings
    }

    /// One query of a random shape.
    public func query(using random: inout SeededGenerator) -> String {
        query(Shape.allCases.randomElement(using: &random)!, using: &random)
    }

    /// One query of `shape`, cut to 1…200 characters (a query cut to nothing becomes "0").
    public func query(_ shape: Shape, using random: inout SeededGenerator) -> String {
        var text = build(shape, using: &random)
        if text.count > Self.maximumLength { text = String(text.prefix(Self.maximumLength)) }
        return text.isEmpty ? "0" : text
    }

    private func build(_ shape: Shape, using random: inout SeededGenerator) -> String {
        switch shape {
        case .text:
            return FuzzText.text(maximumLength: Self.maximumLength, using: &random)
        case .number:
            let number = Self.digits(using: &random)
            switch Int.random(in: 0..<3, using: &random) {
            case 0: return number
            case 1: return word(using: &random) + " " + number
            default: return number + " " + word(using: &random)
            }
        case .titleWithDigits:
            let title = self.title(using: &random)
            return title + (Bool.random(using: &random) ? " " : "") + Self.digits(using: &random)
        case .joinedTitle:
            let joined = title(using: &random).split(whereSeparator: \.isWhitespace).joined()
            let cased = Bool.random(using: &random) ? joined.lowercased() : joined
            return cased + Self.tail(using: &random)
        case .typo:
            var characters = Array(title(using: &random))
            for _ in 0..<Int.random(in: 1...2, using: &random) { Self.mistype(&characters, using: &random) }
            return String(characters)
        case .titlePrefix:
            let title = self.title(using: &random)
            return String(title.prefix(Int.random(in: 1...max(1, title.count), using: &random)))
        case .reading:
            let reading = readings.randomElement(using: &random)!
            switch Int.random(in: 0..<3, using: &random) {
            case 0: return reading
            case 1: return reading.split(separator: " ").joined()
            default: return reading + Self.tail(using: &random)
            }
        case .mixedScripts:
            let kinds: [FuzzText.Piece] = [.latinWord, .hangul, .jamo, .kana, .kanji, .combining, .emoji, .digits, .punctuation, .space]
            return (0..<Int.random(in: 2...8, using: &random)).map { _ in
                Bool.random(using: &random) ? word(using: &random) : FuzzText.piece(kinds.randomElement(using: &random)!, using: &random)
            }.joined()
        case .jamoTail:
            return title(using: &random) + FuzzText.piece(.jamo, using: &random)
        case .manyWords:
            let count = Int.random(in: 5...40, using: &random)
            return (0..<count).map { _ in word(using: &random) }.joined(separator: " ")
        }
    }

    private func title(using random: inout SeededGenerator) -> String {
        titles.randomElement(using: &random)!
    }

    /// One word of a catalog title (or a whole title when it has no spaces).
    private func word(using random: inout SeededGenerator) -> String {
        let words = title(using: &random).split(whereSeparator: \.isWhitespace)
        return words.randomElement(using: &random).map(String.init) ?? "x"
    }

    /// A run of digits as people type them after a word: mostly short, sometimes extreme.
    public static func digits(using random: inout SeededGenerator) -> String {
        switch Int.random(in: 0..<4, using: &random) {
        case 0: return FuzzText.extremeNumbers.randomElement(using: &random)!
        case 1: return ["0", "1", "2", "1000", "1010", "19880", "1988", "24", "70"].randomElement(using: &random)!
        default: return String((0..<Int.random(in: 1...6, using: &random)).map { _ in "0123456789".randomElement(using: &random)! })
        }
    }

    /// What is left at the end of a joined word: nothing, a digit, a lone jamo, an emoji,
    /// a combining mark or punctuation.
    public static func tail(using random: inout SeededGenerator) -> String {
        switch Int.random(in: 0..<6, using: &random) {
        case 0: return ""
        case 1: return digits(using: &random)
        case 2: return FuzzText.piece(.jamo, using: &random)
        case 3: return FuzzText.piece(.emoji, using: &random)
        case 4: return FuzzText.piece(.combining, using: &random)
        default: return FuzzText.piece(.punctuation, using: &random)
        }
    }

    /// One typing mistake: a letter dropped, doubled, replaced, or two neighbours swapped.
    public static func mistype(_ characters: inout [Character], using random: inout SeededGenerator) {
        guard !characters.isEmpty else { return }
        let at = Int.random(in: 0..<characters.count, using: &random)
        switch Int.random(in: 0..<4, using: &random) {
        case 0 where characters.count > 1:
            characters.remove(at: at)
        case 1:
            characters.insert(characters[at], at: at)
        case 2:
            characters[at] = "abcdefghijklmnopqrstuvwxyz0123456789".randomElement(using: &random)!
        default:
            if at + 1 < characters.count { characters.swapAt(at, at + 1) }
        }
    }
}
