import XCTest
@testable import ShowbookTV
@testable import ShowbookWords

/// The ASCII shortcuts taken for speed at import (words, chunks, typo keys) must give what the
/// general Unicode paths give, for every ASCII character.
final class SearchKeyASCIITests: XCTestCase {
    let samples: [String] = (0..<128).map { code in
        let character = String(UnicodeScalar(UInt8(code)))
        return "ab\(character)cd \(character)x\(character) 9\(character)"
    }

    func testWordsMatchTheGeneralCategoryRule() {
        for sample in samples {
            XCTAssertEqual(SearchKey.words(sample), SearchKey.wordsByCategory(sample), sample.debugDescription)
        }
    }

    func testChunksMatchTheCharacterWhitespaceRule() {
        for sample in samples + ["a\r\nb", " lead  trail \t"] {
            XCTAssertEqual(SearchAliases.chunks(of: sample), sample.split(whereSeparator: \.isWhitespace).map(String.init),
                           sample.debugDescription)
        }
    }

    func testTypoKeysMatchTheCharacterDeletions() {
        for term in ["bad", "badd", "breaking", "x9y8", "aaaa"] {
            XCTAssertEqual(FuzzyTerms.keys(of: term), EditDistance.deletions(of: Array(term), upTo: term.count > 3 ? 1 : 0), term)
        }
    }
}
