/// The WordNet meaning a mined English word gets: a sense of the part of speech the word has in
/// its example, as the tokenizer reads that line (sleeping in "the children were sleeping" is
/// the verb sleep, so "be asleep", not "a natural and periodic state of rest"). Without an
/// example, the written form alone decides (`sleeping` → the verb); the first sense of that
/// part of speech is WordNet's commonest. A word whose part of speech is not found gets the
/// first sense of its part of speech with the most senses.
struct EnglishMeanings {
    /// One word to give a meaning: its term, the form its example shows, the example.
    struct Word {
        var term: String
        var surface: String
        var example: String
    }

    let wordNet: WordNet
    /// The tokenizer that reads the examples (nil: every word gets its commonest sense).
    let tokenizer: EnglishTokenizer?

    /// The tokenizer's WordNet answers, kept between lookups, when it reads the same WordNet.
    private var lexicon: EnglishLexicon? {
        guard let lexicon = tokenizer?.lexicon, lexicon.wordNet.directory == wordNet.directory else { return nil }
        return lexicon
    }

    /// `(n.) definition` per term; a term WordNet does not know has none.
    func meanings(for words: [Word]) -> [String: String] {
        var meanings: [String: String] = [:]
        for word in words where meanings[word.term] == nil {
            let senses = lexicon?.senses(of: word.term) ?? (try? wordNet.lookup(word.term)) ?? []
            guard let sense = Self.sense(of: senses, as: partOfSpeech(of: word)) else { continue }
            meanings[word.term] = "(\(sense.partOfSpeech.abbreviation)) \(sense.definition)"
        }
        return meanings
    }

    /// The part of speech the tokenizer gives `word.term` in its example — the token of the
    /// example's form first —, else in its form alone.
    func partOfSpeech(of word: Word) -> PartOfSpeech? {
        guard let tokenizer else { return nil }
        for line in [word.example, word.surface] where !line.isEmpty {
            let tokens = tokenizer.analysed(EnglishLineWords.words(in: line)).flatMap { $0 }.filter { $0.token.term == word.term }
            let chosen = tokens.first { $0.token.surface == word.surface.lowercased() } ?? tokens.first
            if let partOfSpeech = chosen?.partOfSpeech { return partOfSpeech }
        }
        return nil
    }

    /// The first of `senses` in `partOfSpeech`, else the first sense of the part of speech with
    /// the most senses — the word's commonest use (run → the verb, garden → the noun).
    static func sense(of senses: [WordSense], as partOfSpeech: PartOfSpeech?) -> WordSense? {
        if let partOfSpeech, let sense = senses.first(where: { $0.partOfSpeech == partOfSpeech }) { return sense }
        var counts: [PartOfSpeech: Int] = [:]
        for sense in senses { counts[sense.partOfSpeech, default: 0] += 1 }
        guard let best = PartOfSpeech.allCases.max(by: { counts[$0, default: 0] < counts[$1, default: 0] }),
              counts[best, default: 0] > 0 else { return nil }
        return senses.first { $0.partOfSpeech == best }
    }
}
