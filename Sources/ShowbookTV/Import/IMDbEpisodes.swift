import Foundation
import ShowbookPlatform

/// An episode's title, year and runtime from a `tvEpisode` row of `title.basics.tsv`.
package struct IMDbEpisodeTitle: Sendable {
    package var tconst: String
    package var title: String
    package var year: Int?
    package var runtime: Int?
}

/// IMDb's episodes for the offline catalog: `title.episode.tsv(.gz)` (tconst, parentTconst,
/// seasonNumber, episodeNumber) streamed into `imdb_episodes`, and the basics file's
/// `tvEpisode` titles into `imdb_episode_titles`, both in transactions of `batchSize`. The two
/// files may come in any order: the episode screen joins them when it reads.
package struct IMDbEpisodes {
    package static let header: [UInt8] = Array("tconst\tparentTconst\tseasonNumber\tepisodeNumber".utf8)
    package static let fileLabel = "episode"

    package let database: Database
    package let batchSize: Int
    private var titles: [IMDbEpisodeTitle] = []

    package init(database: Database, batchSize: Int) {
        self.database = database
        self.batchSize = max(1, batchSize)
    }

    /// Holds one basics episode title; written when `batchSize` are held (and by `flushTitles`).
    package mutating func add(_ title: IMDbEpisodeTitle) throws {
        titles.append(title)
        if titles.count >= batchSize { try flushTitles() }
    }

    package mutating func flushTitles() throws {
        guard !titles.isEmpty else { return }
        let held = titles
        try database.transaction {
            for title in held {
                try database.run("INSERT OR REPLACE INTO imdb_episode_titles(tconst, title, year, runtime) VALUES (?, ?, ?, ?)",
                                 title.tconst, title.title, title.year, title.runtime)
            }
        }
        titles.removeAll(keepingCapacity: true)
    }

    /// One line of `title.episode.tsv`: the episode row, nil for an episode without a season
    /// or number (`\N`, common in IMDb's data), or a reason it is malformed.
    package static func parse(_ line: UnsafeBufferPointer<UInt8>) -> Result<(String, String, Int, Int)?, LineProblem> {
        let fields = line.split(separator: 0x09, omittingEmptySubsequences: false)
        guard fields.count == 4 else { return .failure(LineProblem("\(Counted.text(fields.count, "column")), expected 4")) }
        let tconst = String(decoding: fields[0], as: UTF8.self)
        let parent = String(decoding: fields[1], as: UTF8.self)
        guard isTconst(tconst), isTconst(parent) else { return .failure(LineProblem("expected ttNNN ids")) }
        let season = UnsafeBufferPointer(rebasing: fields[2])
        let number = UnsafeBufferPointer(rebasing: fields[3])
        if IMDbBasicsLine.isNull(season) || IMDbBasicsLine.isNull(number) { return .success(nil) }
        guard let s = IMDbBasicsLine.integer(season), let n = IMDbBasicsLine.integer(number) else {
            return .failure(LineProblem("season and episode must be numbers"))
        }
        return .success((tconst, parent, s, n))
    }

    /// Why a line was not read.
    package struct LineProblem: Error {
        package var reason: String
        package init(_ reason: String) { self.reason = reason }
    }

    /// `tt` and digits, at most 16 characters: an IMDb id (read by the ratings table's parser).
    package static func isTconst(_ text: String) -> Bool {
        text.utf8.count <= 16 && IMDbRatings.key(text.utf8) != nil
    }

    /// Streams `title.episode.tsv(.gz)` at `path` into `imdb_episodes`, counting rows read,
    /// episodes kept, rows without season/number (skipped) and malformed lines with numbers.
    package func load(path: String, report: inout CatalogImportReport, progress: (ImportProgress) -> Void) throws {
        let source = try ImportInput.open(path)
        let reader = LineReader(source: source, path: path)
        var counts = report
        defer { report = counts }
        let database = self.database
        try BatchedRows.read(reader, batchSize: batchSize, header: { line in
            guard IMDbBasicsLine.isHeader(line, Self.header) else {
                throw CatalogImportError.missingHeader(path: path, expected: IMDbImporter.File.episode.rawValue)
            }
        }, row: { line, number -> (String, String, Int, Int)? in
            if line.isEmpty { return nil }
            counts.episodesRead += 1
            switch Self.parse(line) {
            case let .failure(problem): counts.noteMalformed(file: Self.fileLabel, line: number, reason: problem.reason)
            case .success(nil): counts.skipped += 1
            case let .success(row?):
                counts.episodesKept += 1
                return row
            }
            return nil
        }, write: { rows in
            try database.transaction {
                for (tconst, parent, season, number) in rows {
                    try database.run("INSERT OR REPLACE INTO imdb_episodes(tconst, parent, season, number) VALUES (?, ?, ?, ?)",
                                     tconst, parent, season, number)
                }
            }
            progress(ImportProgress(phase: "episodes", rowsRead: counts.episodesRead, kept: counts.episodesKept,
                                    fileBytesRead: source.fileBytesRead, fileSize: source.fileSize))
        })
        guard reader.linesRead > 0 else {
            throw CatalogImportError.missingHeader(path: path, expected: IMDbImporter.File.episode.rawValue)
        }
    }
}
