/// Lines one word away (i+1): for each line, the lemmas coverage counts in it (`CoverageTokenizer`:
/// no names, numbers or function words) that the learner does not know, and — when exactly one
/// is — that lemma: the line becomes fully understood once that word is learnt, which makes it
/// the best example for it. Unknown means not in `known` (the term keys `KnownTerms` gives for
/// one moment; a word in no book is unknown), compared as `WordStore.termKey`.
public struct OneWordAway: Sendable, Equatable {
    /// Per line, the term key of its only unknown lemma (nil: every word known, or two or more unknown).
    public private(set) var lineWords: [String?]
    /// Per line, how many different unknown lemmas it has.
    public private(set) var unknownCounts: [Int]
    /// Per term key, how many lines it is the only unknown lemma of.
    public private(set) var counts: [String: Int]

    public init(lines: [[MinedToken]], known: Set<String>) {
        var lineWords: [String?] = []
        var unknownCounts: [Int] = []
        var counts: [String: Int] = [:]
        lineWords.reserveCapacity(lines.count)
        unknownCounts.reserveCapacity(lines.count)
        for line in lines {
            var unknown = Set<String>()
            for token in line {
                let key = WordStore.termKey(token.term)
                if !key.isEmpty && !known.contains(key) { unknown.insert(key) }
            }
            unknownCounts.append(unknown.count)
            let only = unknown.count == 1 ? unknown.first : nil
            lineWords.append(only)
            if let only { counts[only, default: 0] += 1 }
        }
        self.lineWords = lineWords
        self.unknownCounts = unknownCounts
        self.counts = counts
    }

    /// How many lines `term` is the only unknown word of.
    public func lines(unlockedBy term: String) -> Int { counts[WordStore.termKey(term)] ?? 0 }

    /// True when line `index` is one word away and that word is `term`.
    public func isOneWordAway(line index: Int, for term: String) -> Bool {
        lineWords.indices.contains(index) && lineWords[index] != nil && lineWords[index] == WordStore.termKey(term)
    }
}
