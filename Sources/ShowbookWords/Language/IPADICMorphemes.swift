import Foundation
import ShowbookPlatform

/// Japanese morphemes from MeCab with IPADIC (Debian's `mecab-ipadic-utf8`), the fallback when
/// UniDic is not installed. IPADIC marks dependent words itself (非自立: いる of 〜ている), keeps
/// the line's spelling as the dictionary form and reads only the surface: the dictionary form's
/// reading is carried over from the surface's (空い read アイ → 空く read あく, where 空く alone
/// would be すく); only when that cannot be done (カ変 来る, whose stem changes) is the form
/// parsed alone, once.
package final class IPADICMorphemes: JapaneseAnalyzer, @unchecked Sendable {
    package let tagger: MeCabTagger
    package let dictionaryName = "IPADIC"
    private var lemmaReadings: [String: String] = [:]
    private let lock = NSLock()

    package init(tagger: MeCabTagger) {
        self.tagger = tagger
    }

    package func morphemes(in line: String) -> [JapaneseMorpheme] {
        tagger.parse(line).map { morpheme in
            let lemma = morpheme.lemma.isEmpty ? morpheme.surface : morpheme.lemma
            let (role, dependence) = Self.role(morpheme)
            var analyzed = JapaneseMorpheme(surface: morpheme.surface, role: role, dependence: dependence, lemma: lemma,
                                    reading: reading(of: lemma, morpheme: morpheme),
                                    surfaceReading: KanaRomanizer.hiragana(morpheme.reading.isEmpty ? morpheme.surface : morpheme.reading),
                                    isPlaceNoun: morpheme.partOfSpeechSubdetail == "副詞可能",
                                    isVerbalNoun: morpheme.partOfSpeechDetail == "サ変接続")
            analyzed.isConjunctive = role == .particle && morpheme.partOfSpeechDetail == "接続助詞"
            return analyzed
        }
    }

    private static func role(_ morpheme: MeCabTagger.Morpheme) -> (JapaneseMorpheme.Role, JapaneseMorpheme.Dependence) {
        let detail = morpheme.partOfSpeechDetail
        let dependence: JapaneseMorpheme.Dependence = detail == "非自立" ? .dependent : .independent
        switch morpheme.partOfSpeech {
        case "名詞":
            switch detail {
            case "固有名詞": return (.properNoun, .independent)
            case "代名詞": return (.pronoun, .independent)
            case "数": return (.numeral, .independent)
            case "接尾": return (.suffix, .independent)
            case "特殊": return (.auxiliary, .independent)
            case "形容動詞語幹": return (.adjectivalNoun, .independent)
            case "非自立": return (.noun, morpheme.partOfSpeechSubdetail == "副詞可能" ? .independent : .dependent)
            default: return (.noun, .independent)
            }
        case "動詞": return detail == "接尾" ? (.auxiliary, .independent) : (.verb, dependence)
        case "形容詞": return detail == "接尾" ? (.suffix, .independent) : (.adjective, dependence)
        case "副詞": return (.adverb, .independent)
        case "連体詞": return (.adnominal, .independent)
        case "感動詞": return (.interjection, .independent)
        case "接頭詞": return (.prefix, .independent)
        case "助詞": return (.particle, .independent)
        case "助動詞": return (.auxiliary, .independent)
        case "記号": return (.symbol, .independent)
        default: return (.other, .independent)
        }
    }

    /// The dictionary form's reading: the surface's own when they are one (MeCab reads the
    /// surface), else carried over from the sentence (`contextReading`), else parsed alone once.
    private func reading(of term: String, morpheme: MeCabTagger.Morpheme) -> String {
        if KanaRomanizer.isAllKana(term) { return KanaRomanizer.hiragana(term) }
        if term == morpheme.surface { return KanaRomanizer.hiragana(morpheme.reading) }
        if !morpheme.conjugationType.hasPrefix("カ変"), let reading = Self.contextReading(of: term, morpheme: morpheme) {
            return reading
        }
        lock.lock()
        defer { lock.unlock() }
        if let known = lemmaReadings[term] { return known }
        let reading = KanaRomanizer.hiragana(tagger.parse(term).map { $0.reading.isEmpty ? $0.surface : $0.reading }.joined())
        lemmaReadings[term] = reading
        return reading
    }

    /// The dictionary form's reading from the surface's: the shared beginning (空) keeps the
    /// surface's reading of it (アイ less the kana ending い = ア), and the form's own kana
    /// ending (く) follows. Nil when the two do not share a beginning, an ending is not kana, or
    /// the surface's reading does not end in the surface's kana ending.
    package static func contextReading(of term: String, morpheme: MeCabTagger.Morpheme) -> String? {
        let lemma = Array(term)
        let surface = Array(morpheme.surface)
        let shared = zip(lemma, surface).prefix { $0 == $1 }.count
        guard shared > 0, !morpheme.reading.isEmpty else { return nil }
        let surfaceEnding = String(surface[shared...])
        let lemmaEnding = String(lemma[shared...])
        guard surfaceEnding.isEmpty || KanaRomanizer.isAllKana(surfaceEnding),
              lemmaEnding.isEmpty || KanaRomanizer.isAllKana(lemmaEnding) else { return nil }
        let surfaceReading = KanaRomanizer.hiragana(morpheme.reading)
        let ending = KanaRomanizer.hiragana(surfaceEnding)
        guard surfaceReading.hasSuffix(ending), surfaceReading.count > ending.count else { return nil }
        return String(surfaceReading.dropLast(ending.count)) + KanaRomanizer.hiragana(lemmaEnding)
    }
}
