import Foundation
import ShowbookTestSupport
import XCTest
@testable import ShowbookPlatform
@testable import ShowbookTV

/// Seeded, mutated answers to the history import's lookups (TVmaze `lookup/shows`, TMDB
/// `find/{id}`) served by the loopback server: each lookup gives a show with a title, nothing,
/// or one `MediaError` line — never a trap, never the key.
final class HistoryLookupFuzzTests: XCTestCase {
    private static let seed: UInt64 = 0x10_0C_0B
    private static let tvmaze = #"{"id": 4242, "name": "Glass Orchard", "premiered": "2020-01-10", "rating": {"average": 7.5}, "externals": {"imdb": "tt9000077", "thetvdb": 81003}}"#
    private static let tmdb = #"{"movie_results": [], "tv_results": [{"id": 5151, "name": "Glass Orchard", "original_name": "Glass Orchard", "first_air_date": "2020-01-10", "vote_average": 7.5, "genre_ids": [18]}]}"#

    /// The answer the server gives next, set by the test's thread and read by the server's.
    private final class NextAnswer: @unchecked Sendable {
        private let lock = NSLock()
        private var body = Data()
        func set(_ data: Data) { lock.withLock { body = data } }
        var current: Data { lock.withLock { body } }
    }

    func testMutatedLookupAnswersGiveAShowNothingOrOneLine() throws {
        let next = NextAnswer()
        let harness = try RemoteHarness { _ in .respond(status: 200, headers: ["Content-Type": "application/json"], body: next.current) }
        let tvmaze = harness.tvmaze()
        let tmdb = harness.tmdb()
        try FuzzRun.cases("history-lookup", seed: Self.seed, count: 160) { random, index in
            let label = FuzzRun.describe("history-lookup", seed: Self.seed, index: index)
            let isTVmaze = index % 2 == 0
            next.set(Data(CLIFuzz.mutatedJSON(isTVmaze ? Self.tvmaze : Self.tmdb, using: &random)))
            do {
                // A new id each case, so no answer comes from the cache.
                let found = isTVmaze ? try tvmaze.show(tvdb: 100_000 + index, cancellation: Cancellation())
                    : try tmdb.show(imdb: "tt\(9_100_000 + index)", cancellation: Cancellation())
                if let found {
                    XCTAssertFalse(found.media.title.isEmpty, label)
                    if let rating = found.media.rating { XCTAssertTrue(OutsideNumbers.rating.contains(rating), label) }
                }
            } catch let error as MediaError {
                XCTAssertFalse(error.message.isEmpty || error.message.contains("\n"), "\(label): \(error.message.debugDescription)")
                XCTAssertFalse(error.message.contains(RemoteHarness.token), label)
            }
        }
    }
}
