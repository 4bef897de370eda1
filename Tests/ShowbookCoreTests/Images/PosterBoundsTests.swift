import Foundation
import ShowbookBench
import ShowbookTestSupport
import XCTest
@testable import ShowbookTV
@testable import ShowbookApp

/// Posters cost bounded work: a progressive JPEG of thousands of scans is decoded from its first
/// `JPEGScans.maximum` scans only, a CMYK JPEG is named for what it is, and going back to a
/// detail takes its poster (pixels and cells) from memory instead of decoding it again.
final class PosterBoundsTests: XCTestCase {
    let gradient = SyntheticPoster.gradient(width: 64, height: 96)

    func testAJPEGOfThousandsOfScansIsDecodedFromItsFirstScansOnly() throws {
        let data = try SyntheticScans.manyScanJPEG(gradient)
        XCTAssertEqual(JPEGScans.count(in: data), SyntheticScans.scanCount)
        XCTAssertGreaterThan(SyntheticScans.scanCount, 2_000)
        let limited = JPEGScans.limited(data)
        XCTAssertEqual(JPEGScans.count(in: limited), JPEGScans.maximum, "what reaches TurboJPEG")
        let image = try ImageDecoder.decode(data)
        XCTAssertEqual(image.width, 64)
        XCTAssertEqual(image.height, 96)

        let ordinary = SyntheticPoster.jpeg(gradient)
        XCTAssertEqual(JPEGScans.count(in: ordinary), 1)
        XCTAssertEqual(JPEGScans.limited(ordinary), ordinary, "an ordinary JPEG is decoded as it is")
    }

    func testACMYKJPEGIsNamedNotCalledDamaged() throws {
        let data = SyntheticScans.cmykJPEG()
        XCTAssertFalse(data.isEmpty)
        XCTAssertThrowsError(try ImageDecoder.decode(data)) {
            XCTAssertEqual("\($0)", "a CMYK (print colour) JPEG, which Showbook does not draw")
        }
    }

    func testGoingBackToADetailNeitherDecodesNorConvertsItsPosterAgain() throws {
        let jpeg = SyntheticPoster.jpeg(SyntheticPoster.gradient())
        let api = FakeTMDB.standard
        let server = try LoopbackHTTPServer { request in
            request.path.hasPrefix("/t/p/w342/") ? .respond(status: 200, headers: ["Content-Type": "image/jpeg"], body: jpeg) : api(request)
        }
        addTeardownBlock { server.stop() }
        var http = HTTPClient.Configuration()
        http.timeout = 5
        let h = try AppHarness(makeProvider: { database, clock, log in
            TMDBProvider(credentials: .accessToken(RemoteHarness.token), baseURL: server.baseURL,
                         imageBase: server.baseURL.appendingPathComponent("t/p/w342"),
                         http: http, cache: ResponseCache(database: database, clock: clock), log: log)
        })
        let folder = try makeTemporaryFolder("showbook-poster-memory").path + "/posters"
        let loader = PosterLoader(cache: PosterCache(directory: folder, clock: h.clock), log: h.log, http: http)
        h.container.posterLoader = loader
        h.app.start()
        h.settle()
        for visit in 1...3 {
            h.press(.enter)
            guard case let .mediaDetail(model) = h.app.navigator.top else { return XCTFail("no detail on visit \(visit)") }
            if visit > 1 {
                guard case .ready = model.poster.state else { return XCTFail("visit \(visit): \(model.poster.state)") }
            }
            h.settle()
            XCTAssertNotNil(model.poster.cells(columns: 20, rows: 15, mode: .truecolor))
            h.press(.escape)
        }
        XCTAssertEqual(h.log.events(named: "poster.fetched").count, 1)
        XCTAssertEqual(h.log.events(named: "poster.cache_hit").count, 0, "the file is not decoded again")
        XCTAssertEqual(loader.memory?.conversions, 1, "the cells are converted once")
    }

    func testTheMemoryKeepsTheMostRecentlyUsedPostersWithinItsCap() throws {
        let image = SyntheticPoster.gradient(width: 10, height: 10)
        let memory = PosterMemory(imageBytes: 2 * image.rgba.count)
        let urls = (1...3).map { URL(string: "https://images.example.test/\($0).jpg")! }
        memory.store(image, for: urls[0])
        memory.store(image, for: urls[1])
        XCTAssertNotNil(memory.image(for: urls[0]))
        memory.store(image, for: urls[2])
        XCTAssertEqual(urls.map { memory.image(for: $0) != nil }, [true, false, true])
    }
}
