import Foundation
import XCTest
import ShowbookTestSupport
@testable import ShowbookApp
@testable import ShowbookPlatform
@testable import ShowbookTV
@testable import ShowbookWords

/// Watching along over a scripted mpv (events in, commands out, a manual clock and executor):
/// lines change with `sub-text`, a line is heard only when playback passed its end by playing,
/// the episode is marked watched at the share played, `a` adds the chosen word with its clip,
/// refused messages and a dead socket are one line each and lose nothing.
final class WatchModelTests: XCTestCase {
    var f: CoverageFixture!
    var player: ScriptedPlayer!
    var executor: ManualExecutor!
    var jobs: Jobs!
    let code = EpisodeCode(season: 1, number: 1)

    override func setUpWithError() throws {
        f = try CoverageFixture()
        player = ScriptedPlayer()
        executor = ManualExecutor()
        jobs = Jobs(executor: executor)
    }

    override func tearDown() { f = nil; player = nil; executor = nil; jobs = nil }

    /// Registers one SRT of `lines` (cue n from n s to n.9 s) and starts a model over it.
    private func start(_ lines: [String], share: Double = 0.9) throws -> WatchModel {
        try f.writeSRT("Show S01E01.srt", lines)
        try f.register([f.folder.path])
        let source = try XCTUnwrap(try f.registry.source(of: f.show, episode: code))
        let document = try XCTUnwrap(try f.registry.document(of: source))
        let episode = WatchEpisode(media: Media(id: f.show, title: "Show"), code: code, video: "/videos/Show S01E01.mkv",
                                   cues: document.cues)
        let timers = Timers(clock: f.clock)
        let model = WatchModel(episode: episode, link: PlayerLink(transport: player, jobs: jobs),
                               knowledge: try TermKnowledge.read(from: f.database), watchedShare: share,
                               mining: f.stores.mining, exposures: EpisodeExposures(registry: f.registry, toolkit: f.toolkit),
                               watched: WatchedStore(database: f.database, clock: f.clock),
                               writer: BackgroundWrite(database: f.database, jobs: jobs, timers: timers),
                               heardWriter: BackgroundWrite(database: f.database, jobs: jobs, timers: timers), clock: f.clock)
        model.start()
        return model
    }

    /// mpv sends `lines`; the model reads them (one background read) and its writes land.
    private func send(_ lines: [UInt8]...) {
        player.queue(lines.flatMap { $0 })
        for _ in 0..<4 {
            executor.runAll()
            jobs.drain()
        }
    }

    private func play(from start: Double, to end: Double, step: Double = 0.5) {
        var now = start
        while now <= end + 1e-9 {
            send(ScriptedPlayer.property("time-pos", now))
            now += step
        }
    }

    private func exposedTerms() throws -> [String] {
        try f.database.query("SELECT w.term FROM word_exposures e JOIN words w ON w.id = e.word_id ORDER BY w.term") { $0.onlyString }
    }

    func testStartObservesEveryPropertyWithRequestIDsAsJSON() throws {
        _ = try start(["apple"])
        XCTAssertEqual(player.names, Array(repeating: "observe_property", count: 8))
        XCTAssertEqual(player.commands.map(\.id), Array(1...8))
        XCTAssertEqual(player.commands.compactMap { $0.arguments.last as? String },
                       ["path", "duration", "pause", "sub-text", "sub-start", "sub-end", "secondary-sub-text", "time-pos"])
    }

