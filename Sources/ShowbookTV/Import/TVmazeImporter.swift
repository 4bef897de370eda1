import Foundation
import ShowbookPlatform

/// `showbook import tvmaze FILE`: reads TVmaze show objects from a JSON-lines file or a JSON
/// array (plain or gzipped), one object at a time, and upserts them by TVmaze id in batches.
/// NUL characters are dropped from the text and counted.
/// The summary's HTML becomes plain text; the weight becomes popularity.
public struct TVmazeImporter {
    public static let source = "tvmaze"
    package static let fileLabel = "shows"

    public let store: CatalogStore
    public var batchSize = 5_000
    public var progressInterval = 2_048

    public init(store: CatalogStore) {
        self.store = store
    }

    public func run(file path: String, progress: (ImportProgress) -> Void = { _ in }) -> CatalogImportReport {
        do {
            return run(source: try ImportInput.open(path), path: path, progress: progress)
        } catch {
            var report = CatalogImportReport()
            report.failure = IMDbImporter.importError(error, path: path)
            return report
        }
    }

    /// Imports from an open source. A file whose first character is `[` is one JSON array, cut
    /// into objects by `JSONObjectStream`; anything else is JSON lines, parsed line by line, so
    /// a broken line costs that line only and is reported by its number.
    public func run(source: ByteSource, path: String, progress: (ImportProgress) -> Void = { _ in }) -> CatalogImportReport {
        var report = CatalogImportReport()
        var batchWriter: CatalogBatchWriter?
        let replay = ReplayByteSource(source)
        func reportProgress() {
            progress(ImportProgress(
                phase: "shows", rowsRead: report.rowsRead, kept: report.kept,
                fileBytesRead: replay.fileBytesRead, fileSize: replay.fileSize
            ))
        }
        do {
            try store.database.verifyIfSmall()  // never write batches into a damaged file
            let writer = try CatalogBatchWriter(store: store, batchSize: batchSize)
            batchWriter = writer
            let interval = progressInterval
            func take(_ bytes: UnsafeBufferPointer<UInt8>, line: Int) throws {
                report.rowsRead += 1
                switch Self.record(from: bytes) {
                case let .success(record):
                    if try writer.addDroppingNULs(record, counts: &report) {
                        report.kept += 1
                    } else {
                        report.noteMalformed(file: Self.fileLabel, line: line, reason: "no name")
                    }
                case let .failure(problem):
                    report.noteMalformed(file: Self.fileLabel, line: line, reason: problem.reason)
                }
                if report.rowsRead % interval == 0 { reportProgress() }
            }
            if try replay.firstByte() == UInt8(ascii: "[") {
                try JSONObjectStream(source: replay, path: path).forEach { item in
                    switch item {
                    case let .garbage(line):
                        report.rowsRead += 1
                        report.noteMalformed(file: Self.fileLabel, line: line, reason: "not a JSON object")
                    case let .broken(line):
                        report.rowsRead += 1
                        report.noteMalformed(file: Self.fileLabel, line: line, reason: "invalid JSON (the object breaks off)")
                    case let .object(bytes, line):
                        try take(bytes, line: line)
                    }
                }
            } else {
                try LineReader(source: replay, path: path).forEachLine { line, number in
                    var line = line
                    if number == 1 && line.starts(with: [0xEF, 0xBB, 0xBF]) { line = UnsafeBufferPointer(rebasing: line[3...]) }
                    guard line.contains(where: { ![0x20, 0x09, 0x0D].contains($0) }) else { return }
                    try take(line, line: number)
                }
            }
            try writer.flush()
            try store.refreshTypoIndex()
        } catch {
            try? batchWriter?.flush()
            report.failure = IMDbImporter.importError(error, path: path)
        }
        report.changed = batchWriter?.changed ?? 0
        reportProgress()
        return report
    }

    /// Why one object could not become a show.
    package struct Problem: Error {
        package var reason: String
    }

    /// Maps one TVmaze show object; invalid UTF-8 is replaced before JSON parsing.
    package static func record(from bytes: UnsafeBufferPointer<UInt8>) -> Result<CatalogRecord, Problem> {
        let data = Data(String(decoding: bytes, as: UTF8.self).utf8)
        guard let object = (try? JSONSerialization.jsonObject(with: data)) as? [String: Any] else {
            return .failure(Problem(reason: "invalid JSON"))
        }
        let id: String
        if let number = object["id"] as? NSNumber, let value = Int64(exactly: number.doubleValue) {
            id = String(value)
        } else if let text = object["id"] as? String, !text.isEmpty {
            id = text
        } else {
            return .failure(Problem(reason: "no id"))
        }
        guard let name = object["name"] as? String, !name.isEmpty else { return .failure(Problem(reason: "no name")) }
        let network = object["network"] as? [String: Any]
        let webChannel = object["webChannel"] as? [String: Any]
        let channel = network ?? webChannel
        let country = (channel?["country"] as? [String: Any])?["code"] as? String
        let rating = (object["rating"] as? [String: Any])?["average"] as? NSNumber
        let weight = object["weight"] as? NSNumber
        var overview = (object["summary"] as? String).map(HTMLText.plainText) ?? ""
        if let imdb = (object["externals"] as? [String: Any])?["imdb"] as? String, !imdb.isEmpty {
            overview += (overview.isEmpty ? "" : "\n") + "IMDb: \(imdb)"
        }
        return .success(CatalogRecord(
            source: source, sourceID: id, title: name, originalTitle: name,
            firstYear: year(object["premiered"]), endYear: year(object["ended"]),
            network: channel?["name"] as? String ?? "", country: country ?? "",
            language: object["language"] as? String ?? "",
            genres: (object["genres"] as? [Any])?.compactMap { $0 as? String } ?? [],
            rating: OutsideNumbers.rating(rating?.doubleValue), popularity: weight?.doubleValue ?? 0, overview: overview
        ))
    }

    /// `2013-06-24` → 2013.
    private static func year(_ value: Any?) -> Int? {
        guard let text = value as? String, text.count >= 4 else { return nil }
        return Int(text.prefix(4))
    }
}
