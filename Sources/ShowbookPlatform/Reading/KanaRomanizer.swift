/// Kana → Hepburn romaji, so a learner who cannot type Japanese finds 進撃の巨人 by `shingeki`.
/// Katakana is read as hiragana; small ゃゅょ form contracted sounds (きょ → kyo), small っ
/// doubles the next consonant (っち → tchi), ん stays `n`, and the long-vowel mark repeats the
/// vowel before it. Characters that are not kana pass through unchanged.
public enum KanaRomanizer {
    public static func romanize(_ text: String) -> String {
        let kana = Array(hiragana(text).unicodeScalars)
        var output = ""
        var index = 0
        var doubleNext = false
        while index < kana.count {
            let scalar = kana[index]
            if scalar == "っ" {
                doubleNext = true
                index += 1
                continue
            }
            if scalar == "ー" {
                if let vowel = output.last, "aiueo".contains(vowel) { output.append(vowel) }
                index += 1
                continue
            }
            var syllable: String?
            var consumed = 1
            if index + 1 < kana.count, let pair = contracted[String(scalar) + String(kana[index + 1])] {
                syllable = pair
                consumed = 2
            } else {
                syllable = single[scalar]
            }
            guard var romaji = syllable else {
                if doubleNext { output += "t" }
                doubleNext = false
                output.unicodeScalars.append(scalar)
                index += 1
                continue
            }
            if doubleNext, let first = romaji.first, !"aiueon".contains(first) {
                romaji = (romaji.hasPrefix("ch") ? "t" : String(first)) + romaji
            }
            doubleNext = false
            output += romaji
            index += consumed
        }
        return output
    }

    /// Katakana folded to hiragana (the long-vowel mark is kept).
    public static func hiragana(_ text: String) -> String {
        var output = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            if (0x30A1...0x30F6).contains(scalar.value), let folded = Unicode.Scalar(scalar.value - 0x60) {
                output.append(folded)
            } else {
                output.append(scalar)
            }
        }
        return String(output)
    }

    /// True for non-empty text made of kana only: such a word is its own reading.
    public static func isAllKana(_ text: String) -> Bool {
        !text.isEmpty && text.unicodeScalars.allSatisfy(isKana)
    }

    /// True for hiragana, katakana and the long-vowel mark.
    public static func isKana(_ scalar: Unicode.Scalar) -> Bool {
        (0x3041...0x3096).contains(scalar.value) || (0x30A1...0x30FA).contains(scalar.value) || scalar == "ー"
    }

    private static let single: [Unicode.Scalar: String] = {
        let rows: [(String, [String])] = [
            ("あいうえお", ["a", "i", "u", "e", "o"]), ("ぁぃぅぇぉ", ["a", "i", "u", "e", "o"]),
            ("かきくけこ", ["ka", "ki", "ku", "ke", "ko"]), ("がぎぐげご", ["ga", "gi", "gu", "ge", "go"]),
            ("さしすせそ", ["sa", "shi", "su", "se", "so"]), ("ざじずぜぞ", ["za", "ji", "zu", "ze", "zo"]),
            ("たちつてと", ["ta", "chi", "tsu", "te", "to"]), ("だぢづでど", ["da", "ji", "zu", "de", "do"]),
            ("なにぬねの", ["na", "ni", "nu", "ne", "no"]), ("はひふへほ", ["ha", "hi", "fu", "he", "ho"]),
            ("ばびぶべぼ", ["ba", "bi", "bu", "be", "bo"]), ("ぱぴぷぺぽ", ["pa", "pi", "pu", "pe", "po"]),
            ("まみむめも", ["ma", "mi", "mu", "me", "mo"]), ("やゆよ", ["ya", "yu", "yo"]), ("ゃゅょ", ["ya", "yu", "yo"]),
            ("らりるれろ", ["ra", "ri", "ru", "re", "ro"]), ("わゐゑを", ["wa", "i", "e", "o"]), ("んゔ", ["n", "vu"]),
        ]
        var table: [Unicode.Scalar: String] = [:]
        for (kana, romaji) in rows {
            for (scalar, value) in zip(kana.unicodeScalars, romaji) { table[scalar] = value }
        }
        return table
    }()

    private static let contracted: [String: String] = {
        let stems: [(String, String)] = [
            ("き", "ky"), ("ぎ", "gy"), ("し", "sh"), ("じ", "j"), ("ち", "ch"), ("ぢ", "j"), ("に", "ny"), ("ひ", "hy"),
            ("び", "by"), ("ぴ", "py"), ("み", "my"), ("り", "ry"),
        ]
        var table: [String: String] = [:]
        for (kana, stem) in stems {
            for (small, vowel) in zip(["ゃ", "ゅ", "ょ"], ["a", "u", "o"]) { table[kana + small] = stem + vowel }
        }
        for (pair, romaji) in [("ふぁ", "fa"), ("ふぃ", "fi"), ("ふぇ", "fe"), ("ふぉ", "fo"), ("てぃ", "ti"), ("でぃ", "di"),
                               ("うぃ", "wi"), ("うぇ", "we"), ("ゔぁ", "va"), ("しぇ", "she"), ("じぇ", "je"), ("ちぇ", "che")] {
            table[pair] = romaji
        }
        return table
    }()
}
