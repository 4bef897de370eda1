import XCTest
@testable import ShowbookCore

/// Anki fields come from other people's files: taking out media, ruby and furigana and looking
/// for cloze deletions must stay linear in a field's length, whatever it repeats. Each shape
/// below, at 200,000 characters, would take minutes if any step searched the rest of the field
/// once per match.
final class AnkiNoteCostTests: XCTestCase {
    static let length = 200_000

    func repeated(_ unit: String) -> String { String(repeating: unit, count: Self.length / unit.count) }

    func testHostileFieldsConvertInOnePass() {
        let start = Date()
        for unit in ["[sound:", "[sound:a]", "<img", "<img>", "<imgx", "{{c", "{{c1:", "<rt", "<ruby><rt>", "<", "漢[", "漢[か", "[か]"] {
            let field = repeated(unit)
            let media = AnkiMediaRefs.removed(from: field)
            XCTAssertLessThanOrEqual(media.text.utf8.count, field.utf8.count, unit)
            _ = AnkiKnownNoteTypes.hasCloze(field)
            _ = AnkiFurigana.ruby(field)
            _ = AnkiFurigana.brackets(field)
        }
        XCTAssertLessThan(Date().timeIntervalSince(start), 30, "hostile fields took \(Date().timeIntervalSince(start)) s")
        XCTAssertEqual(AnkiMediaRefs.removed(from: repeated("[sound:a]")).sounds, Self.length / 9)
        XCTAssertEqual(AnkiMediaRefs.removed(from: "a [sound:open").text, "a [sound:open", "an unclosed reference stays")
    }
}
