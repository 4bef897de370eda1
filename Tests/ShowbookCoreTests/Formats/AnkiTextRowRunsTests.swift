import XCTest
@testable import ShowbookExchange

/// Rows the reader passes over — cloze notes, header lines it reports — come from other
/// people's files in any number: a long run of them costs neither stack nor repeated work.
final class AnkiTextRowRunsTests: XCTestCase {
    func testALongRunOfClozeNotesIsSkippedWithoutRecursion() throws {
        let count = 300_000
        let text = "#separator:tab\n" + String(repeating: "{{c1::a}}\tb\n", count: count) + "apple\t사과\n"
        let reader = try AnkiTextReader(source: MemoryByteSource(Array(text.utf8)))
        var rows: [WordRow] = []
        while let row = try reader.next() { rows.append(row) }
        XCTAssertEqual(rows.count, 1)
        guard case let .word(word)? = rows.first else { return XCTFail("\(rows)") }
        XCTAssertEqual(word.term, "apple")
        XCTAssertEqual(reader.notes.clozeNotes, count)
    }

    func testManyHeaderProblemsComeOutInOrder() throws {
        let count = 50_000
        let text = String(repeating: "#html:maybe\n", count: count) + "apple\t사과\n"
        let reader = try AnkiTextReader(source: MemoryByteSource(Array(text.utf8)))
        var lines: [Int] = []
        var words = 0
        while let row = try reader.next() {
            switch row {
            case let .problem(problem): if case let .line(line) = problem.location { lines.append(line) }
            case .word: words += 1
            }
        }
        XCTAssertEqual(lines, Array(1...count))
        XCTAssertEqual(words, 1)
    }
}
