import Foundation

/// Meanings for mined candidates, read with their examples: what the miner and a prep list
/// look up, so an English word's meaning is of the part of speech its example uses
/// (`EnglishMeanings`) — the meaning and the example on the card agree.
extension MiningToolkit {
    /// As `meanings(for:language:)` for tokens; English candidates by their examples.
    public func meanings(for candidates: [MiningCandidate], language: MiningLanguage) -> (meanings: [String: String], warning: String?) {
        guard language == .english else {
            return meanings(for: candidates.map { MinedToken(term: $0.term, reading: $0.reading, surface: $0.surface) }, language: language)
        }
        let words = candidates.map { EnglishMeanings.Word(term: $0.term, surface: $0.surface, example: $0.example) }
        return (englishMeanings().meanings(for: words), nil)
    }

    /// WordNet, with the English tokenizer to read examples when it loads.
    func englishMeanings() -> EnglishMeanings {
        EnglishMeanings(wordNet: wordNet, tokenizer: (try? tokenizer(for: .english)).flatMap(EnglishTokenizer.unwrapped))
    }
}
