import Foundation
import ShowbookTestSupport
import XCTest
@testable import ShowbookCore

/// The AnkiConnect client on the wire: a JSON POST per action in the protocol's shape, the
/// answer's `result` or `error`, and one line — "Anki with AnkiConnect is not running at …" —
/// for a refused connection, a non-AnkiConnect answer or an add-on older than version 6.
final class AnkiConnectClientTests: XCTestCase {
    func testAnActionIsAJSONPostAndItsResultComesBack() throws {
        let server = try LoopbackHTTPServer { _ in .json(#"{"result": ["Basic", "Showbook"], "error": null}"#) }
        defer { server.stop() }
        let client = try XCTUnwrap(AnkiConnectClient(address: server.baseURL.absoluteString))
        let names = try client.invoke("modelNames", ["unused": 1]) as? [String]
        XCTAssertEqual(names, ["Basic", "Showbook"])
        let request = try XCTUnwrap(server.requests.first)
        XCTAssertEqual(request.method, "POST")
        XCTAssertEqual(request.headers["content-type"], "application/json")
        XCTAssertNil(request.headers["expect"], "no 100-continue wait")
        let sent = try XCTUnwrap(JSONSerialization.jsonObject(with: request.body) as? [String: Any])
        XCTAssertEqual(sent["action"] as? String, "modelNames")
        XCTAssertEqual(sent["version"] as? Int, 6)
        XCTAssertEqual((sent["params"] as? [String: Any])?["unused"] as? Int, 1)
    }

    func testAnErrorAnswerIsARefusalNamingTheAction() throws {
        let server = try LoopbackHTTPServer { _ in .json(#"{"result": null, "error": "model was not found: X"}"#) }
        defer { server.stop() }
        let client = try XCTUnwrap(AnkiConnectClient(address: server.baseURL.absoluteString))
        XCTAssertThrowsError(try client.invoke("addNotes")) { error in
            XCTAssertEqual("\(error)", "AnkiConnect refused addNotes: model was not found: X")
        }
    }

    func testNoAnkiAnOldAddOnOrAnotherServerIsOneLine() throws {
        let closed = try LoopbackHTTPServer.closedPort()
        let refused = try XCTUnwrap(AnkiConnectClient(address: "http://127.0.0.1:\(closed)"))
        XCTAssertThrowsError(try refused.checkVersion()) { error in
            XCTAssertEqual("\(error)", "Anki with AnkiConnect is not running at http://127.0.0.1:\(closed)")
        }
        for answer in [#"{"result": 5, "error": null}"#, #"<html>not anki</html>"#] {
            let server = try LoopbackHTTPServer { _ in .json(answer) }
            defer { server.stop() }
            let client = try XCTUnwrap(AnkiConnectClient(address: server.baseURL.absoluteString))
            XCTAssertThrowsError(try client.checkVersion(), answer) { error in
                XCTAssertEqual("\(error)", "Anki with AnkiConnect is not running at \(server.baseURL.absoluteString)")
            }
        }
        let current = try LoopbackHTTPServer { _ in .json(#"{"result": 6, "error": null}"#) }
        defer { current.stop() }
        XCTAssertEqual(try XCTUnwrap(AnkiConnectClient(address: current.baseURL.absoluteString)).checkVersion(), 6)
    }

    func testOnlyHTTPAddressesAreTaken() {
        XCTAssertNil(AnkiConnectClient(address: "127.0.0.1:8765"))
        XCTAssertNil(AnkiConnectClient(address: "file:///tmp/x"))
        XCTAssertNotNil(AnkiConnectClient(address: AnkiConnectClient.defaultURL))
    }
}
