import Foundation
import ShowbookTestSupport
import XCTest
@testable import ShowbookApp

/// `i` on the Books tab asks for a file: labelled "File:", Tab completes the path, `~` is the
/// home folder from `$HOME`.
final class ImportPromptTests: XCTestCase {
    func testTheFileFieldCompletesWithTabAndExpandsTheHomeFromHOME() throws {
        let home = try makeTemporaryFolder("showbook-home").url
        try FileManager.default.createDirectory(at: home.appendingPathComponent("decks"), withIntermediateDirectories: true)
        try "#deck:Kitchen\n사과\tapple\n".write(to: home.appendingPathComponent("decks/kitchen words.txt"),
                                               atomically: true, encoding: .utf8)
        let previousHome = ProcessInfo.processInfo.environment["HOME"]
        setenv("HOME", home.path, 1)
        defer { if let previousHome { setenv("HOME", previousHome, 1) } else { unsetenv("HOME") } }

        let h = try AppHarness()
        h.app.select(.books)
        h.type("i")
        guard case let .prompt(prompt)? = h.app.navigator.modal?.modal else { return XCTFail("no file field") }
        XCTAssertEqual(prompt.fieldLabel, "File:")
        XCTAssertTrue(prompt.helpEntries.contains(HelpEntry("Tab", "complete the path")))
        h.press(.enter)
        XCTAssertEqual(prompt.errorMessage, "A file is required")
        h.type("~")
        h.press(.tab)
        XCTAssertEqual(prompt.field.text, "~/")
        h.type("de")
        h.press(.tab)
        XCTAssertEqual(prompt.field.text, "~/decks/")
        h.type("k")
        h.press(.tab)
        XCTAssertEqual(prompt.field.text, "~/decks/kitchen words.txt")
        h.press(.enter)
        // The path field gives way to the import's progress modal until the job has run.
        guard case .importProgress? = h.app.navigator.modal?.modal else { return XCTFail("\(prompt.errorMessage ?? "no progress modal")") }
        h.settle()
        XCTAssertNil(h.app.navigator.modal)
        XCTAssertEqual(h.app.books.books.map(\.title).contains("Kitchen"), true)
    }

    func testANamePromptHasNoCompletion() throws {
        let h = try AppHarness()
        h.app.select(.books)
        h.type("n")
        guard case let .prompt(prompt)? = h.app.navigator.modal?.modal else { return XCTFail("no name field") }
        XCTAssertEqual(prompt.fieldLabel, "Name:")
        XCTAssertFalse(prompt.completesPaths)
        h.type("ab")
        h.press(.tab)
        XCTAssertEqual(prompt.field.text, "ab")
    }
}
