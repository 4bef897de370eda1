import XCTest
@testable import ShowbookWords

/// Line ends as old tools write them: lone CRs (classic Mac), and files that mix them — lone
/// CRs all through and a CR LF at the very end, which once made the reader take the LF as the
/// file's only line end and find no cue at all.
final class LineEndTests: XCTestCase {
    private let cues = [("00:00:01,000 --> 00:00:02,000", "Hello there."), ("00:00:03,000 --> 00:00:04,000", "Good night.")]

    private func srt(_ lineEnd: String, last: String) -> String {
        cues.enumerated().map { index, cue in "\(index + 1)\(lineEnd)\(cue.0)\(lineEnd)\(cue.1)\(lineEnd)" }
            .joined(separator: lineEnd) + last
    }

    func testLoneCRWithAFinalCRLFGivesEveryCue() {
        let text = srt("\r", last: "\r\n")
        XCTAssertEqual(SRTParser.parse(text).cues.map(\.text), ["Hello there.", "Good night."])
        XCTAssertEqual(SRTParser.parse(text).cues.map(\.start), [1_000, 3_000])
    }

    func testMixedLineEndsEachEndALine() {
        let text = "1\r00:00:01,000 --> 00:00:02,000\r\nHello there.\n\r2\r\n00:00:03,000 --> 00:00:04,000\rGood night.\r\n"
        XCTAssertEqual(SRTParser.parse(text).cues.map(\.text), ["Hello there.", "Good night."])
        let vtt = "WEBVTT\r\r00:01.000 --> 00:02.000\rHello there.\r\r00:03.000 --> 00:04.000\rGood night.\r\n"
        XCTAssertEqual(VTTParser.parse(vtt).cues.map(\.text), ["Hello there.", "Good night."])
    }

    func testLineNumbersCountEachLineEndOnce() {
        let lines = SubtitleBlocks.lines("a\rb\r\nc\nd")
        XCTAssertEqual(lines.map(\.text), ["a", "b", "c", "d"])
        XCTAssertEqual(lines.map(\.number), [1, 2, 3, 4])
    }

    func testTheSameFileWithEachLineEndGivesTheSameCues() {
        let expected = SRTParser.parse(srt("\n", last: "")).cues
        for (lineEnd, last) in [("\r", ""), ("\r\n", "\r\n"), ("\r", "\r\n"), ("\n", "\r\n")] {
            XCTAssertEqual(SRTParser.parse(srt(lineEnd, last: last)).cues.map(\.text), expected.map(\.text), lineEnd.debugDescription)
        }
    }
}
