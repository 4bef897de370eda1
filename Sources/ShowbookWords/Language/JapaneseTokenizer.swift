import Foundation
import ShowbookPlatform

/// Japanese words through MeCab — with UniDic, or IPADIC when UniDic is not installed
/// (`JapaneseAnalyzer`) — and EDICT: each word's dictionary form spelled one way for every
/// spelling of its entry (`JapaneseSpelling`: わかった and 分かった give わかる), the longest
/// entry over its parts (`JapaneseJoins`: 誕生日, しょうがない, すみません, the name フリーレン),
/// and the reading of that form in its sentence (`JapaneseReadingCues`: 辛いカレー 辛い からい).
/// Kept: nouns, verbs, adjectives, adverbs, adnominals, interjections and names. Dropped:
/// particles, endings, symbols, conjunctions, fillers, pronouns, numbers, affixes, the formal
/// nouns of grammar (こと, わけ), counters after a number, and dependent verbs and adjectives —
/// those IPADIC calls dependent, and those UniDic says can be, when they follow a て-form
/// (〜ている, 〜てもいい) or another verb's stem (〜すぎる, 〜なさい).
///
/// What the tokenizer learnt of each term (EDICT's spelling, its word class) is kept as a hint,
/// so a meaning is chosen for the word as it was heard (`hint(for:)`).
public final class JapaneseTokenizer: WordTokenizer, @unchecked Sendable {
    /// The roles of words worth learning.
    private static func isKept(_ role: JapaneseMorpheme.Role) -> Bool {
        switch role {
        case .noun, .properNoun, .verb, .adjective, .adjectivalNoun, .adverb, .adnominal, .interjection: return true
        default: return false
        }
    }
    private static let formalNouns = ["こと", "もの", "の", "ん", "わけ", "はず", "つもり", "ところ"]
    private static let teForms = ["て", "で", "ちゃ", "じゃ", "ば"]

    package let analyzer: JapaneseAnalyzer
    private let joins: JapaneseJoins
    private let spelling: JapaneseSpelling
    private let index: EDICTIndex?
    private var hints: [UTF8Key: EDICTHint] = [:]
    private let lock = NSLock()

    /// IPADIC through `tagger`.
    public convenience init(tagger: MeCabTagger) {
        self.init(analyzer: IPADICMorphemes(tagger: tagger))
    }

    package init(analyzer: JapaneseAnalyzer, edict: EDICTDictionary = EDICTDictionary()) {
        self.analyzer = analyzer
        index = edict.index
        joins = JapaneseJoins(index: index)
        spelling = JapaneseSpelling(index: index)
    }

    public func tokens(in line: String) -> [MinedToken] {
        let morphemes = joins.joined(analyzer.morphemes(in: line))
        var result: [MinedToken] = []
        for (position, morpheme) in morphemes.enumerated() where Self.isWord(at: position, in: morphemes) {
            // Unknown Latin words, digits and stray symbols are not Japanese vocabulary.
            guard morpheme.lemma.unicodeScalars.contains(where: { $0.value >= 0x3040 }) else { continue }
            let cue = JapaneseReadingCues.reading(at: position, in: morphemes, index: index)
            let choice = morpheme.role == .properNoun
                ? JapaneseSpelling.Choice(term: morpheme.writtenLemma, headword: morpheme.writtenLemma, reading: cue.reading)
                : spelling.choose(lemma: morpheme.lemma, written: morpheme.writtenLemma, reading: cue.reading, fromContext: cue.fromContext)
            let term = choice.term
            let reading = choice.reading
            remember(term, EDICTHint(lemma: choice.headword, wordClass: morpheme.wordClass))
            result.append(MinedToken(term: term, reading: Self.hiragana(KanaRomanizer.isAllKana(term) ? term : reading),
                                     surface: Self.surface(at: position, in: morphemes)))
        }
        return result
    }

