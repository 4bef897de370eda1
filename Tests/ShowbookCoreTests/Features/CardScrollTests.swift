import ShowbookTestSupport
import XCTest
@testable import ShowbookWords
@testable import ShowbookApp

/// A card taller than its box scrolls: ↑/↓ a line, PgUp/PgDn a box, the wheel three lines,
/// clamped at both ends; a new face (the flip, the next card) starts at its top; the keys are
/// offered only while the card overflows, and in free practice ↑/↓ then scroll instead of
/// moving (←/→ still move).
final class CardScrollTests: XCTestCase {
    func study(_ h: AppHarness, words: Int = 2) throws -> StudyModel {
        let store = h.container.wordBooks
        let book = try store.books.createBook(title: "Long")
        for index in 0..<words {
            _ = try store.words.addWord(WordDraft(term: "word \(index)", meaning: String(repeating: "long meaning ", count: 40)),
                                        to: book.id)
        }
        return try h.study(book)
    }

    func testKeysScrollWithinTheTextAndANewFaceStartsAtTheTop() throws {
        let h = try AppHarness()
        let study = try study(h)
        XCTAssertFalse(study.activeKeyMap.contains { $0.command == .scrollDown }, "a card that fits offers no scrolling")
        h.type(" ")
        study.setCardLayout(lines: 25, visibleLines: 10)
        XCTAssertTrue(study.cardOverflows)
        XCTAssertTrue(h.app.statusHints.contains { $0.text.keys == "↑↓" && $0.text.label == "scroll" }, "\(h.app.statusHints)")
        h.press(.down, .down)
        XCTAssertEqual(study.cardOffset, 2)
        h.press(.pageDown)
        XCTAssertEqual(study.cardOffset, 12)
        h.press(.pageDown)
        XCTAssertEqual(study.cardOffset, 15, "clamped: the last line is at the bottom")
        h.press(.up)
        XCTAssertEqual(study.cardOffset, 14)
        study.scrollContent(by: -MouseAction.wheelLines)
        XCTAssertEqual(study.cardOffset, 11)
        h.press(.pageUp, .pageUp)
        XCTAssertEqual(study.cardOffset, 0)
        h.press(.down)
        h.type(" ")  // back to the front: another face
        XCTAssertEqual(study.cardOffset, 0)
        XCTAssertFalse(study.cardOverflows, "until the renderer measures the new face")
        study.setCardLayout(lines: 12, visibleLines: 10)
        h.press(.down)
        XCTAssertEqual(study.cardOffset, 1)
        h.type(" ")
        h.press(.right)  // Good: the next card
        h.settle()
        XCTAssertEqual(study.cardOffset, 0)
    }

    func testAShrinkingWindowKeepsTheOffsetInTheText() throws {
        let h = try AppHarness()
        let study = try study(h)
        study.setCardLayout(lines: 30, visibleLines: 10)
        h.press(.pageDown, .pageDown, .pageDown)
        XCTAssertEqual(study.cardOffset, 20)
        study.setCardLayout(lines: 30, visibleLines: 25)
        XCTAssertEqual(study.cardOffset, 5)
        study.setCardLayout(lines: 30, visibleLines: 40)
        XCTAssertEqual(study.cardOffset, 0)
        XCTAssertFalse(study.cardOverflows)
    }

    func testInFreePracticeArrowsScrollAnOverflowingCardAndMoveOtherwise() throws {
        let h = try AppHarness()
        let study = try study(h, words: 3)
        h.type("p")
        XCTAssertEqual(study.mode, .practice)
        let first = study.currentCard?.id
        h.press(.down)
        XCTAssertNotEqual(study.currentCard?.id, first, "a card that fits: ↓ is the next card")
        study.setCardLayout(lines: 20, visibleLines: 8)
        let second = study.currentCard?.id
        h.press(.down)
        XCTAssertEqual(study.currentCard?.id, second)
        XCTAssertEqual(study.cardOffset, 1)
        h.press(.right)
        XCTAssertNotEqual(study.currentCard?.id, second, "→ still moves")
        XCTAssertEqual(study.cardOffset, 0)
    }
}
