import ShowbookWords
/// How the mining picker orders and filters its words by lines one word away (i+1): `i` puts
/// the words that are the only unknown word of some line first (most such lines first, then the
/// usual rank), `I` keeps only those words. Both off lists every word, most heard first.
public struct MiningArrangement: Sendable, Equatable {
    public var oneWordAwayFirst = false
    public var onlyOneWordAway = false

    public init(oneWordAwayFirst: Bool = false, onlyOneWordAway: Bool = false) {
        self.oneWordAwayFirst = oneWordAwayFirst
        self.onlyOneWordAway = onlyOneWordAway
    }

    /// `ranked` (in mining's order) as the picker shows it.
    public func arrange(_ ranked: [MiningCandidate]) -> [MiningCandidate] {
        var shown = onlyOneWordAway ? ranked.filter { $0.oneWordAway > 0 } : ranked
        if oneWordAwayFirst {
            shown = shown.enumerated()
                .sorted { ($0.element.oneWordAway, -$0.offset) > ($1.element.oneWordAway, -$1.offset) }
                .map(\.element)
        }
        return shown
    }

    /// " · i+1 first · only i+1" for the picker's summary line ("" with both off).
    public var summary: String {
        (oneWordAwayFirst ? " · i+1 first" : "") + (onlyOneWordAway ? " · only i+1" : "")
    }
}
