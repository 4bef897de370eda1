import Foundation
import ShowbookTestSupport
#if canImport(FoundationNetworking)
import FoundationNetworking  // the rewriting server below fetches with Data(contentsOf:) over HTTP
#endif
import ShowbookBench
import XCTest
@testable import ShowbookPlatform
@testable import ShowbookTV
@testable import ShowbookApp

/// Posters against the loopback server, through the real app model: fetched only once the
/// detail is shown, never before its first frame; JPEG from TMDB and PNG from TVmaze; a
/// truncated JPEG and a corrupt cached file discarded with one status line; a 404 silent; a
/// slow poster cancelled when the detail is popped, with nothing drawn late.
final class PosterLoadingTests: XCTestCase {
    static let poster = SyntheticPoster.gradient()
    static let jpeg = SyntheticPoster.jpeg(poster)
    static let png = SyntheticPoster.png(poster)

    var cacheFolder = ""

    override func setUpWithError() throws {
        cacheFolder = try makeTemporaryFolder("showbook-poster-flow").path + "/posters"
    }

    /// The app on TMDB against `server`, whose posters live under /t/p/w342 on the same server.
    func tmdbApp(_ image: @escaping @Sendable (String) -> LoopbackHTTPServer.Reply) throws -> (AppHarness, LoopbackHTTPServer, PosterCache) {
        let api = FakeTMDB.standard
        let server = try LoopbackHTTPServer { request in
            request.path.hasPrefix("/t/p/w342/") ? image(request.path) : api(request)
        }
        addTeardownBlock { server.stop() }
        var http = HTTPClient.Configuration()
        http.timeout = 5
        let imageBase = server.baseURL.appendingPathComponent("t/p/w342")
        let h = try AppHarness(makeProvider: { database, clock, log in
            TMDBProvider(credentials: .accessToken(RemoteHarness.token), baseURL: server.baseURL, imageBase: imageBase,
                         http: http, cache: ResponseCache(database: database, clock: clock), log: log)
        })
        let cache = PosterCache(directory: cacheFolder, clock: h.clock)
        h.container.posterLoader = PosterLoader(cache: cache, log: h.log, http: http)
        return (h, server, cache)
    }

    func imageRequests(_ server: LoopbackHTTPServer) -> Int { server.requestCount(pathPrefix: "/t/p/") }

    func testAJPEGPosterArrivesAfterTheDetailsFirstFrame() throws {
        let (h, server, cache) = try tmdbApp { _ in .respond(status: 200, headers: ["Content-Type": "image/jpeg"], body: Self.jpeg) }
        h.app.start()
        h.settle()
        XCTAssertEqual(imageRequests(server), 0, "the list fetches no posters")
        let model = try h.openFirstDetail(settle: false)
        XCTAssertEqual(model.poster.state, .loading, "the detail is on screen while its poster is still coming")
        XCTAssertEqual(h.executor.pendingCount, 2, "detail and poster are background jobs, neither has run")
        h.settle()
        guard case let .ready(image) = model.poster.state else { return XCTFail("no poster: \(model.poster.state)") }
        XCTAssertEqual(image.width, 342)
        XCTAssertEqual(image.height, 513)
        XCTAssertEqual(imageRequests(server), 1, "the list row and the loaded detail name the same poster: one request")
        XCTAssertEqual(server.requests.first { $0.path.hasPrefix("/t/p/") }?.path, "/t/p/w342/poster-bb.jpg")
        XCTAssertNil(server.requests.first { $0.path.hasPrefix("/t/p/") }?.headers["authorization"], "no token to the image server")
        XCTAssertEqual(cache.files().count, 1)
        XCTAssertEqual(h.log.events(named: "poster.fetched").count, 1)
        XCTAssertNil(h.app.visibleMessage)

        h.press(.escape)
        let again = try h.openFirstDetail(settle: false)
        h.settle()
        XCTAssertEqual(imageRequests(server), 1, "the second time it is not fetched")
        XCTAssertEqual(h.log.events(named: "poster.cache_hit").count, 0, "nor its cached file decoded: it is in memory")
        if case .ready = again.poster.state {} else { XCTFail("no poster from the cache") }
    }

