/// The readings of a title that a learner may type instead of its script: Korean titles in
/// Revised Romanization (both spellings where nouns and verbs differ), Japanese titles as their
/// hiragana reading and in Hepburn romaji. Computed once when a title enters the catalog.
///
/// Kanji need MeCab. When it cannot be loaded, `warning` holds the one line to show, kanji are
/// left out of the readings, and kana and Hangul are still read.
public final class TitleReader: @unchecked Sendable {
    /// The reader the catalog uses, loading MeCab on first use.
    public static let shared = TitleReader()

    private let tagger: MeCabTagger?
    /// Why kanji readings are skipped, if they are.
    public let warning: String?

    public init(loadTagger: () throws -> MeCabTagger = { try MeCabTagger() }) {
        do {
            tagger = try loadTagger()
            warning = nil
        } catch {
            tagger = nil
            warning = String(describing: error)
        }
    }

    /// Distinct readings of `title`, lower case, without the title itself; empty for titles in
    /// other scripts.
    public func readings(of title: String) -> [String] {
        var readings: [String] = []
        if HangulRomanizer.containsHangul(title) { readings += HangulRomanizer.spellings(title) }
        if Self.containsJapanese(title) { readings += japanese(title) }
        var seen: Set<String> = [title.lowercased()]
        return readings.map { $0.lowercased() }.filter { !$0.isEmpty && seen.insert($0).inserted }
    }

    /// Hiragana reading and romaji of a Japanese title.
    private func japanese(_ title: String) -> [String] {
        var kana = ""
        var romaji: [String] = []
        for (surface, reading, isParticle) in segments(title) {
            guard let reading else {
                romaji.append(surface)
                continue
            }
            let hiragana = KanaRomanizer.hiragana(reading)
            kana += hiragana
            romaji.append(isParticle ? Self.particle[hiragana] ?? KanaRomanizer.romanize(hiragana) : KanaRomanizer.romanize(hiragana))
        }
        let spaced = romaji.joined(separator: " ").split(separator: " ").joined(separator: " ")
        return kana.unicodeScalars.contains(where: KanaRomanizer.isKana) ? [kana, spaced] : [spaced]
    }

    /// The title cut into pieces, each with its kana reading (nil where none is known: kanji
    /// without MeCab, or text that is not Japanese) and whether it is a particle.
    private func segments(_ title: String) -> [(String, String?, Bool)] {
        if let tagger {
            return tagger.parse(title).map { morpheme in
                let reading = !morpheme.reading.isEmpty ? morpheme.reading
                    : KanaRomanizer.isAllKana(morpheme.surface) ? morpheme.surface : nil
                return (morpheme.surface, reading, morpheme.partOfSpeech == "助詞")
            }
        }
        // Without MeCab: runs of kana are read as they are; kanji runs are left out.
        var pieces: [(String, String?, Bool)] = []
        var run = ""
        var runIsKana = false
        func flush() {
            if !run.isEmpty { pieces.append((run, runIsKana ? run : (Self.containsJapanese(run) ? "" : nil), false)) }
            run = ""
        }
        for character in title {
            let isKana = character.unicodeScalars.allSatisfy(KanaRomanizer.isKana)
            if isKana != runIsKana { flush() }
            runIsKana = isKana
            run.append(character)
        }
        flush()
        return pieces
    }

    private static let particle = ["は": "wa", "へ": "e", "を": "o"]

    /// True for text with kana or CJK ideographs.
    public static func containsJapanese(_ text: String) -> Bool {
        text.unicodeScalars.contains { KanaRomanizer.isKana($0) || (0x4E00...0x9FFF).contains($0.value) || (0x3400...0x4DBF).contains($0.value) }
    }
}
