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
    static let fileLabel = "basics"

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
        let table: IMDbRatingsTable?
        do {
            try store.database.verifyIfSmall()  // never write batches into a damaged file
            if let ratings {
                let ratingsTable = try IMDbRatingsTable(database: store.database)
                table = ratingsTable
                try ratingsTable.load(path: ratings, batchSize: batchSize * 4, report: &report, progress: progress)
            } else {
                table = nil
            }
        } catch {
            report.failure = Self.importError(error, path: ratings ?? basics)
            return report
        }
        defer { table?.drop() }
        do {
            let keepEpisodeTitles = episodes != nil
            if try CatalogBulkLoad.applies(to: store.database, source: Self.source) {
                try importInBulk(basics, ratings: table, keepEpisodeTitles: keepEpisodeTitles, report: &report, progress: progress)
            } else {
                try importBasics(basics, ratings: table, keepEpisodeTitles: keepEpisodeTitles, bulk: false, report: &report,
                                 progress: progress)
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

    /// The first import of IMDb rows: one bulk transaction (`CatalogBulkLoad`). A problem with
    /// the input (a truncated gzip) keeps the rows read before it, as batches would; a database
    /// error rolls the whole import back, so nothing of it is kept.
    private func importInBulk(
        _ path: String, ratings: IMDbRatingsTable?, keepEpisodeTitles: Bool, report: inout CatalogImportReport,
        progress: (ImportProgress) -> Void
    ) throws {
        var inputError: Error?
        do {
            try CatalogBulkLoad(database: store.database).run {
                do {
                    try importBasics(path, ratings: ratings, keepEpisodeTitles: keepEpisodeTitles, bulk: true, report: &report,
                                     progress: progress)
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

    /// `keepEpisodeTitles`: store the `tvEpisode` rows' titles (only when a `title.episode` file
    /// comes with this import, so a basics-only import stores nothing it will not use). `bulk`:
    /// inside `CatalogBulkLoad`'s one transaction, so the writer opens none of its own.
    private func importBasics(
        _ path: String, ratings: IMDbRatingsTable?, keepEpisodeTitles: Bool, bulk: Bool, report: inout CatalogImportReport,
        progress: (ImportProgress) -> Void
    ) throws {
        let source = try ImportInput.open(path)
        let reader = LineReader(source: source, path: path)
        let writer = try CatalogBatchWriter(store: store, batchSize: batchSize, bulk: bulk)
        var episodes = IMDbEpisodes(database: store.database, batchSize: batchSize)
        var counts = report
        defer {
            counts.changed = writer.changed
            report = counts
        }
        let includeAdult = self.includeAdult
        let interval = progressInterval
        do {
            try reader.forEachLine { line, number in
                if number == 1 {
                    guard IMDbBasicsLine.isHeader(line) else { throw Self.missingHeader(path, file: .basics) }
                    return
                }
                if line.isEmpty { return }
                counts.rowsRead += 1
                switch IMDbBasicsLine.parse(line, includeAdult: includeAdult, episodes: keepEpisodeTitles) {
                case .skipped:
                    counts.skipped += 1
                case let .episode(title):
                    try episodes.add(title)
                    counts.episodeTitles += 1
                case let .malformed(reason):
                    counts.noteMalformed(file: Self.fileLabel, line: number, reason: reason)
                case var .series(record):
                    if let found = try ratings?.lookup(record.sourceID) {
                        record.rating = found.rating
                        record.popularity = Double(found.votes)
                    }
                    guard try writer.addDroppingNULs(record, counts: &counts) else {
                        counts.noteMalformed(file: Self.fileLabel, line: number, reason: "no title")
                        return
                    }
                    counts.kept += 1
                }
                if counts.rowsRead % interval == 0 {
                    progress(ImportProgress(
                        phase: "shows", rowsRead: counts.rowsRead, kept: counts.kept,
                        fileBytesRead: source.fileBytesRead, fileSize: source.fileSize
                    ))
                }
            }
        } catch {
            try writer.flush()  // the rows read in full before the error stay committed
            try episodes.flushTitles()
            throw error
        }
        try writer.flush()
        try episodes.flushTitles()
        guard reader.linesRead > 0 else { throw Self.missingHeader(path, file: .basics) }
        progress(ImportProgress(
            phase: "shows", rowsRead: counts.rowsRead, kept: counts.kept,
            fileBytesRead: source.fileBytesRead, fileSize: source.fileSize
        ))
    }

    /// Which IMDb file a header belongs to, and the columns it starts with.
    enum File: String {
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

    static func missingHeader(_ path: String, file: File) -> CatalogImportError {
        .missingHeader(path: path, expected: file.rawValue)
    }

    /// The error that stopped an import: the reader's own, or the database's (a read-only or
    /// full database is not the input file's fault, so it is not named after the file).
    static func importError(_ error: Error, path: String) -> CatalogImportError {
        if let error = error as? CatalogImportError { return error }
        if let error = error as? StorageError { return .storage(error) }
        return .readFailed(path: path, reason: "\(error)")
    }
}
