import ShowbookPlatform
/// `showbook import imdb BASICS [RATINGS] [EPISODES]`: streams IMDb's `title.basics.tsv(.gz)`
/// and keeps the series (`tvSeries`, `tvMiniSeries`; adult titles only when asked), joined with
/// `title.ratings.tsv(.gz)` for the rating and the vote count (which becomes popularity); the
/// `tvEpisode` rows give episode titles, and `title.episode.tsv(.gz)` their seasons and numbers.
///
/// Rows are upserted by tconst in transactions of `batchSize`, so importing the same files
/// twice changes nothing, and an import cut short (a truncated gzip) keeps every batch that
/// was complete before the cut plus the rows of the batch in progress.
public struct IMDbImporter {
    public static let source = "imdb"
    package static let fileLabel = "basics"

    public let store: CatalogStore
    public var includeAdult = false
    public var batchSize = 5_000
    /// Progress is reported every this many lines.
    public var progressInterval = 8_192

    public init(store: CatalogStore, includeAdult: Bool = false) {
        self.store = store
        self.includeAdult = includeAdult
    }

    /// Runs the import. Never throws for bad data: the report carries the counts and, when the
    /// import stopped early, `failure`.
    public func run(basics: String, ratings: String?, episodes: String? = nil,
                    progress: (ImportProgress) -> Void = { _ in }) -> CatalogImportReport {
        var report = CatalogImportReport()
        let table: IMDbRatings?
        do {
            try store.database.verifyIfSmall()  // never write batches into a damaged file
            table = try ratings.map {
                try IMDbRatings.load(path: $0, progressInterval: progressInterval, report: &report, progress: progress)
            }
        } catch {
            report.failure = Self.importError(error, path: ratings ?? basics)
            return report
        }
        let reader = IMDbBasicsReader(path: basics, ratings: table, includeAdult: includeAdult,
                                      keepEpisodeTitles: episodes != nil, progressInterval: progressInterval,
                                      batchRows: Self.handoffRows)
        do {
            if try CatalogBulkLoad.applies(to: store.database, source: Self.source) {
                try importInBulk(reader, report: &report, progress: progress)
            } else {
                try importBasics(reader, bulk: false, report: &report, progress: progress)
                try store.refreshTypoIndex()
            }
        } catch {
            report.failure = Self.importError(error, path: basics)
            return report
        }
        if let episodes {
            do {
                try IMDbEpisodes(database: store.database, batchSize: batchSize).load(path: episodes, report: &report, progress: progress)
            } catch {
                report.failure = Self.importError(error, path: episodes)
            }
        }
        return report
    }

    /// Series per batch handed from the reading thread to the writing one: small enough that
    /// the writer starts at once, large enough that the hand-over costs nothing.
    package static let handoffRows = 1_000

    /// The first import of IMDb rows: one bulk transaction (`CatalogBulkLoad`). A problem with
    /// the input (a truncated gzip) keeps the rows read before it, as batches would; a database
    /// error rolls the whole import back, so nothing of it is kept.
    private func importInBulk(
        _ reader: IMDbBasicsReader, report: inout CatalogImportReport, progress: (ImportProgress) -> Void
    ) throws {
        var inputError: Error?
        do {
            try CatalogBulkLoad(database: store.database).run {
                do {
                    try importBasics(reader, bulk: true, report: &report, progress: progress)
                } catch let error as StorageError {
                    throw error
                } catch {
                    inputError = error
                }
                progress(ImportProgress(phase: "indexes", rowsRead: report.rowsRead, kept: report.kept, fileBytesRead: 0, fileSize: nil))
            }
        } catch {
            report.changed = 0
            throw error
        }
        if let inputError { throw inputError }
    }

    /// The writing half of the basics import: `reader` parses and keys the rows on a thread of
    /// its own while this one stores each batch it hands over. `bulk`: inside `CatalogBulkLoad`'s
    /// one transaction, so the writer opens none of its own. The rows read before an input
    /// error (a truncated gzip) are stored before the error is thrown.
    private func importBasics(
        _ reader: IMDbBasicsReader, bulk: Bool, report: inout CatalogImportReport, progress: (ImportProgress) -> Void
    ) throws {
        let writer = try CatalogBatchWriter(store: store, batchSize: batchSize, bulk: bulk)
        var episodes = IMDbEpisodes(database: store.database, batchSize: batchSize)
        var counts = report
        defer {
            counts.changed = writer.changed
            report = counts
        }
        do {
            try Handoff<IMDbBasicsBatch>.run(capacity: 4, produce: { [counts] handoff in
                try reader.read(into: handoff, counts: counts)
            }, consume: { batch in
                for series in batch.series { try writer.add(series) }
                for title in batch.episodes { try episodes.add(title) }
                counts = batch.counts
                if let point = batch.progress { progress(point) }
            })
        } catch {
            try writer.flush()  // the rows read in full before the error stay committed
            try episodes.flushTitles()
            throw error
        }
        try writer.flush()
        try episodes.flushTitles()
    }

    /// Which IMDb file a header belongs to, and the columns it starts with.
    package enum File: String {
        case basics = "tconst, titleType, primaryTitle, …"
        case ratings = "tconst, averageRating, numVotes"
        case episode = "tconst, parentTconst, seasonNumber, episodeNumber"
    }

    /// Which IMDb file `path` is, from its header line (plain or gzipped); nil for another.
    public static func fileKind(of path: String) throws -> String? {
        let reader = LineReader(source: try ImportInput.open(path), path: path)
        var kind: String?
        struct Stop: Error {}
        do {
            try reader.forEachLine { line, _ in
                if IMDbBasicsLine.isHeader(line) { kind = "basics" }
                if IMDbBasicsLine.isHeader(line, IMDbBasicsLine.ratingsHeader) { kind = "ratings" }
                if IMDbBasicsLine.isHeader(line, IMDbEpisodes.header) { kind = "episode" }
                throw Stop()
            }
        } catch is Stop {}
        return kind
    }

    package static func missingHeader(_ path: String, file: File) -> CatalogImportError {
        .missingHeader(path: path, expected: file.rawValue)
    }

    /// The error that stopped an import: the reader's own, or the database's (a read-only or
    /// full database is not the input file's fault, so it is not named after the file).
    package static func importError(_ error: Error, path: String) -> CatalogImportError {
        if let error = error as? CatalogImportError { return error }
        if let error = error as? StorageError { return .storage(error) }
        return .readFailed(path: path, reason: "\(error)")
    }
}
