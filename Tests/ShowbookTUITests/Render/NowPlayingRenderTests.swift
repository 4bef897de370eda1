import Foundation
import ShowbookTestSupport
import XCTest
@testable import ShowbookApp
@testable import ShowbookPlatform
@testable import ShowbookTUI
@testable import ShowbookTV
@testable import ShowbookWords

/// The now-playing screen drawn into the grid over a scripted mpv: the earlier lines above,
/// the current line with its words coloured by what the learner knows (the chosen one
/// reversed), the translation under it and the footer; a dead player is one line.
final class NowPlayingRenderTests: XCTestCase {
    private func harness(_ player: ScriptedPlayer) throws -> AppHarness {
        let h = try AppHarness()
        let book = try h.container.wordBooks.books.createBook(title: "Words")
        _ = try h.container.wordBooks.words.addWord(WordDraft(term: "apple", meaning: "a fruit"), to: book.id)
        let pie = try h.container.wordBooks.words.addWord(WordDraft(term: "pie", meaning: "a dish"), to: book.id)
        _ = try h.container.wordBooks.words.setMark(.known, true, wordID: pie.id)
        let cues = [SubtitleCue(start: 1000, end: 1900, text: "Good morning.", line: 1,
                                tokens: [MinedToken(term: "good"), MinedToken(term: "morning")]),
                    SubtitleCue(start: 2000, end: 2900, text: "I like apple pie.", line: 5,
                                tokens: [MinedToken(term: "i", kind: .function), MinedToken(term: "like"), MinedToken(term: "apple"),
                                         MinedToken(term: "pie")])]
        let episode = WatchEpisode(media: Media(id: MediaID("tmdb:9"), title: "Orchard"), code: EpisodeCode(season: 1, number: 3),
                                   video: "/v/orchard.mkv", cues: cues)
        h.app.navigator.show(.watch(.attached(player, episode)))
        h.settle()
        return h
    }

    private func send(_ h: AppHarness, _ player: ScriptedPlayer, _ lines: [UInt8]...) {
        player.queue(lines.flatMap { $0 })
        for _ in 0..<3 { h.settle() }
    }

    func testTheLineItsWordsTranslationAndEarlierLines() throws {
        let player = ScriptedPlayer()
        let h = try harness(player)
        send(h, player, ScriptedPlayer.property("duration", 100.0), ScriptedPlayer.property("sub-text", "Good morning."),
             ScriptedPlayer.property("sub-start", 1.0), ScriptedPlayer.property("time-pos", 1.0))
        send(h, player, ScriptedPlayer.property("sub-text", "I like apple pie."), ScriptedPlayer.property("sub-start", 2.0),
             ScriptedPlayer.property("secondary-sub-text", "사과 파이를 좋아해."), ScriptedPlayer.property("time-pos", 2.0))
        let canvas = h.render(width: 60, height: 14)
        let lines = canvas.lines
        XCTAssertEqual(lines[1], " Now playing — Orchard S01E03")
        let line = try XCTUnwrap(lines.firstIndex(of: "  I like apple pie."), canvas.text)
        XCTAssertEqual(lines[line - 2], "  Good morning.")
        XCTAssertEqual(lines[line + 1], "  사과 파이를 좋아해.")
        XCTAssertEqual(lines[line + 3], "  known  young  learning  new  in no book")
        XCTAssertTrue(lines[line + 4].hasPrefix("  played 1 % · 2 new words heard"), lines[line + 4])
        // like: in no book (bold; the first word is chosen: reversed); apple: New in a book; pie: Known.
        XCTAssertEqual(canvas.style(x: 4, y: line), Style(.normal, bold: true, reverse: true, underline: true))
        XCTAssertEqual(canvas.style(x: 9, y: line), NowPlayingScreen.style(.new))
        XCTAssertEqual(canvas.style(x: 15, y: line), NowPlayingScreen.style(.known))
        XCTAssertEqual(canvas.style(x: 2, y: line), Style.normal, "a function word is plain text")
    }

    func testStartingAndADeadPlayerAreOneLine() throws {
        let player = ScriptedPlayer()
        let h = try harness(player)
        XCTAssertTrue(h.render(width: 60, height: 10).lines.contains("  waiting for the first line…"))
        player.die()
        send(h, player)
        let lines = h.render(width: 70, height: 10).lines
        XCTAssertTrue(lines.contains { $0.hasPrefix("  mpv is gone (its socket closed); what you heard is kept") }, lines.joined(separator: "\n"))
    }
}
