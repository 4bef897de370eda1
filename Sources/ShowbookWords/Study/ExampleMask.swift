import Foundation

/// Hides the studied word in an example sentence on a meaning-first front. It exists because
/// a sentence rarely holds the dictionary form: 갔어요 is 가다 and 食べた is 食べる. The form the
/// sentence shows (`Word.surface`, stored by mining or typed in the word form) is masked first,
/// with the term and its reading; when none of them is in the sentence, an inflected form is
/// found from the term's stem:
///
/// - **Korean** verbs and adjectives (ending in 다): a word that starts with the stem, whose
///   last stem syllable keeps its first consonant, may contract its vowel (보→봐, 주→줘,
///   하→해, 마시→마셔, 쓰→써) and may gain a final ㄴ, ㄹ, ㅂ or ㅆ (가→갔, 간, 갈, 갑) or change
///   it the way irregular stems do (듣→들, 돕→도, 낫→나). 갔어요 → ＿＿어요.
/// - **Japanese** verbs and adjectives (ending in a u-row kana or い): the term without that
///   last kana, when what is left holds a kanji or two kana; する verbs without する.
///   食べた → ＿＿た, 行った → ＿＿った, 勉強した → ＿＿した.
public enum ExampleMask {
    /// The mask that replaces the word.
    public static let mask = "＿＿"

    public static func masked(_ example: String, term: String, reading: String = "", surface: String = "") -> String {
        let needles = [surface, term, reading]
            .map { $0.trimmingCharacters(in: .whitespacesAndNewlines) }
            .filter { !$0.isEmpty }
            .sorted { $0.count > $1.count }
        var text = example
        for needle in needles {
            text = text.replacingOccurrences(of: needle, with: mask, options: [.caseInsensitive])
        }
        if text != example { return text }
        let stemTerm = term.trimmingCharacters(in: .whitespacesAndNewlines)
        if let korean = maskedKorean(example, term: stemTerm) { return korean }
        if let stem = japaneseStem(of: stemTerm), example.contains(stem) {
            return example.replacingOccurrences(of: stem, with: mask)
        }
        return example
    }

    /// Where the word's form sits in `example`, in Characters, for the card's back to mark:
    /// the first of the form the sentence shows, the term or its reading found there (longest
    /// first, whatever the case); else the whole Hangul word an inflected form of a Korean
    /// verb's stem starts (먹다 → 먹으러), or a Japanese verb's stem. Nil when none is there.
    public static func form(in example: String, term: String, reading: String = "", surface: String = "") -> Range<Int>? {
        let needles = [surface, term, reading]
            .map { $0.trimmingCharacters(in: .whitespacesAndNewlines) }
            .filter { !$0.isEmpty }
            .sorted { $0.count > $1.count }
        func offsets(_ range: Range<String.Index>) -> Range<Int> {
            let start = example.distance(from: example.startIndex, to: range.lowerBound)
            return start..<(start + example.distance(from: range.lowerBound, to: range.upperBound))
        }
        for needle in needles {
            if let found = example.range(of: needle, options: [.caseInsensitive]) { return offsets(found) }
        }
        let stemTerm = term.trimmingCharacters(in: .whitespacesAndNewlines)
        if let korean = koreanForm(in: example, term: stemTerm) { return korean }
        if let stem = japaneseStem(of: stemTerm), let found = example.range(of: stem) { return offsets(found) }
        return nil
    }

    // MARK: Korean

    /// The first Hangul word of `example` that starts with an inflected form of the term's
    /// stem, whole (the ending with it), in Characters.
    private static func koreanForm(in example: String, term: String) -> Range<Int>? {
        let letters = Array(term)
        guard letters.count >= 2, letters.last == "다", letters.allSatisfy({ jamo($0) != nil }) else { return nil }
        let stem = Array(letters.dropLast())
        let characters = Array(example)
        var start = 0
        while start < characters.count {
            guard jamo(characters[start]) != nil else {
                start += 1
                continue
            }
            var end = start
            while end < characters.count, jamo(characters[end]) != nil { end += 1 }
            if startsWithInflected(Array(characters[start..<end]), stem: stem) { return start..<end }
            start = end
        }
        return nil
    }

