import Foundation

/// Japanese words through MeCab with IPADIC: each morpheme's dictionary form (行きました →
/// 行く) with the hiragana reading of that form. Kept: nouns, verbs, adjectives, adverbs,
/// adnominals and interjections. Dropped by part of speech: particles, auxiliaries, symbols,
/// conjunctions, fillers, and within the kept ones the dependent forms (非自立: こと, いる of
/// ている), suffixes (接尾: さん, たち), numbers (数) and pronouns (代名詞).
public final class JapaneseTokenizer: WordTokenizer, @unchecked Sendable {
    private static let keptPartsOfSpeech: Set<String> = ["名詞", "動詞", "形容詞", "副詞", "連体詞", "感動詞"]
    private static let droppedDetails: Set<String> = ["非自立", "接尾", "数", "代名詞", "特殊"]

    private let tagger: MeCabTagger
    private var lemmaReadings: [String: String] = [:]
    private let lock = NSLock()

    public init(tagger: MeCabTagger) {
        self.tagger = tagger
    }

    public func tokens(in line: String) -> [MinedToken] {
        var result: [MinedToken] = []
        let morphemes = tagger.parse(line)
        for (index, morpheme) in morphemes.enumerated() {
            guard Self.keptPartsOfSpeech.contains(morpheme.partOfSpeech),
                  !Self.droppedDetails.contains(morpheme.partOfSpeechDetail) else { continue }
            let term = morpheme.lemma.isEmpty ? morpheme.surface : morpheme.lemma
            // Unknown Latin words, digits and stray symbols are not Japanese vocabulary.
            guard term.unicodeScalars.contains(where: { $0.value >= 0x3040 }) else { continue }
            result.append(MinedToken(term: term, reading: reading(of: term, morpheme: morpheme),
                                     surface: Self.surface(at: index, in: morphemes)))
        }
        return result
    }

    /// The inflected form as the line shows it: a verb's or adjective's surface with the
    /// auxiliaries and the て/で after it (食べ + た → 食べた, 行き + まし + た → 行きました).
    static func surface(at index: Int, in morphemes: [MeCabTagger.Morpheme]) -> String {
        var surface = morphemes[index].surface
        guard ["動詞", "形容詞"].contains(morphemes[index].partOfSpeech) else { return surface }
        for next in morphemes.dropFirst(index + 1) {
            guard next.partOfSpeech == "助動詞" || (next.partOfSpeech == "助詞" && ["て", "で"].contains(next.surface)) else { break }
            surface += next.surface
        }
        return surface
    }

    /// MeCab's reading is the surface's (行き → イキ); the dictionary form's reading comes from
    /// parsing the form alone, once per form.
    private func reading(of term: String, morpheme: MeCabTagger.Morpheme) -> String {
        if KanaRomanizer.isAllKana(term) { return KanaRomanizer.hiragana(term) }
        if term == morpheme.surface { return KanaRomanizer.hiragana(morpheme.reading) }
        lock.lock()
        defer { lock.unlock() }
        if let known = lemmaReadings[term] { return known }
        let reading = KanaRomanizer.hiragana(tagger.parse(term).map { $0.reading.isEmpty ? $0.surface : $0.reading }.joined())
        lemmaReadings[term] = reading
        return reading
    }
}
