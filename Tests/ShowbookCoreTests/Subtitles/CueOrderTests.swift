import XCTest
@testable import ShowbookWords

/// A bad cue costs that cue only: cues out of time order are kept and sorted, a timing line
/// inside a block starts a new cue, and a VTT identifier that only begins with `NOTE` or
/// `STYLE` is a cue's identifier, not a block to skip.
final class CueOrderTests: XCTestCase {
    private func srt(_ cues: [(Int, String)]) -> String {
        cues.enumerated().map { number, cue in
            let (seconds, text) = cue
            let start = String(format: "%02d:%02d:%02d,000", seconds / 3600, seconds / 60 % 60, seconds % 60)
            let end = String(format: "%02d:%02d:%02d,500", seconds / 3600, seconds / 60 % 60, seconds % 60)
            return "\(number + 1)\n\(start) --> \(end)\n\(text)\n"
        }.joined(separator: "\n")
    }

    func testOutOfOrderCuesAreKeptAndSorted() {
        let parsed = SRTParser.parse(srt([(5, "third"), (1, "first"), (3, "second")]))
        XCTAssertEqual(parsed.cues.map(\.text), ["first", "second", "third"])
        XCTAssertEqual(parsed.cues.map(\.start), [1_000, 3_000, 5_000])
        XCTAssertEqual(parsed.skipped, [])
    }

    func testOneWrongLaterTimestampCostsNoOtherCue() {
        var cues = (0..<100).map { ($0 * 4 + 1, "line \($0)") }
        cues[1] = (35_000, "typo hour")
        let parsed = SRTParser.parse(srt(cues))
        XCTAssertEqual(parsed.cues.count, 100)
        XCTAssertEqual(parsed.cues.last?.text, "typo hour")
        XCTAssertEqual(parsed.cues.first?.text, "line 0")
        XCTAssertEqual(parsed.skipped, [])
    }

    func testSameStartCuesKeepFileOrder() {
        let parsed = SRTParser.parse(srt([(2, "b"), (1, "a"), (2, "c")]))
        XCTAssertEqual(parsed.cues.map(\.text), ["a", "b", "c"])
    }

    func testVTTOutOfOrderCuesAreSorted() {
        let vtt = "WEBVTT\n\n00:05.000 --> 00:06.000\nlater\n\n00:01.000 --> 00:02.000\nearlier\n"
        XCTAssertEqual(VTTParser.parse(vtt).cues.map(\.text), ["earlier", "later"])
    }

    func testVTTIdentifiersThatStartLikeBlocksAreCues() {
        let vtt = """
        WEBVTT

        NOTEBOOK-1
        00:01.000 --> 00:02.000
        The notebook cue.

        STYLESHEET
        00:03.000 --> 00:04.000
        The stylesheet cue.

        REGIONAL
        00:05.000 --> 00:06.000
        The regional cue.

        NOTE
        a note on its own line

        NOTE a note after a space

        STYLE
        ::cue { color: red }

        REGION
        id:fred

        00:07.000 --> 00:08.000
        Last.
        """
        let parsed = VTTParser.parse(vtt)
        XCTAssertEqual(parsed.cues.map(\.text), ["The notebook cue.", "The stylesheet cue.", "The regional cue.", "Last."])
        XCTAssertEqual(parsed.skipped, [])
    }

    func testATimingLineInsideABlockStartsANewCue() {
        let vtt = """
        WEBVTT

        00:05:01.000 --> 00:05:04.000
        First line.
        00:05:04.080 --> 00:05:05.069 align:start position:10%
        Second line.
        """
        let parsed = VTTParser.parse(vtt)
        XCTAssertEqual(parsed.cues.map(\.text), ["First line.", "Second line."])
        XCTAssertEqual(parsed.cues.map(\.start), [301_000, 304_080])
        XCTAssertEqual(parsed.cues.map(\.line), [3, 5])

        let srt = "1\n00:00:01,000 --> 00:00:02,000\nOne.\n2\n00:00:03,000 --> 00:00:04,000\nTwo.\n"
        let parsedSRT = SRTParser.parse(srt)
        XCTAssertEqual(parsedSRT.cues.map(\.text), ["One.", "Two."])
        XCTAssertEqual(parsedSRT.cues.map(\.line), [1, 4])
    }

    func testASpokenArrowIsNotATimingLine() {
        let srt = "1\n00:00:01,000 --> 00:00:02,000\nleft --> right\n"
        XCTAssertEqual(SRTParser.parse(srt).cues.map(\.text), ["left --> right"])
    }
}
