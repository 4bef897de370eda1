import ShowbookTestSupport
import XCTest
@testable import ShowbookTUI
@testable import ShowbookWords
@testable import ShowbookApp

/// The word form shows its five fields — the fifth, "Form in example", is what a meaning-first
/// front masks — each field starting after the longest label, and Ctrl-D's senses under the
/// dictionary's name.
final class WordFormRenderTests: XCTestCase {
    /// The word form of a book "Words": for a new word, or editing `draft`, its only word.
    func openForm(_ h: AppHarness, editing draft: WordDraft? = nil) throws -> WordFormModel {
        try h.openWordForm(in: try h.makeBook("Words", draft.map { [$0] } ?? []), editing: draft != nil)
    }

    func testTheFiveFieldsWithFormInExample() throws {
        let h = try AppHarness.forRendering(records: [])
        _ = try openForm(h, editing: WordDraft(term: "가다", meaning: "to go", example: "학교에 갔어요", surface: "갔어요"))
        let lines = h.render(width: 80, height: 24).lines
        let rows = ["Term", "Reading", "Meaning", "Example", "Form in example"].map { label in
            lines.first { $0.contains("│ \(label) ") }
        }
        XCTAssertFalse(rows.contains(nil), lines.joined(separator: "\n"))
        let term = try XCTUnwrap(rows[0]), surface = try XCTUnwrap(rows[4]), example = try XCTUnwrap(rows[3])
        XCTAssertTrue(surface.contains("Form in example  갔어요"), surface)
        XCTAssertEqual(DisplayWidth.of(term.prefix { $0 != "가" }), DisplayWidth.of(example.prefix { $0 != "학" }),
                       "the fields line up after the longest label")
        XCTAssertTrue(lines.contains { $0.contains("Save") && $0.contains("Cancel") }, lines.joined(separator: "\n"))
    }

    func testTheSenseListNamesItsDictionary() throws {
        let h = try AppHarness.forRendering(records: [])
        let form = try openForm(h)
        for character in "食べる" { h.app.handle(.character(character)) }
        h.app.handle(.ctrl("d"))
        XCTAssertTrue(form.isPickingSense, form.errorMessage ?? "")
        let lines = h.render(width: 80, height: 24).lines
        XCTAssertTrue(lines.contains { $0.contains("EDICT senses — Enter puts one into Meaning:") }, lines.joined(separator: "\n"))
        XCTAssertTrue(lines.contains { $0.contains("to eat") }, lines.joined(separator: "\n"))
    }

    func testAWordWithNeitherMeaningNorExampleIsSavedAndTheEmptyTermIsNot() throws {
        let h = try AppHarness.forRendering(records: [])
        _ = try openForm(h)
        h.app.handle(.enter)
        var lines = h.render(width: 80, height: 24).lines
        XCTAssertTrue(lines.contains { $0.contains("A word needs a term") }, lines.joined(separator: "\n"))
        for character in "가다" { h.app.handle(.character(character)) }
        h.app.handle(.enter)
        lines = h.render(width: 80, height: 24).lines
        XCTAssertFalse(lines.contains { $0.contains("A word needs") }, lines.joined(separator: "\n"))
        XCTAssertTrue(lines.contains { $0.contains("가다") }, lines.joined(separator: "\n"))
    }
}
