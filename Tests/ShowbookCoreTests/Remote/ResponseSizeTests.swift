import XCTest
import ShowbookTestSupport
@testable import ShowbookPlatform
@testable import ShowbookTV

/// A body over the limit (32 MiB) is refused with one line, "response too large", without
/// being read whole: a declared `Content-Length` over the limit stops the exchange before the
/// body, and a body without one is counted as it streams in and cut off once it passes.
final class ResponseSizeTests: XCTestCase {
    static let limit = 32 * 1024 * 1024

    func testTheLimitIs32MiB() {
        XCTAssertEqual(HTTPClient.Configuration().maxBodyBytes, Self.limit)
    }

    func testABodyDeclaredOverTheLimitIsRefusedBeforeItIsRead() throws {
        // The body never comes: only refusing on the header can answer before the timeout.
        let h = try RemoteHarness(handler: { _ in .stream(status: 200, contentLength: Self.limit + 1, bodyBytes: 0) })
        XCTAssertEqual(h.failure { try h.tvmaze().search(query: "girls", page: 1, cancellation: Cancellation()) }, "response too large")
        let errors = try RemoteHarness(handler: { _ in .stream(status: 500, contentLength: Self.limit + 1, bodyBytes: 0) })
        XCTAssertEqual(errors.failure { try errors.tvmaze().search(query: "girls", page: 1, cancellation: Cancellation()) }, "response too large")
    }

    func testABodyWithoutALengthIsCutOffOnceItPassesTheLimit() throws {
        // A body that would never end: read whole, it could only end in a timeout.
        let endless = 1 << 40
        let h = try RemoteHarness(handler: { _ in .stream(status: 200, contentLength: nil, bodyBytes: endless) })
        XCTAssertEqual(h.failure { try h.tmdb().search(query: "bad", page: 1, cancellation: Cancellation()) }, "response too large")
        XCTAssertTrue(h.server.waitForStreamsToEnd(timeout: 90), "the client closed the connection")
        XCTAssertGreaterThan(h.server.streamedBytes, Self.limit, "the body was counted up to the limit")
        XCTAssertLessThan(h.server.streamedBytes, endless)
        XCTAssertEqual(h.cache.count, 0)
    }

    func testBodiesUpToTheLimitArrive() throws {
        for declared in [true, false] {
            let server = try LoopbackHTTPServer { request in
                let size = Int(request.path.dropFirst()) ?? 0
                return .stream(status: 200, contentLength: declared ? size : nil, bodyBytes: size)
            }
            defer { server.stop() }
            var configuration = HTTPClient.Configuration()
            configuration.timeout = 5
            configuration.maxBodyBytes = 4096
            let client = HTTPClient(baseURL: server.baseURL, configuration: configuration)
            XCTAssertEqual(try client.get(HTTPRequest(path: "/4096"), cancellation: Cancellation()).count, 4096)
            XCTAssertThrowsError(try client.get(HTTPRequest(path: "/4097"), cancellation: Cancellation())) { error in
                XCTAssertEqual(error as? RemoteError, .responseTooLarge, "declared: \(declared)")
            }
        }
    }
}
