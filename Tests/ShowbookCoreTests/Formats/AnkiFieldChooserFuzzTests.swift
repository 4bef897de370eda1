import ShowbookTestSupport
import XCTest
@testable import ShowbookExchange

/// Random note types (family, generic and random field names; words, sentences, furigana,
/// numbers and random text in several scripts) and random `--map` values through the field
/// chooser: no trap; every part is one of the note's fields or none, the term among them
/// whenever a field has letters, the report's line is one line naming the reason, and a bad
/// `--map` is a one-line error.
final class AnkiFieldChooserFuzzTests: XCTestCase {
    static let seed: UInt64 = 0xF1E1_D5C0_05E
    static let cases = 12_000

    func testRandomNoteTypesGiveFieldsOfTheirOwn() {
        FuzzRun.cases("anki-field-choice", seed: Self.seed, count: Self.cases) { random, index in
            let label = FuzzRun.describe("anki-field-choice", seed: Self.seed, index: index)
            let count = Int.random(in: 0...12, using: &random)
            let names = AnkiFieldChoiceFuzz.fieldNames(count: count, using: &random)
            let texts = Bool.random(using: &random) ? AnkiFieldChoiceFuzz.texts(count: count, using: &random) : nil
            var map: AnkiFieldMap?
            if Int.random(in: 0..<3, using: &random) == 0 {
                do {
                    map = try AnkiFieldMap(parsing: AnkiFieldChoiceFuzz.map(using: &random))
                } catch let error as AnkiFieldMap.ParseError {
                    XCTAssertTrue(error.description.hasPrefix("--map: ") && !error.description.contains("\n"), label)
                } catch {
                    XCTFail("\(label): \(error)")
                }
            }
            let (choice, problem) = AnkiFieldChooser.choice(noteType: "Core 2k", fieldNames: names, texts: texts, map: map)
            for part in AnkiFieldChoice.Part.allCases {
                if let field = choice[part] { XCTAssertTrue((0..<count).contains(field), "\(label): \(part) \(field) of \(count)") }
            }
            if let texts, names == nil, map == nil, texts.contains(where: { AnkiContentChooser.isForeign($0) }) {
                XCTAssertNotNil(choice.term, "\(label): a field in another script and no term: \(texts)")
            }
            let line = choice.line(noteType: "Core 2k", fieldNames: names)
            XCTAssertFalse(choice.reason.isEmpty, label)
            XCTAssertTrue(line.contains(choice.reason), label)
            XCTAssertFalse(line.contains("\n") && !(names ?? []).contains { $0.contains("\n") }, label)
            if let problem { XCTAssertTrue(problem.hasPrefix("--map: ") && !problem.contains("\n"), label) }
        }
    }
}
