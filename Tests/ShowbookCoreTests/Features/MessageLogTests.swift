import ShowbookTestSupport
import XCTest
@testable import ShowbookApp

/// Status messages show for a few seconds, then live on in the `!` log.
final class MessageLogTests: XCTestCase {
    func testMessagesExpireAndAreLogged() throws {
        let h = try AppHarness()
        try h.container.wordBooks.books.createBook(title: "Empty")
        h.app.select(.books)
        h.press(.enter)
        h.type("s")
        XCTAssertEqual(h.app.visibleMessage, "No words to study yet — press a to add one")
        h.advance(4)
        XCTAssertNotNil(h.app.visibleMessage)
        h.advance(2)
        XCTAssertNil(h.app.visibleMessage, "gone after five seconds")
        h.app.tick()
        XCTAssertEqual(h.app.messages.entries.count, 1, "a message still on screen is logged once")
        h.type("s")
        XCTAssertNotNil(h.app.visibleMessage, "doing the same thing again shows it again")
        XCTAssertEqual(h.app.messages.entries.count, 1, "but the log counts it instead of repeating it")
        XCTAssertEqual(h.app.messages.entries.first?.repeats, 2)
        h.type("!")
        XCTAssertTrue(h.app.isMessageLogShown)
        h.type("a")
        XCTAssertNil(h.app.navigator.modal, "keys do not leak through the log")
        h.press(.escape)
        XCTAssertFalse(h.app.isMessageLogShown)
    }
}

/// A message the app posts itself (a startup warning) stays up for its five seconds even
/// while the screen has nothing to say.
final class PostedMessageTests: XCTestCase {
    func testPostedWarningSurvivesQuietScreens() throws {
        let h = try AppHarness()
        h.app.messages.post("warning: config readable by others", now: h.clock.now)
        h.app.tick()
        h.press(.down)
        XCTAssertEqual(h.app.visibleMessage, "warning: config readable by others")
        h.advance(5)
        XCTAssertNil(h.app.visibleMessage)
        XCTAssertEqual(h.app.messages.entries.map(\.text), ["warning: config readable by others"])
    }
}
