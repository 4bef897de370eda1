import ShowbookPlatform

/// Chooses a note type's fields by what one note holds, for note types no name explains (an
/// unknown family in a package, any note type in Anki's notes text, which names no fields).
///
/// The learning language is the one written in another script than the learner's Latin one:
/// - term: a field in that script that is one word (no spaces, no sentence punctuation, no
///   furigana brackets), Hangul before Han before any other; the first such field wins ties;
/// - reading: a kana-only field of the term's length or a furigana field (`駅[えき]`) whose
///   base is the term; for a Hangul term, a one-word Latin field with a vowel group per
///   syllable (`gabang` for 가방, not `bag`), when another Latin field is left for the meaning;
/// - example: a longer field in that script holding the term (else the longest sentence);
/// - meaning: the first short Latin field (a few words, not a sentence); translation: a
///   Latin sentence.
/// When no field is in another script (a Spanish–English deck) content cannot tell the
/// languages apart: nil, and the caller maps by position. Numbers-only fields (an index) and
/// empty fields are never chosen.
package enum AnkiContentChooser {
    /// The choice for a note whose fields read (as plain text) `texts`.
    package static func choice(texts raw: [String]) -> AnkiFieldChoice? {
        let texts = raw.map(\.trimmedWhitespace)
        let usable = texts.indices.filter { !texts[$0].isEmpty && texts[$0].unicodeScalars.contains(where: \.properties.isAlphabetic) }
        let foreign = usable.filter { isForeign(texts[$0]) }
        let latin = usable.filter { !isForeign(texts[$0]) }
        var choice = AnkiFieldChoice(reason: "by content")
        guard !foreign.isEmpty else { return nil }
        let words = foreign.filter { isOneWord(texts[$0]) }
        let term = words.min { rank(texts[$0]) < rank(texts[$1]) } ?? foreign.min { texts[$0].count < texts[$1].count }
        choice.term = term
        guard let term else { return choice }
        let termText = texts[term]
        choice.reading = foreign.first { index in
            index != term && isKana(texts[index]) && !isKana(termText) && texts[index].count <= termText.count * 4
        } ?? foreign.first { index in
            index != term && AnkiFurigana.brackets(texts[index])?.base.trimmedWhitespace == termText
        }
        let shortLatin = latin.filter { !isSentence(texts[$0]) }
        if choice.reading == nil, shortLatin.count >= 2, let syllables = hangulSyllables(termText) {
            choice.reading = shortLatin.first { isOneWord(texts[$0]) && vowelGroups(texts[$0]) == syllables }
        }
        let sentences = foreign.filter { $0 != term && $0 != choice.reading && !texts[$0].contains("[") && texts[$0].count > termText.count }
        choice.example = sentences.first { texts[$0].contains(termText) }
            ?? sentences.filter { isSentence(texts[$0]) }.max { texts[$0].count < texts[$1].count }
        choice.meaning = shortLatin.first { $0 != choice.reading } ?? (choice.example == nil ? latin.first : nil)
        if choice.example != nil {
            choice.translation = latin.first { $0 != choice.meaning && isSentence(texts[$0]) }
        }
        return choice
    }

    /// Whether a text has letters outside the Latin script (and its extensions).
    package static func isForeign(_ text: String) -> Bool {
        text.unicodeScalars.contains { $0.properties.isAlphabetic && $0.value > 0x24F && !(0x1E00...0x1EFF).contains($0.value) }
    }

    /// One word: no white space, no sentence punctuation, no brackets, and short.
    static func isOneWord(_ text: String) -> Bool {
        text.count <= 16 && !text.contains { $0.isWhitespace || "。．.!?！？、,[]".contains($0) }
    }

    /// A sentence: ends with sentence punctuation, or has four words or more.
    static func isSentence(_ text: String) -> Bool {
        guard let last = text.last else { return false }
        return "。．.!?！？".contains(last) || text.split(whereSeparator: \.isWhitespace).count >= 4
    }

    /// Hiragana and katakana only (with the prolonged-sound mark).
    static func isKana(_ text: String) -> Bool {
        !text.isEmpty && text.unicodeScalars.allSatisfy { (0x3040...0x30FF).contains($0.value) }
    }

    /// The Hangul syllables of an all-Hangul text; nil for any other.
    static func hangulSyllables(_ text: String) -> Int? {
        let scalars = text.unicodeScalars
        guard scalars.allSatisfy({ (0xAC00...0xD7A3).contains($0.value) }) else { return nil }
        return scalars.count
    }

    /// Runs of vowels (with `w` and `y`, which romanize Korean glides) in a Latin word.
    static func vowelGroups(_ text: String) -> Int {
        var groups = 0
        var inVowel = false
        for character in text.lowercased() {
            let vowel = "aeiouwy".contains(character)
            if vowel && !inVowel { groups += 1 }
            inVowel = vowel
        }
        return groups
    }

    /// How good a term a one-word field makes: Hangul, then Han, then any other script.
    private static func rank(_ text: String) -> Int {
        let scalars = text.unicodeScalars
        if scalars.contains(where: { (0xAC00...0xD7A3).contains($0.value) }) { return 0 }
        if scalars.contains(where: { (0x4E00...0x9FFF).contains($0.value) }) { return 1 }
        return isKana(text) ? 3 : 2
    }
}
