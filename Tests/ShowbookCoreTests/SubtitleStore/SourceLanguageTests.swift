import Foundation
import XCTest
@testable import ShowbookTV
@testable import ShowbookWords

/// Several subtitle sources per episode: a file per language registers beside the other instead
/// of replacing it, re-adding a path updates that source alone, and coverage, prep and "heard
/// it" use the source in the show's language (its book's, else the saved show's), else the first.
final class SourceLanguageTests: XCTestCase {
    var f: CoverageFixture!
    var registration: SubtitleRegistration!
    let episode = EpisodeCode(season: 1, number: 1)

    override func setUpWithError() throws {
        f = try CoverageFixture()
        let toolkit = MiningToolkit(korean: { LetterRunTokenizer() }, english: { LetterRunTokenizer() })
        registration = SubtitleRegistration(registry: f.registry, toolkit: toolkit)
    }

    override func tearDown() { f = nil; registration = nil }

    private func register() throws -> [SubtitleRegistration.Outcome] {
        try registration.register(try registration.plan([f.folder.path]).files, mediaID: f.show).done.map(\.outcome)
    }

    private func writeBoth() throws {
        try f.writeSRT("Show S01E01.ko.srt", ["사과 좋아", "바나나 좋아"])
        try f.writeSRT("Show S01E01.en.srt", ["apple pie", "banana pie"])
    }

    func testASecondFileOfAnEpisodeIsAddedBesideTheFirst() throws {
        try writeBoth()
        XCTAssertEqual(try register(), [.added, .added])
        let sources = try f.registry.sources(of: f.show)
        XCTAssertEqual(sources.map(\.episode), [episode, episode])
        XCTAssertEqual(sources.map(\.language), [.english, .korean], "each read in the language its name tags")
        XCTAssertEqual(sources.map(\.track), [SubtitleSource.wholeFile, SubtitleSource.wholeFile])
        XCTAssertEqual(try f.coverage().episodes.map(\.episode), [episode], "one coverage per episode")
    }

    func testReAddingAPathUpdatesThatSourceAlone() throws {
        try writeBoth()
        _ = try register()
        let before = try f.registry.sources(of: f.show)
        try f.writeSRT("Show S01E01.ko.srt", ["사과 사과 포도"])
        XCTAssertEqual(try register(), [.unchanged, .updated])
        let after = try f.registry.sources(of: f.show)
        XCTAssertEqual(after.map(\.id), before.map(\.id), "updated in place, in its place")
        XCTAssertEqual(after.count, 2)
        let korean = try XCTUnwrap(after.last)
        let tokens = try XCTUnwrap(try f.registry.tokens(of: [korean.id])[korean.id])
        let terms = try f.registry.terms(of: tokens.lines.joined())
        XCTAssertEqual(tokens.lines.joined().compactMap { terms[$0]?.term }, ["사과", "사과", "포도"])
    }

    func testTheShowsBookLanguagePicksTheSourceElseTheFirst() throws {
        try writeBoth()
        _ = try register()
        XCTAssertNil(try f.registry.preferredLanguage(of: f.show))
        XCTAssertEqual(try f.registry.source(of: f.show, episode: episode)?.language, .english, "no language known: the first")
        XCTAssertEqual(try f.coverage().episodes.first?.lines, 2)

        let book = try f.stores.books.createBook(title: "Show words", linkedTo: Media(id: f.show, title: "Show"))
        _ = try f.stores.words.addWord(WordDraft(term: "사과", meaning: "apple"), to: book.id)
        XCTAssertEqual(try f.registry.preferredLanguage(of: f.show), .korean)
        XCTAssertEqual(try f.registry.source(of: f.show, episode: episode)?.language, .korean)
        XCTAssertEqual(try f.registry.preferredSources(of: f.show).map(\.language), [.korean])
        let coverage = try XCTUnwrap(try f.coverage().episodes.first)
        XCTAssertEqual(coverage.tokens, 4, "사과 좋아 · 바나나 좋아")
        let prep = try XCTUnwrap(try f.service.prep(f.show, episode: episode, at: f.clock.now, target: 1))
        XCTAssertEqual(Set(prep.words.map(\.term)), ["좋아", "사과", "바나나"])
    }

    func testASavedShowsLanguagePicksTheSourceWhenItsBookIsEmpty() throws {
        try writeBoth()
        _ = try register()
        try SavedStore(database: f.database, clock: f.clock).save(Media(id: f.show, title: "Show", language: "ko"))
        XCTAssertEqual(try f.registry.preferredLanguage(of: f.show), .korean)
        XCTAssertEqual(try f.registry.source(of: f.show, episode: episode)?.path.hasSuffix(".ko.srt"), true)
    }

    func testTheSameBytesAtANewPathAreACopyOrAMove() throws {
        let old = try f.writeSRT("a/Show S01E01.srt", ["apple"])
        _ = try registration.register(try registration.plan([old]).files, mediaID: f.show)
        let copy = try f.writeSRT("b/Show S01E01.srt", ["apple"])
        XCTAssertEqual(try registration.register(try registration.plan([copy]).files, mediaID: f.show).done.map(\.outcome), [.unchanged],
                       "a copy of a registered file adds nothing")
        try FileManager.default.removeItem(atPath: old)
        XCTAssertEqual(try registration.register(try registration.plan([copy]).files, mediaID: f.show).done.map(\.outcome), [.moved])
        XCTAssertEqual(try f.registry.sources(of: f.show).map(\.path), [copy])
    }

    func testAVideosTextTracksAreSourcesOfItsEpisodeReadAgainForTheirLines() throws {
        let path = try VideoFixtures.twoTracks("Show S01E02.mkv", in: f.folder)
        let video = [path]
        XCTAssertEqual(try registration.register(try registration.plan(video).files, mediaID: f.show).done.map(\.outcome), [.added])
        let sources = try f.registry.sources(of: f.show)
        XCTAssertEqual(sources.map(\.kind), [.track, .track])
        XCTAssertEqual(sources.map(\.track), [1, 2], "streams 1 and 2 (0 is the picture)")
        XCTAssertEqual(sources.map(\.language), [.korean, .english], "each in the language its tag names")
        XCTAssertEqual(try registration.register(try registration.plan(video).files, mediaID: f.show).done.map(\.outcome), [.unchanged])
        try FileManager.default.setAttributes([.modificationDate: Date(timeIntervalSinceNow: 3600)], ofItemAtPath: path)
        XCTAssertEqual(try f.registry.checked(f.show).map(\.problem), [.changed, .changed], "a video is not hashed whole")
        XCTAssertEqual(try registration.register(try registration.plan(video).files, mediaID: f.show).done.map(\.outcome), [.unchanged],
                       "touched: the tracks' text is the same")
        XCTAssertEqual(try f.registry.checked(f.show).map(\.problem), [nil, nil])

        try SavedStore(database: f.database, clock: f.clock).save(Media(id: f.show, title: "Show", language: "ko"))
        XCTAssertEqual(try f.registry.source(of: f.show, episode: EpisodeCode(season: 1, number: 2))?.track, 1)
        let word = try XCTUnwrap(try f.book(["학교에"]).first)
        let exposures = EpisodeExposures(registry: f.registry, toolkit: MiningToolkit(korean: { LetterRunTokenizer() }))
        XCTAssertEqual(try exposures.record(f.show, episodes: [EpisodeCode(season: 1, number: 2)], at: f.clock.now), 1)
        XCTAssertEqual(try exposures.store.exposures(of: word.id).map(\.line), ["학교에 가요."], "the line from the video's track")
    }
}
