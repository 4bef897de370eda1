import Foundation
import XCTest
@testable import ShowbookTV
@testable import ShowbookWords

/// "Heard it" with a manual clock: a watched episode records one exposure per learner word its
/// subtitles hold (any book, matched by term key), with the time and the first line; recording
/// again adds nothing; forgetting drops only that episode; nothing of FSRS changes.
final class ExposureTests: XCTestCase {
    var f: CoverageFixture!
    var exposures: EpisodeExposures!

    override func setUpWithError() throws {
        f = try CoverageFixture()
        exposures = EpisodeExposures(registry: f.registry, toolkit: f.toolkit)
    }

    override func tearDown() { f = nil; exposures = nil }

    private let e1 = EpisodeCode(season: 1, number: 1)
    private let e2 = EpisodeCode(season: 1, number: 2)

    func testAWatchedEpisodeRecordsEachLearnerWordWithItsFirstLine() throws {
        try f.writeSRT("Show S01E01.srt", ["Music plays.", "I like the apple pie.", "Banana, apple, banana!"])
        try f.register([f.folder.path])
        let first = try f.book(["apple", "Banana", "cherry"])
        let second = try f.book(["APPLE "])
        f.clock.advance(by: 3600)
        let watchedAt = f.clock.now

        XCTAssertEqual(try exposures.record(f.show, episodes: [e1], at: watchedAt), 3, "apple twice (two books), banana once")
        let apple = try exposures.store.exposures(of: first[0].id)
        XCTAssertEqual(apple, [WordExposure(wordID: first[0].id, mediaID: f.show, episode: e1, heardAt: watchedAt, line: "I like the apple pie.")])
        XCTAssertEqual(try exposures.store.exposures(of: second[0].id).map(\.line), ["I like the apple pie."], "matched by term key")
        XCTAssertEqual(try exposures.store.exposures(of: first[1].id).map(\.line), ["Banana, apple, banana!"])
        XCTAssertEqual(try exposures.store.exposures(of: first[2].id), [], "cherry is not in the episode")
    }

    func testRecordingAgainAddsNothingAndKeepsTheFirstTime() throws {
        try f.writeSRT("Show S01E01.srt", ["apple"])
        try f.register([f.folder.path])
        let word = try XCTUnwrap(try f.book(["apple"]).first)
        let first = f.clock.now
        XCTAssertEqual(try exposures.record(f.show, episodes: [e1], at: first), 1)
        f.clock.advance(by: 86_400)
        XCTAssertEqual(try exposures.record(f.show, episodes: [e1], at: f.clock.now), 0)
        XCTAssertEqual(try exposures.store.exposures(of: word.id).map(\.heardAt), [first])
    }

    func testExposuresNeverChangeTheCardOrTheReviews() throws {
        try f.writeSRT("Show S01E01.srt", ["apple banana"])
        try f.register([f.folder.path])
        let words = try f.book(["apple", "banana"])
        try f.learn([words[0]])
        let cardsBefore = try words.map { try XCTUnwrap(try f.stores.words.word(id: $0.id)) }
        let marksBefore = try marks()
        f.clock.advance(by: 7 * 86_400)
        XCTAssertEqual(try exposures.record(f.show, episodes: [e1], at: f.clock.now), 2)
        let cardsAfter = try words.map { try XCTUnwrap(try f.stores.words.word(id: $0.id)) }
        XCTAssertEqual(cardsAfter.map(\.card), cardsBefore.map(\.card))
        XCTAssertEqual(cardsAfter.map(\.updatedAt), cardsBefore.map(\.updatedAt))
        XCTAssertEqual(try marks(), marksBefore)
        try exposures.forget(f.show, episodes: [e1])
        XCTAssertEqual(try marks(), marksBefore)
    }

    func testForgettingAnEpisodeKeepsTheOthers() throws {
        try f.writeSRT("Show S01E01.srt", ["apple"])
        try f.writeSRT("Show S01E02.srt", ["apple again"])
        try f.register([f.folder.path])
        let word = try XCTUnwrap(try f.book(["apple"]).first)
        XCTAssertEqual(try exposures.record(f.show, episodes: [e1, e2], at: f.clock.now), 2)
        try exposures.forget(f.show, episodes: [e1])
        XCTAssertEqual(try exposures.store.exposures(of: word.id).map(\.episode), [e2])
    }

    func testAnEpisodeWithoutSubtitlesRecordsNothingAndAMovedFileKeepsItsWords() throws {
        XCTAssertEqual(try exposures.record(f.show, episodes: [e1], at: f.clock.now), 0)
        let path = try f.writeSRT("Show S01E01.srt", ["apple"])
        try f.register([path])
        let word = try XCTUnwrap(try f.book(["apple"]).first)
        try FileManager.default.removeItem(atPath: path)
        XCTAssertEqual(try exposures.record(f.show, episodes: [e1], at: f.clock.now), 1, "the stored words still say what was heard")
        XCTAssertEqual(try exposures.store.exposures(of: word.id).map(\.line), [""], "no line without the file")
    }

