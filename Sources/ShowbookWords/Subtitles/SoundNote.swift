/// Whether the text of a bracketed run is a sound description, which cleaning drops
/// (`(laughs)`, `[door slams]`, `（笑）`, `(문 닫히는 소리)`, `[MUSIC PLAYING IN THE DISTANCE]`), or
/// a line said or sung in brackets, which stays (`(We can start a fire)`, `（どうしてこんなことに…）`).
/// Subtitles put whispered, sung and thought lines in brackets as often as sounds, and a note
/// is told by its shape: text in capitals, any length; else a short phrase with no sentence
/// punctuation and no music note — up to six words starting in lower case (`laughing
/// nervously`), up to three starting in upper case unless the first is a pronoun (`Door
/// slams`, not `We can start`), and in Japanese or Korean up to four letters (`ため息`, `웃음`)
/// or a phrase ending in a word for a sound (`音`, `声`, `소리`). Fed one character at a time
/// while the run's closer is looked for, so telling costs no second read.
package struct SoundNote {
    private var upper = 0
    private var lower = 0
    /// Letters without case: kanji, kana, Hangul.
    private var caseless = 0
    private var words = 0
    private var inWord = false
    private var firstIsUpper: Bool?
    /// The first word, lower-cased, while it is short enough to be a pronoun.
    private var firstWord = ""
    private var sentencePunctuation = false
    private var musicNote = false
    /// The last two letters, for a sound word at the end.
    private var lastLetters: (Unicode.Scalar?, Unicode.Scalar?) = (nil, nil)

    private static let pronouns: Set<String> = [
        "i", "we", "you", "he", "she", "they", "it", "i'm", "i'll", "we're", "you're", "it's", "don't", "let's", "i’m", "it’s",
    ]

    package mutating func add(_ scalar: Unicode.Scalar) {
        let properties = scalar.properties
        if properties.isWhitespace {
            inWord = false
            return
        }
        if !inWord {
            inWord = true
            words += 1
        }
        if words == 1, firstWord.unicodeScalars.count <= 6 { firstWord.unicodeScalars.append(contentsOf: properties.lowercaseMapping.unicodeScalars) }
        switch scalar {
        case ".", "?", "!", "。", "？", "！", "…": sentencePunctuation = true
        case "♪", "♫": musicNote = true
        default: break
        }
        guard properties.isAlphabetic else { return }
        if properties.isUppercase {
            upper += 1
            if firstIsUpper == nil { firstIsUpper = true }
        } else if properties.isLowercase {
            lower += 1
            if firstIsUpper == nil { firstIsUpper = false }
        } else {
            caseless += 1
        }
        lastLetters = (lastLetters.1, scalar)
    }

    package var isSoundNote: Bool {
        if musicNote { return false }
        let cased = upper + lower
        if cased + caseless == 0 { return true }
        if lower == 0 && upper >= 2 && upper >= caseless { return true }
        if sentencePunctuation { return false }
        if caseless > cased {
            return caseless <= 4 || (caseless <= 12 && endsWithSoundWord)
        }
        if firstIsUpper == false { return words <= 6 }
        return words <= 3 && !Self.pronouns.contains(firstWord)
    }

    private var endsWithSoundWord: Bool {
        switch lastLetters {
        case (_, "音"?), (_, "声"?), ("소"?, "리"?), ("음"?, "악"?): return true
        default: return false
        }
    }
}
