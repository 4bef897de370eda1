import Foundation
import XCTest
import ShowbookTestSupport
@testable import ShowbookTV
@testable import ShowbookWords

/// Prep to a target at a future watch date, on an episode whose answer is worked out by hand:
/// a word first studied now is worth its running words times what is left of that study at
/// the watch date, and the reviews the list adds each day follow the FSRS schedule.
///
/// The hand computation, FSRS-6 default weights (w2 = 2.3065, w20 = 0.1542), desired retention 0.9:
/// - factor = 0.9^(−1/0.1542) − 1 = 0.980346; R(S, d) = (1 + factor·d/S)^(−0.1542).
/// - First study: Good at T (S = w2 = 2.3065), Good at T + 10 min (same day: S × max(1,
///   e^(w17·w18)·S^(−w19)) = S × max(1, 0.9945) = 2.3065); it graduates, due after
///   round(2.3065) = 2 days; its last review is T + 10 min.
/// - Watched at T + 7 days: 6 whole days after the last review, R = (1 + 0.980346·6/2.3065)^(−0.1542) = 0.822528.
/// - The review at T + 10 min + 2 days (R = 0.909493, difficulty 2.111214) gives S = 10.971048,
///   so the next is 11 days later: T + 10 min + 13 days.
///
/// The episode: 20 running words — apple 10 (marked Known: 1), banana 4, cherry 3, date 2,
/// elder 1 (never studied: 0). Before: 10 / 20 = 50 %.
/// - Target 80 % at T + 7 days needs 16 expected words: banana gives 10 + 0.822528·4 = 13.29,
///   with cherry 10 + 0.822528·7 = 15.758 (78.8 %, short), with date 10 + 0.822528·9 = 17.4028
///   (87.0 %): three words. (Were first studies certain, banana and cherry would give 17 = 85 %.)
/// - Target 95 %: all four give 10 + 0.822528·10 = 18.2253 = 91.1 %: not reachable.
/// - Watched now (R = 1): banana and cherry give 17 = 85 % ≥ 80 %: two words.
final class PrepToWatchDateTests: XCTestCase {
    var f: CoverageFixture!
    let code = EpisodeCode(season: 1, number: 1)
    let calendar = FixtureDates.utcCalendar

    /// By hand, above.
    static let recallAfterSixDays = 0.822528
    static let expectedWithThree = (10 + 0.822528 * 9) / 20
    static let expectedWithFour = (10 + 0.822528 * 10) / 20

    override func setUpWithError() throws {
        f = try CoverageFixture()
        try f.writeSRT("S01E01.srt", ["apple apple apple banana", "apple apple banana cherry", "apple apple banana cherry date",
                                      "apple apple apple banana cherry date elder"])
        try f.writeSRT("S01E02.srt", ["elder elder elder", "elder date"])
        try f.register([f.folder.path])
        let apple = try f.book(["apple"])[0]
        try f.database.run("UPDATE words SET known_at = ? WHERE id = ?", f.clock.now.timeIntervalSince1970, apple.id)
    }

    override func tearDown() { f = nil }

    func plan(target: Double, days: Double, season: Bool = false) throws -> PrepPlan {
        let now = f.clock.now
        return try XCTUnwrap(try f.service.prep(f.show, episode: code, at: now, watchDate: now.addingTimeInterval(days * 86_400),
                                                target: target, season: season, calendar: calendar))
    }

    func testPrepReachesItsExpectedTargetAtAFutureWatchDate() throws {
        let plan = try plan(target: 0.8, days: 7)
        XCTAssertEqual(plan.before.expectedShare, 0.5)
        XCTAssertEqual(plan.studyRecall, Self.recallAfterSixDays, accuracy: 1e-6)
        XCTAssertEqual(plan.words.map(\.term), ["banana", "cherry", "date"], "two would do only if a first study were never forgotten")
        XCTAssertEqual(try XCTUnwrap(plan.after.expectedShare), Self.expectedWithThree, accuracy: 1e-6)
        XCTAssertTrue(plan.reachesTarget)
        XCTAssertEqual(plan.after.percentText, "≈ 87 %")
    }

    func testWatchedNowAFirstStudyCountsWhole() throws {
        let plan = try plan(target: 0.8, days: 0)
        XCTAssertEqual(plan.studyRecall, 1)
        XCTAssertEqual(plan.words.map(\.term), ["banana", "cherry"])
        XCTAssertEqual(plan.after.expectedShare, 17.0 / 20.0)
        XCTAssertEqual(plan.reviewsPerDay, [], "nothing falls due before watching today")
    }

    func testATargetAFirstStudyCannotReachListsEveryNewWordAndSaysSo() throws {
        let plan = try plan(target: 0.95, days: 7)
        XCTAssertEqual(plan.words.map(\.term), ["banana", "cherry", "date", "elder"])
        XCTAssertEqual(try XCTUnwrap(plan.after.expectedShare), Self.expectedWithFour, accuracy: 1e-6)
        XCTAssertFalse(plan.reachesTarget)
        XCTAssertTrue(plan.summaryText.contains("cannot be reached"), plan.summaryText)
    }

    func testTheReviewForecastMatchesTheHandComputation() throws {
        // One word: due on day 2 (T + 10 min + 2 days) and day 13 (+ 11 days); nothing else within 14 days.
        var oneWord = Array(repeating: 0, count: 14)
        oneWord[1] = 1
        oneWord[12] = 1
        let now = f.clock.now
        XCTAssertEqual(ReviewForecast.reviewsPerDay(studiedAt: now, watch: now.addingTimeInterval(14 * 86_400), scheduler: FSRSScheduler(),
                                                    calendar: calendar), oneWord)
        // Three words, watched in 7 days: the day-2 review of each.
        XCTAssertEqual(try plan(target: 0.8, days: 7).reviewsPerDay, [0, 3, 0, 0, 0, 0, 0])
        XCTAssertEqual(try plan(target: 0.8, days: 14).reviewsPerDay.reduce(0, +), 3 * 2)
    }

    func testOverTheSeasonWordsHeardAgainLaterComeFirst() throws {
        // elder is heard once here and four times in S01E02; date twice here, once later.
        // Ranked by all their running words (here + later): elder 5, banana 4, cherry 3, date 3
        // (ties: more heard here first). At 60 % (12 expected words, R = 1 watched now) elder
        // alone gives 11, elder and banana 15.
        let plan = try plan(target: 0.6, days: 0, season: true)
        XCTAssertEqual(plan.words.map(\.term), ["elder", "banana"])
        XCTAssertEqual(plan.words.map(\.laterCount), [4, 0])
        XCTAssertEqual(try self.plan(target: 0.6, days: 0).words.map(\.term), ["banana"], "this episode alone: banana gives 14 of 20")
    }
}
