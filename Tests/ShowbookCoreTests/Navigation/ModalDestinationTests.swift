import Foundation
import ShowbookTestSupport
import XCTest
@testable import ShowbookWords
@testable import ShowbookApp

/// Modals as navigation data: a screen asks for a `ModalDestination`, `ScreenFactory` builds
/// the modal's model only when the navigator presents it, the navigator drops it on dismissal
/// (its `modal.<kind>.released` event, and no one else holds the model), and the presenter
/// hears the outcome — each opened by its own key on the screen that asks for it.
final class ModalDestinationTests: XCTestCase {
    var h: AppHarness!
    var folder: URL!

    override func setUpWithError() throws {
        h = try AppHarness()
        folder = try makeTemporaryFolder("modal-destinations").url
    }

    private func counts(_ kind: String) -> (built: Int, released: Int) {
        (h.log.events(named: "\(kind).built").count, h.log.events(named: "\(kind).released").count)
    }

    /// Presses `open`, checks the modal of `kind` was built by it (and not before), then runs
    /// `close` and checks the navigator released it and nothing else holds its model; after it
    /// no modal is shown, or the one of kind `followedBy`.
    private func assertBuiltWhenPresentedAndReleased(_ kind: String, open: () -> Void, close: () -> Void,
                                                    followedBy next: String? = nil,
                                                    file: StaticString = #filePath, line: UInt = #line) {
        let before = counts(kind)
        XCTAssertNil(h.app.navigator.modal, "\(kind): no modal before", file: file, line: line)
        open()
        XCTAssertEqual(h.app.navigator.modal?.modal.lifecycleKind, kind, "\(kind): presented", file: file, line: line)
        XCTAssertEqual(counts(kind).built, before.built + 1, "\(kind): built when presented", file: file, line: line)
        XCTAssertEqual(counts(kind).released, before.released, "\(kind): held while shown", file: file, line: line)
        weak let model = h.app.navigator.modal?.modal.model
        close()
        XCTAssertEqual(h.app.navigator.modal?.modal.lifecycleKind, next, "\(kind): dismissed", file: file, line: line)
        XCTAssertEqual(counts(kind).released, before.released + 1, "\(kind): released on dismissal", file: file, line: line)
        XCTAssertNil(model, "\(kind): nothing else holds the model", file: file, line: line)
    }

    /// The book "Alpha" holding 비, its screen open.
    private func openAlpha() throws -> WordBook {
        let book = try h.makeBook("Alpha", [WordDraft(term: "비", meaning: "m")])
        try h.openBook(book)
        return book
    }

    func testTheCloseModalIsBuiltByCAndItsPresenterStaysOnCancelAndGoesOnClose() throws {
        let book = try openAlpha()
        assertBuiltWhenPresentedAndReleased("modal.closeBook", open: { h.type("c") }, close: { h.press(.escape) })
        guard case .wordBook = h.app.navigator.top else { return XCTFail("Cancel dismissed the book screen too") }
        assertBuiltWhenPresentedAndReleased("modal.closeBook", open: { h.type("c") }, close: {
            h.press(.enter)
            h.settle()
        })
        guard case .root = h.app.navigator.top else { return XCTFail("Close left the book screen: \(h.app.navigator.top)") }
        XCTAssertEqual(try h.container.wordBooks.books.book(id: book.id)?.isClosed, true)
    }

    func testTheBookScreensFormAndQuestionAreBuiltWhenAskedFor() throws {
        let book = try openAlpha()
        assertBuiltWhenPresentedAndReleased("modal.wordForm", open: { h.type("a") }, close: {
            h.type("눈")
            h.press(.tab, .tab)
            h.type("snow")
            h.press(.enter)
        })
        XCTAssertEqual(h.app.visibleMessage, "Added “눈” to “Alpha”", "the presenter heard the saved word")
        assertBuiltWhenPresentedAndReleased("modal.confirm", open: { h.type("x") }, close: { h.press(.escape) })
        XCTAssertEqual(try h.container.wordBooks.words.words(bookID: book.id).count, 2, "Cancel deleted nothing")
        assertBuiltWhenPresentedAndReleased("modal.prompt", open: { h.type("E") }, close: { h.press(.escape) })
    }

    func testTheBooksTabsPromptsAndTheImportAreBuiltWhenAskedFor() throws {
        h.app.select(.books)
        assertBuiltWhenPresentedAndReleased("modal.prompt", open: { h.type("n") }, close: {
            h.type("Kitchen")
            h.press(.enter)
        })
        XCTAssertEqual(h.app.visibleMessage, "Created “Kitchen”", "the presenter heard the created book")
        assertBuiltWhenPresentedAndReleased("modal.prompt", open: { h.type("r") }, close: { h.press(.escape) })
        let file = folder.appendingPathComponent("deck.txt")
        try "#separator:tab\n사과\tapple\n".write(to: file, atomically: true, encoding: .utf8)
        let imports = counts("modal.importProgress")
        assertBuiltWhenPresentedAndReleased("modal.prompt", open: {
            h.type("i")
            h.type(file.path)
        }, close: { h.press(.enter) }, followedBy: "modal.importProgress")
        XCTAssertEqual(counts("modal.importProgress").built, imports.built + 1, "the import's modal follows the path's")
        XCTAssertEqual(h.executor.pendingCount, 1, "the import runs on a job from the moment it is shown")
        weak let progress = h.app.navigator.modal?.modal.model
        h.settle()
        XCTAssertNil(h.app.navigator.modal)
        XCTAssertNil(progress, "released once the job ended it")
        XCTAssertEqual(counts("modal.importProgress").released, imports.released + 1)
        XCTAssertEqual(h.app.visibleMessage?.hasPrefix("Imported into “deck”: 1 added"), true, h.app.visibleMessage ?? "")
    }

    func testTheDetailsPromptsAreBuiltWhenAskedFor() throws {
        try h.openDetail(searching: "Breaking Bad")
        assertBuiltWhenPresentedAndReleased("modal.prompt", open: { h.type("m") }, close: { h.press(.escape) })
        guard case .mediaDetail = h.app.navigator.top else { return XCTFail("Esc on the path left the detail") }
        assertBuiltWhenPresentedAndReleased("modal.prompt", open: { h.type("w") }, close: { h.press(.enter) })
        guard case let .wordBook(book) = h.app.navigator.top else { return XCTFail("the created book is not shown") }
        XCTAssertEqual(book.book.title, "Breaking Bad")
    }

    func testTheStudyResetQuestionIsBuiltWhenAskedFor() throws {
        let book = try openAlpha()
        h.type("s")
        guard case .study = h.app.navigator.top else { return XCTFail("no study screen for “\(book.title)”") }
        assertBuiltWhenPresentedAndReleased("modal.confirm", open: { h.type("R") }, close: { h.press(.right, .enter) })
        XCTAssertEqual(h.app.visibleMessage, "“비” is new again", "the presenter heard the answer")
    }
}
