import Foundation
import ShowbookPlatform

/// Japanese words through MeCab with IPADIC: each morpheme's dictionary form (行きました →
/// 行く) with the hiragana reading of that form. Kept: nouns, verbs, adjectives, adverbs,
/// adnominals and interjections. Dropped by part of speech: particles, auxiliaries, symbols,
/// conjunctions, fillers, and within the kept ones the dependent forms (非自立: こと, いる of
/// ている), suffixes (接尾: さん, たち), numbers (数) and pronouns (代名詞) — except dependent
/// nouns that work as place words (副詞可能: 上, 中), which are vocabulary. A polite prefix
/// (お, ご) joins the noun after it (お + 風呂 → お風呂).
///
/// The reading is the one MeCab gave the word in its sentence, carried over to the
/// dictionary form (空い read アイ → 空く read あく, where 空く alone would be すく); only
/// when that cannot be done (カ変 来る, whose stem changes) is the form parsed alone.
public final class JapaneseTokenizer: WordTokenizer, @unchecked Sendable {
    private static let keptPartsOfSpeech: Set<String> = ["名詞", "動詞", "形容詞", "副詞", "連体詞", "感動詞"]
    private static let droppedDetails: Set<String> = ["非自立", "接尾", "数", "代名詞", "特殊"]
    private static let politePrefixes: Set<String> = ["お", "ご", "御"]

    private let tagger: MeCabTagger
    private var lemmaReadings: [String: String] = [:]
    private let lock = NSLock()

    public init(tagger: MeCabTagger) {
        self.tagger = tagger
    }

    public func tokens(in line: String) -> [MinedToken] {
        var result: [MinedToken] = []
        var prefix: MeCabTagger.Morpheme?
        let morphemes = tagger.parse(line)
        for (index, morpheme) in morphemes.enumerated() {
            defer {
                let isPolitePrefix = morpheme.partOfSpeech == "接頭詞" && morpheme.partOfSpeechDetail == "名詞接続"
                    && Self.politePrefixes.contains(morpheme.surface)
                prefix = isPolitePrefix ? morpheme : nil
            }
            guard Self.isKept(morpheme) else { continue }
            let term = morpheme.lemma.isEmpty ? morpheme.surface : morpheme.lemma
            // Unknown Latin words, digits and stray symbols are not Japanese vocabulary.
            guard term.unicodeScalars.contains(where: { $0.value >= 0x3040 }) else { continue }
            let reading = reading(of: term, morpheme: morpheme)
            if let prefix, morpheme.partOfSpeech == "名詞", morpheme.partOfSpeechDetail == "一般" {
                result.append(MinedToken(term: prefix.surface + term, reading: KanaRomanizer.hiragana(prefix.reading) + reading,
                                         surface: prefix.surface + morpheme.surface))
            } else {
                result.append(MinedToken(term: term, reading: reading, surface: Self.surface(at: index, in: morphemes)))
            }
        }
        return result
    }

    /// The inflected form as the line shows it: a verb's or adjective's surface with the
    /// auxiliaries and the て/で after it (食べ + た → 食べた, 行き + まし + た → 行きました).
    package static func surface(at index: Int, in morphemes: [MeCabTagger.Morpheme]) -> String {
        var surface = morphemes[index].surface
        guard ["動詞", "形容詞"].contains(morphemes[index].partOfSpeech) else { return surface }
        for next in morphemes.dropFirst(index + 1) {
            guard next.partOfSpeech == "助動詞" || (next.partOfSpeech == "助詞" && ["て", "で"].contains(next.surface)) else { break }
            surface += next.surface
        }
        return surface
    }

    private static func isKept(_ morpheme: MeCabTagger.Morpheme) -> Bool {
        guard keptPartsOfSpeech.contains(morpheme.partOfSpeech) else { return false }
        if morpheme.partOfSpeech == "名詞", morpheme.partOfSpeechDetail == "非自立" {
            return morpheme.partOfSpeechSubdetail == "副詞可能"
        }
        return !droppedDetails.contains(morpheme.partOfSpeechDetail)
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