    private static let syllables: ClosedRange<UInt32> = 0xAC00...0xD7A3

    /// The Hangul syllable's jamo indices (initial 0–18, medial 0–20, final 0–27).
    private static func jamo(_ character: Character) -> (initial: Int, medial: Int, final: Int)? {
        guard character.unicodeScalars.count == 1, let scalar = character.unicodeScalars.first,
              syllables.contains(scalar.value) else { return nil }
        let index = Int(scalar.value - syllables.lowerBound)
        return (index / (21 * 28), (index / 28) % 21, index % 28)
    }

    /// The vowels a stem's last vowel may contract to before an ending.
    private static func medials(after medial: Int, initial: Int) -> Set<Int> {
        switch medial {
        case 0: return initial == 18 ? [0, 1] : [0]  // 하 → 해
        case 8: return [8, 9]                         // ㅗ → ㅘ
        case 13: return [13, 14]                      // ㅜ → ㅝ
        case 20: return [20, 6]                       // ㅣ → ㅕ
        case 18: return [18, 4, 0]                    // ㅡ → ㅓ, ㅏ
        case 11: return [11, 10]                      // ㅚ → ㅙ
        default: return [medial]
        }
    }

    /// The final consonants a stem's last final may become before an ending.
    private static func finals(after final: Int) -> Set<Int> {
        switch final {
        case 0: return [0, 4, 8, 17, 20]  // none → ㄴ ㄹ ㅂ ㅆ
        case 7: return [7, 8]              // ㄷ → ㄹ
        case 17, 19: return [final, 0]     // ㅂ, ㅅ dropped
        default: return [final]
        }
    }

    private static func startsWithInflected(_ word: [Character], stem: [Character]) -> Bool {
        guard word.count >= stem.count, let last = stem.last, let stemJamo = jamo(last),
              let wordJamo = jamo(word[stem.count - 1]) else { return false }
        guard Array(word.prefix(stem.count - 1)) == Array(stem.dropLast()) else { return false }
        if word[stem.count - 1] == last { return true }
        return wordJamo.initial == stemJamo.initial
            && medials(after: stemJamo.medial, initial: stemJamo.initial).contains(wordJamo.medial)
            && finals(after: stemJamo.final).contains(wordJamo.final)
    }

    /// The example with each Hangul word that starts with an inflected form of the term's stem
    /// masked (the ending kept); nil when the term is no verb or adjective or no word matches.
    private static func maskedKorean(_ example: String, term: String) -> String? {
        let letters = Array(term)
        guard letters.count >= 2, letters.last == "다", letters.allSatisfy({ jamo($0) != nil }) else { return nil }
        let stem = Array(letters.dropLast())
        var result = ""
        var word: [Character] = []
        var found = false
        func flush() {
            if startsWithInflected(word, stem: stem) {
                result += mask + String(word.dropFirst(stem.count))
                found = true
            } else {
                result += String(word)
            }
            word = []
        }
        for character in example {
            if jamo(character) != nil {
                word.append(character)
            } else {
                flush()
                result.append(character)
            }
        }
        flush()
        return found ? result : nil
    }

    // MARK: Japanese

    private static let endings: Set<Character> = ["う", "く", "ぐ", "す", "つ", "ぬ", "ぶ", "む", "る", "い"]

    /// The part of a Japanese verb or adjective every inflected form starts with (see the type).
    package static func japaneseStem(of term: String) -> String? {
        let letters = Array(term)
        guard letters.contains(where: isJapanese) else { return nil }
        var stem: [Character]
        if term.hasSuffix("する"), letters.count > 2 {
            stem = Array(letters.dropLast(2))
        } else if let last = letters.last, endings.contains(last) {
            stem = Array(letters.dropLast())
        } else {
            return nil
        }
        guard stem.contains(where: isKanji) || stem.count >= 2 else { return nil }
        return String(stem)
    }

    private static func isKanji(_ character: Character) -> Bool {
        character.unicodeScalars.contains { (0x4E00...0x9FFF).contains($0.value) || (0x3400...0x4DBF).contains($0.value) }
    }

    private static func isJapanese(_ character: Character) -> Bool {
        isKanji(character) || character.unicodeScalars.contains { (0x3040...0x30FF).contains($0.value) }
    }
}
