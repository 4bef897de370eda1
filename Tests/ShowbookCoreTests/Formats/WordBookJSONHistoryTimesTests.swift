import XCTest
@testable import ShowbookExchange

/// A review in a Showbook JSON book's history is held to the same years as a card's times
/// (1970 to 9999, `CardValidation.time`): a review dated in year 1 would be replayed into a card
/// no scheduler range allows. The entry is refused with the reason, like a card out of range;
/// the fuzz test found such a history accepted.
final class WordBookJSONHistoryTimesTests: XCTestCase {
    private func rows(_ history: String) throws -> [WordRow] {
        let text = #"{"book": "B", "words": [{"term": "물", "meaning": "water", "history": [\#(history)]}]}"#
        return try ImportBatch(reading: WordBookJSONReader(source: MemoryByteSource(Array(text.utf8)))).rows
    }

    func testAReviewBefore1970IsRefusedWithItsReason() throws {
        XCTAssertEqual(try rows(#"{"grade": "good", "at": "0001-01-01T00:00:00Z"}"#),
                       [.problem(FormatProblem(.entry(1), "review time “0001-01-01T00:00:00Z” in the history is not between 1970 and 9999"))])
        guard case .problem? = try rows(#"{"grade": "good", "at": "1969-12-31T23:59:59Z"}"#).first else {
            return XCTFail("a review a second before 1970 is refused")
        }
        guard case .word? = try rows(#"{"grade": "good", "at": "1970-01-01T00:00:00Z"}"#).first else {
            return XCTFail("a review at the start of 1970 is taken")
        }
    }
}

private extension ImportBatch {
    var rows: [WordRow] { problems.map(WordRow.problem) + words.map(WordRow.word) }
}
