/// One stretch of `title.basics.tsv`, made ready on the import's reading thread: its series
/// keyed for search, its episode titles, and the import's counts up to its last line (so the
/// counts a caller sees are those of the rows handed to the writer, never of rows still queued).
package struct IMDbBasicsBatch: Sendable {
    package var series: [KeyedRecord] = []
    package var episodes: [IMDbEpisodeTitle] = []
    package var counts: CatalogImportReport
    /// Where the file was at the batch's end, when a progress report falls there.
    package var progress: ImportProgress?
}

/// The reading half of the IMDb basics import: parses lines, joins the ratings, drops NULs
/// and computes each series' search keys — the per-title work — then hands batches to the
/// writing thread through a `Handoff`. Touches no database, so it can run on its own thread.
package struct IMDbBasicsReader: Sendable {
    package let path: String
    package let ratings: IMDbRatings?
    package let includeAdult: Bool
    /// Keep the `tvEpisode` rows' titles (an import with a `title.episode` file).
    package let keepEpisodeTitles: Bool
    /// Progress is reported every this many lines.
    package let progressInterval: Int
    /// Series per batch handed over.
    package let batchRows: Int

    /// The consumer stopped taking batches (it failed); the reader stops too.
    private struct Stopped: Error {}

    /// Reads the whole file into `handoff`, counting on from `counts`. The rows read before an
    /// error (a truncated gzip) are handed over before the error is thrown.
    package func read(into handoff: Handoff<IMDbBasicsBatch>, counts start: CatalogImportReport) throws {
        let source = try ImportInput.open(path)
        let reader = LineReader(source: source, path: path)
        var counts = start
        var batch = IMDbBasicsBatch(counts: counts)
        func send(progress: Bool) throws {
            batch.counts = counts
            if progress {
                batch.progress = ImportProgress(phase: "shows", rowsRead: counts.rowsRead, kept: counts.kept,
                                                fileBytesRead: source.fileBytesRead, fileSize: source.fileSize)
            }
            guard handoff.put(batch) else { throw Stopped() }
            batch = IMDbBasicsBatch(counts: counts)
            batch.series.reserveCapacity(batchRows)
        }
        do {
            try reader.forEachLine { line, number in
                if number == 1 {
                    guard IMDbBasicsLine.isHeader(line) else { throw IMDbImporter.missingHeader(path, file: .basics) }
                    return
                }
                if line.isEmpty { return }
                counts.rowsRead += 1
                read(line, number: number, into: &batch, counts: &counts)
                if counts.rowsRead % progressInterval == 0 {
                    try send(progress: true)
                } else if batch.series.count >= batchRows {
                    try send(progress: false)
                }
            }
        } catch let error as Stopped {
            throw error
        } catch {
            try send(progress: false)
            throw error
        }
        guard reader.linesRead > 0 else {
            try send(progress: false)
            throw IMDbImporter.missingHeader(path, file: .basics)
        }
        try send(progress: true)
    }

    private func read(_ line: UnsafeBufferPointer<UInt8>, number: Int, into batch: inout IMDbBasicsBatch,
                      counts: inout CatalogImportReport) {
        switch IMDbBasicsLine.parse(line, includeAdult: includeAdult, episodes: keepEpisodeTitles) {
        case .skipped:
            counts.skipped += 1
        case let .episode(title):
            batch.episodes.append(title)
            counts.episodeTitles += 1
        case let .malformed(reason):
            counts.noteMalformed(file: IMDbImporter.fileLabel, line: number, reason: reason)
        case var .series(record):
            if let found = ratings?.lookup(record.sourceID) {
                record.rating = found.rating
                record.popularity = Double(found.votes)
            }
            guard let keyed = KeyedRecord(droppingNULsFrom: record, counts: &counts) else {
                counts.noteMalformed(file: IMDbImporter.fileLabel, line: number, reason: "no title")
                return
            }
            batch.series.append(keyed)
            counts.kept += 1
        }
    }
}
