import Foundation
import ShowbookPlatform
import ShowbookTV

/// Writes a synthetic IMDb catalog for benchmarks and round-trip tests: `title.basics.tsv` and
/// `title.ratings.tsv` in IMDb's exact format (header, tabs, `\N`, no quoting), the same
/// series as plain title lines for the peers (fzf, grep), and the fixed query set.
///
/// Deterministic for a seed: same seed, same bytes. Titles follow a Zipf-like word frequency
/// with invented names for the long tail; 10 % are Hangul and 5 % kana; about 1 % carry bare
/// `"` characters. Non-series rows (movies, episodes) and adult series are mixed in, so the
/// importer's filters are exercised; exactly `seriesCount` rows are non-adult series.
/// `otherShare` is the share of those other rows: 8 % by default, 90.7 % for IMDb's real mix
/// (about 9 % of its lines are series).
public struct SyntheticCatalog {
    public var seriesCount: Int
    public var seed: UInt64
    public var otherShare = 0.08
    /// Adult series, skipped by default.
    public static let adultShare = 0.003

    public init(seriesCount: Int = 300_000, seed: UInt64 = 0x5B0_0C_2026) {
        self.seriesCount = seriesCount
        self.seed = seed
    }

    /// The files `write(to:)` produces.
    public struct Files: Sendable {
        public var basics: String
        public var ratings: String
        public var titles: String
        public var queries: String
    }

    public func write(to folder: String) throws -> Files {
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let files = Files(
            basics: folder + "/title.basics.tsv", ratings: folder + "/title.ratings.tsv",
            titles: folder + "/titles.txt", queries: folder + "/queries.tsv"
        )
        let basics = try BufferedFile(path: files.basics)
        let ratings = try BufferedFile(path: files.ratings)
        let titles = try BufferedFile(path: files.titles)
        basics.write("tconst\ttitleType\tprimaryTitle\toriginalTitle\tisAdult\tstartYear\tendYear\truntimeMinutes\tgenres\n")
        ratings.write("tconst\taverageRating\tnumVotes\n")
        var random = SeededGenerator(seed: seed)
        var maker = TitleMaker()
        var number = 100_000
        var series = 0
        while series < seriesCount {
            number += Int.random(in: 1...3, using: &random)
            let tconst = "tt" + String(number).leftPadded(to: 7)
            let roll = Double.random(in: 0..<1, using: &random)
            let (primary, original) = maker.title(using: &random)
            let type: String
            var adult = false
            if roll < otherShare {
                type = ["movie", "tvEpisode", "short", "tvMovie", "video"][Int.random(in: 0..<5, using: &random)]
            } else if roll < otherShare + Self.adultShare {
                type = "tvSeries"
                adult = true
            } else {
                type = Double.random(in: 0..<1, using: &random) < 0.85 ? "tvSeries" : "tvMiniSeries"
                series += 1
                titles.write(primary == original ? primary + "\n" : primary + "\t" + original + "\n")
            }
            let start = Int.random(in: 1950...2025, using: &random)
            let running = Double.random(in: 0..<1, using: &random) < 0.3
            let end = running ? "\\N" : String(min(2026, start + Int.random(in: 0...12, using: &random)))
            let runtime = Double.random(in: 0..<1, using: &random) < 0.2 ? "\\N" : String(Int.random(in: 5...90, using: &random))
            let genreCount = Int.random(in: 0...3, using: &random)
            let genres = genreCount == 0 ? "\\N" : (0..<genreCount).map { _ in
                SyntheticVocabulary.genres[Int.random(in: 0..<SyntheticVocabulary.genres.count, using: &random)]
            }.joined(separator: ",")
            basics.write([tconst, type, primary, original, adult ? "1" : "0", String(start), end, runtime, genres]
                .joined(separator: "\t") + "\n")
            if Double.random(in: 0..<1, using: &random) < 0.85 {
                let rating = Double(Int.random(in: 10...100, using: &random)) / 10
                let votes = 5 + Int(exp(Double.random(in: 0..<11.5, using: &random)))
                ratings.write("\(tconst)\t\(rating)\t\(votes)\n")
            }
        }
        try basics.close()
        try ratings.close()
        try titles.close()
        let queries = try BufferedFile(path: files.queries)
        for query in BenchQueries.make(seed: seed) { queries.write(query.category + "\t" + query.text + "\n") }
        try queries.close()
        return files
    }
}

/// Appends text to a file through a 1 MiB buffer.
final class BufferedFile {
    private let handle: FileHandle
    private var pending: [UInt8] = []

    init(path: String) throws {
        guard FileManager.default.createFile(atPath: path, contents: nil), let handle = FileHandle(forWritingAtPath: path) else {
            throw CatalogImportError.cannotOpen(path: path, reason: "cannot create the file")
        }
        self.handle = handle
        pending.reserveCapacity(1 << 20)
    }

    func write(_ text: String) {
        pending.append(contentsOf: text.utf8)
        if pending.count >= 1 << 20 { flush() }
    }

    private func flush() {
        handle.write(Data(pending))
        pending.removeAll(keepingCapacity: true)
    }

    func close() throws {
        flush()
        try handle.close()
    }
}

extension String {
    func leftPadded(to width: Int) -> String {
        count >= width ? self : String(repeating: "0", count: width - count) + self
    }
}
