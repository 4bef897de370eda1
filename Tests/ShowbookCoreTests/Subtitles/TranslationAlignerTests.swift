import XCTest
@testable import ShowbookCore

/// Aligning a translation track to the mined lines by time: offsets, split lines, lines that
/// overlap nothing, and the work staying linear for an episode-sized pair.
final class TranslationAlignerTests: XCTestCase {
    private func cues(_ pairs: [(Int, String)]) -> [SubtitleCue] {
        pairs.enumerated().map { SubtitleCue(start: $1.0, text: $1.1, line: $0 + 1) }
    }

    /// A broken file whose cues all start at one time (or 1 ms apart) once made every
    /// translated line compare itself with every mined line: the comparisons are counted at
    /// several sizes and must grow in step with the lines.
    func testPiledUpStartsCostWorkInStepWithTheLines() {
        for (name, start) in [("one start", { (_: Int) in 0 }), ("1 ms apart", { (index: Int) in index }),
                              ("pairs", { (index: Int) in index / 2 * 1_000 })] {
            var perLine: [Double] = []
            for count in [200, 800, 3_200] {
                let mined = (0..<count).map { SubtitleCue(start: start($0), text: "가\($0)", line: $0 + 1) }
                let english = (0..<count).map { SubtitleCue(start: start($0), text: "A\($0)", line: $0 + 1) }
                var work = 0
                let aligned = TranslationAligner().align(mined, to: english, work: &work)
                XCTAssertEqual(aligned.count, count)
                XCTAssertLessThanOrEqual(work, 8 * count, "\(name), \(count) lines")
                perLine.append(Double(work) / Double(count))
            }
            XCTAssertLessThanOrEqual(perLine.max()! - perLine.min()!, 1, "\(name): comparisons per line \(perLine)")
        }
    }

    func testLinesSaidTogetherPair() {
        let mined = cues([(1_000, "가"), (4_000, "나"), (8_000, "다")])
        let english = cues([(1_000, "A"), (4_000, "B"), (8_000, "C")])
        XCTAssertEqual(TranslationAligner().align(mined, to: english), ["A", "B", "C"])
    }

    func testAnOffsetOfAFewHundredMillisecondsIsTakenAway() {
        let mined = cues([(1_000, "가"), (2_000, "나"), (3_000, "다"), (4_000, "라")])
        for offset in [-400, -250, 300, 450] {
            let english = cues([(1_000 + offset, "A"), (2_000 + offset, "B"), (3_000 + offset, "C"), (4_000 + offset, "D")])
            XCTAssertEqual(TranslationAligner().align(mined, to: english), ["A", "B", "C", "D"], "offset \(offset)")
        }
    }

    func testALineSplitInTwoIsJoinedAndALongLineServesBoth() {
        let mined = cues([(1_000, "밥을 먹어요."), (5_000, "네.")])
        let split = cues([(1_100, "I eat"), (2_600, "rice."), (5_100, "Yes.")])
        XCTAssertEqual(TranslationAligner().align(mined, to: split), ["I eat rice.", "Yes."])
        let minedSplit = cues([(1_000, "밥을"), (2_000, "먹어요."), (6_000, "네.")])
        let long = cues([(1_000, "I eat rice."), (6_000, "Yes.")])
        XCTAssertEqual(TranslationAligner().align(minedSplit, to: long), ["I eat rice.", "I eat rice.", "Yes."])
    }

    func testALineOverlappingNothingGetsNoTranslation() {
        // The English track ends before the Korean one does: the last line has nothing.
        let mined = cues([(1_000, "가"), (3_000, "나"), (30_000, "다")])
        let english = cues([(1_000, "A"), (3_000, "B")])
        XCTAssertEqual(TranslationAligner().align(mined, to: english), ["A", "B", ""])
        XCTAssertEqual(TranslationAligner().align(mined, to: []), ["", "", ""])
        XCTAssertEqual(TranslationAligner().align([], to: english), [])
    }

    func testOutOfOrderCuesKeepTheirPositions() {
        let mined = cues([(4_000, "나"), (1_000, "가")])
        let english = cues([(1_000, "A"), (4_000, "B")])
        XCTAssertEqual(TranslationAligner().align(mined, to: english), ["B", "A"])
    }

    func testAnEpisodeSizedPairAlignsInOneSweep() {
        // 1,500 lines each, English 250 ms late, every tenth line split in two.
        var mined: [(Int, String)] = [], english: [(Int, String)] = []
        for number in 0..<1_500 {
            let start = number * 3_000
            mined.append((start, "줄 \(number)"))
            if number % 10 == 0 {
                english += [(start + 250, "half \(number)"), (start + 1_500, "rest \(number)")]
            } else {
                english.append((start + 250, "line \(number)"))
            }
        }
        let started = Date()
        let aligned = TranslationAligner().align(cues(mined), to: cues(english))
        XCTAssertLessThan(Date().timeIntervalSince(started), 0.5)
        XCTAssertEqual(aligned[0], "half 0 rest 0")
        XCTAssertEqual(aligned[1], "line 1")
        XCTAssertEqual(aligned[1_499], "line 1499")
    }
}
