/// `showbook import imdb BASICS [RATINGS]`: streams IMDb's `title.basics.tsv(.gz)` and keeps
/// the series (`tvSeries`, `tvMiniSeries`; adult titles only when asked), joined with
/// `title.ratings.tsv(.gz)` for the rating and the vote count (which becomes popularity).
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
    public func run(basics: String, ratings: String?, progress: (ImportProgress) -> Void = { _ in }) -> CatalogImportReport {
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
            if try CatalogBulkLoad.applies(to: store.database, source: Self.source) {
                try importInBulk(basics, ratings: table, report: &report, progress: progress)
            } else {
                try importBasics(basics, ratings: table, bulk: false, report: &report, progress: progress)
                try store.refreshTypoIndex()
            }
        } catch {
            report.failure = Self.importError(error, path: basics)
        }
        return report
    }

    /// The first import of IMDb rows: one bulk transaction (`CatalogBulkLoad`). A problem with
    /// the input (a truncated gzip) keeps the rows read before it, as batches would; a database
    /// error rolls the whole import back, so nothing of it is kept.
    private func importInBulk(
        _ path: String, ratings: IMDbRatingsTable?, report: inout CatalogImportReport, progress: (ImportProgress) -> Void
    ) throws {
        var inputError: Error?
        do {
            try CatalogBulkLoad(database: store.database).run {
                do {
                    try importBasics(path, ratings: ratings, bulk: true, report: &report, progress: progress)
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

    private func importBasics(
        _ path: String, ratings: IMDbRatingsTable?, bulk: Bool, report: inout CatalogImportReport,
        progress: (ImportProgress) -> Void
    ) throws {
        let source = try ImportInput.open(path)
        let reader = LineReader(source: source, path: path)
        let writer = try CatalogBatchWriter(store: store, batchSize: batchSize, bulk: bulk)
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
                switch IMDbBasicsLine.parse(line, includeAdult: includeAdult) {
                case .skipped:
                    counts.skipped += 1
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
            throw error
        }
        try writer.flush()
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