    func testAPNGPosterFromTVmaze() throws {
        let server = try LoopbackHTTPServer { request in
            switch request.path {
            case "/search/shows":
                return .json(#"[{"score": 1, "show": {"id": 139, "name": "Girls", "image": {"medium": "IMAGE/uploads/medium/139.png", "original": null}}}]"#)
            case "/shows/139":
                return .json(#"{"id": 139, "name": "Girls", "status": "Ended", "image": {"medium": "IMAGE/uploads/medium/139.png"}}"#)
            case "/uploads/medium/139.png":
                return .respond(status: 200, headers: ["Content-Type": "image/png"], body: Self.png)
            default:
                return .json("{}", status: 404)
            }
        }
        addTeardownBlock { server.stop() }
        let base = server.baseURL.absoluteString
        let rewriting = try LoopbackHTTPServer { request in
            // TVmaze's image URLs are absolute: point them at the image server.
            guard request.path.hasPrefix("/search") || request.path.hasPrefix("/shows") else { return .drop }
            let target = request.target
            guard let url = URL(string: base + target), let body = try? Data(contentsOf: url) else { return .drop }
            return .respond(status: 200, headers: ["Content-Type": "application/json"],
                            body: Data(String(decoding: body, as: UTF8.self).replacingOccurrences(of: "IMAGE", with: base).utf8))
        }
        addTeardownBlock { rewriting.stop() }
        var http = HTTPClient.Configuration()
        http.timeout = 5
        let h = try AppHarness(makeProvider: { database, clock, log in
            TVmazeProvider(baseURL: rewriting.baseURL, http: http, cache: ResponseCache(database: database, clock: clock), log: log)
        })
        h.container.posterLoader = PosterLoader(cache: PosterCache(directory: cacheFolder, clock: h.clock), log: h.log, http: http)
        let model = try h.openDetail(searching: "girls", settle: false)
        h.settle()
        guard case let .ready(image) = model.poster.state else { return XCTFail("no poster: \(model.poster.state)") }
        XCTAssertEqual(image, Self.poster, "PNG is lossless")
        XCTAssertEqual(model.poster.url?.path, "/uploads/medium/139.png")
    }

    func testATruncatedJPEGIsDiscardedWithOneStatusLine() throws {
        let (h, server, cache) = try tmdbApp { _ in .respond(status: 200, headers: [:], body: Self.jpeg.prefix(Self.jpeg.count / 3)) }
        let model = try h.openFirstDetail(settle: false)
        h.settle()
        XCTAssertEqual(model.poster.state, .none)
        XCTAssertEqual(h.app.visibleMessage, "Poster not shown: damaged or truncated image")
        XCTAssertEqual(h.container.messages.entries.filter { $0.text.hasPrefix("Poster") }.count, 1, "one line, not one per try")
        XCTAssertEqual(cache.files().count, 0, "a damaged download is not cached")
        XCTAssertEqual(imageRequests(server), 1)
        XCTAssertEqual(h.log.events(named: "poster.discarded").first?["from"] as? String, "network")
    }

    func testACorruptCachedFileIsDiscardedAndFetchedAgain() throws {
        let (h, server, cache) = try tmdbApp { _ in .respond(status: 200, headers: [:], body: Self.jpeg) }
        let url = try XCTUnwrap(URL(string: server.baseURL.absoluteString + "/t/p/w342/poster-bb.jpg"))
        cache.store(Data("not a picture at all".utf8), for: url)
        let model = try h.openFirstDetail(settle: false)
        h.settle()
        if case .ready = model.poster.state {} else { XCTFail("no poster: \(model.poster.state)") }
        XCTAssertEqual(h.log.events(named: "poster.discarded").first?["from"] as? String, "cache")
        XCTAssertEqual(imageRequests(server), 1)
        XCTAssertEqual(try ImageDecoder.decode(try XCTUnwrap(cache.data(for: url))).width, 342, "the good copy replaced it")
    }

    func testWithoutLibchafaNoPosterIsFetchedAndOneLineSaysWhich() throws {
        PosterLibrary.simulatedMissing = [.chafa]
        defer { PosterLibrary.simulatedMissing = [] }
        let (h, server, _) = try tmdbApp { _ in .respond(status: 200, headers: [:], body: Self.jpeg) }
        let model = try h.openFirstDetail(settle: false)
        h.settle()
        XCTAssertEqual(model.poster.state, .none)
        XCTAssertEqual(imageRequests(server), 0, "nothing could draw it, so nothing is fetched")
        XCTAssertEqual(h.app.visibleMessage, "Poster not shown: libchafa is not installed (install the Debian package libchafa0)")
    }

    func testWithoutTurboJPEGACachedPosterIsKeptNotDiscarded() throws {
        let (h, server, cache) = try tmdbApp { _ in .respond(status: 200, headers: [:], body: Self.jpeg) }
        let url = try XCTUnwrap(URL(string: server.baseURL.absoluteString + "/t/p/w342/poster-bb.jpg"))
        cache.store(Self.jpeg, for: url)
        PosterLibrary.simulatedMissing = [.jpeg]
        defer { PosterLibrary.simulatedMissing = [] }
        let model = try h.openFirstDetail(settle: false)
        h.settle()
        XCTAssertEqual(model.poster.state, .none)
        XCTAssertEqual(h.app.visibleMessage, "Poster not shown: libturbojpeg is not installed (install the Debian package libturbojpeg0)")
        XCTAssertEqual(cache.data(for: url), Self.jpeg, "the file is fine: it stays cached")
        XCTAssertTrue(h.log.events(named: "poster.discarded").isEmpty)
    }

    func testAMissingPosterSaysNothing() throws {
        let (h, server, _) = try tmdbApp { _ in .json(#"{"status_code":34}"#, status: 404) }
        let model = try h.openFirstDetail(settle: false)
        h.settle()
        XCTAssertEqual(model.poster.state, .none)
        XCTAssertNil(h.app.visibleMessage, "a show without a poster is normal")
        XCTAssertEqual(imageRequests(server), 1, "tried once, not again when the detail arrived")
        XCTAssertEqual(h.log.events(named: "poster.failed").count, 1)
    }

    func testPoppingTheDetailCancelsASlowPoster() throws {
        let (h, server, cache) = try tmdbApp { _ in .hang }
        let model = try h.openFirstDetail(settle: false)
        let poster = model.poster
        XCTAssertEqual(h.executor.pendingCount, 2)
        h.executor.run(at: 1)  // the detail (the poster was submitted first)
        h.app.tick()
        // The poster job blocks on the hanging server: run it on another thread.
        let finished = expectation(description: "poster job ends")
        let executor = h.executor
        DispatchQueue.global().async {
            executor.run(at: 0)
            finished.fulfill()
        }
        XCTAssertTrue(pollUntil { self.imageRequests(server) == 1 }, "the poster request reached the server")
        h.press(.escape)
        wait(for: [finished], timeout: 5)
        h.app.tick()
        XCTAssertFalse(h.app.navigator.isShowingDetail)
        XCTAssertEqual(h.log.events(named: "poster.cancelled").count, 1, "the log says it was cancelled")
        XCTAssertEqual(poster.state, .none, "nothing arrives late")
        XCTAssertEqual(h.log.events(named: "poster.fetched").count, 0)
        XCTAssertEqual(cache.files().count, 0)
    }

    func testAnOversizedImageIsRefusedWhileItDownloads() throws {
        let (h, server, cache) = try tmdbApp { _ in .stream(status: 200, contentLength: nil, bodyBytes: PosterLoader.maxImageBytes + 65_536) }
        let model = try h.openFirstDetail(settle: false)
        h.settle()
        XCTAssertEqual(model.poster.state, .none)
        XCTAssertEqual(h.log.events(named: "poster.failed").first?["error"] as? String, "response too large")
        XCTAssertEqual(cache.files().count, 0)
        XCTAssertEqual(imageRequests(server), 1)
    }

    func testWithImagesOffNoPosterIsFetched() throws {
        let (h, server, _) = try tmdbApp { _ in .respond(status: 200, headers: [:], body: Self.jpeg) }
        h.container.posterLoader = nil  // --no-images
        let model = try h.openFirstDetail(settle: false)
        h.settle()
        XCTAssertEqual(model.poster.state, .none)
        XCTAssertEqual(imageRequests(server), 0)
        XCTAssertNotNil(model.detail, "the detail itself loads as before")
    }

    func testTheOfflineCatalogFetchesNoPoster() throws {
        let h = try AppHarness()
        h.container.posterLoader = PosterLoader(cache: PosterCache(directory: cacheFolder, clock: h.clock), log: h.log)
        h.app.start()
        h.settle()
        h.press(.enter)
        guard case let .mediaDetail(model) = h.app.navigator.top else { return XCTFail("no detail") }
        h.settle()
        XCTAssertEqual(model.poster.state, .none)
        XCTAssertTrue(h.log.lines.allSatisfy { !$0.contains("poster.") }, "\(h.log.lines)")
        XCTAssertNil(h.app.visibleMessage)
    }

    private func pollUntil(_ condition: () -> Bool) -> Bool {
        let deadline = Date().addingTimeInterval(5)
        while Date() < deadline {
            if condition() { return true }
            Thread.sleep(forTimeInterval: 0.01)
        }
        return condition()
    }
}
