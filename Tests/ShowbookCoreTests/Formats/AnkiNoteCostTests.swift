import XCTest
@testable import ShowbookExchange

/// Anki fields come from other people's files: taking out media, ruby and furigana and looking
/// for cloze deletions must stay linear in a field's length, whatever it repeats. Each shape is
/// run at two lengths, 25,000 and 100,000 characters, and the work each step counts (bytes or
/// characters looked at) must stay within the same few steps per character at both: a step
/// that searched the rest of the field once per match would cost thousands.
final class AnkiNoteCostTests: XCTestCase {
    static let lengths = [25_000, 100_000]
    /// Steps per byte of the field, at most (media: two passes, each comparing its opening).
    static let stepsPerByte = 8
    static let mediaStepsPerByte = 24

    func repeated(_ unit: String, length: Int) -> String { String(repeating: unit, count: length / unit.count) }

    func testHostileFieldsConvertInOnePass() {
        for unit in ["[sound:", "[sound:a]", "<img", "<img>", "<imgx", "{{c", "{{c1:", "<rt", "<ruby><rt>", "<", "漢[", "漢[か", "[か]"] {
            for length in Self.lengths {
                let field = repeated(unit, length: length)
                let bound = Self.stepsPerByte * field.utf8.count
                var work = 0
                let media = AnkiMediaRefs.removed(from: field, work: &work)
                XCTAssertLessThanOrEqual(media.text.utf8.count, field.utf8.count, unit)
                XCTAssertLessThanOrEqual(work, Self.mediaStepsPerByte * field.utf8.count, "\(unit) × \(length): media")
                for (step, cost) in [("cloze", { (work: inout Int) in _ = AnkiKnownNoteTypes.hasCloze(field, work: &work) }),
                                     ("ruby", { (work: inout Int) in _ = AnkiFurigana.ruby(field, work: &work) }),
                                     ("brackets", { (work: inout Int) in _ = AnkiFurigana.brackets(field, work: &work) })] {
                    var work = 0
                    cost(&work)
                    XCTAssertLessThanOrEqual(work, bound, "\(unit) × \(length): \(step)")
                }
            }
        }
        XCTAssertEqual(AnkiMediaRefs.removed(from: repeated("[sound:a]", length: 90_000)).sounds, 10_000)
        XCTAssertEqual(AnkiMediaRefs.removed(from: "a [sound:open").text, "a [sound:open", "an unclosed reference stays")
    }
}
