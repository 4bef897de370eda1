import ShowbookPlatform

/// Generated text for the readers of queries, titles, fields and lines: each piece drawn from a
/// class a user or a hostile file can produce, so the generator reaches the odd corners
/// (digits after words, lone jamo, combining marks, ZWJ emoji, controls, bidi marks) without
/// relying on luck.
public enum FuzzText {
    /// The classes of characters a piece of text is drawn from.
    public enum Piece: CaseIterable, Sendable {
        case digits, latinWord, accented, hangul, jamo, kana, kanji, combining, emoji, punctuation, space, control, bidi, joined
    }

    /// Numbers at the edges of every integer and floating type, as text.
    public static let extremeNumbers = [
        "0", "-0", "1", "-1", "1000", "19880", "4294967295", "4294967296", "2147483648", "-2147483649",
        "9223372036854775807", "9223372036854775808", "-9223372036854775808", "18446744073709551616",
        "1e300", "-1e309", "1.7976931348623157e308", "5e-324", "NaN", "inf", "-Infinity",
        String(repeating: "9", count: 80),
    ]

    static let latinWords = ["the", "game", "of", "thrones", "reply", "house", "friends", "squid", "bad", "breaking", "way", "ways", "a", "i", "x", "love", "goblin", "office", "1988"]
    static let hangulWords = ["오징어", "게임", "응답하라", "사랑", "도깨비", "우리", "ㅋㅋ", "갔어요", "몰라"]
    static let kanaWords = ["すずめ", "ナルト", "こんにちは", "ー", "ゔ", "ｶﾞ"]
    static let kanjiWords = ["東京", "進撃の巨人", "鬼滅", "愛", "半沢直樹"]
    static let emoji = ["😀", "👍🏽", "👨‍👩‍👧‍👦", "🏳️‍🌈", "❤️", "🇰🇷", "1️⃣", "\u{200D}", "\u{FE0F}"]
    static let punctuation = ["'", "\"", "*", "-", "(", ")", ":", "^", "NEAR", "AND", "OR", "NOT", "%", "_", "\\", "/", ".", ",", "!", "?", "…", "·", "「", "」", "~", "&", "<b>", "</i>", "{\\an8}", "[", "]", "#"]
    static let controls = ["\u{0}", "\u{7}", "\u{8}", "\t", "\n", "\r", "\u{1B}", "\u{1B}[2J", "\u{1B}]0;x\u{7}", "\u{7F}", "\u{85}", "\u{9B}"]
    static let bidi = ["\u{202E}", "\u{202D}", "\u{2066}", "\u{2069}", "\u{200F}", "\u{061C}", "\u{FEFF}", "\u{200B}"]

    /// One piece of the given class.
    public static func piece(_ kind: Piece, using random: inout SeededGenerator) -> String {
        switch kind {
        case .digits:
            if Bool.random(using: &random) { return extremeNumbers.randomElement(using: &random)! }
            return String((0..<Int.random(in: 1...8, using: &random)).map { _ in "0123456789".randomElement(using: &random)! })
        case .latinWord:
            let word = latinWords.randomElement(using: &random)!
            return Bool.random(using: &random) ? word : word.uppercased()
        case .accented:
            return ["é", "ü", "ñ", "ø", "ß", "Å", "İ", "ﬁ", "Ǆ", "ŉ"].randomElement(using: &random)!
        case .hangul:
            if Bool.random(using: &random) { return hangulWords.randomElement(using: &random)! }
            return String(UnicodeScalar(UInt32.random(in: 0xAC00...0xD7A3, using: &random))!)
        case .jamo:
            let ranges: [ClosedRange<UInt32>] = [0x3131...0x318E, 0x1100...0x11FF, 0xA960...0xA97C, 0xD7B0...0xD7FB]
            let range = ranges.randomElement(using: &random)!
            return String(UnicodeScalar(UInt32.random(in: range, using: &random))!)
        case .kana:
            if Bool.random(using: &random) { return kanaWords.randomElement(using: &random)! }
            return String(UnicodeScalar(UInt32.random(in: 0x3041...0x30FF, using: &random))!)
        case .kanji:
            if Bool.random(using: &random) { return kanjiWords.randomElement(using: &random)! }
            return String(UnicodeScalar(UInt32.random(in: 0x4E00...0x9FFF, using: &random))!)
        case .combining:
            return String(UnicodeScalar(UInt32.random(in: 0x0300...0x036F, using: &random))!)
        case .emoji:
            return emoji.randomElement(using: &random)!
        case .punctuation:
            return punctuation.randomElement(using: &random)!
        case .space:
            return [" ", "  ", "\u{3000}", "\u{A0}"].randomElement(using: &random)!
        case .control:
            return controls.randomElement(using: &random)!
        case .bidi:
            return bidi.randomElement(using: &random)!
        case .joined:
            let parts = (0..<Int.random(in: 2...4, using: &random)).map { _ in
                [latinWords, hangulWords, ["0", "1000", "2", "19880"]].randomElement(using: &random)!.randomElement(using: &random)!
            }
            return parts.joined()
        }
    }

    /// Text of 1 to `maximumLength` characters built from random pieces; `kinds` limits the
    /// classes (controls and bidi marks are left out unless asked for).
    public static func text(
        maximumLength: Int = 200, kinds: [Piece] = Piece.allCases.filter { $0 != .control && $0 != .bidi },
        using random: inout SeededGenerator
    ) -> String {
        let target = Int.random(in: 1...max(1, maximumLength), using: &random)
        var text = ""
        var count = 0
        while count < target {
            // Short texts are the common case: stop early at random, as real queries do.
            if count > 0, Int.random(in: 0..<8, using: &random) == 0 { break }
            let piece = piece(kinds.randomElement(using: &random)!, using: &random)
            text += piece
            count = text.count
        }
        return text.count > maximumLength ? String(text.prefix(maximumLength)) : text
    }
}
