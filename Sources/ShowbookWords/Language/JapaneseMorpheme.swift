/// One morpheme of a Japanese line as the word rules read it (`JapaneseTokenizer`), whichever
/// MeCab dictionary analyzed it: UniDic and IPADIC lay their answers out differently
/// (`UniDicMorphemes`, `IPADICMorphemes`), the rules after them are one.
package struct JapaneseMorpheme: Sendable, Equatable {
    /// What the morpheme is in its sentence.
    package enum Role: Sendable, Equatable {
        case noun, properNoun, pronoun, numeral, verb, adjective, adjectivalNoun, adverb, adnominal, interjection
        case prefix, suffix, particle, auxiliary, symbol, other
    }

    /// Whether a verb, adjective or noun stands on its own. IPADIC decides it in context
    /// (非自立: いる of 〜ている); UniDic only says a word can be dependent (非自立可能: いる, いく,
    /// できる) and the rules decide from what comes before it.
    package enum Dependence: Sendable, Equatable {
        case independent, dependent, possiblyDependent
    }

    package var surface: String
    package var role: Role
    package var dependence: Dependence = .independent
    /// The dictionary form as the dictionary spells it: UniDic writes every spelling of a word
    /// one way (分かる for わかる, 御飯 for ご飯); IPADIC keeps the line's spelling.
    package var lemma: String
    /// The dictionary form in the line's own spelling (わかる).
    package var writtenLemma: String
    /// The hiragana reading of the dictionary form as the line uses it (空いて → あく).
    package var reading: String
    /// The hiragana reading of the surface (誕生日 → たんじょう + ひ).
    package var surfaceReading: String
    /// A noun that works as an adverb of place or time (上, 中, 前): IPADIC keeps these among
    /// its dependent nouns.
    package var isPlaceNoun = false
    /// A noun that takes する (案内, 電話): a polite お/ご before it makes an honorific verb, not a
    /// word of its own (ご案内いたします).
    package var isVerbalNoun = false
    /// A particle that joins clauses (接続助詞: the て of 食べて, から, けど), as opposed to a case
    /// particle (で of 駅で).
    package var isConjunctive = false
    /// A noun that can count (時 of 三時, 人 of 三人): after a number it is a counter.
    package var mayCount = false
    /// The conjugation form of a verb or adjective (連用形, 未然形 …), empty for the rest.
    package var conjugationForm = ""

    package init(surface: String, role: Role, dependence: Dependence = .independent, lemma: String, writtenLemma: String? = nil,
                 reading: String, surfaceReading: String? = nil, isPlaceNoun: Bool = false, isVerbalNoun: Bool = false,
                 conjugationForm: String = "") {
        self.surface = surface
        self.role = role
        self.dependence = dependence
        self.lemma = lemma
        self.writtenLemma = writtenLemma ?? lemma
        self.reading = reading
        self.surfaceReading = surfaceReading ?? reading
        self.isPlaceNoun = isPlaceNoun
        self.isVerbalNoun = isVerbalNoun
        self.conjugationForm = conjugationForm
    }

    /// Words whose form changes (食べ, 寝よう): their dictionary form is not their surface.
    package var inflects: Bool { role == .verb || role == .adjective }

    /// The class EDICT's senses are chosen by.
    package var wordClass: JapaneseWordClass {
        switch role {
        case .noun, .numeral, .pronoun: return .noun
        case .properNoun: return .name
        case .verb: return .verb
        case .adjective: return .adjective
        case .adjectivalNoun: return .adjectivalNoun
        case .adverb: return .adverb
        case .adnominal: return .adnominal
        case .interjection: return .interjection
        default: return .other
        }
    }
}

/// Splits a Japanese line into morphemes with one MeCab dictionary.
package protocol JapaneseAnalyzer: Sendable {
    /// Which dictionary, for the tokenizer's identity and the line that names it.
    var dictionaryName: String { get }
    func morphemes(in line: String) -> [JapaneseMorpheme]
}
