import Foundation
import ShowbookTestSupport
import XCTest
@testable import ShowbookPlatform
@testable import ShowbookTV

/// Seeded catalog input: IMDb basics, ratings and episode lines (`CLIFuzz.mutatedTSVLine`
/// from real-shaped rows), TVmaze JSON lines and arrays (`CLIFuzz.mutatedJSON`) read through
/// the importer in random chunk sizes, and gzip files with mutated bytes. Nothing traps; a line
/// is kept with sane values, skipped, or malformed with a one-line reason; a file is imported
/// with counts that add up, or refused with one line naming it.
final class CatalogLineFuzzTests: XCTestCase {
    /// Bytes handed out in chunks of random size, so lines and objects cross every boundary.
    private final class ChunkedSource: ByteSource {
        private let bytes: [UInt8]
        private var offset = 0
        private var random: SeededGenerator
        init(_ bytes: [UInt8], seed: UInt64) {
            self.bytes = bytes
            random = SeededGenerator(seed: seed)
        }
        var fileBytesRead: Int64 { Int64(offset) }
        var fileSize: Int64? { Int64(bytes.count) }
        func read(into buffer: UnsafeMutableRawBufferPointer) throws -> Int {
            let count = min(buffer.count, bytes.count - offset, Int.random(in: 1...4_096, using: &random))
            guard count > 0 else { return 0 }
            bytes.withUnsafeBytes { buffer.baseAddress!.copyMemory(from: $0.baseAddress! + offset, byteCount: count) }
            offset += count
            return count
        }
    }

    private func withLine<T>(_ bytes: [UInt8], _ body: (UnsafeBufferPointer<UInt8>) -> T) -> T {
        bytes.withUnsafeBufferPointer(body)
    }

    func testIMDbLinesParseToSaneRowsOrAReason() {
        let basics = ["tt0903747", "tvSeries", "Breaking Bad", "Breaking Bad", "0", "2008", "2013", "49", "Crime,Drama,Thriller"]
        let episode = ["tt0959621", "tvEpisode", "Pilot", "Pilot", "0", "2008", "\\N", "58", "Crime,Drama"]
        let ratings = ["tt0903747", "9.5", "2134567"]
        let episodes = ["tt0959621", "tt0903747", "1", "1"]
        FuzzRun.cases("imdb-lines", seed: 0x1_3DB_7A5, count: 30_000) { random, index in
            let label = FuzzRun.describe("imdb-lines", seed: 0x1_3DB_7A5, index: index)
            switch index % 3 {
            case 0:
                let line = CLIFuzz.mutatedTSVLine(Bool.random(using: &random) ? basics : episode, using: &random)
                let outcome = withLine(line) {
                    IMDbBasicsLine.parse($0, includeAdult: Bool.random(using: &random), episodes: Bool.random(using: &random))
                }
                switch outcome {
                case let .series(record):
                    XCTAssertFalse(record.title.isEmpty || record.sourceID.isEmpty, label)
                    for year in [record.firstYear, record.endYear].compactMap({ $0 }) { XCTAssertTrue((0...999_999_999).contains(year), label) }
                    XCTAssertFalse(record.genres.contains(""), label)
                case let .episode(title):
                    XCTAssertFalse(title.title.isEmpty || title.tconst.isEmpty, label)
                case let .malformed(reason):
                    XCTAssertFalse(reason.isEmpty || reason.contains("\n"), label)
                case .skipped:
                    break
                }
            case 1:
                guard let row = withLine(CLIFuzz.mutatedTSVLine(ratings, using: &random), IMDbRatings.parse) else { return }
                XCTAssertGreaterThanOrEqual(row.key, 0, label)
                XCTAssertGreaterThanOrEqual(row.votes, 0, label)
                if let rating = row.rating { XCTAssertTrue(OutsideNumbers.rating.contains(rating), label) }
            default:
                switch withLine(CLIFuzz.mutatedTSVLine(episodes, using: &random), IMDbEpisodes.parse) {
                case let .success(row?):
                    XCTAssertTrue(IMDbEpisodes.isTconst(row.0) && IMDbEpisodes.isTconst(row.1), label)
                    XCTAssertTrue(row.2 >= 0 && row.3 >= 0, label)
                case .success(nil):
                    break
                case let .failure(problem):
                    XCTAssertFalse(problem.reason.isEmpty || problem.reason.contains("\n"), label)
                }
            }
        }
    }

