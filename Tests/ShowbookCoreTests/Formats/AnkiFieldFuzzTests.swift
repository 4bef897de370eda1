import Foundation
import ShowbookTestSupport
import XCTest
@testable import ShowbookPlatform
@testable import ShowbookExchange

/// Generated note fields (`AnkiTextFuzz.field`: markup, ruby, furigana brackets, sounds,
/// pictures, cloze deletions, Showbook's spans, entities, controls, runs of one piece) through
/// every step that cleans a field — media references, Showbook's parts of a Back field, HTML to
/// text, ruby and furigana, cloze detection — as the text and package imports run them. No
/// trap; what comes out is never longer than what went in (twice, for a reading built from a
/// term's annotations), and the counted work stays linear in the field.
final class AnkiFieldFuzzTests: XCTestCase {
    static let seed: UInt64 = 0xA7E1_F1E1_D5
    static let cases = 200

    func testGeneratedFieldsCleanWithinBounds() {
        FuzzRun.cases("anki-fields", seed: Self.seed, count: Self.cases) { random, index in
            let field = AnkiTextFuzz.field(using: &random)
            let label = FuzzRun.describe("anki-fields", seed: Self.seed, index: index)
            let size = field.unicodeScalars.count

            let media = AnkiMediaRefs.removed(from: field)
            XCTAssertLessThanOrEqual(media.text.utf8.count, field.utf8.count, label)
            XCTAssertGreaterThanOrEqual(min(media.sounds, media.pictures), 0, label)

            var splitWork = 0
            let split = AnkiNoteFields.split(back: media.text, work: &splitWork)
            XCTAssertLessThanOrEqual(splitWork, 40 * (media.text.utf8.count + 1), "\(label): split work")
            let parts = [split.meaning, split.reading, split.example, split.translation].compactMap { $0 }
            XCTAssertLessThanOrEqual(parts.map(\.utf8.count).reduce(0, +), media.text.utf8.count, label)

            var textWork = 0
            let plain = HTMLText.plainText(media.text, work: &textWork)
            XCTAssertLessThanOrEqual(textWork, 16 * (media.text.unicodeScalars.count + 1), "\(label): HTML work")
            XCTAssertLessThanOrEqual(plain.unicodeScalars.count, size + 1, label)

            for html in [true, false] {
                let fields = AnkiFieldText(html: html)
                let (term, reading) = fields.termAndReading(media.text)
                XCTAssertLessThanOrEqual(term.unicodeScalars.count, size, "\(label) html \(html): term")
                XCTAssertLessThanOrEqual((reading ?? "").unicodeScalars.count, 2 * size, "\(label) html \(html): reading")
                XCTAssertEqual(term, term.trimmedWhitespace, "\(label): the term comes out trimmed")
                XCTAssertLessThanOrEqual(fields.shown(media.text).unicodeScalars.count, size, "\(label) html \(html): shown")
                XCTAssertLessThanOrEqual(fields.reading(media.text).unicodeScalars.count, 2 * size, "\(label) html \(html)")
            }
            if let ruby = AnkiFurigana.ruby(field) {
                XCTAssertLessThanOrEqual(ruby.base.unicodeScalars.count, size, label)
                XCTAssertLessThanOrEqual(ruby.reading.unicodeScalars.count, size, label)
            }
            if let brackets = AnkiFurigana.brackets(field) {
                XCTAssertLessThanOrEqual(brackets.base.unicodeScalars.count, size, label)
                XCTAssertLessThanOrEqual(brackets.reading.unicodeScalars.count, size, label)
            }
            _ = AnkiKnownNoteTypes.hasCloze(field)
        }
    }
}
