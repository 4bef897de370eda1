/// The unknown lemmas of every mined line (as `OneWordAway` counts them: no names, numbers or
/// function words), kept after mining so the i+1 counts can be counted again when the learner
/// makes a word Known on the mining screen (`k`) or takes that back (`u`): a line that held that
/// word and one other unknown one becomes the other's i+1 line. Only lines with an unknown
/// lemma are kept, each as its term keys (`WordStore.termKey`).
public struct UnknownLines: Sendable, Equatable {
    private var lines: [[String]] = []

    public init() {}

    /// The lines of one document against `known` (the term keys known when it was mined).
    public init(lines tokens: [[MinedToken]], known: Set<String>) {
        for line in tokens {
            var unknown: [String] = []
            for token in line {
                let key = WordStore.termKey(token.term)
                if !key.isEmpty && !known.contains(key) && !unknown.contains(key) { unknown.append(key) }
            }
            if !unknown.isEmpty { lines.append(unknown) }
        }
    }

    public mutating func append(_ other: UnknownLines) { lines += other.lines }

    /// True when no line has an unknown lemma (or none was kept).
    public var isEmpty: Bool { lines.isEmpty }

    /// Per term key, how many lines it is the only unknown lemma of once the words of
    /// `alsoKnown` (term keys) are known too.
    public func counts(alsoKnowing alsoKnown: Set<String>) -> [String: Int] {
        var counts: [String: Int] = [:]
        for line in lines {
            var only: String?
            var unknown = 0
            for key in line where !alsoKnown.contains(key) {
                unknown += 1
                only = key
                if unknown > 1 { break }
            }
            if unknown == 1, let only { counts[only, default: 0] += 1 }
        }
        return counts
    }
}