    func testLineChangesKeepThePreviousLinesAndTheTranslation() throws {
        let model = try start(["I like the apple pie.", "Banana and cherry."])
        send(ScriptedPlayer.property("sub-text", "I like the apple pie."), ScriptedPlayer.property("sub-start", 1.0),
             ScriptedPlayer.property("sub-end", 1.9), ScriptedPlayer.property("secondary-sub-text", "나는 사과 파이를 좋아해."))
        XCTAssertEqual(model.current?.text, "I like the apple pie.")
        XCTAssertEqual(model.current?.translation, "나는 사과 파이를 좋아해.")
        XCTAssertEqual(model.words.map(\.term), ["apple", "pie"], "the stored cue's counted tokens (not its stop words)")
        send(ScriptedPlayer.property("sub-text", ""), ScriptedPlayer.property("secondary-sub-text", "바나나와 체리."),
             ScriptedPlayer.property("sub-text", "Banana and cherry."), ScriptedPlayer.property("sub-start", 2.0))
        XCTAssertEqual(model.current?.text, "Banana and cherry.")
        XCTAssertEqual(model.current?.translation, "바나나와 체리.", "a translation that changed just before its line")
        XCTAssertEqual(model.session.previous.map(\.text), ["I like the apple pie."])
        XCTAssertEqual(model.session.lineChanges, 2)
        XCTAssertEqual(model.current?.cue?.start, 2000)
    }

    func testOnlyLinesPlayedToTheirEndAreHeardNeverOnesSeekedOver() throws {
        _ = try f.book(["apple", "banana", "cherry", "music"])
        let model = try start(["I like the apple pie.", "Banana.", "Cherry.", "Music plays."])
        send(ScriptedPlayer.property("duration", 100.0))
        play(from: 0, to: 2.0)
        XCTAssertEqual(try exposedTerms(), ["apple"], "line 1 ended at 1.9 s while playing")
        send(ScriptedPlayer.event("seek"), ScriptedPlayer.property("time-pos", 3.5))
        play(from: 3.6, to: 4.0, step: 0.2)
        XCTAssertEqual(try exposedTerms(), ["apple", "cherry"], "banana (2.9 s) was seeked over; cherry (3.9 s) played")
        send(ScriptedPlayer.property("time-pos", 4.0), ScriptedPlayer.property("time-pos", 30.0))
        play(from: 30.1, to: 31)
        XCTAssertEqual(try exposedTerms(), ["apple", "cherry"], "a jump with no seek event is a seek too")
        XCTAssertEqual(model.session.heard, [0, 2])
        XCTAssertEqual(model.newWordsHeard, ["apple", "pie", "cherry"], "the book's words are New, pie is in no book")
        XCTAssertEqual(try WatchedStore(database: f.database, clock: f.clock).watched(f.show), [])
    }

    func testTheWatchedShareMarksTheEpisodeAndCreditsTheRestOnce() throws {
        _ = try f.book(["apple", "banana"])
        let model = try start(["apple", "banana"], share: 0.6)
        send(ScriptedPlayer.property("duration", 10.0))
        play(from: 0, to: 2.0)
        send(ScriptedPlayer.event("seek"), ScriptedPlayer.property("time-pos", 3.0))
        play(from: 3.5, to: 6.0)
        XCTAssertFalse(model.markedWatched, "2 + 3 = 5 s of 10 is under 60 %")
        XCTAssertEqual(try exposedTerms(), ["apple"])
        play(from: 6.5, to: 7.0)
        XCTAssertTrue(model.markedWatched)
        XCTAssertEqual(try WatchedStore(database: f.database, clock: f.clock).watched(f.show), [code])
        XCTAssertEqual(try exposedTerms(), ["apple", "banana"], "the mark credits the rest as marking watched does")
        play(from: 7.5, to: 9.5)
        XCTAssertEqual(try exposedTerms(), ["apple", "banana"])
    }