    func testADeletedWordTakesItsExposuresWithIt() throws {
        try f.writeSRT("Show S01E01.srt", ["apple"])
        try f.register([f.folder.path])
        let word = try XCTUnwrap(try f.book(["apple"]).first)
        try exposures.record(f.show, episodes: [e1], at: f.clock.now)
        try f.database.run("DELETE FROM words WHERE id = ?", word.id)
        XCTAssertEqual(try f.database.scalarInt("SELECT count(*) FROM word_exposures"), 0)
    }

    func testTheCardLineNamesTheEpisodesInTheOrderHeardAndShortensLongLists() throws {
        func heard(_ numbers: [Int]) -> [WordExposure] {
            numbers.enumerated().map { index, number in
                WordExposure(wordID: 1, mediaID: f.show, episode: EpisodeCode(season: 1, number: number),
                             heardAt: Date(timeIntervalSince1970: Double(index)), line: "")
            }
        }
        XCTAssertNil(WordExposure.heardText([]))
        XCTAssertEqual(WordExposure.heardText(heard([3, 5])), "heard in S01E03, S01E05")
        XCTAssertEqual(WordExposure.heardText(heard([3, 5, 6, 7, 9])), "heard in S01E03, S01E05, S01E06 +2 more")
        let exposure = WordExposure(wordID: 1, mediaID: f.show, episode: EpisodeCode(season: 1, number: 3),
                                    heardAt: Date(timeIntervalSince1970: 1_796_083_200), line: "")
        XCTAssertEqual(exposure.historyText(timeZone: TimeZone(identifier: "UTC")!), "heard in S01E03 · 2026-12-01")
    }

    /// Every `study_marks` row, as text.
    private func marks() throws -> [String] {
        try f.database.query("SELECT word_id, marked_at, grade, state FROM study_marks ORDER BY id") { row in
            "\(row.int64(0)) \(row.double(1) ?? 0) \(row.string(2)) \(row.string(3))"
        }
    }
}

/// Closing a book moves where its unfinished words were heard with them, as it moves their
/// review history: the moved word keeps its own, a merged one's go onto the target's word of
/// the same term.
final class ExposureCloseTests: XCTestCase {
    func testAClosedBooksUnfinishedWordsTakeTheirExposuresAlong() throws {
        let f = try CoverageFixture()
        let exposures = EpisodeExposures(registry: f.registry, toolkit: f.toolkit)
        try f.writeSRT("Show S01E01.srt", ["apple banana"])
        try f.register([f.folder.path])
        let source = try f.stores.books.createBook(title: "Source")
        let apple = try f.stores.words.addWord(WordDraft(term: "apple", meaning: "m"), to: source.id)
        let banana = try f.stores.words.addWord(WordDraft(term: "banana", meaning: "m"), to: source.id)
        let target = try f.stores.books.createBook(title: "Target")
        let kept = try f.stores.words.addWord(WordDraft(term: "Banana", meaning: "m"), to: target.id)
        try exposures.record(f.show, episodes: [EpisodeCode(season: 1, number: 1)], at: f.clock.now)
        XCTAssertEqual(try exposures.store.exposures(of: [apple.id, banana.id, kept.id]).count, 3)

        try f.stores.closing.close(bookID: source.id, moving: .book(target.id))
        let words = try f.stores.words.words(bookID: target.id)
        let moved = try XCTUnwrap(words.first { $0.term == "apple" })
        XCTAssertEqual(moved.id, apple.id, "the word itself moved")
        XCTAssertEqual(try exposures.store.exposures(of: moved.id).map(\.episode), [EpisodeCode(season: 1, number: 1)])
        XCTAssertEqual(try exposures.store.exposures(of: kept.id).count, 1, "the merged word keeps one, not two")
        XCTAssertEqual(try exposures.store.exposures(of: banana.id), [], "the merged word left with nothing behind")
        XCTAssertNil(try f.stores.words.word(id: banana.id))
    }

    func testUndoingADeleteBringsTheExposuresBack() throws {
        let f = try CoverageFixture()
        let exposures = EpisodeExposures(registry: f.registry, toolkit: f.toolkit)
        try f.writeSRT("Show S01E01.srt", ["apple banana"])
        try f.register([f.folder.path])
        let words = try f.book(["apple", "banana"])
        try exposures.record(f.show, episodes: [EpisodeCode(season: 1, number: 1)], at: f.clock.now)
        let undo = DeletionUndo(books: f.stores.books)
        let deleted = try undo.deleteWord(id: words[0].id)
        XCTAssertEqual(try exposures.store.exposures(of: words[0].id), [])
        let back = try undo.restore(deleted)
        XCTAssertEqual(try exposures.store.exposures(of: back).map(\.line), ["apple banana"])
        let book = try undo.delete(bookID: words[1].bookID)
        XCTAssertEqual(try f.database.scalarInt("SELECT count(*) FROM word_exposures"), 0)
        let restored = try undo.restore(book)
        let again = try f.stores.words.words(bookID: restored.id).map(\.id)
        XCTAssertEqual(try exposures.store.exposures(of: again).count, 2)
    }
}
