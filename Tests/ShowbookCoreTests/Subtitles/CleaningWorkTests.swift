import XCTest
@testable import ShowbookWords

/// Cleaning a cue looks at each character a bounded number of times, whatever the brackets:
/// a cue full of openers with no closer (`(((…`, `<a<a…`) once cost a search to the end of the
/// cue per opener. The work is counted, not timed (`scripts/bench/bounded.sh` times it).
final class CleaningWorkTests: XCTestCase {
    func testUnclosedOpenersCostWorkLinearInTheCue() {
        for unit in ["(", "[", "（", "［", "<a", "<3 ", "a < b ", "{", "&amp", "&#12", "<i.x.y", "<00:01.00", "<font",
                     "<v a", "x > y < z", "<rt>a"] {
            for length in [2_000, 8_000] {
                // Half the cues end in every closer, so openers have something to look for.
                let raw = String(repeating: unit, count: length / unit.count) + (length == 8_000 ? ">})]）］;" : "")
                var work = 0
                let text = SubtitleText.clean(raw, work: &work)
                XCTAssertLessThanOrEqual(work, 3 * raw.unicodeScalars.count, "\(unit) × \(length)")
                XCTAssertFalse(text.isEmpty && length == 2_000, "unclosed openers are text: \(unit)")
            }
        }
    }

    func testClosedBracketsAreStillStrippedWithLinearWork() {
        let raw = String(repeating: "(laughs) <i>yes</i> [door] ", count: 200)
        var work = 0
        XCTAssertEqual(SubtitleText.clean(raw, work: &work), Array(repeating: "yes", count: 200).joined(separator: " "))
        XCTAssertLessThanOrEqual(work, 3 * raw.unicodeScalars.count)
    }

    func testACueJustUnderTheLimitAfterItsSpeakerLabelIsKept() {
        var skipped: [SkippedCue] = []
        let kept = "MAN: " + String(repeating: "あ", count: SubtitleText.maximumLength - 1)
        XCTAssertEqual(CueTiming.cue(start: 0, raw: kept, line: 1, skipped: &skipped)?.text.count, SubtitleText.maximumLength - 1)
        let dropped = "MAN: " + String(repeating: "あ", count: SubtitleText.maximumLength + 1)
        XCTAssertNil(CueTiming.cue(start: 0, raw: dropped, line: 2, skipped: &skipped))
        XCTAssertEqual(skipped.map(\.line), [2])
    }
}