    /// A reading in hiragana only: the katakana with no hiragana letter of their own (ヷ, ヸ, ヹ,
    /// ヺ) as their letter and voicing mark (わ゙), the iteration marks ヽ ヾ as ゝ ゞ.
    package static func hiragana(_ reading: String) -> String {
        guard reading.unicodeScalars.contains(where: { (0x30F7...0x30FA).contains($0.value) || $0.value == 0x30FD || $0.value == 0x30FE })
        else { return KanaRomanizer.hiragana(reading) }
        var scalars = String.UnicodeScalarView()
        for scalar in reading.unicodeScalars {
            switch scalar.value {
            case 0x30F7...0x30FA:
                scalars.append(contentsOf: String(scalar).decomposedStringWithCanonicalMapping.unicodeScalars)
            case 0x30FD, 0x30FE:
                scalars.append(Unicode.Scalar(scalar.value - 0x60)!)
            default:
                scalars.append(scalar)
            }
        }
        return KanaRomanizer.hiragana(String(scalars))
    }

    /// What the tokenizer knew of `term` when it last gave it; a term it has not given is
    /// read alone.
    package func hint(for term: String) -> EDICTHint? {
        lock.lock()
        if let known = hints[UTF8Key(term)] { lock.unlock(); return known }
        lock.unlock()
        let alone = joins.joined(analyzer.morphemes(in: term))
        guard alone.count == 1, let only = alone.first else { return nil }
        return EDICTHint(lemma: only.lemma, wordClass: only.wordClass)
    }

    private func remember(_ term: String, _ hint: EDICTHint) {
        lock.lock()
        let key = UTF8Key(term)
        if hints[key] == nil { hints[key] = hint }
        lock.unlock()
    }

    /// Whether `morphemes[position]` is a word worth learning (see the type's comment).
    package static func isWord(at position: Int, in morphemes: [JapaneseMorpheme]) -> Bool {
        let morpheme = morphemes[position]
        guard isKept(morpheme.role), !(morpheme.role == .noun && UTF8Key.text(morpheme.surface, isOneOf: formalNouns)) else {
            return false
        }
        if morpheme.mayCount, position > 0,
           morphemes[position - 1].role == .numeral || UTF8Key.text(morphemes[position - 1].surface, isOneOf: ["何"]) {
            return false
        }
        switch morpheme.dependence {
        case .independent: return true
        case .dependent: return morpheme.isPlaceNoun
        case .possiblyDependent: return !followsAnotherWord(at: position, in: morphemes)
        }
    }

    /// A word that can be dependent is, after a て-form or ば (入って + いる, 入って + も + いい,
    /// 降りれば + いい), right after a verb's stem (休み + なさい) or an adjective's (辛 + すぎる),
    /// or after a conditional ending (やらなきゃ + いけない) — not after an adjective's adverb form
    /// (短く + 切る).
    package static func followsAnotherWord(at position: Int, in morphemes: [JapaneseMorpheme]) -> Bool {
        guard position > 0 else { return false }
        let previous = morphemes[position - 1]
        if previous.role == .verb && UTF8Key.text(previous.conjugationForm, startsWith: "連用形") { return true }
        if previous.role == .adjective && UTF8Key.text(previous.conjugationForm, startsWith: "語幹") { return true }
        // 〜なきゃいけない, 〜なければならない: after a conditional ending.
        if previous.role == .auxiliary && UTF8Key.text(previous.conjugationForm, startsWith: "仮定形") { return true }
        if isTeForm(previous) { return true }
        return previous.role == .particle && UTF8Key.text(previous.surface, isOneOf: ["も", "は"]) && position > 1
            && isTeForm(morphemes[position - 2])
    }

    private static func isTeForm(_ morpheme: JapaneseMorpheme) -> Bool {
        morpheme.isConjunctive && UTF8Key.text(morpheme.surface, isOneOf: teForms)
    }

    /// The inflected form as the line shows it: a verb's or adjective's surface with the
    /// endings and the て/で after it (食べ + た → 食べた, 行き + まし + た → 行きました).
    package static func surface(at position: Int, in morphemes: [JapaneseMorpheme]) -> String {
        var surface = morphemes[position].surface
        guard morphemes[position].inflects else { return surface }
        for next in morphemes.dropFirst(position + 1) {
            guard next.role == .auxiliary || isTeForm(next) else { break }
            surface += next.surface
        }
        return surface
    }
}
