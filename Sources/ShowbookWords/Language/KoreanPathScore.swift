import ShowbookPlatform

/// The costs `KoreanMeCabTokenizer` adds to a path of MeCab's before choosing one.
///
/// - mecab-ko-dic's own rule, read from its `dicrc` (`left-space-penalty-factor`: part-of-speech
///   ids and costs): a particle, ending, copula or suffix written after a space costs more, as it
///   would be in the MeCab the dictionary was built for.
/// - One of Showbook's (`lonelyNounCost`): a one-syllable noun ending in ㄴ or ㄹ that stands alone
///   before another noun (산 옷, 간 식당) is far likelier in speech to be a verb before a noun
///   (사 + ㄴ: the clothes I bought) than a noun before a noun, and the dictionary's model, learned
///   from written text, leans the other way.
/// - A copula without its 이 (래요, 나요, 야) after a syllable with a final consonant, which
///   Korean never writes (끝 + 나요 for 끝나요, 마실 + 래요 for 마실래요), is ruled out
///   (`impossibleCost`): the model joins the copula to any noun by part of speech alone.
/// - An adnominal ending (ETM: 살 read as 사 + ㄹ) must be followed by the noun it modifies;
///   before a verb, adverb, particle or the end of the sentence (나 살 빠졌어) it is ruled out
///   (`impossibleCost`).
/// - A noun ending in 요 that ends a sentence on its own (이사 가요 read as 이사 + 가요, song) is
///   far likelier a verb with the polite ending (`politeEndingCost`).
public struct KoreanPathScore: Sendable {
    /// Added cost by part-of-speech id, for a node written after a space.
    public let spaceCosts: [Int: Int]
    package static let lonelyNounCost = 1000
    package static let impossibleCost = 20000
    package static let politeEndingCost = 3000

    public init(spaceCosts: [Int: Int]) {
        self.spaceCosts = spaceCosts
    }

    /// The costs a `dicrc` names (`left-space-penalty-factor = 100,3000,120,6000`); none
    /// when it names none or the line is malformed.
    public init(dicrc: String) {
        var costs: [Int: Int] = [:]
        for line in dicrc.split(whereSeparator: \.isNewline) {
            let parts = line.split(separator: "=", maxSplits: 1).map { $0.trimmingCharacters(in: .whitespaces) }
            guard parts.count == 2, parts[0] == "left-space-penalty-factor" else { continue }
            let numbers = parts[1].split(separator: ",").compactMap { Int($0.trimmingCharacters(in: .whitespaces)) }
            guard numbers.count.isMultiple(of: 2) else { break }
            for index in stride(from: 0, to: numbers.count, by: 2) { costs[numbers[index]] = max(0, numbers[index + 1]) }
        }
        self.init(spaceCosts: costs)
    }

    /// What this score adds to `nodes`' own cost (never negative).
    public func addedCost(_ nodes: [MeCabTagger.PathNode]) -> Int {
        addedCost(nodes, tags: nodes.map(KoreanNodeText.tag))
    }

    /// `addedCost` with each node's part of speech read already (`KoreanNodeText.tag`).
    package func addedCost(_ nodes: [MeCabTagger.PathNode], tags: [String]) -> Int {
        var cost = 0
        for index in nodes.indices {
            if nodes[index].followsSpace { cost += spaceCosts[nodes[index].partOfSpeechID] ?? 0 }
            if index + 1 < nodes.count, Self.isLonelyNoun(at: index, nodes, tags) { cost += Self.lonelyNounCost }
            if index > 0, Self.isCopulaWithoutI(at: index, nodes, tags) { cost += Self.impossibleCost }
            if Self.isNounLikePoliteEnding(at: index, nodes, tags) { cost += Self.politeEndingCost }
            if Self.isAdnominalWithoutNoun(at: index, tags) { cost += Self.impossibleCost }
        }
        return cost
    }

    /// The node at `index` (not the first) is a copula without its 이 after a final consonant.
    private static func isCopulaWithoutI(at index: Int, _ nodes: [MeCabTagger.PathNode], _ tags: [String]) -> Bool {
        guard tags[index].hasPrefix("VCP"), !nodes[index].followsSpace, !KoreanNodeText.hasPrefix(nodes[index].surface, "이"),
              let last = KoreanNodeText.last(nodes[index - 1].surface) else { return false }
        return Hangul.hasFinalConsonant(last)
    }

    private static func isNounLikePoliteEnding(at index: Int, _ nodes: [MeCabTagger.PathNode], _ tags: [String]) -> Bool {
        guard tags[index].hasPrefix("NNG"), KoreanNodeText.hasSuffix(nodes[index].surface, "요"),
              KoreanNodeText.count(nodes[index].surface) > 1 else { return false }
        guard index + 1 < nodes.count else { return true }
        return nodes[index + 1].followsSpace || tags[index + 1].hasPrefix("S")
    }

    private static func isAdnominalWithoutNoun(at index: Int, _ tags: [String]) -> Bool {
        guard tags[index].hasSuffix("ETM") else { return false }
        guard index + 1 < tags.count else { return true }
        let nextTag = tags[index + 1]
        return ["V", "E", "J", "MAG", "SF"].contains { nextTag.hasPrefix($0) }
    }

    /// The node at `index` (not the last) is a lonely noun.
    private static func isLonelyNoun(at index: Int, _ nodes: [MeCabTagger.PathNode], _ tags: [String]) -> Bool {
        guard index == 0 || nodes[index].followsSpace, nodes[index + 1].followsSpace, tags[index] == "NNG" || tags[index] == "NNB",
              tags[index + 1].hasPrefix("NN"), KoreanNodeText.count(nodes[index].surface) == 1,
              let syllable = KoreanNodeText.first(nodes[index].surface),
              Hangul.finalConsonant(syllable).map({ [4, 8].contains($0) }) == true else { return false }
        return true
    }
}
