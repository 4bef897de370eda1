import Foundation
import ShowbookPlatform

/// The longest dictionary entry wins over its parts. MeCab cuts words short (UniDic by design:
/// 誕生 + 日, 自転 + 車, お + 客 + 様), so a run of morphemes becomes one when EDICT has it:
/// - nouns with their numbers, prefixes and suffixes, when the run is a headword (誕生日, 一日中,
///   お客様, お願い) or, written in kana, the reading of an entry usually written in kana
///   (おばあちゃん);
/// - a run across particles, endings or verbs only for a greeting or set phrase EDICT marks
///   usually written in kana that never inflects (すみません, いただきます, ありがとうございます),
///   a noun and ない that EDICT lists as an adjective (しょうがない, 仕方がない) or an adverb in
///   kana (いつも). Expressions that inflect (事がある, 気を付ける, お腹が空く, 頭が痛い) and
///   interjections EDICT does not mark kana (やった "hooray", そうです) stay words apart; runs
///   never start with a particle, an ending, a noun of grammar (こと) or a word that depends on the
///   one before it (やらなきゃ + いけない).
/// Then a katakana name MeCab split into known words (フリー + レン) is one name, when a part
/// is a name or an honorific follows; and a polite お/ご joins the plain noun after it (お皿).
package struct JapaneseJoins: Sendable {
    private static let longestRun = 5
    private static let honorifics = ["さん", "ちゃん", "くん", "君", "様", "さま", "殿", "先生"]
    private static let politePrefixes = ["お", "ご", "御"]
    private static let plurals = ["たち", "達", "ら", "ども", "共", "がた", "方"]
    /// Roles a run of nouns is made of (a switch: hashing a role for a set costs more than the
    /// rest of the test).
    private static func isNominal(_ role: JapaneseMorpheme.Role) -> Bool {
        switch role {
        case .noun, .properNoun, .numeral, .suffix, .prefix, .adjectivalNoun: return true
        default: return false
        }
    }

    /// Roles a run may start with.
    private static func mayStart(_ role: JapaneseMorpheme.Role) -> Bool {
        switch role {
        case .noun, .properNoun, .numeral, .pronoun, .prefix, .verb, .adjective, .adjectivalNoun, .adverb, .interjection: return true
        default: return false
        }
    }
    /// Nouns of grammar a run never starts with (こと + が + ない is not a word).
    private static let formalNouns = ["こと", "もの", "の", "ん", "わけ", "はず", "つもり", "ところ"]

    package let index: EDICTIndex?

    package init(index: EDICTIndex?) {
        self.index = index
    }

    package func joined(_ morphemes: [JapaneseMorpheme]) -> [JapaneseMorpheme] {
        var result: [JapaneseMorpheme] = []
        var position = 0
        while position < morphemes.count {
            if let (end, word) = longestEntry(from: position, in: morphemes) ?? name(from: position, in: morphemes) {
                result.append(word)
                position = end
            } else {
                result.append(morphemes[position])
                position += 1
            }
        }
        return Self.politeNouns(result)
    }

    /// The longest run from `start` that EDICT lists as one word, as one morpheme.
    private func longestEntry(from start: Int, in morphemes: [JapaneseMorpheme]) -> (Int, JapaneseMorpheme)? {
        guard let index, Self.mayStart(morphemes[start].role), !UTF8Key.text(morphemes[start].surface, isOneOf: Self.formalNouns) else {
            return nil
        }
        // A run never starts with a word that depends on the one before (やらなきゃ + いけ + ない).
        if morphemes[start].dependence == .possiblyDependent && JapaneseTokenizer.followsAnotherWord(at: start, in: morphemes) {
            return nil
        }
        var length = min(Self.longestRun, morphemes.count - start)
        while length >= 2 {
            let run = morphemes[start..<start + length]
            if let word = entryWord(run, index: index) { return (start + length, word) }
            length -= 1
        }
        return nil
    }

    private func entryWord(_ run: ArraySlice<JapaneseMorpheme>, index: EDICTIndex) -> JapaneseMorpheme? {
        guard let lastAt = run.indices.last, !run.indices.contains(where: { run[$0].role == .symbol }) else { return nil }
        // The shape first: most runs never join, and it needs no joined text.
        guard let shape = shape(of: run, inKana: run.indices.allSatisfy { KanaRomanizer.isAllKana(run[$0].surface) }) else { return nil }
        let last = run[lastAt]
        var head = ""
        for position in run.indices.dropLast() { head += run[position].surface }
        let surface = head + last.surface
        let base = last.inflects ? head + last.writtenLemma : surface
        for written in base == surface ? [base] : [base, surface] {
            let inKana = KanaRomanizer.isAllKana(written)
            var entries = index.entries(headword: written)
            if inKana {
                entries += index.entries(reading: written).filter { $0.isUsuallyKana || (shape == .politeNoun && $0.isCommon) }
            }
            let accepted = entries.filter { accepts($0, shape: shape) }
            guard !accepted.isEmpty else { continue }
            let parts = run.dropLast().map(\.surfaceReading).joined() + (last.inflects ? last.reading : last.surfaceReading)
            let reading = inKana ? KanaRomanizer.hiragana(written) : Self.closest(accepted, to: parts)
            let role = Self.role(of: accepted[0], last: last)
            return JapaneseMorpheme(surface: surface, role: role, lemma: written, reading: reading,
                                    conjugationForm: role == last.role ? last.conjugationForm : "")
        }
        return nil
    }

    /// What kind of run it is (`inKana`: its text is all kana), or nil for one that never
    /// joins: one that ends in a plural suffix (子供 + たち), in an honorific without a polite
    /// prefix before it (田中 + さん), in a number and its counter (三 + 時), or in a particle
    /// unless written in kana (今日 + は is not こんにちは).
    private func shape(of run: ArraySlice<JapaneseMorpheme>, inKana: Bool) -> Shape? {
        // Read in place (`run[i].role`): a morpheme copied out of the run costs more than the test.
        guard let firstAt = run.indices.first, let lastAt = run.indices.last else { return nil }
        let first = run[firstAt].role
        let last = run[lastAt].role
        if last == .suffix && UTF8Key.text(run[lastAt].surface, isOneOf: Self.plurals) { return nil }
        if last == .suffix && UTF8Key.text(run[lastAt].surface, isOneOf: Self.honorifics) && first != .prefix { return nil }
        if first == .numeral && run.count < 3 { return nil }
        // お/ご before a noun that takes する is an honorific verb (ご案内いたします), not a word.
        if run.count == 2 && first == .prefix && run[lastAt].isVerbalNoun { return nil }
        if last == .particle && !inKana { return nil }
        if run.indices.allSatisfy({ Self.isNominal(run[$0].role) }) { return first == .prefix ? .politeNoun : .noun }
        if run.count == 2 && first == .prefix && last == .verb { return .politeNoun }
        if first == .noun && (UTF8Key.text(run[lastAt].writtenLemma, isOneOf: ["ない"]) || UTF8Key.text(run[lastAt].lemma, isOneOf: ["無い"])) {
            return .nounAndNai
        }
        if first == .pronoun || first == .adverb { return inKana ? .adverbInKana : nil }
        return .phrase
    }

    private enum Shape {
        /// Nouns, numbers and affixes (誕生 + 日, 一 + 日 + 中).
        case noun
        /// The same after a polite お/ご (お + 客 + 様, お + 疲れ + 様, お + かえり).
        case politeNoun
        /// A noun, maybe a particle, and ない (しょう + が + ない).
        case nounAndNai
        /// A pronoun or adverb and a particle, in kana (いつ + も).
        case adverbInKana
        /// Anything else: a greeting or set phrase (すみ + ませ + ん).
        case phrase
    }

    /// Nouns take an entry that is a noun, adjectival noun or adverb (after a polite prefix also
    /// a greeting: お疲れ様); `nounAndNai` an adjective; `adverbInKana` an adverb usually written in
    /// kana; a phrase only an interjection or expression usually written in kana that never inflects.
    private func accepts(_ entry: EDICTEntry, shape: Shape) -> Bool {
        let first = entry.senses[0].partsOfSpeech
        let all = entry.senses.flatMap(\.partsOfSpeech)
        let nominal = first.contains { $0 == "n" || $0.hasPrefix("n-") || $0 == "adj-na" || $0 == "adj-no" || $0.hasPrefix("adv") }
        switch shape {
        case .noun: return nominal
        case .politeNoun: return nominal || first.contains("exp") || first.contains("int")
        case .nounAndNai: return first.contains("adj-i")
        case .adverbInKana: return entry.isUsuallyKana && first.contains { $0.hasPrefix("adv") }
        case .phrase:
            let inflects = all.contains { ($0.hasPrefix("v") && $0 != "vi" && $0 != "vt") || $0.hasPrefix("adj-i") }
            return entry.isUsuallyKana && !inflects && (first.contains("int") || first.contains("exp"))
        }
    }

    private static func role(of entry: EDICTEntry, last: JapaneseMorpheme) -> JapaneseMorpheme.Role {
        let first = entry.senses[0].partsOfSpeech
        if first.contains("int") || first.contains("exp") && !first.contains("adj-i") { return .interjection }
        if first.contains("adj-i") { return .adjective }
        if first.contains(where: { $0.hasPrefix("adv") }) && !first.contains(where: { $0 == "n" || $0.hasPrefix("n-") }) { return .adverb }
        return last.role == .adjectivalNoun ? .adjectivalNoun : .noun
    }

    /// The reading nearest the parts' readings among the entries' — among the common ones
    /// (`P`) when there are any: the same, else the same but for voicing (誕生 + ひ →
    /// たんじょうび), else the first.
    private static func closest(_ entries: [EDICTEntry], to parts: String) -> String {
        let common = entries.filter(\.isCommon)
        let readings = (common.isEmpty ? entries : common).flatMap(\.readings).map(KanaRomanizer.hiragana)
        let unvoiced = devoiced(parts)
        return readings.first { $0 == parts } ?? readings.first { devoiced($0) == unvoiced } ?? readings.first ?? parts
    }

    private static func devoiced(_ text: String) -> String {
        String(text.decomposedStringWithCanonicalMapping.unicodeScalars.filter { $0.value != 0x3099 && $0.value != 0x309A })
    }

    /// A katakana name cut into known words: two or more katakana nouns in a row, one of them a
    /// name or an honorific after them (フリーレンさん), as one name.
    private func name(from start: Int, in morphemes: [JapaneseMorpheme]) -> (Int, JapaneseMorpheme)? {
        func isKatakanaNoun(_ morpheme: JapaneseMorpheme) -> Bool {
            (morpheme.role == .noun || morpheme.role == .properNoun) && morpheme.surface.unicodeScalars.allSatisfy {
                (0x30A1...0x30FA).contains($0.value) || $0 == "ー"
            }
        }
        var end = start
        while end < morphemes.count && isKatakanaNoun(morphemes[end]) { end += 1 }
        guard end - start >= 2 else { return nil }
        let run = morphemes[start..<end]
        let honorific = end < morphemes.count && morphemes[end].role == .suffix
            && UTF8Key.text(morphemes[end].surface, isOneOf: Self.honorifics)
        guard run.contains(where: { $0.role == .properNoun }) || honorific else { return nil }
        let surface = run.map(\.surface).joined()
        return (end, JapaneseMorpheme(surface: surface, role: .properNoun, lemma: surface, reading: KanaRomanizer.hiragana(surface)))
    }

    /// お/ご before a plain noun (not one that takes する) joins it: お + 皿 → お皿.
    private static func politeNouns(_ morphemes: [JapaneseMorpheme]) -> [JapaneseMorpheme] {
        var result: [JapaneseMorpheme] = []
        var position = 0
        while position < morphemes.count {
            let morpheme = morphemes[position]
            if morpheme.role == .prefix, UTF8Key.text(morpheme.surface, isOneOf: politePrefixes), position + 1 < morphemes.count {
                let noun = morphemes[position + 1]
                if noun.role == .noun && !noun.isVerbalNoun && !noun.isPlaceNoun && noun.dependence != .dependent {
                    let prefixReading = morpheme.surfaceReading.isEmpty ? morpheme.reading : morpheme.surfaceReading
                    result.append(JapaneseMorpheme(surface: morpheme.surface + noun.surface, role: .noun,
                                                   lemma: morpheme.surface + noun.lemma,
                                                   writtenLemma: morpheme.surface + noun.writtenLemma,
                                                   reading: prefixReading + noun.reading))
                    position += 2
                    continue
                }
            }
            result.append(morpheme)
            position += 1
        }
        return result
    }
}
