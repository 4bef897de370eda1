import ShowbookPlatform

/// What kind of word a Japanese term was where it was heard, as EDICT's part-of-speech tags
/// can tell senses apart by it (ねえ the interjection "hey", not the colloquial ない).
package enum JapaneseWordClass: String, Sendable {
    case noun, adjectivalNoun, verb, adjective, adverb, adnominal, interjection, name, other
    /// A greeting or set phrase of several morphemes (いただきます).
    case expression

    /// True when the EDICT part-of-speech tag (`v5r`, `adj-i`, `n-adv`, `int`) fits this class.
    package func fits(_ tag: String) -> Bool {
        switch self {
        case .noun: return tag == "n" || tag.hasPrefix("n-") || tag == "adj-no"
        case .adjectivalNoun: return tag == "adj-na" || tag == "adj-no" || tag == "n"
        case .verb: return tag.hasPrefix("v") && tag != "vi" && tag != "vt"
        case .adjective: return tag == "adj-i" || tag == "adj-ix"
        case .adverb: return tag.hasPrefix("adv")
        case .adnominal: return tag == "adj-pn"
        case .interjection: return tag == "int"
        case .expression: return tag == "int" || tag == "exp"
        case .name, .other: return false
        }
    }

    /// Whether the class picks a sense within an entry. A noun does not: the analyzers call many
    /// words nouns that EDICT lists first as something else (ごめん is "I'm sorry" before it is
    /// the noun "permission").
    package var picksSense: Bool { self != .noun && self != .name && self != .other }
}

/// What the tokenizer knew of a term when it found it: the dictionary's own spelling of its
/// dictionary form (分かる for わかる, 拉麺 is never guessed) and its word class.
package struct EDICTHint: Sendable, Equatable {
    package var lemma: String
    package var wordClass: JapaneseWordClass

    package init(lemma: String, wordClass: JapaneseWordClass) {
        self.lemma = lemma
        self.wordClass = wordClass
    }
}

/// Which EDICT entry and sense give a term its meaning. The candidates are the entries whose
/// headword is the term (with the term's reading, when one has it), those whose headword is the
/// tokenizer's own spelling of it, and — for a term in kana — those the term is the reading of.
/// They are ranked: the tokenizer's spelling, then a part of speech that fits the word's class,
/// then EDICT's common mark `(P)`, then (for kana) the entries usually written in kana, and an
/// archaic or rare first sense last; so ラーメン is "ramen" (拉麺, common) rather than the
/// engineering "rigid frame" (the rare katakana headword). The sense is the first whose part of
/// speech fits the class (when the first does not), else the first.
package enum EDICTMeaningChoice {
    /// The chosen sense's first three glosses, joined with "; ", or nil when no entry fits.
    package static func meaning(term: String, reading: String, hint: EDICTHint?, index: EDICTIndex) -> String? {
        guard let entry = entry(term: term, reading: reading, hint: hint, index: index) else { return nil }
        var sense = entry.senses[0]
        if let hint, hint.wordClass.picksSense, !sense.partsOfSpeech.contains(where: hint.wordClass.fits),
           let fitting = entry.senses.first(where: { $0.partsOfSpeech.contains(where: hint.wordClass.fits) }) {
            sense = fitting
        }
        return sense.glosses.prefix(3).joined(separator: "; ")
    }

    /// The best entry for the term, by the ranking above.
    package static func entry(term: String, reading: String, hint: EDICTHint?, index: EDICTIndex) -> EDICTEntry? {
        let isKana = KanaRomanizer.isAllKana(term)
        let wanted = isKana ? KanaRomanizer.hiragana(term) : reading
        func readingFits(_ entry: EDICTEntry) -> Bool {
            wanted.isEmpty || entry.readings.contains { KanaRomanizer.hiragana($0) == KanaRomanizer.hiragana(wanted) }
        }
        var candidates = index.entries(headword: term)
        if let lemma = hint?.lemma, lemma != term { candidates += index.entries(headword: lemma) }
        if isKana { candidates += index.entries(reading: term) }
        let fitting = candidates.filter(readingFits)
        let pool = fitting.isEmpty ? (isKana ? [] : candidates) : fitting
        var best: (entry: EDICTEntry, score: Int)?
        for entry in pool {
            let score = self.score(entry, term: term, isKana: isKana, hint: hint)
            if best == nil || score > best!.score { best = (entry, score) }
        }
        return best?.entry
    }

    private static func score(_ entry: EDICTEntry, term: String, isKana: Bool, hint: EDICTHint?) -> Int {
        var score = 0
        if let hint, hint.lemma != term, entry.headwords.contains(hint.lemma) { score += 8 }
        if let hint, entry.senses.contains(where: { $0.partsOfSpeech.contains(where: hint.wordClass.fits) }) { score += 4 }
        if entry.isCommon { score += 3 }
        if isKana && (entry.isUsuallyKana || entry.headwords.contains(term)) { score += 2 }
        if entry.headwords.contains(term) { score += 1 }
        if entry.isMarginal { score -= 4 }
        return score
    }
}
