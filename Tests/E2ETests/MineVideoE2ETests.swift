import Foundation
import XCTest

/// `m` on a show's detail with a video, end to end in a real terminal: the `.mkv` (made by
/// ffmpeg here, with an English track and an untagged Korean one) lists its tracks, the Korean
/// one is picked, the words show their English lines, and the added words keep them
/// (`books show --json` prints `example_translation`). Also `showbook mine` on the same video.
final class MineVideoE2ETests: E2ETestCase {
    private func makeVideo() throws -> String {
        let script = #"""
        mkdir -p sources
        printf '1\n00:00:01,000 --> 00:00:02,500\n학교에 가요.\n\n2\n00:00:03,000 --> 00:00:04,500\n밥을 먹어요.\n' > sources/ko.srt
        printf '1\n00:00:01,250 --> 00:00:02,700\nI am going to school.\n\n2\n00:00:03,200 --> 00:00:03,800\nI eat\n\n3\n00:00:03,800 --> 00:00:04,700\nrice.\n' > sources/en.srt
        ffmpeg -nostdin -v error -y -f lavfi -i testsrc=size=32x32:rate=1:duration=6 -i sources/en.srt -i sources/ko.srt \
          -map 0:v -map 1:s -map 2:s -c:v mpeg4 -c:s srt -metadata:s:s:0 language=eng -metadata:s:s:0 title=English \
          -metadata:s:s:1 title=Korean "Squid S01E02.mkv"
        """#
        let made = try shell(script)
        XCTAssertEqual(made.status, 0, "ffmpeg (Debian package ffmpeg) made no video: \(made.stderr)")
        return workDirectory.appendingPathComponent("Squid S01E02.mkv").path
    }

    func testPickTheKoreanTrackAndKeepTheEnglishLines() throws {
        let video = try makeVideo()
        let app = try launchApp(["--no-images"])
        try app.type("squid")
        try app.waitUntil("Squid Game selected") { $0.line(2).hasPrefix("▌ Squid Game ") }
        try app.press("Enter")
        try app.waitUntil("Squid Game's detail") { $0.hasRow(matching: #"^ *Years +2021"#) && !$0.contains("Search:") }
        try app.press("m")
        try app.waitUntil("the path prompt") { $0.contains("Mine subtitles for new words") && $0.hasRow(matching: "│ Path: ") }
        try app.type(video)
        try app.press("Enter")
        try app.waitUntil("the video's tracks to pick") { screen in
            screen.contains("Which subtitle track? (2 hold text)")
                && screen.hasRow(matching: #"#1 eng subrip “English”"#) && screen.hasRow(matching: #"#2 \(no language\) subrip “Korean”"#)
        }
        try app.press("Down")
        try app.press("Enter")
        try app.waitUntil("the Korean words with their English lines") { screen in
            screen.hasRow(matching: #"^ *Korean · 2 lines"#)
                && screen.hasRow(matching: #"^ *\[ \] 먹다 .*“I eat rice\.”"#)
                // 학교 is in the sample book already; the line's other word carries it.
                && screen.hasRow(matching: #"^ *\[ \] \S+ .*“I am going to school\.”"#)
        }
        try app.press("a")
        try app.waitUntil("every word selected") { $0.hasRow(matching: #"^ *\[x\] 먹다 "#) }
        try app.press("Enter")
        try app.waitUntil("the detail with the report") { $0.contains("words to “Squid Game”") }

        // The card's back shows the sentence and, under it, its English line.
        try app.press("M-3")
        try app.waitUntil("the Squid Game book in the list") { $0.hasRow(matching: "^ *▶ Squid Game +today ") }
        try app.press("Enter")
        try app.waitUntil("Squid Game's book screen") { $0.line(1).hasPrefix(" Squid Game ") && $0.contains("먹다") }
        try app.press("s")
        try app.waitForFrame(containing: ["Space to flip"])
        try app.press("Space")
        try app.waitUntil("the card's back with the sentence and its translation") { screen in
            (screen.contains("밥을 먹어요.") && screen.contains("I eat rice."))
                || (screen.contains("학교에 가요.") && screen.contains("I am going to school."))
        }
        try app.press("q", "q", "q")

        let words = jsonLines(try runCLI(["books", "show", "Squid Game", "--json"]).stdout)
        let eat = try XCTUnwrap(words.first { $0["term"] as? String == "먹다" }, "\(words)")
        XCTAssertEqual(eat["example"] as? String, "밥을 먹어요.")
        XCTAssertEqual(eat["example_source"] as? String, "S01E02 00:03")
        XCTAssertEqual(eat["example_translation"] as? String, "I eat rice.")
        XCTAssertEqual(words.first { ($0["example"] as? String)?.hasPrefix("학교에 가요.") == true }?["example_translation"] as? String,
                       "I am going to school.")
    }

    func testTheCommandNamesTheTracksAndTakesTrackAndWith() throws {
        let video = try makeVideo()
        let ambiguous = try runCLI(["mine", video])
        XCTAssertEqual(ambiguous.status, 1)
        XCTAssertEqual(ambiguous.stderr, "showbook: \(video): choose a track with --track N: #1 eng subrip “English”, "
            + "#2 (no language) subrip “Korean”\n")
        let mined = try runCLI(["mine", video, "--track", "2", "--json"])
        XCTAssertEqual(mined.status, 0, mined.stderr)
        let eat = try XCTUnwrap(jsonLines(mined.stdout).first { $0["term"] as? String == "먹다" })
        XCTAssertEqual(eat["translation"] as? String, "I eat rice.")
        XCTAssertEqual(eat["file"] as? String, video)
        let english = try runCLI(["mine", video, "--track", "1", "--with", "2", "--json", "--lang", "en"])
        XCTAssertEqual(english.status, 0, english.stderr)
        XCTAssertEqual(jsonLines(english.stdout).first { $0["term"] as? String == "school" }?["translation"] as? String, "학교에 가요.")
    }
}
