import Foundation
import XCTest
@testable import ShowbookCore

/// The image cache: one file per image keyed by origin and path (never the query), capped in
/// bytes with the least recently used file removed first.
final class PosterCacheTests: XCTestCase {
    var folder = ""
    let clock = ManualClock()

    override func setUpWithError() throws {
        folder = NSTemporaryDirectory() + "showbook-posters-\(UUID().uuidString)/showbook/images"
        addTeardownBlock { [folder] in try? FileManager.default.removeItem(atPath: folder) }
    }

    func url(_ name: String, query: String = "") -> URL {
        URL(string: "https://images.example.test/t/p/w342/\(name).jpg" + query)!
    }

    func testStoredBytesComeBackAndTheKeyHasNoQuery() {
        let cache = PosterCache(directory: folder, clock: clock)
        cache.store(Data([1, 2, 3]), for: url("a", query: "?api_key=SECRET-9"))
        XCTAssertEqual(cache.data(for: url("a")), Data([1, 2, 3]), "the query is not part of the key")
        let names = cache.files().map(\.name)
        XCTAssertEqual(names.count, 1)
        XCTAssertFalse(names[0].contains("SECRET"))
        XCTAssertTrue(names[0].hasSuffix(".img"))
        XCTAssertNil(cache.data(for: url("b")))
    }

    func testTheCapRemovesTheLeastRecentlyUsedFile() {
        let cache = PosterCache(directory: folder, capBytes: 250, clock: clock)
        let hundred = Data(repeating: 7, count: 100)
        cache.store(hundred, for: url("oldest"))
        clock.advance(by: 10)
        cache.store(hundred, for: url("middle"))
        clock.advance(by: 10)
        XCTAssertNotNil(cache.data(for: url("oldest")), "reading makes it the most recently used")
        clock.advance(by: 10)
        cache.store(hundred, for: url("newest"))
        XCTAssertNil(cache.data(for: url("middle")), "the least recently used file went")
        XCTAssertNotNil(cache.data(for: url("oldest")))
        XCTAssertNotNil(cache.data(for: url("newest")))
        XCTAssertLessThanOrEqual(cache.files().reduce(0) { $0 + $1.bytes }, 250)
    }

    func testAFileLargerThanTheCapIsNotKept() {
        let cache = PosterCache(directory: folder, capBytes: 50, clock: clock)
        cache.store(Data(repeating: 1, count: 51), for: url("big"))
        XCTAssertNil(cache.data(for: url("big")))
    }
}
