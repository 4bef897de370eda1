import Foundation
import ShowbookTestSupport
import XCTest
@testable import ShowbookExchange

/// The AnkiConnect client on the wire: a JSON POST per action in the protocol's shape, the
/// answer's `result` or `error`, and one line for each way it can fail — "Anki with
/// AnkiConnect is not running at …" only when nothing took the connection.
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

    func testNoAnkiIsNotRunningAndAnOldAddOnSaysItsVersion() throws {
        let closed = try LoopbackHTTPServer.closedPort()
        let refused = try XCTUnwrap(AnkiConnectClient(address: "http://127.0.0.1:\(closed)"))
        XCTAssertThrowsError(try refused.checkVersion()) { error in
            XCTAssertEqual("\(error)", "Anki with AnkiConnect is not running at http://127.0.0.1:\(closed)")
        }
        let old = try LoopbackHTTPServer { _ in .json(#"{"result": 5, "error": null}"#) }
        defer { old.stop() }
        XCTAssertThrowsError(try XCTUnwrap(AnkiConnectClient(address: old.baseURL.absoluteString)).checkVersion()) { error in
            XCTAssertEqual("\(error)", "the AnkiConnect add-on at \(old.baseURL.absoluteString) is version 5; "
                           + "Showbook needs version 6 or later (update the add-on)")
        }
        let current = try LoopbackHTTPServer { _ in .json(#"{"result": 6, "error": null}"#) }
        defer { current.stop() }
        XCTAssertEqual(try XCTUnwrap(AnkiConnectClient(address: current.baseURL.absoluteString)).checkVersion(), 6)
    }

    /// Each way an answer can fail to arrive or make sense is its own line: a timeout, a
    /// connection closed before the answer, an answer that is not AnkiConnect's JSON (another
    /// server, a reply cut short, a version that is no number), an HTTP error status. None of
    /// them says Anki is not running: something did answer.
    func testTimeoutsDropsGarbageAndStatusesEachGetTheirOwnLine() throws {
        let cases: [(LoopbackHTTPServer.Reply, String, (String) -> String)] = [
            (.hang, "version", { "AnkiConnect at \($0) did not answer version within 1 s" }),
            (.drop, "version", { "the connection to AnkiConnect at \($0) closed before it answered version" }),
            (.json("<html>not anki</html>"), "version", { "the server at \($0) answered version with something that is not AnkiConnect's JSON" }),
            (.json(#"{"result": ["#), "modelNames", { "the server at \($0) answered modelNames with something that is not AnkiConnect's JSON" }),
            (.json(#"{"result": 1e300, "error": null}"#), "version", { "the server at \($0) answered version with something that is not AnkiConnect's JSON" }),
            (.json(#"{"result": "6", "error": null}"#), "version", { "the server at \($0) answered version with something that is not AnkiConnect's JSON" }),
            (.json("busy", status: 503), "version", { "the server at \($0) answered version with HTTP 503" }),
        ]
        for (reply, action, expected) in cases {
            let server = try LoopbackHTTPServer { _ in reply }
            defer { server.stop() }
            let url = server.baseURL.absoluteString
            let client = try XCTUnwrap(AnkiConnectClient(address: url, timeout: 1))
            XCTAssertThrowsError(action == "version" ? try client.checkVersion() : try client.invoke(action), "\(reply)") { error in
                XCTAssertEqual("\(error)", expected(url))
                XCTAssertFalse("\(error)".contains("\n"))
            }
        }
    }

    /// An addNotes whose answer was lost may have added the notes: the line says the next
    /// push links them.
    func testALostAddNotesAnswerSaysToPushAgain() throws {
        let server = try LoopbackHTTPServer { _ in .drop }
        defer { server.stop() }
        let url = server.baseURL.absoluteString
        let client = try XCTUnwrap(AnkiConnectClient(address: url))
        XCTAssertThrowsError(try client.invoke("addNotes")) { error in
            XCTAssertEqual("\(error)", "the connection to AnkiConnect at \(url) closed before it answered addNotes; "
                           + "Anki may have added the notes: push again to link them")
        }
    }

    func testOnlyHTTPAddressesAreTaken() {
        XCTAssertNil(AnkiConnectClient(address: "127.0.0.1:8765"))
        XCTAssertNil(AnkiConnectClient(address: "file:///tmp/x"))
        XCTAssertNotNil(AnkiConnectClient(address: AnkiConnectClient.defaultURL))
    }
}