    func testAddKeepsTheLineTranslationAndClipInTheShowsBook() throws {
        let model = try start(["I like the apple pie."])
        // mpv's times carry the container's start offset; the clip keeps the stored cue's, as mining does.
        send(ScriptedPlayer.property("sub-text", "I like the apple pie."), ScriptedPlayer.property("sub-start", 1.023),
             ScriptedPlayer.property("sub-end", 1.923), ScriptedPlayer.property("secondary-sub-text", "사과 파이"))
        XCTAssertEqual(model.selectedToken?.term, "apple", "the line's first word is chosen")
        model.addSelected()
        let book = try XCTUnwrap(try f.stores.books.book(linkedTo: f.show))
        let word = try XCTUnwrap(try f.stores.words.words(bookID: book.id).first)
        XCTAssertEqual(word.term, "apple")
        XCTAssertEqual(word.example, "I like the apple pie.")
        XCTAssertEqual(word.exampleTranslation, "사과 파이")
        XCTAssertEqual(word.exampleClip, ExampleClip(media: "/videos/Show S01E01.mkv", start: 1.0, end: 1.9))
        XCTAssertEqual(model.level(of: MinedToken(term: "apple")), .new)
        model.selectWord(by: 1)
        model.markSelectedKnown()
        XCTAssertEqual(model.level(of: MinedToken(term: "pie")), .known)
        XCTAssertNotNil(try f.stores.words.words(bookID: book.id).first { $0.term == "pie" }?.knownAt)
    }

    func testKeysSendOnlyAllowedCommands() throws {
        let model = try start(["one", "two", "three"])
        send(ScriptedPlayer.property("sub-text", "two"), ScriptedPlayer.property("sub-start", 2.0), ScriptedPlayer.property("pause", true))
        model.step(forward: true)
        model.step(forward: false)
        model.replay()
        model.togglePause()
        let sent = player.commands.dropFirst(8)
        XCTAssertEqual(sent.map { $0.arguments.map(Self.text) },
                       [["seek", "3", "absolute+exact"], ["seek", "1", "absolute+exact"], ["seek", "2", "absolute+exact"],
                        ["set_property", "pause", "false"], ["set_property", "pause", "false"]])
        XCTAssertTrue(player.names.allSatisfy(PlayerCommand.allowedNames.contains))
        XCTAssertEqual(player.commands.map(\.id), Array(1...13), "each request has the next id")
    }

    func testTabAndArrowsChooseTheWordLeftAndRightForTheLines() {
        let map = NowPlayingModel.keyMap
        XCTAssertEqual([Key.tab, .down].map { map.command(for: $0) }, [.nextWord, .nextWord])
        XCTAssertEqual([Key.backTab, .up].map { map.command(for: $0) }, [.previousWord, .previousWord])
        XCTAssertEqual([Key.left, .right].map { map.command(for: $0) }, [.previousLine, .nextLine])
    }

    /// A JSON argument as text: booleans as true/false, numbers as %g.
    private static func text(_ value: Any) -> String {
        guard let number = value as? NSNumber, !(value is String) else { return "\(value)" }
        return String(cString: number.objCType) == "c" ? (number.boolValue ? "true" : "false") : String(format: "%g", number.doubleValue)
    }

    func testRefusedMessagesAreOneLineAndReadingGoesOn() throws {
        let model = try start(["apple"])
        send(Array("not json at all\n".utf8))
        XCTAssertEqual(model.message, PlayerReadProblem.malformed.description)
        send(Array(repeating: UInt8(ascii: "a"), count: PlayerMessageReader.defaultMaxLine + 10) + [0x0A],
             ScriptedPlayer.property("sub-text", "apple"))
        XCTAssertEqual(model.message, PlayerReadProblem.tooLong(limit: PlayerMessageReader.defaultMaxLine).description)
        XCTAssertEqual(model.current?.text, "apple", "the line after the refused one is read")
        XCTAssertNil(model.endedLine)
    }

    func testADeadSocketIsOneLineAndKeepsWhatWasHeard() throws {
        _ = try f.book(["apple"])
        let model = try start(["apple", "banana"])
        send(ScriptedPlayer.property("duration", 100.0))
        play(from: 0.5, to: 2.0)
        player.die()
        send()
        XCTAssertEqual(model.endedLine, "mpv is gone (its socket closed); what you heard is kept")
        XCTAssertTrue(player.closed)
        XCTAssertEqual(try exposedTerms(), ["apple"])
        let before = player.commands.count
        model.togglePause()
        XCTAssertEqual(player.commands.count, before, "nothing is sent to a dead player")
    }
}
