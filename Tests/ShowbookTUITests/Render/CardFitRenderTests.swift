import ShowbookTestSupport
import XCTest
@testable import ShowbookTUI
@testable import ShowbookWords
@testable import ShowbookApp

/// The card shows everything: it grows with the window up to 100 columns, wraps a 400-character
/// meaning, a 200-character example (wide kana and kanji, an emoji) and its translation over as
/// many lines as they need, and scrolls when they are taller than the window — with "↓ more
/// below" / "↑ more above" on its edges. At 80×24, 120×40 and 200×50 every character of the
/// texts appears across the visible and the scrolled lines, and no `…` cuts any of them.
final class CardFitRenderTests: XCTestCase {
    /// 400 characters, as long dictionary meanings are (numbered so that order shows).
    static let meaning: String = {
        var text = ""
        var sense = 1
        while text.count < 400 {
            text += "(\(sense)) to go; to move (in a direction or towards a specific location); to head (towards); "
            sense += 1
        }
        return String(text.prefix(400)).trimmingCharacters(in: .whitespaces)
    }()

    /// 200 characters of Japanese (two cells each), with an emoji.
    static let example: String = {
        var text = "🚉"
        var day = 1
        while text.count < 200 {
            text += "\(day)日目、駅まで歩いて行って、友達と一緒に電車に乗りました。"
            day += 1
        }
        return String(text.prefix(200))
    }()

    static let translation = "On day one I walked to the station, and then I got on the train with a friend; "
        + "on day two I walked to the station again, and then we went on together as far as the sea."

    func studyBack(_ h: AppHarness) throws -> StudyModel {
        let book = try h.makeBook("Long", [WordDraft(term: "行く", reading: "いく", meaning: Self.meaning, example: Self.example,
                                                     exampleTranslation: Self.translation)])
        let study = try h.study(book)
        h.app.handle(.character(" "))
        return study
    }

    /// The rows of the card's text in one frame: between the top border and the footer.
    func textRows(_ grid: GridCanvas) throws -> (rows: [String], box: (top: Int, bottom: Int, width: Int)) {
        let lines = grid.lines
        let top = try XCTUnwrap(lines.firstIndex { $0.contains("┌") }, lines.joined(separator: "\n"))
        let bottom = try XCTUnwrap(lines.indices.first { $0 > top && lines[$0].contains("└") })
        let width = lines[top].distance(from: try XCTUnwrap(lines[top].firstIndex(of: "┌")),
                                        to: try XCTUnwrap(lines[top].firstIndex(of: "┐"))) + 1
        let rows = lines[(top + 1)..<(bottom - 2)].map { line -> String in
            let inside = line.drop { $0 != "│" }.dropFirst()
            return String(inside.prefix { $0 != "│" }).trimmingCharacters(in: .whitespaces)
        }
        return (rows, (top, bottom, width))
    }

    func testEveryCharacterIsShownAtEachSize() throws {
        for (width, height, cardWidth) in [(80, 24, 78), (120, 40, 100), (200, 50, 100)] {
            let h = try AppHarness.forRendering(records: [])
            let study = try studyBack(h)
            var grid = h.render(width: width, height: height)
            var frames = [grid]
            let first = try textRows(grid)
            XCTAssertEqual(first.box.width, cardWidth, "\(width)×\(height): the card's width")
            var text = first.rows
            while study.cardOverflows {
                let before = study.cardOffset
                h.app.handle(.down)
                grid = h.render(width: width, height: height)
                frames.append(grid)
                guard study.cardOffset == before + 1 else { break }
                text.append(try XCTUnwrap(try textRows(grid).rows.last))
            }
            let shown = text.joined().filter { !$0.isWhitespace }
            let size = "\(width)×\(height)"
            for field in [Self.meaning, Self.example, Self.translation, "行く  いく"] {
                XCTAssertTrue(shown.contains(field.filter { !$0.isWhitespace }), "\(size): not all of “\(field.prefix(20))…” is shown:\n"
                              + text.joined(separator: "\n"))
            }
            for frame in frames {
                XCTAssertFalse(frame.lines.contains { $0.contains("…") }, "\(size): cut\n" + frame.lines.joined(separator: "\n"))
            }
            if frames.count > 1 {
                XCTAssertTrue(frames[0].lines[first.box.bottom].contains("↓ more below"), frames[0].lines.joined(separator: "\n"))
                XCTAssertFalse(frames[0].lines[first.box.top].contains("more above"))
                let last = try XCTUnwrap(frames.last)
                XCTAssertTrue(last.lines[first.box.top].contains("↑ more above"), last.lines.joined(separator: "\n"))
                XCTAssertFalse(last.lines[first.box.bottom].contains("more below"))
                XCTAssertTrue(frames[0].lines.last?.contains("↑↓ scroll") ?? false, frames[0].lines.last ?? "")
            }
            if width == 80 { XCTAssertGreaterThan(frames.count, 1, "80×24 is too small for it all: it scrolls") }
            if width == 200 { XCTAssertEqual(frames.count, 1, "200×50 shows it all at once") }
        }
    }

    func testTheMeaningFrontWrapsTheWholeMeaningToo() throws {
        let h = try AppHarness.forRendering(records: [])
        let study = try studyBack(h)
        h.app.handle(.character("f"))  // meaning first; the switch shows the new front
        XCTAssertFalse(study.isFlipped)
        let grid = h.render(width: 200, height: 50)
        let shown = try textRows(grid).rows.joined().filter { !$0.isWhitespace }
        XCTAssertTrue(shown.contains(Self.meaning.filter { !$0.isWhitespace }), grid.lines.joined(separator: "\n"))
        XCTAssertTrue(shown.contains("🚉1日目、駅まで歩いて＿＿って"), "the example, 行 masked by the stem rule")
        XCTAssertFalse(shown.contains("行く"))
    }

    func testAShortCardKeepsItsShape() throws {
        let h = try AppHarness.forRendering(records: [])
        let store = h.container.wordBooks
        let book = try store.books.createBook(title: "Short")
        try store.words.addWord(WordDraft(term: "물", meaning: "water"), to: book.id)
        h.app.select(.books)
        h.app.handle(.enter)
        h.app.handle(.character("s"))
        let grid = h.render(width: 200, height: 50)
        let card = try textRows(grid)
        XCTAssertEqual(card.box.bottom - card.box.top + 1, StudyCardView.minimumHeight)
        XCTAssertTrue(card.rows.contains("물"), "a one-line field is centred: \(card.rows)")
        XCTAssertFalse(grid.lines.contains { $0.contains("more below") })
    }
}
