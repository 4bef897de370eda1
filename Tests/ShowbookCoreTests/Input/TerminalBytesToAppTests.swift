import ShowbookTestSupport
import XCTest
@testable import ShowbookApp

/// Terminal bytes all the way into the app: what tmux sends for Home, End and a paste edits
/// text fields as editing, never as typed text, and a pasted `q` or newline is no command.
final class TerminalBytesToAppTests: XCTestCase {
    private func send(_ text: String, to app: AppModel) {
        var decoder = TerminalInputDecoder()
        for event in decoder.feed(Array(text.utf8)) + decoder.flush() {
            if case let .key(key) = event { app.handle(key) }
        }
    }

    func testHomeEndAndPasteEditTheQuery() throws {
        let h = try AppHarness()
        h.app.start()
        // In the query Ctrl-A/Ctrl-E move the cursor; tmux's Home and End move the results and
        // are never typed.
        send("quid\u{01}S\u{05} Gam\u{1B}[1~\u{1B}[4~\u{1B}[200~e\nq\u{1B}[201~", to: h.app)
        XCTAssertEqual(h.app.search.query.text, "Squid Game q")
        XCTAssertFalse(h.app.isQuitRequested)
        XCTAssertNil(h.app.navigator.top.model, "the pasted newline opened nothing")
    }

    func testBookNameFromTmuxKeysAndAPaste() throws {
        let h = try AppHarness()
        h.app.start()
        h.press(.alt("3"), .character("n"))
        send("mid\u{1B}[1~A\u{1B}[4~\u{1B}[200~dle\r\nend\u{1B}[201~\u{1B}[<0;3;3M\u{1B}[15~\r", to: h.app)
        h.settle()
        XCTAssertEqual(try h.container.wordBooks.books.openBooks().map(\.title), ["Amiddle end"])
    }

    func testPasteOutsideATextFieldDoesNothing() throws {
        let h = try AppHarness()
        h.app.start()
        h.press(.alt("3"))
        send("\u{1B}[200~qn\r\u{1B}[201~", to: h.app)
        XCTAssertFalse(h.app.isQuitRequested, "a pasted q does not quit")
        XCTAssertNil(h.app.navigator.modal, "a pasted n opens no new-book prompt")
    }

    func testPasteIntoATextFieldKeepsOneLineAndDropsControls() {
        var field = TextFieldState("ab")
        field.handle(.left)
        XCTAssertTrue(field.handle(.paste("1\t2\r\n3\u{07}\u{1B}4")))
        XCTAssertEqual(field.text, "a1 2 34b")
        XCTAssertEqual(field.cursor, 7)
    }
}
