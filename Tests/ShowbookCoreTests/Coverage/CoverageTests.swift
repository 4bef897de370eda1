import Foundation
import XCTest
@testable import ShowbookTV
@testable import ShowbookWords

/// Coverage over stored words at a moment: the expected share of running words recognized (each
/// weighed by its recall) rises as words are studied, falls smoothly as their retrievability
/// decays over simulated months, counts Known words, never Suspended ones; beside it the share
/// of words sure (R ≥ 0.9), of lines and the distinct new words.
final class CoverageTests: XCTestCase {
    var f: CoverageFixture!

    override func setUpWithError() throws { f = try CoverageFixture() }
    override func tearDown() { f = nil }

    func testSharesOfWordsAndLinesAndDistinctNewWords() throws {
        try f.writeSRT("Show S01E01.srt", ["apple banana apple", "cherry", "apple date"])
        try f.register([f.folder.path])
        try f.learn(try f.book(["apple", "cherry"]))
        let episode = try XCTUnwrap(try f.coverage().episode(EpisodeCode(season: 1, number: 1)))
        XCTAssertEqual(episode.tokens, 6)
        XCTAssertEqual(episode.knownTokens, 4)
        XCTAssertEqual(episode.lines, 3)
        XCTAssertEqual(episode.knownLines, 1, "only “cherry” is all known")
        XCTAssertEqual(episode.newLemmas, 2, "banana and date, each once")
        XCTAssertEqual(episode.summary, "≈ 66 % · 2 new", "studied just now: recall 1")
        XCTAssertEqual(EpisodeCoverage.percentText(episode.lineShare), "33 %")
    }

    func testTheSameEpisodeRisesAfterReviewsAndFallsAsRetrievabilityDecays() throws {
        try f.writeSRT("Show S01E02.srt", ["station train late", "train station"])
        try f.register([f.folder.path])
        let code = EpisodeCode(season: 1, number: 2)
        let words = try f.book(["station", "train", "late"])
        XCTAssertEqual(try f.coverage().episode(code)?.expectedShare, 0, "words never studied are not recognized")
        try f.stores.reviews.review(wordID: words[0].id, grade: .good, at: f.clock.now)
        let learning = try XCTUnwrap(try f.coverage().episode(code))
        XCTAssertEqual(learning.expectedShare, 2.0 / 5.0, "a card just studied is remembered: station is 2 of 5 words")
        XCTAssertEqual(learning.sureShare, 0, "but a learning card is not sure")
        XCTAssertEqual(learning.newLemmas, 2, "train and late")
        try f.learn(words)
        let afterReviews = try XCTUnwrap(try f.coverage().episode(code))
        XCTAssertEqual(afterReviews.expectedShare, 1)
        XCTAssertEqual(afterReviews.newLemmas, 0)
        // Retrievability falls below 0.9 once more days pass than the cards' stability; the
        // expected share falls with it, never to 0 at once.
        var shares: [Double] = []
        var sure: [Double] = []
        for month in 1...6 {
            let later = f.clock.now.addingTimeInterval(Double(month) * 30 * 86_400)
            let episode = try XCTUnwrap(try f.coverage(at: later).episode(code))
            shares.append(try XCTUnwrap(episode.expectedShare))
            sure.append(try XCTUnwrap(episode.sureShare))
        }
        XCTAssertEqual(sure.last, 0, "six months later no unreviewed young card keeps 0.9: \(sure)")
        XCTAssertEqual(shares, shares.sorted(by: >), "coverage never rises without reviews: \(shares)")
        XCTAssertEqual(Set(shares).count, shares.count, "and keeps falling: \(shares)")
        XCTAssertGreaterThan(shares.last ?? 0, 0.5, "six months on, half-remembered words still count: \(shares)")
        // Reviewing again later lifts it back.
        f.clock.advance(by: 180 * 86_400)
        for word in words { try f.stores.reviews.review(wordID: word.id, grade: .good, at: f.clock.now) }
        XCTAssertEqual(try f.coverage().episode(code)?.expectedShare, 1)
    }

    func testTheRetrievabilityThresholdIsTheSetting() throws {
        try f.writeSRT("Show S01E01.srt", ["apple"])
        try f.register([f.folder.path])
        let words = try f.book(["apple"])
        try f.learn(words)
        let card = try XCTUnwrap(try f.stores.words.word(id: words[0].id)?.card)
        let scheduler = FSRSScheduler()
        // The first day on which retrievability is below 0.9 but at least 0.8.
        let day = try XCTUnwrap((1...400).first { days in
            let r = scheduler.retrievability(of: card, at: f.clock.now.addingTimeInterval(Double(days) * 86_400)) ?? 1
            return r < 0.9 && r >= 0.8
        })
        let then = f.clock.now.addingTimeInterval(Double(day) * 86_400)
        let strict = CoverageService(registry: f.registry)
        let lenient = CoverageService(registry: f.registry, settings: CoverageSettings(minimumRetrievability: 0.8))
        XCTAssertEqual(try strict.show(f.show, at: then).episodes.first?.sureShare, 0)
        XCTAssertEqual(try lenient.show(f.show, at: then).episodes.first?.sureShare, 1)
        let expected = try XCTUnwrap(try strict.show(f.show, at: then).episodes.first?.expectedShare)
        XCTAssertEqual(expected, try XCTUnwrap(scheduler.retrievability(of: card, at: then)), accuracy: 1e-9,
                       "the expected share does not depend on the threshold")
    }

    func testKnownWordsCountFromTheirTimeAndSuspendedOnesNever() throws {
        try f.writeSRT("Show S01E01.srt", ["apple banana"])
        try f.register([f.folder.path])
        let words = try f.book(["Apple", "banana"])
        try f.learn(words)
        let now = f.clock.now.timeIntervalSince1970
        try f.database.run("UPDATE words SET known_at = ? WHERE id = ?", now, words[0].id)
        try f.database.run("UPDATE words SET suspended_at = ? WHERE id = ?", now, words[1].id)
        let episode = try XCTUnwrap(try f.coverage().episodes.first)
        XCTAssertEqual(episode.knownTokens, 1, "Known apple (any case) counts; suspended banana does not")
        XCTAssertEqual(try f.coverage(at: f.clock.now.addingTimeInterval(-3600)).episodes.first?.knownTokens, 0,
                       "before it was marked Known (and before its reviews) apple is not known")
        XCTAssertEqual(try f.coverage(at: f.clock.now.addingTimeInterval(3 * 365 * 86_400)).episodes.first?.knownTokens, 1,
                       "Known does not decay")
    }

    func testAShowWithNoSubtitlesHasNoMedianNotZero() throws {
        XCTAssertNil(try f.coverage().median)
        XCTAssertTrue(try f.service.shows([f.show], at: f.clock.now).isEmpty)
    }

    func testTheMedianIsOverTheEpisodesWithWords() throws {
        try f.writeSRT("S01E01.srt", ["apple"])
        try f.writeSRT("S01E02.srt", ["apple banana"])
        try f.writeSRT("S01E03.srt", ["banana"])
        try f.writeSRT("S01E04.srt", ["…"])
        try f.register([f.folder.path])
        try f.learn(try f.book(["apple"]))
        let coverage = try f.coverage()
        XCTAssertEqual(coverage.episodes.map(\.expectedShare), [1, 0.5, 0, nil])
        XCTAssertEqual(coverage.median, 0.5)
    }
}
