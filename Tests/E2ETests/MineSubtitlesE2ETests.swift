import Foundation
import XCTest

/// `m` on a show's detail, end to end in a real terminal: the path prompt completes the file
/// name with Tab, the mining screen lists the episode's new Japanese words, `a` and Enter add
/// them to the show's word book (made and linked), and `w` shows them there.
final class MineSubtitlesE2ETests: E2ETestCase {
    private func isSquidGameDetail(_ screen: Screen) -> Bool {
        screen.hasRow("Squid Game") && screen.hasRow(matching: #"^ *Years +2021"#) && !screen.contains("Search:")
            && !screen.contains("Mine subtitles")
    }

    func testMineAnEpisodeIntoTheShowsBook() throws {
        let episode = workDirectory.appendingPathComponent("Squid S01E03.srt")
        let text = """
        1
        00:00:01,000 --> 00:00:03,000
        昨日、駅で先生に会いました。

        2
        00:12:34,000 --> 00:12:36,000
        <i>先生は駅の前で待っていました。</i>

        """
        try Data(text.utf8).write(to: episode)
        let app = try launchApp(["--no-images"])
        try app.type("squid")
        try app.waitUntil("Squid Game selected") { $0.line(2).hasPrefix("▌ Squid Game ") }
        try app.press("Enter")
        try app.waitUntil("Squid Game's detail") { self.isSquidGameDetail($0) }

        try app.press("m")
        try app.waitUntil("the path prompt") { $0.contains("Mine subtitles for new words") && $0.hasRow(matching: "│ Path: ") }
        try app.type(workDirectory.appendingPathComponent("Squid S01").path)
        try app.press("Tab")
        try app.waitUntil("the completed file name") { $0.contains("S01E03.srt") }
        try app.press("Enter")
        try app.waitUntil("the ranked candidates") { screen in
            screen.line(1).hasPrefix(" Mine: Squid S01E03.srt  for “Squid Game”")
                && screen.line(2).hasPrefix(" Japanese · 2 lines")
                && screen.hasRow(matching: #"^ *\[ \] 駅 +えき +×2 +railway station; train station"#)
                && screen.hasRow(matching: #"S01E03 00:01  昨日、駅で先生に会いました。"#)
                && screen.hasRow(matching: #"^ *\[ \] 待つ +まつ +×1 "#)  // the dictionary form of 待って
        }

        try app.press("a")
        try app.waitUntil("every word selected") { $0.hasRow(matching: #"^ *\[x\] 駅 "#) && $0.hasRow(matching: #"^ *\[x\] 待つ "#) }
        try app.press("Enter")
        try app.waitUntil("the detail with the report") { screen in
            self.isSquidGameDetail(screen) && screen.contains("words to “Squid Game”")
        }
        try app.press("w")
        try app.waitUntil("the linked book with the mined words") { screen in
            screen.line(1).hasPrefix(" Squid Game  from “Squid Game”")
                && screen.hasRow(matching: #"^ *· +駅 +えき +railway station; train station"#)
                && screen.hasRow(matching: #"^ *· +先生 +せんせい +teacher"#)
        }
        XCTAssertEqual(try sqlite("SELECT example FROM words WHERE term = '待つ'"), "先生は駅の前で待っていました。")
        let show = jsonLines(try runCLI(["search", "Squid Game", "--json", "--limit", "1"]).stdout).first?["id"] as? String
        XCTAssertEqual(try sqlite("SELECT show_id FROM word_books WHERE title = 'Squid Game'"), show)
    }
}
