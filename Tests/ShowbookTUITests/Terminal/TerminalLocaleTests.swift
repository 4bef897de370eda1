import XCTest
@testable import ShowbookTUI

/// The locale decision with an injected "is this locale installed" check, and what ASCII mode
/// draws instead of text it cannot show.
final class TerminalLocaleTests: XCTestCase {
    func testUTF8LocaleIsKeptWithoutAWord() {
        var tried: [String] = []
        let outcome = TerminalLocale.decide(current: "de_DE.UTF-8", currentIsUTF8: true) { tried.append($0); return true }
        XCTAssertEqual(outcome, .unchanged)
        XCTAssertNil(outcome.message)
        XCTAssertEqual(tried, [], "nothing is switched when the locale already works")
    }

    func testCLocaleSwitchesToTheFirstInstalledUTF8Locale() {
        var tried: [String] = []
        let outcome = TerminalLocale.decide(current: "C", currentIsUTF8: false) { name in
            tried.append(name)
            return name == "C.utf8"
        }
        XCTAssertEqual(outcome, .switched(from: "C", to: "C.utf8"))
        XCTAssertEqual(tried, ["C.UTF-8", "C.utf8"])
        XCTAssertEqual(outcome.message, "locale C is not UTF-8; using C.utf8")
        XCTAssertFalse(outcome.isASCII)
    }

    func testNoUTF8LocaleFallsBackToASCIIAndSaysSoInOneLine() {
        let outcome = TerminalLocale.decide(current: "POSIX", currentIsUTF8: false) { _ in false }
        XCTAssertEqual(outcome, .ascii(current: "POSIX"))
        XCTAssertTrue(outcome.isASCII)
        let message = try? XCTUnwrap(outcome.message)
        XCTAssertEqual(message?.contains("\n"), false)
        XCTAssertEqual(message?.contains("running in ASCII"), true)
    }

    func testCodesetNames() {
        XCTAssertTrue(TerminalLocale.isUTF8("UTF-8"))
        XCTAssertTrue(TerminalLocale.isUTF8("utf8"))
        XCTAssertFalse(TerminalLocale.isUTF8("ANSI_X3.4-1968"))
        XCTAssertFalse(TerminalLocale.isUTF8("ISO-8859-1"))
    }

    func testASCIIModeKeepsWidthsAndDrawsOnlyASCII() {
        XCTAssertEqual(ASCIIFallback.cells(for: "a", width: 1), ["a"])
        XCTAssertEqual(ASCIIFallback.cells(for: "한", width: 2), ["?", "?"], "a wide character keeps its two cells")
        XCTAssertEqual(ASCIIFallback.cells(for: "▌", width: 1), [">"])
        XCTAssertEqual(ASCIIFallback.cells(for: "┌", width: 1), ["+"])
        XCTAssertEqual(ASCIIFallback.cells(for: "é", width: 1), ["?"])
        XCTAssertEqual(ASCIIFallback.cells(for: "🦑", width: 2), ["?", "?"])
        for glyph in ASCIIFallback.lookAlikes.values { XCTAssertTrue(glyph.isASCII) }
    }
}
