import ShowbookTestSupport
import XCTest
@testable import ShowbookTUI
@testable import ShowbookWords

/// The Books list is a table: age, word count, bar and progress line up across rows whatever
/// the title's width (Hangul titles included) and however many digits the counts have.
final class BooksListAlignmentTests: XCTestCase {
    /// The display column where the last `needle` starts on row `y`, counting wide graphemes
    /// as two.
    func column(of needle: String, row y: Int, in canvas: GridCanvas) -> Int? {
        let texts = canvas.cells[y].map(\.text)
        let target = needle.map(String.init)
        for start in texts.indices.reversed() where start + target.count <= texts.count {
            let cells = texts[start...].filter { !$0.isEmpty }.prefix(target.count)
            if Array(cells) == target { return start }
        }
        return nil
    }

    func testColumnsAlignAcrossRowsOfDifferentTitleWidths() throws {
        let h = try AppHarness.forRendering(records: [])
        let store = h.container.wordBooks
        let books: [(title: String, words: Int, learned: Int, daysLater: Double)] = [
            ("한국어 기초 단어장 (드라마)", 120, 45, 0),
            ("A", 0, 0, 10),
            ("日本語", 1, 1, 1),
            ("Everyday Korean words from the long weekend trip", 4, 1, 1),
        ]
        for book in books {
            h.clock.advance(by: book.daysLater * 86_400)
            let created = try store.books.createBook(title: book.title)
            for index in 0..<book.words {
                let word = try store.words.addWord(WordDraft(term: "t\(index)", meaning: "m"), to: created.id)
                if index < book.learned { try store.reviews.mark(wordID: word.id, bookID: created.id, as: .success) }
            }
        }
        h.app.select(.books)
        for width in [80, 60] {
            let canvas = h.render(width: width, height: 10)
            let rows = 2...5
            let text = canvas.lines.joined(separator: "\n")
            let ages = rows.map { y in ["12 days ago", "2 days ago", "yesterday", "today"].compactMap { column(of: $0, row: y, in: canvas) }.first }
            let countEnds = rows.map { y in
                [" words", " word"].compactMap { noun in column(of: noun, row: y, in: canvas).map { $0 + noun.count } }.first
            }
            let bars = rows.map { y in canvas.cells[y].firstIndex { $0.text == "█" || $0.text == "░" } }
            let progressEnds = rows.map { y in canvas.cells[y].lastIndex { $0.text != " " }.map { $0 + 1 } }
            for (name, columns) in [("age", ages), ("word count end", countEnds), ("bar", bars), ("progress end", progressEnds)] {
                XCTAssertFalse(columns.contains(nil), "\(name) missing at width \(width):\n\(text)")
                XCTAssertEqual(Set(columns.compactMap { $0 }).count, 1, "\(name) columns \(columns) at width \(width):\n\(text)")
            }
            // Titles are cut before the age column, never run into it.
            for (y, age) in zip(rows, ages) {
                let age = try XCTUnwrap(age)
                XCTAssertEqual(canvas.cells[y][age - 1].text, " ", "row \(y) at width \(width):\n\(text)")
            }
            XCTAssertTrue(text.contains("…"), "the long title is cut:\n\(text)")
        }
    }
}
