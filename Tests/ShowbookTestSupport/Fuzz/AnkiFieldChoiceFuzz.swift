import Foundation
import ShowbookPlatform

/// Note types as the field chooser may meet them: field names drawn from the families' own,
/// generic ones and random text, and fields that are words and sentences in several scripts,
/// furigana, numbers, blanks or random text; and `--map` values, well and badly formed.
public enum AnkiFieldChoiceFuzz {
    static let names = ["Word", "Word Reading", "Word Meaning", "Sentence", "Sentence Meaning", "Vocabulary-Kanji",
                        "Vocabulary-Kana", "Vocabulary-English", "Expression", "Reading", "Meaning", "Korean",
                        "Romanization", "English", "Example Sentence", "Example Translation", "Front", "Back", "Term",
                        "Translation", "Production", "Source", "Notes", "Nr", "Hanja", ""]
    static let contents = ["駅", "えき", "駅[えき]", "station", "駅で待つ。", "I wait at the station.", "가방", "gabang", "bag",
                           "가방이 무거워요.", "The bag is heavy.", "12", "", " ", "noun", "<b>x</b>", "[sound:a.mp3]",
                           "perro", "Собака", "ね", "a b c d e", "。", "[", "学校에", "ＡＢＣ"]

    /// Field names for a note type of 0…12 fields (nil: unnamed, as in a text export).
    public static func fieldNames(count: Int, using random: inout SeededGenerator) -> [String]? {
        guard Bool.random(using: &random) else { return nil }
        return (0..<count).map { _ in
            Int.random(in: 0..<4, using: &random) == 0 ? FuzzText.text(maximumLength: 20, using: &random)
                : names.randomElement(using: &random)!
        }
    }

    /// One note's fields as plain text.
    public static func texts(count: Int, using random: inout SeededGenerator) -> [String] {
        (0..<count).map { _ in
            Int.random(in: 0..<5, using: &random) == 0 ? FuzzText.text(maximumLength: 40, using: &random)
                : contents.randomElement(using: &random)!
        }
    }

    /// A `--map` value: entries of parts, scopes and fields, some of them wrong.
    public static func map(using random: inout SeededGenerator) -> String {
        let parts = ["Term", "reading", "MEANING", "example", "translation", "Word", ""]
        return (0..<Int.random(in: 1...4, using: &random)).map { _ in
            let scope = Bool.random(using: &random) ? (["Core", "x", ":"].randomElement(using: &random)! + ":") : ""
            let field = Bool.random(using: &random) ? names.randomElement(using: &random)! : String(Int.random(in: -1...14, using: &random))
            return scope + parts.randomElement(using: &random)! + (Int.random(in: 0..<6, using: &random) == 0 ? "" : "=") + field
        }.joined(separator: ",")
    }
}
