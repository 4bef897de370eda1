import Foundation
import ShowbookTestSupport
import XCTest
@testable import ShowbookPlatform
@testable import ShowbookTV

/// The image cache: one file per image keyed by origin and path (never the query), capped in
/// bytes with the least recently used file removed first.
final class PosterCacheTests: XCTestCase {
    var folder = ""
    let clock = ManualClock()

    override func setUpWithError() throws {
        folder = try makeTemporaryFolder("showbook-posters").path + "/showbook/images"
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

/// A cache folder another user can plant files in must not turn a store into a write through
/// a link: the temporary file is made fresh (`mkstemp`), never opened at a predictable name.
final class PosterCacheTrapTests: XCTestCase {
    func testALinkPlantedAtTheOldTemporaryNameIsNotFollowed() throws {
        let root = try makeTemporaryFolder("showbook-trap").path
        let folder = root + "/images"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let victim = root + "/victim"
        try Data("keep me".utf8).write(to: URL(fileURLWithPath: victim))
        let url = URL(string: "https://images.example.test/t/p/w342/a.jpg")!
        let cache = PosterCache(directory: folder, clock: ManualClock())
        let planted = cache.path(for: url) + ".part"
        try FileManager.default.createSymbolicLink(atPath: planted, withDestinationPath: victim)
        cache.store(Data([1, 2, 3]), for: url)
        XCTAssertEqual(try String(contentsOfFile: victim, encoding: .utf8), "keep me", "the link's target is untouched")
        XCTAssertEqual(cache.data(for: url), Data([1, 2, 3]))
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: folder).filter { !$0.hasSuffix(".img") && !$0.hasSuffix(".part") }
        XCTAssertEqual(leftovers, [], "no temporary file is left behind")
    }
}
