import XCTest
@testable import ShowbookCore

/// The key a close merges words by: the term without surrounding white space, lower case.
/// The shortcut for terms with no white space at either end must give the same key.
final class TermKeyTests: XCTestCase {
    func testKeysWithAndWithoutSurroundingSpace() {
        let cases: [(String, String)] = [
            ("Apfel", "apfel"), ("  Apfel\n", "apfel"), ("\tÉcole ", "école"), ("\u{3000}단어", "단어"),
            ("단어\u{00A0}", "단어"), ("Two Words", "two words"), ("", ""), (" ", ""), ("\u{2028}x", "x"),
        ]
        for (term, key) in cases {
            XCTAssertEqual(WordBookStore.termKey(term), key, term.debugDescription)
            XCTAssertEqual(WordBookStore.termKey(term), term.trimmingCharacters(in: .whitespacesAndNewlines).lowercased())
        }
    }
}
