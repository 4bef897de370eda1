import Foundation
import XCTest
import ShowbookTestSupport
@testable import ShowbookTV
@testable import ShowbookWords

/// Expected coverage over simulated days without reviews: it declines smoothly — never by more
/// than one word's share of the running words from one day to the next — where the old
/// "known while R ≥ 0.9" share falls off a cliff; the curve the episode detail draws is the same
/// number day by day.
final class ExpectedCoverageTests: XCTestCase {
    var f: CoverageFixture!
    let code = EpisodeCode(season: 1, number: 1)

    override func setUpWithError() throws {
        f = try CoverageFixture()
        // 20 running words: apple 6, banana 5, cherry 4, date 3, elder 2.
        try f.writeSRT("S01E01.srt", ["apple apple banana cherry", "apple banana cherry date", "apple banana date elder",
                                      "apple banana cherry", "apple banana cherry date elder"])
        try f.register([f.folder.path])
    }

    override func tearDown() { f = nil }

    func testCoverageDeclinesSmoothlyOverSixtyDaysWithoutReviews() throws {
        // Studied on different days, as a learner does: date five days ago, cherry two days
        // ago, apple and banana now (each Good, then Good ten minutes later); elder never.
        let words = try f.book(["apple", "banana", "cherry", "date"])
        try f.learn([words[3]])
        f.clock.advance(by: 3 * 86_400)
        try f.learn([words[2]])
        f.clock.advance(by: 2 * 86_400)
        try f.learn(Array(words[0...1]))
        let start = f.clock.now
        var expected: [Double] = []
        var sure: [Double] = []
        for day in 0...60 {
            let episode = try XCTUnwrap(try f.coverage(at: start.addingTimeInterval(Double(day) * 86_400)).episode(code))
            expected.append(try XCTUnwrap(episode.expectedShare))
            sure.append(try XCTUnwrap(episode.sureShare))
        }
        // By hand (FSRS-6 defaults, S = 2.3065 after a first study, R(d) = (1 + 0.980346·d/S)^−0.1542):
        // apple 6 + banana 5 at R(0) = 1, cherry 4 at R(2) = 0.909493, date 3 at R(5) = 0.838861.
        let byHand = (11 + 4 * 0.909493 + 3 * 0.838861) / 20
        XCTAssertEqual(expected[0], byHand, accuracy: 1e-6)
        // The largest share a single word has: apple's 6 of 20 running words.
        let oneWord = 6.0 / 20.0
        for day in 1...60 {
            let step = expected[day - 1] - expected[day]
            XCTAssertGreaterThanOrEqual(step, -1e-12, "day \(day): coverage rose without reviews: \(expected)")
            XCTAssertLessThanOrEqual(step, oneWord, "day \(day): a step of \(step) is more than one word's share")
        }
        XCTAssertGreaterThan(expected[60], 0.5, "two months on, most of the words are still more likely recalled than not")
        // The share of sure words (R ≥ 0.9) drops apple and banana together on day 3 (R(3) =
        // 0.880948): 11 of 20 words at once — the cliff the expected share does not have.
        XCTAssertEqual(sure[2] - sure[3], 11.0 / 20.0, accuracy: 1e-12, "\(sure)")
        XCTAssertEqual(sure[60], 0)
    }

    func testTheCurveIsTheExpectedCoverageDayByDay() throws {
        try f.learn(try f.book(["apple", "banana", "cherry"]))
        let now = f.clock.now
        let shows = try f.service.shows([f.show], at: now, curveDays: 30, now: now)
        let curve = try XCTUnwrap(shows[f.show]?.curves[code])
        XCTAssertEqual(curve.shares.count, 31, "now and each of the 30 days after")
        for day in [0, 1, 7, 30] {
            let direct = try XCTUnwrap(try f.coverage(at: now.addingTimeInterval(Double(day) * 86_400)).episode(code)?.expectedShare)
            XCTAssertEqual(try XCTUnwrap(curve.share(afterDays: day)), direct, accuracy: 1e-12, "day \(day)")
        }
        XCTAssertEqual(curve.sparkline.count, 31)
        XCTAssertEqual(curve.sparkline.first, "▇", "15 of 20 words: 75 % × 8 blocks = 6, the seventh block (the first is 0 %)")
    }

    func testKnownWordsCountOneAndWordsNeverStudiedZero() throws {
        let words = try f.book(["apple", "banana"])
        try f.database.run("UPDATE words SET known_at = ? WHERE id = ?", f.clock.now.timeIntervalSince1970, words[0].id)
        let episode = try XCTUnwrap(try f.coverage(at: f.clock.now.addingTimeInterval(400 * 86_400)).episode(code))
        XCTAssertEqual(episode.expectedShare, 6.0 / 20.0, "Known apple is 6 of 20 and never fades; banana is in a book but never studied")
        XCTAssertEqual(episode.newLemmas, 4)
    }
}

/// Names, numbers and function words are running words a learner recognizes without studying
/// them (the convention of the comprehension studies the 95 % and 98 % thresholds come from):
/// they count as recognized in the share, and they come back from the stored tokens.
final class RecognizedWordsCoverageTests: XCTestCase {
    func testNamesNumbersAndFunctionWordsCountAsRecognizedRunningWords() throws {
        let f = try CoverageFixture()
        let code = EpisodeCode(season: 1, number: 1)
        try f.writeSRT("S01E01.srt", ["the apple and the banana", "ask Walter for two apples"])
        try f.register([f.folder.path])
        let episode = try XCTUnwrap(try f.coverage(at: f.clock.now).episode(code))
        // Running words: the, apple, and, the, banana | ask, Walter, for, two, apple — 10, of
        // which the function words the, and, the, for, the name Walter and the number two (6)
        // need no study; apple, banana, ask and apples (this fixture's reading keeps the plural)
        // were never studied.
        XCTAssertEqual(episode.tokens, 10)
        XCTAssertEqual(try XCTUnwrap(episode.expectedShare), 6.0 / 10.0, accuracy: 1e-12)
        XCTAssertEqual(try XCTUnwrap(episode.sureShare), 6.0 / 10.0, accuracy: 1e-12)
        let keys = try f.registry.lemmaKeys()
        XCTAssertEqual(episode.newLemmas, 4, "apple, banana, ask and apples are the words to learn: \(keys)")
    }

    func testStoredTokensKeepTheRecognizedCount() {
        let tokens = EpisodeTokens(lines: [[1, 2, 2], [30]], recognized: 7)
        XCTAssertEqual(EpisodeTokens(text: tokens.text), tokens)
        XCTAssertEqual(EpisodeTokens(text: tokens.text).tokenCount, 4, "the lemma ids alone")
        XCTAssertEqual(EpisodeTokens(text: "1 2\n3").recognized, 0, "a row stored before the count reads as none")
        let damaged = EpisodeTokens(text: "1 +2\n+99999999999999")
        XCTAssertEqual(damaged.recognized, Int(Int32.max), "only a line that starts with + is the count; a huge one is capped")
        XCTAssertEqual(damaged.lines, [[1, 2]])
    }
}
