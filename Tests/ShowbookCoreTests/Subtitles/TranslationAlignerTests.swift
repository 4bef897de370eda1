import XCTest
import ShowbookTestSupport
@testable import ShowbookWords

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

    /// Comparing only the first and last cue of each pile gives what comparing every cue gave:
    /// seeded random tracks with piles, gaps and offsets, against the plain sweep.
    func testPilesAlignAsComparingEveryCueWould() {
        FuzzRun.cases("aligner-piles", seed: 0xA1_1611, count: 600) { random, index in
            func track(_ prefix: String) -> [SubtitleCue] {
                var time = Int.random(in: 0...3_000, using: &random)
                return (0..<Int.random(in: 1...30, using: &random)).map { number in
                    if Int.random(in: 0..<3, using: &random) != 0 { time += [0, 1, 2, 400, 900, 2_500, 7_000].randomElement(using: &random)! }
                    return SubtitleCue(start: time, text: "\(prefix)\(number % 7)", line: number + 1)
                }.shuffled(using: &random)
            }
            let mined = track("가"), english = track("A")
            XCTAssertEqual(TranslationAligner().align(mined, to: english), Self.plainSweep(mined, to: english),
                           FuzzRun.describe("aligner-piles", seed: 0xA1_1611, index: index))
        }
    }

    /// The sweep as it was before piles were skipped: every overlapping cue compared.
    static func plainSweep(_ mined: [SubtitleCue], to translation: [SubtitleCue]) -> [String] {
        let aligner = TranslationAligner()
        func spans(_ cues: [SubtitleCue]) -> [(start: Int, end: Int, position: Int)] {
            let order = cues.indices.sorted { (cues[$0].start, $0) < (cues[$1].start, $1) }
            return order.enumerated().map { rank, position in
                let start = cues[position].start
                let next = rank + 1 < order.count ? cues[order[rank + 1]].start : start + aligner.longestLine
                return (start, max(start + 1, min(next, start + aligner.longestLine)), position)
            }
        }
        let left = spans(mined)
        var differences: [Int] = []
        var nearest = 0
        for span in spans(translation) {
            while nearest + 1 < left.count && abs(left[nearest + 1].start - span.start) <= abs(left[nearest].start - span.start) { nearest += 1 }
            let difference = span.start - left[nearest].start
            if abs(difference) <= aligner.offsetWindow { differences.append(difference) }
        }
        differences.sort()
        let offset = differences.isEmpty ? 0 : differences[differences.count / 2]
        let right = spans(translation).map { (start: $0.start - offset, end: $0.end - offset, position: $0.position) }
        var parts = Array(repeating: [Int](), count: left.count)
        for span in right {
            var best = -1, bestOverlap = 0
            for index in left.indices {
                let overlap = min(left[index].end, span.end) - max(left[index].start, span.start)
                if overlap > bestOverlap { (best, bestOverlap) = (index, overlap) }
            }
            if best >= 0 { parts[best].append(span.position) }
        }
        for (index, span) in left.enumerated() where parts[index].isEmpty {
            var best = -1, bestOverlap = 0
            for probe in right.indices {
                let overlap = min(right[probe].end, span.end) - max(right[probe].start, span.start)
                if overlap > bestOverlap { (best, bestOverlap) = (probe, overlap) }
            }
            if best < 0 {
                let first = right.firstIndex { $0.end > span.start } ?? right.count
                for candidate in [first - 1, first, first + 1] where candidate >= 0 && candidate < right.count {
                    let distance = abs(right[candidate].start - span.start)
                    if distance <= aligner.nearby && (best < 0 || distance < abs(right[best].start - span.start)) { best = candidate }
                }
            }
            if best >= 0 { parts[index].append(right[best].position) }
        }
        var result = Array(repeating: "", count: mined.count)
        for (index, span) in left.enumerated() {
            var lines: [String] = []
            for position in parts[index] where lines.last != translation[position].text { lines.append(translation[position].text) }
            result[span.position] = lines.joined(separator: " ")
        }
        return result
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
