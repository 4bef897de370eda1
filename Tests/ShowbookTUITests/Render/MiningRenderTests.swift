import ShowbookTestSupport
import XCTest
@testable import ShowbookTUI

/// The mining screen: the progress bar while the job runs, then the candidate rows with their
/// check boxes and the highlighted word's first line and source.
final class MiningRenderTests: XCTestCase {
    func testProgressThenCandidateRows() throws {
        let h = try AppHarness.forRendering(records: [CatalogFixtures.koreanDrama("1", "Harbour Lights")])
        let folder = try makeTemporaryFolder("render").url
        let file = folder.appendingPathComponent("Harbour S01E02.vtt")
        try "WEBVTT\n\n00:01.000 --> 00:02.000\nThe gardens were running wild.\n\n12:34.000 --> 12:35.000\nGardens \u{1B}[31mgrow\n"
            .write(to: file, atomically: true, encoding: .utf8)
        h.settle()
        h.app.handle(.enter)
        h.settle()
        h.app.handle(.character("m"))
        for character in file.path { h.app.handle(.character(character)) }
        h.app.handle(.enter)
        var lines = h.render(width: 80, height: 14).lines
        XCTAssertEqual(lines[1], " Mine: Harbour S01E02.vtt  for “Harbour Lights”")
        XCTAssertTrue(lines[3].contains("reading and ranking words…"), lines[3])
        XCTAssertTrue(lines[4].hasPrefix("  ░░░░"), lines[4])
        h.settle()
        h.app.handle(.character(" "))
        lines = h.render(width: 80, height: 14).lines
        // garden, run, wild, grow, then the function words the and were (listed last).
        XCTAssertTrue(lines[2].hasPrefix(" English · 2 lines · 6 new · 0 with i+1 lines · 1 selected"), lines[2])
        XCTAssertTrue(lines[4].hasPrefix(" [x] garden"), lines[4])
        XCTAssertTrue(lines[4].contains("×2"), lines[4])
        XCTAssertTrue(lines[5].hasPrefix(" [ ] run"), lines[5])
        XCTAssertEqual(lines[12].trimmingCharacters(in: .whitespaces), "S01E02 00:01  The gardens were running wild.")
        XCTAssertFalse(lines.joined().unicodeScalars.contains { $0 == "\u{1B}" })
    }

    /// Each row says how many lines the word is the only unknown word of; `i` and `I` show in
    /// the summary line; with `examples = watched` and no watched line, the row says so.
    func testRowsSayHowManyI1LinesTheWordUnlocks() throws {
        let h = try AppHarness.forRendering(records: [CatalogFixtures.koreanDrama("1", "Harbour Lights")])
        let folder = try makeTemporaryFolder("render").url
        let file = folder.appendingPathComponent("Harbour S01E02.srt")
        try "1\n00:00:01,000 --> 00:00:02,000\nThe gardens grow.\n\n2\n00:00:03,000 --> 00:00:04,000\nGardens!\n\n3\n00:00:05,000 --> 00:00:06,000\nGardens, gardens.\n"
            .write(to: file, atomically: true, encoding: .utf8)
        h.settle()
        h.app.handle(.enter)
        h.settle()
        h.app.handle(.character("m"))
        for character in file.path { h.app.handle(.character(character)) }
        h.app.handle(.enter)
        h.settle()
        var lines = h.render(width: 80, height: 14).lines
        XCTAssertTrue(lines[2].hasPrefix(" English · 3 lines · 3 new · 1 with i+1 lines · 0 selected"), lines[2])
        let garden = try XCTUnwrap(lines.first { $0.hasPrefix(" [ ] garden") }, lines.joined(separator: "\n"))
        XCTAssertTrue(garden.contains("×4     2 i+1   (n.) "), garden)
        let grow = try XCTUnwrap(lines.first { $0.hasPrefix(" [ ] grow") }, lines.joined(separator: "\n"))
        XCTAssertFalse(grow.contains("i+1"), grow)
        XCTAssertEqual(lines[12].trimmingCharacters(in: .whitespaces), "S01E02 00:03  Gardens!", "the i+1 line is garden's example")
        h.app.handle(.character("I"))
        lines = h.render(width: 80, height: 14).lines
        XCTAssertTrue(lines[2].contains("1 with i+1 lines · only i+1 ·"), lines[2])
        XCTAssertFalse(lines.contains { $0.hasPrefix(" [ ] grow") }, lines.joined(separator: "\n"))
        XCTAssertTrue(lines[13].hasSuffix("Only words with i+1 lines (1)"), lines[13])
    }

