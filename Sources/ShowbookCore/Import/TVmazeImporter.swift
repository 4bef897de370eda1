import Foundation

/// `showbook import tvmaze FILE`: reads TVmaze show objects from a JSON-lines file or a JSON
/// array (plain or gzipped), one object at a time, and upserts them by TVmaze id in batches.
/// The summary's HTML becomes plain text; the weight becomes popularity.
public struct TVmazeImporter {
    public static let source = "tvmaze"
    static let fileLabel = "shows"

    public let store: CatalogStore
    public var batchSize = 5_000
    public var progressInterval = 2_048

    public init(store: CatalogStore) {
        self.store = store
    }

    public func run(file path: String, progress: (ImportProgress) -> Void = { _ in }) -> CatalogImportReport {
        var report = CatalogImportReport()
        var batchWriter: CatalogBatchWriter?
        var byteSource: ByteSource?
        do {
            let writer = try CatalogBatchWriter(store: store, batchSize: batchSize)
            batchWriter = writer
            let source = try ImportInput.open(path)
            byteSource = source
            let stream = JSONObjectStream(source: source, path: path)
            let interval = progressInterval
            try stream.forEach { item in
                report.rowsRead += 1
                switch item {
                case let .garbage(line):
                    report.noteMalformed(file: Self.fileLabel, line: line, reason: "not a JSON object")
                case let .object(bytes, line):
                    switch Self.record(from: bytes) {
                    case let .success(record):
                        report.kept += 1
                        try writer.add(record)
                    case let .failure(problem):
                        report.noteMalformed(file: Self.fileLabel, line: line, reason: problem.reason)
                    }
                }
                if report.rowsRead % interval == 0 {
                    progress(ImportProgress(
                        phase: "shows", rowsRead: report.rowsRead, kept: report.kept,
                        fileBytesRead: source.fileBytesRead, fileSize: source.fileSize
                    ))
                }
            }
            try writer.flush()
            try store.refreshTypoIndex()
        } catch {
            try? batchWriter?.flush()
            report.failure = IMDbImporter.importError(error, path: path)
        }
        report.changed = batchWriter?.changed ?? 0
        if let byteSource {
            progress(ImportProgress(
                phase: "shows", rowsRead: report.rowsRead, kept: report.kept,
                fileBytesRead: byteSource.fileBytesRead, fileSize: byteSource.fileSize
            ))
        }
        return report
    }

    /// Why one object could not become a show.
    struct Problem: Error {
        var reason: String
    }

    /// Maps one TVmaze show object; invalid UTF-8 is replaced before JSON parsing.
    static func record(from bytes: UnsafeBufferPointer<UInt8>) -> Result<CatalogRecord, Problem> {
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
            rating: rating?.doubleValue, popularity: weight?.doubleValue ?? 0, overview: overview
        ))
    }

    /// `2013-06-24` → 2013.
    private static func year(_ value: Any?) -> Int? {
        guard let text = value as? String, text.count >= 4 else { return nil }
        return Int(text.prefix(4))
    }
}