    func testTVmazeFilesImportWithCountsThatAddUp() throws {
        let harness = try AppHarness(records: [])
        let importer = TVmazeImporter(store: harness.catalog)
        let show = TVmazeImportTests.show.replacingOccurrences(of: "\n", with: " ")
        FuzzRun.cases("tvmaze-file", seed: 0x7F_3A2E, count: 400) { random, index in
            let objects = (0..<Int.random(in: 1...8, using: &random)).map { number in
                String(decoding: CLIFuzz.mutatedJSON(show.replacingOccurrences(of: "\"id\": 169", with: "\"id\": \(index * 10 + number + 1)"),
                                                     using: &random), as: UTF8.self)
                    .replacingOccurrences(of: "\n", with: " ")
            }
            let asArray = index % 3 == 0
            var bytes = Array((asArray ? "[" + objects.joined(separator: ",\n") + "]" : objects.joined(separator: "\n")).utf8)
            if index % 5 == 0 { ByteMutator.mutate(&bytes, rounds: 2, using: &random) }
            let label = FuzzRun.describe("tvmaze-file", seed: 0x7F_3A2E, index: index)
            let report = importer.run(source: ChunkedSource(bytes, seed: UInt64(index)), path: "shows.jsonl")
            if let failure = report.failure {
                XCTAssertTrue("\(failure)".contains("shows.jsonl") && !"\(failure)".contains("\n"), "\(label): \(failure)")
            }
            XCTAssertLessThanOrEqual(report.kept + report.skipped, report.rowsRead, label)
            XCTAssertLessThanOrEqual(report.malformedSamples.count, CatalogImportReport.shownMalformedLines, label)
            for sample in report.malformedSamples { XCTAssertFalse(sample.reason.contains("\n"), label) }
        }
        let bad = try harness.database.scalarInt("""
            SELECT count(*) FROM shows WHERE source = 'tvmaze' AND (title = '' OR rating < 0 OR rating > 10
              OR first_year < 0 OR end_year < 0)
            """)
        XCTAssertEqual(bad, 0, "every imported show has a title and sane numbers")
    }

    func testMutatedGzipFilesReadOrStopWithOneLine() throws {
        let folder = try makeTemporaryFolder("showbook-import")
        let plain = try folder.write("basics.tsv", IMDbFixtures.header
            + (1...300).map { IMDbFixtures.row("tt\($0)", title: "Show \($0)") }.joined())
        let gzipped = Array(try Data(contentsOf: URL(fileURLWithPath: try folder.gzip(plain))))
        try FuzzRun.cases("gzip-lines", seed: 0x6_21F, count: 300) { random, index in
            var bytes = gzipped
            ByteMutator.mutate(&bytes, rounds: Int.random(in: 1...4, using: &random), using: &random)
            let path = try folder.write("case-\(index).tsv.gz", bytes)
            let label = FuzzRun.describe("gzip-lines", seed: 0x6_21F, index: index)
            do {
                let reader = LineReader(source: try ImportInput.open(path), path: path)
                var lines = 0
                try reader.forEachLine { _, _ in lines += 1 }
                XCTAssertLessThanOrEqual(lines, 1_000, label)
            } catch let error as CatalogImportError {
                XCTAssertTrue("\(error)".contains(path) && !"\(error)".contains("\n"), "\(label): \(error)")
            }
            unlink(path)
        }
    }
}
