import ShowbookTestSupport
import XCTest
@testable import ShowbookWords
@testable import ShowbookApp

/// Ctrl-D in the word form looks the term up in WordNet and puts the chosen sense into Meaning.
final class DictionaryFillTests: XCTestCase {
    /// The word form of a new book "English".
    func openForm(_ h: AppHarness) throws -> WordFormModel { try h.openWordForm(in: try h.makeBook("English")) }

    func testPickASenseIntoMeaning() throws {
        // WordNet is required here as by the mining tests (scripts/ensure-deps.sh installs it).
        XCTAssertTrue(WordNet().isInstalled, "wordnet-base is not installed (Debian package wordnet-base)")
        let h = try AppHarness()
        let form = try openForm(h)
        h.type("mice")
        h.press(.ctrl("d"))
        XCTAssertTrue(form.isPickingSense, form.errorMessage ?? "")
        XCTAssertEqual(form.senses.first?.lemma, "mouse")
        let second = try XCTUnwrap(form.senses.dropFirst().first)
        h.press(.down, .enter)
        XCTAssertFalse(form.isPickingSense)
        XCTAssertEqual(form.text(.meaning), second.definition)
        XCTAssertEqual(form.focus, .meaning)
    }

    func testMissingDictionarySaysHowToInstall() throws {
        let h = try AppHarness(dictionary: WordNet(directory: "/nonexistent/wordnet"))
        let form = try openForm(h)
        h.type("apple")
        h.press(.ctrl("d"))
        XCTAssertFalse(form.isPickingSense)
        XCTAssertTrue(form.errorMessage?.contains("wordnet-base") ?? false, form.errorMessage ?? "nil")
    }
}
