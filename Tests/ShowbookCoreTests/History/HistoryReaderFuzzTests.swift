import Foundation
import XCTest
import ShowbookPlatform
import ShowbookTV
import ShowbookExchange
import ShowbookTestSupport

/// Seeded fuzz runs of each history reader with a fixed budget: the fixtures mutated byte by
/// byte and cut short, as CSV, as JSON and as entries of a ZIP. Every case must end in a
/// history or one `HistoryFileError` line — never a crash — and an import that throws must
/// leave the database as it was.
final class HistoryReaderFuzzTests: XCTestCase {
    private static let seed: UInt64 = 0x4849_5354_4F52_59
    private let clock = ManualClock(Date(timeIntervalSince1970: 1_800_000_000))

    private static func fixture(_ name: String) throws -> [UInt8] {
        [UInt8](try Data(contentsOf: HistoryFixtures.folder.appendingPathComponent(name)))
    }

    /// `bytes` with a few bytes changed, inserted or removed, or cut at a random place.
    private static func mutate(_ bytes: [UInt8], using random: inout SeededGenerator) -> [UInt8] {
        var out = bytes
        let pieces: [[UInt8]] = [[0x22], [0x2C], [0x0A], [0x0D], [0x00], [0xFF], [0xC3], Array("[{".utf8), Array("\"\"".utf8),
                                 Array("9999999999999".utf8), Array("-1".utf8), Array("tt".utf8), Array("null".utf8)]
        for _ in 0..<Int.random(in: 1...6, using: &random) where !out.isEmpty {
            let at = Int.random(in: 0..<out.count, using: &random)
            switch Int.random(in: 0...3, using: &random) {
            case 0: out[at] = UInt8.random(in: 0...255, using: &random)
            case 1: out.insert(contentsOf: pieces.randomElement(using: &random)!, at: at)
            case 2: out.remove(at: at)
            default: out = Array(out.prefix(at))
            }
        }
        return out
    }

    /// Reads `bytes` as `name`; a history or a one-line error are both fine.
    private func readOrRefuse(_ bytes: [UInt8], name: String, label: String) {
        do {
            let data = try HistoryFile.read(bytes: bytes, name: name)
            XCTAssertLessThanOrEqual(data.skipped.count, data.rows + data.shows.count + data.episodeCount + 1, label)
        } catch let error as HistoryFileError {
            XCTAssertFalse(error.description.contains("\n"), "\(label): \(error)")
        } catch {
            XCTFail("\(label): not a HistoryFileError: \(error)")
        }
    }

    func testCSVReadersSurviveMutatedFiles() throws {
        let files = [("imdb-ratings.csv", try Self.fixture("imdb-ratings.csv")),
                     ("tracking-prod-records-v2.csv", try Self.fixture("tvtime/tracking-prod-records-v2.csv")),
                     ("followed_tv_show.csv", try Self.fixture("tvtime/followed_tv_show.csv"))]
        FuzzRun.cases("history-csv", seed: Self.seed, count: 300) { random, index in
            let (name, bytes) = files[index % files.count]
            readOrRefuse(Self.mutate(bytes, using: &random), name: name, label: FuzzRun.describe("history-csv", seed: Self.seed, index: index))
        }
    }

    func testJSONReaderSurvivesMutatedFiles() throws {
        let files = [try Self.fixture("trakt/watched_shows.json"), try Self.fixture("trakt/history_shows.json")]
        FuzzRun.cases("history-json", seed: Self.seed, count: 300) { random, index in
            let name = index % 2 == 0 ? "watched_shows.json" : "history_shows.json"
            readOrRefuse(Self.mutate(files[index % 2], using: &random), name: name,
                         label: FuzzRun.describe("history-json", seed: Self.seed, index: index))
        }
    }

    func testZIPEntriesSurviveMutationAndFailedImportsWriteNothing() throws {
        let folder = try makeTemporaryFolder("history-fuzz")
        let zip = [UInt8](try Data(contentsOf: URL(fileURLWithPath: try HistoryFixtures.zip("tvtime", to: "t.zip", in: folder))))
        let tracking = try Self.fixture("tvtime/tracking-prod-records-v2.csv")
        let (database, catalog) = try HistoryFixtures.database()
        let importer = HistoryImporter(database: database, catalog: catalog, clock: clock)
        try FuzzRun.cases("history-zip", seed: Self.seed, count: 120) { random, index in
            let label = FuzzRun.describe("history-zip", seed: Self.seed, index: index)
            let bytes: [UInt8]
            if index % 2 == 0 {
                bytes = Self.mutate(zip, using: &random)
            } else {
                var writer = ZipWriter(modified: Date(timeIntervalSince1970: 1_700_000_000))
                try writer.add("x/tracking-prod-records-v2.csv", Self.mutate(tracking, using: &random))
                bytes = writer.finished()
            }
            readOrRefuse(bytes, name: "export.zip", label: label)
            let path = try folder.write("case.zip", bytes)
            let before = try database.scalarInt("SELECT count(*) FROM watched_episodes") ?? -1
            do {
                _ = try importer.importFile(at: path)
            } catch {
                XCTAssertEqual(try database.scalarInt("SELECT count(*) FROM watched_episodes") ?? -1, before, label)
            }
        }
    }
}
