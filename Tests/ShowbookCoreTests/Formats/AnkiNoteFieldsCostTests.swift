import XCTest
@testable import ShowbookPlatform
@testable import ShowbookExchange

/// Splitting a Back field into its Showbook parts (`<span class=showbook-reading>…`) must cost
/// work in proportion to the field, however deeply its spans nest: a package's 2 MB field of
/// nested `<span>` took 16 s when each step searched the rest of the field again. The work is
/// counted (characters looked at), never timed, at sizes four times apart: linear work keeps
/// the same bound at every size.
final class AnkiNoteFieldsCostTests: XCTestCase {
    /// Characters looked at per character of the field, at most.
    static let workPerCharacter = 12
    static let nestings = [500, 2_000, 8_000, 32_000]

    private func assertLinear(_ field: String, _ label: String, file: StaticString = #filePath, line: UInt = #line)
        -> (meaning: String, reading: String?, example: String?, translation: String?) {
        var work = 0
        let split = AnkiNoteFields.split(back: field, work: &work)
        XCTAssertLessThanOrEqual(work, Self.workPerCharacter * field.utf8.count,
                                 "\(label): \(work) steps for \(field.utf8.count) characters", file: file, line: line)
        return split
    }

    func testNestedSpansInsideAPartCostLinearWork() {
        for nesting in Self.nestings {
            let inner = String(repeating: "<span>", count: nesting) + "sagwa" + String(repeating: "</span>", count: nesting)
            let field = "apple<br><span class=showbook-reading>\(inner)</span><br><span class=\"showbook-example\">x</span>"
            let split = assertLinear(field, "nested \(nesting)")
            XCTAssertEqual(split.meaning, "apple<br><br>")
            XCTAssertEqual(split.reading, inner)
            XCTAssertEqual(split.example, "x")
        }
    }

    func testSpansThatNeverCloseCostLinearWork() {
        for nesting in Self.nestings {
            let inner = String(repeating: "<span>", count: nesting) + "x"
            let split = assertLinear("a<span class=showbook-example>" + inner, "unclosed \(nesting)")
            XCTAssertEqual(split.meaning, "a")
            XCTAssertEqual(split.example, inner, "an unclosed part runs to the end")
        }
    }

    func testRunsOfBracketsAndLookalikeOpeningsCostLinearWork() {
        for nesting in Self.nestings {
            let brackets = String(repeating: "<", count: nesting * 6)
            XCTAssertEqual(assertLinear("<span class=showbook-translation>" + brackets, "brackets \(nesting)").translation, brackets)
            let lookalikes = String(repeating: "<span class=showbook-readin", count: nesting)
            XCTAssertNil(assertLinear(lookalikes, "look-alikes \(nesting)").reading)
            let closers = String(repeating: "</span>", count: nesting)
            let split = assertLinear("<span class='showbook-reading'>r" + closers, "closers \(nesting)")
            XCTAssertEqual(split.reading, "r")
            XCTAssertEqual(split.meaning, String(closers.dropFirst("</span>".count)))
        }
    }

    /// The whole field, as the package import turns it into a meaning: still linear.
    func testTheNestedFieldConvertsToTextInLinearWork() {
        for nesting in Self.nestings {
            let field = "<span class=showbook-reading>" + String(repeating: "<span>", count: nesting) + "x"
                + String(repeating: "</span>", count: nesting + 1) + String(repeating: "<span>m</span>", count: nesting)
            let split = assertLinear(field, "convert \(nesting)")
            var work = 0
            XCTAssertEqual(HTMLText.plainText(split.meaning, work: &work), String(repeating: "m", count: nesting))
            XCTAssertLessThanOrEqual(work, Self.workPerCharacter * field.utf8.count, "plain text \(nesting)")
        }
    }
}