    /// `k` makes a word Known: the heading's new and i+1 counts and the rows' i+1 counts are
    /// counted again against what is known now (a line that held it and one other unknown word
    /// becomes that word's i+1 line); `u` counts them back.
    func testKnownRecountsTheHeadingAndTheI1Counts() throws {
        let h = try AppHarness.forRendering(records: [CatalogFixtures.koreanDrama("1", "Harbour Lights")])
        let folder = try makeTemporaryFolder("render").url
        let file = folder.appendingPathComponent("Harbour S01E02.srt")
        try "1\n00:00:01,000 --> 00:00:02,000\nThe gardens grow.\n\n2\n00:00:03,000 --> 00:00:04,000\nGardens!\n\n3\n00:00:05,000 --> 00:00:06,000\nGardens, gardens.\n"
            .write(to: file, atomically: true, encoding: .utf8)
        h.settle()
        h.app.handle(.enter)
        h.settle()
        h.app.handle(.character("m"))
        for character in file.path { h.app.handle(.character(character)) }
        h.app.handle(.enter)
        h.settle()
        var lines = h.render(width: 80, height: 14).lines
        XCTAssertTrue(lines[2].hasPrefix(" English · 3 lines · 3 new · 1 with i+1 lines · 0 selected"), lines[2])
        XCTAssertTrue(lines[4].hasPrefix(" [ ] garden"), lines[4])
        h.app.handle(.character("k"))
        h.settle()
        lines = h.render(width: 80, height: 14).lines
        XCTAssertTrue(lines[2].hasPrefix(" English · 3 lines · 2 new · 1 with i+1 lines · 0 selected"), lines[2])
        let grow = try XCTUnwrap(lines.first { $0.hasPrefix(" [ ] grow") }, lines.joined(separator: "\n"))
        XCTAssertTrue(grow.contains("1 i+1"), "“The gardens grow.” is grow's i+1 line once gardens is known: \(grow)")
        h.app.handle(.character("u"))
        h.settle()
        lines = h.render(width: 80, height: 14).lines
        XCTAssertTrue(lines[2].hasPrefix(" English · 3 lines · 3 new · 1 with i+1 lines · 0 selected"), lines[2])
        let garden = try XCTUnwrap(lines.first { $0.hasPrefix(" [ ] garden") }, lines.joined(separator: "\n"))
        XCTAssertTrue(garden.contains("2 i+1"), garden)
        XCTAssertFalse(try XCTUnwrap(lines.first { $0.hasPrefix(" [ ] grow") }).contains("i+1"), lines.joined(separator: "\n"))
    }

    func testWithWatchedExamplesAWordHeardInNoWatchedEpisodeSaysSo() throws {
        let h = try AppHarness.forRendering(records: [CatalogFixtures.koreanDrama("1", "Harbour Lights")], examples: .watched)
        let folder = try makeTemporaryFolder("render").url
        let file = folder.appendingPathComponent("Harbour S01E02.srt")
        try "1\n00:00:01,000 --> 00:00:02,000\nGardens grow.\n".write(to: file, atomically: true, encoding: .utf8)
        h.settle()
        h.app.handle(.enter)
        h.settle()
        h.app.handle(.character("m"))
        for character in file.path { h.app.handle(.character(character)) }
        h.app.handle(.enter)
        h.settle()
        let lines = h.render(width: 80, height: 14).lines
        let garden = try XCTUnwrap(lines.first { $0.hasPrefix(" [ ] garden") }, lines.joined(separator: "\n"))
        XCTAssertTrue(garden.contains("×1             no watched example · (n."), garden)
        XCTAssertEqual(lines[12].trimmingCharacters(in: .whitespaces), "no watched example: no line of a watched episode has this word")
    }

    func testAWordWithoutMeaningShowsItsTranslatedLine() throws {
        let h = try AppHarness.forRendering(records: [CatalogFixtures.koreanDrama("1", "Harbour Lights")])
        let folder = try makeTemporaryFolder("render").url
        try "1\n00:00:01,000 --> 00:00:02,000\n밥을 먹어요.\n".write(to: folder.appendingPathComponent("Harbour S01E02.ko.srt"),
                                                                 atomically: true, encoding: .utf8)
        try "1\n00:00:01,100 --> 00:00:02,000\nI eat rice.\n".write(to: folder.appendingPathComponent("Harbour S01E02.en.srt"),
                                                                  atomically: true, encoding: .utf8)
        h.settle()
        h.app.handle(.enter)
        h.settle()
        h.app.handle(.character("m"))
        for character in folder.appendingPathComponent("Harbour S01E02.ko.srt").path { h.app.handle(.character(character)) }
        h.app.handle(.enter)
        h.settle()
        let lines = h.render(width: 80, height: 14).lines
        let row = try XCTUnwrap(lines.first { $0.contains("먹다") }, lines.joined(separator: "\n"))
        XCTAssertTrue(row.hasSuffix("“I eat rice.”") || row.contains("“I eat rice.”"), row)
        XCTAssertTrue(lines[12].contains("S01E02 00:01  밥을 먹어요. — I eat rice."), lines[12])
    }
}
