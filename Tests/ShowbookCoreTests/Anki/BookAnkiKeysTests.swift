import Foundation
import ShowbookTestSupport
import XCTest
@testable import ShowbookWords
@testable import ShowbookExchange
@testable import ShowbookApp

/// `E` and `A` on a book screen: the package written to the path the prompt is given, and the
/// push run as a job (the status line says so at once) whose outcome — what Anki did, or the
/// one line for no Anki — replaces it; a pushed word keeps its note id.
final class BookAnkiKeysTests: XCTestCase {
    /// An AnkiConnect stand-in that answers each action the way the add-on does, numbering
    /// added notes from 1_000.
    static func fakeAnki() throws -> LoopbackHTTPServer {
        try LoopbackHTTPServer { request in
            guard let sent = try? JSONSerialization.jsonObject(with: request.body) as? [String: Any],
                  let action = sent["action"] as? String else { return .json(#"{"result": null, "error": "bad request"}"#) }
            let notes = ((sent["params"] as? [String: Any])?["notes"] as? [Any])?.count ?? 0
            switch action {
            case "version": return .json(#"{"result": 6, "error": null}"#)
            case "createDeck": return .json(#"{"result": 17, "error": null}"#)
            case "modelNames": return .json(#"{"result": ["Basic", "Showbook"], "error": null}"#)
            case "canAddNotes":
                let answers = (0..<notes).map { $0 == 0 ? "false" : "true" }.joined(separator: ", ")
                return .json(#"{"result": [\#(answers)], "error": null}"#)
            case "addNotes": return .json(#"{"result": \#((0..<notes).map { 1_000 + $0 }), "error": null}"#)
            default: return .json(#"{"result": null, "error": "unsupported action"}"#)
            }
        }
    }

    /// The book "Kitchen" of three words, its screen open.
    func openBook(_ h: AppHarness) throws -> WordBook {
        let book = try h.makeBook("Kitchen", ["칼", "물", "밥"].map { WordDraft(term: $0, meaning: $0) })
        try h.openBook(book)
        return book
    }

    func testAPushesOnAJobAndKeepsTheNoteIDs() throws {
        let server = try Self.fakeAnki()
        defer { server.stop() }
        let h = try AppHarness(ankiConnectURL: server.baseURL.absoluteString)
        let book = try openBook(h)
        h.type("A")
        XCTAssertEqual(h.app.visibleMessage, "Pushing “Kitchen” to Anki…")
        XCTAssertEqual(server.requests.count, 0, "nothing is sent on the main thread")
        h.settle()
        XCTAssertEqual(h.app.visibleMessage, "Anki deck “Kitchen”: 2 added, 0 updated, 1 already in Anki (not added)")
        let links = try AnkiNoteLinks(database: h.database).noteIDs(bookID: book.id)
        XCTAssertEqual(links.values.sorted(), [1_000, 1_001], "the two added words keep their note ids")
        let actions = server.requests.compactMap { (try? JSONSerialization.jsonObject(with: $0.body) as? [String: Any])?["action"] as? String }
        // The duplicate is looked for among the deck's notes (this stand-in refuses findNotes,
        // so it stays "already in Anki").
        XCTAssertEqual(actions, ["version", "createDeck", "modelNames", "canAddNotes", "findNotes", "addNotes"])
    }

    func testAWithoutAnkiSaysSoOnOneLine() throws {
        let port = try LoopbackHTTPServer.closedPort()
        let h = try AppHarness(ankiConnectURL: "http://127.0.0.1:\(port)")
        _ = try openBook(h)
        h.type("A")
        h.settle()
        XCTAssertEqual(h.app.visibleMessage, "Anki with AnkiConnect is not running at http://127.0.0.1:\(port)")
    }

    func testEWritesThePackageToThePathGiven() throws {
        let h = try AppHarness()
        _ = try openBook(h)
        let folder = try makeTemporaryFolder("apkg-keys").url
        h.type("E")
        let prompt = try h.shownPrompt()
        XCTAssertEqual(prompt.field.text, "~/Kitchen.apkg")
        h.press(.ctrl("u"))
        h.type(folder.appendingPathComponent("missing/k.apkg").path)
        h.press(.enter)
        XCTAssertNotNil(prompt.errorMessage, "a folder that does not exist keeps the field open with the reason")
        h.press(.ctrl("u"))
        let path = folder.appendingPathComponent("k.apkg").path
        h.type(path)
        h.press(.enter)
        XCTAssertNil(h.app.navigator.modal)
        XCTAssertEqual(h.app.visibleMessage, "Wrote 3 notes to \(path) — import it in Anki (File → Import)")
        let bytes = try XCTUnwrap(FileManager.default.contents(atPath: path))
        XCTAssertEqual(Array(bytes.prefix(4)), [0x50, 0x4B, 0x03, 0x04], "a ZIP archive")
    }

    func testEWithMediaOnCutsTheClipsOnAJob() throws {
        let folder = try makeTemporaryFolder("apkg-clips").url
        let video = try ClipFixtures.episode(in: folder)
        let h = try AppHarness(clips: ClipSettings(enabled: true))
        let book = try openBook(h)
        _ = try h.container.wordBooks.words.addWord(
            WordDraft(term: "학교", meaning: "school", exampleClip: ExampleClip(media: video, start: 1.023, end: 2.023)), to: book.id)
        h.type("E")
        try h.shownPrompt()
        h.press(.ctrl("u"))
        let path = folder.appendingPathComponent("k.apkg").path
        h.type(path)
        h.press(.enter)
        XCTAssertNil(h.app.navigator.modal)
        XCTAssertEqual(h.app.visibleMessage, "Cutting clips and writing \(path)…")
        XCTAssertNil(FileManager.default.contents(atPath: path), "nothing is cut on the main thread")
        h.settle()
        XCTAssertEqual(h.app.visibleMessage, "Wrote 4 notes with 1 clip to \(path) — import it in Anki (File → Import)")
        XCTAssertNotNil(FileManager.default.contents(atPath: path))
    }
}
