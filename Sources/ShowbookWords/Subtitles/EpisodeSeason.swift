/// The season a name gives without an episode beside it: a file's (`Show S2 - 03`,
/// `第2期 第3話`, `시즌 2 5화`) or a folder's (`Season 2`, `S02`, `Series 2`, `Saison 2`,
/// `Staffel 2`, `Temporada 2`, `シーズン2`, `第2期`, `第2季`, `시즌 2`). Read whole, like every
/// number `EpisodeNameScanner` reads: `Season 1000` is season 1000, `Season 12345` none.
package enum EpisodeSeason {
    private static let words = ["season", "series", "saison", "staffel", "temporada"].map { Array($0.unicodeScalars) }
    private static let counters = ["シーズン", "시즌"].map { Array($0.unicodeScalars) }
    private static let seasonKatakana = Array("シーズン".unicodeScalars)

    /// The first season the name gives, nil when it gives none.
    package static func find(_ scanner: inout EpisodeNameScanner) -> Int? {
        let digits = 1...EpisodeLabel.longestSeason
        for index in scanner.indices {
            // `S2`, `S02` standing alone.
            if scanner.isScalar(index, "s"), !scanner.isAlphanumeric(index - 1),
               let season = scanner.run(at: index + 1, digits: digits), !scanner.isAlphanumeric(season.end) {
                return season.value
            }
            if scanner.isASCIILetter(index), !scanner.isASCIILetter(index - 1),
               let word = words.first(where: { scanner.matches($0, at: index) }),
               let season = scanner.run(at: scanner.skipping(from: index + word.count, limit: 3), digits: digits) {
                return season.value
            }
            if scanner.isScalar(index, "第"), let season = scanner.run(at: index + 1, digits: digits),
               isSeasonCounter(&scanner, at: season.end) {
                return season.value
            }
            for word in counters where scanner.scalar(at: index) == word[0] && scanner.matches(word, at: index) {
                let start = scanner.skipping(from: index + word.count, limit: 1, spacesOnly: true)
                if let season = scanner.run(at: start, digits: digits) { return season.value }
            }
        }
        return nil
    }

    /// Whether what follows `第N` at `index` makes N a season: `期`, `季`, `部` or `シーズン`.
    package static func isSeasonCounter(_ scanner: inout EpisodeNameScanner, at index: Int) -> Bool {
        scanner.isScalar(index, "期") || scanner.isScalar(index, "季") || scanner.isScalar(index, "部")
            || scanner.matches(seasonKatakana, at: index)
    }
}
