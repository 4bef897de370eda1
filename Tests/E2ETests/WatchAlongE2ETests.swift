import Foundation
import XCTest

/// Watching along with the real mpv (headless: `vo=null`, `ao=null` in the test home's mpv
/// config): a generated `.mkv` with a Korean and an English track is registered to Squid Game
/// S01E02; `w` on its episode row starts mpv, the now-playing screen shows the first line with
/// its translation, `→` seeks to the next line, and `a` keeps a word of the last line with its
/// clip, and leaving quits mpv. Only the line played to its end leaves an exposure: the one seeked
/// over does not.
final class WatchAlongE2ETests: E2ETestCase {
    private func makeVideo() throws -> String {
        let script = #"""
        mkdir -p sources .config/mpv
        printf 'vo=null\nao=null\n' > .config/mpv/mpv.conf
        printf '1\n00:00:01,000 --> 00:00:02,000\n학교에 가요.\n\n2\n00:00:05,000 --> 00:00:09,000\n밥을 먹어요.\n\n3\n00:00:10,000 --> 00:00:11,000\n물을 마셔요.\n' > sources/ko.srt
        printf '1\n00:00:01,000 --> 00:00:02,000\nI am going to school.\n\n2\n00:00:05,000 --> 00:00:09,000\nI eat rice.\n\n3\n00:00:10,000 --> 00:00:11,000\nI drink water.\n' > sources/en.srt
        ffmpeg -nostdin -v error -y -f lavfi -i testsrc=size=32x32:rate=5:duration=40 -f lavfi -i sine=frequency=440:duration=40 \
          -i sources/ko.srt -i sources/en.srt -map 0:v -map 1:a -map 2:s -map 3:s -c:v mpeg4 -c:a aac -c:s srt \
          -metadata:s:s:0 language=kor -metadata:s:s:1 language=eng "Squid S01E02.mkv"
        """#
        let made = try shell(script)
        XCTAssertEqual(made.status, 0, "ffmpeg (Debian package ffmpeg) made no video: \(made.stderr)")
        return workDirectory.appendingPathComponent("Squid S01E02.mkv").path
    }

    /// The video registered to Squid Game S01E02 and a book knowing 학교 and 먹다; the video's path.
    private func registerVideoAndWords() throws -> String {
        let mpv = try shell("command -v mpv")
        XCTAssertEqual(mpv.status, 0, "mpv (Debian package mpv) is not installed: scripts/ensure-deps.sh test")
        let video = try makeVideo()
        let found = try runCLI(["--no-sample", "search", "squid", "--json"])
        let id = try XCTUnwrap(jsonLines(found.stdout).first { $0["title"] as? String == "Squid Game" }?["id"] as? String, found.stdout)
        var result = try runCLI(["--no-sample", "subtitles", "add", id, video])
        XCTAssertEqual(result.status, 0, result.stderr)
        let words = workDirectory.appendingPathComponent("words.tsv")
        try Data("학교\tschool\n먹다\tto eat\n".utf8).write(to: words)
        result = try runCLI(["--no-sample", "books", "import", words.path, "--book", "Everyday"])
        XCTAssertEqual(result.status, 0, result.stderr)
        return video
    }

    func testWatchAnEpisodeAddAWordAndHearOnlyPlayedLines() throws {
        let video = try registerVideoAndWords()

        let app = try launchApp(["--no-sample", "--no-images", "--debounce-ms", "100"])
        try app.type("squid")
        try app.waitUntil("Squid Game selected") { $0.line(2).hasPrefix("▌ Squid Game ") }
        try app.press("Enter")
        try app.waitForText("▸ Season 1 · 1 episode")
        try app.press("Enter")
        try app.waitUntil("the episode from the video") { $0.contains("Squid Game — Season 1") && $0.line(3).contains("2") }
        try app.press("w")
        try app.waitUntil("the first line with its translation, heard") { screen in
            screen.contains("Now playing — Squid Game S01E02") && screen.hasRow(matching: "^  학교에 가요\\.")
                && screen.hasRow(matching: "^  I am going to school\\.") && screen.contains("1 exposures")
                && screen.hasRow(matching: "· expected coverage [0-9]+ % ·")
        }
        let second = try app.waitUntil("the second line", colors: true) {
            $0.hasRow(matching: "^  밥을 먹어요\\.") && $0.hasRow(matching: "^  I eat rice\\.")
        }
        // 밥 is in no book, 먹다 is New in a book: each is drawn in its own colour.
        let row = try XCTUnwrap(second.colored?.components(separatedBy: "\n").first { $0.contains("먹어요") }, second.text)
        let rice = try XCTUnwrap(Self.escapes(before: "밥", in: row), row.debugDescription)
        let eat = try XCTUnwrap(Self.escapes(before: "먹", in: row), row.debugDescription)
        XCTAssertNotEqual(rice, eat, "words the learner knows differently look alike: \(row.debugDescription)")
        try app.press("Right")
        try app.waitUntil("the third line after the seek") { screen in
            screen.hasRow(matching: "^  물을 마셔요\\.") && screen.hasRow(matching: "^  I drink water\\.")
        }
        try app.press("a")
        try app.waitUntil("the word added") { $0.contains("to Squid Game with its line and clip") }
        try app.press("q")
        try app.waitUntil("back on the episodes") { $0.contains("Squid Game — Season 1") && !$0.contains("Now playing") }
        // Leaving quits the mpv Showbook started (the video would play on for half a minute).
        var running = ""
        _ = try Poll.until("mpv quit", file: #filePath, line: #line, state: { running }) { () -> Bool? in
            let found = try shell("pgrep -af -- \(ProcessRunner.shellQuote("Squid S01E02.mkv")) || true")
            running = found.stdout
            return found.stdout.contains("mpv") ? nil : true
        }

        // The cue's times as the registered track holds them (ffmpeg's extraction adds the container's start, some ms).
        let added = try sqlite("SELECT term || '|' || example || '|' || example_translation || '|' || round(example_start, 1) || '|' "
            + "|| round(example_end, 1) "
            + "|| '|' || (example_media = '\(video)') FROM words JOIN word_books b ON b.id = words.book_id WHERE b.title = 'Squid Game'")
        XCTAssertEqual(added, "물|물을 마셔요.|I drink water.|10.0|11.0|1")
        let heard = try sqlite("SELECT w.term FROM word_exposures e JOIN words w ON w.id = e.word_id ORDER BY w.term")
        XCTAssertTrue(heard.split(separator: "\n").contains("학교"), "the first line was played to its end: \(heard)")
        XCTAssertFalse(heard.split(separator: "\n").contains("먹다"), "the second line was seeked over: \(heard)")
    }

    /// `watch --attach` joins an mpv the learner started in another folder with a relative file
    /// name: the episode is found from mpv's path read against mpv's own working directory, the
    /// lines arrive, and leaving never quits the learner's mpv.
    func testAttachToTheLearnersOwnMpvPlayingARelativePath() throws {
        _ = try registerVideoAndWords()
        let socket = workDirectory.appendingPathComponent("mpv.sock").path
        let started = try shell("""
            mkdir -p elsewhere && cd elsewhere && \
            setsid mpv --input-ipc-server=\(ProcessRunner.shellQuote(socket)) --loop-file=inf '../Squid S01E02.mkv' \
              </dev/null >/dev/null 2>&1 &
            """)
        XCTAssertEqual(started.status, 0, started.stderr)
        defer { _ = try? shell("pkill -f -- \(ProcessRunner.shellQuote("input-ipc-server=" + socket)) || true") }
        var answer = ""
        _ = try Poll.until("mpv plays the file", file: #filePath, line: #line, state: { answer }) { () -> Bool? in
            let asked = try shell(Self.askPath(socket))
            answer = asked.stdout + asked.stderr
            return answer.contains("Squid S01E02.mkv") ? true : nil
        }

        let app = try launchApp(["--no-sample", "--no-images", "watch", "--attach", socket])
        try app.waitUntil("the learner's mpv joined, its lines shown") { screen in
            screen.contains("Now playing — Squid Game S01E02") && screen.hasRow(matching: "^  (학교에 가요|밥을 먹어요|물을 마셔요)\\.")
        }
        try app.press("q")
        try app.waitUntil("the now-playing screen left") { !$0.contains("Now playing") }
        let running = try shell("pgrep -af -- \(ProcessRunner.shellQuote("input-ipc-server=" + socket)) || true")
        XCTAssertTrue(running.stdout.contains("mpv"), "leaving quit the learner's own mpv")
    }

    /// The colour and attribute escapes in force where `text` first starts in `row`.
    private static func escapes(before text: String, in row: String) -> String? {
        guard let end = row.range(of: text)?.lowerBound else { return nil }
        let before = String(row[..<end])
        guard let start = before.range(of: "\u{1B}[", options: .backwards)?.lowerBound else { return "" }
        return String(before[start...])
    }

    /// A one-shot mpv IPC client: prints mpv's `path` property, or what went wrong.
    private static func askPath(_ socket: String) -> String {
        let program = """
            import json, socket, sys
            s = socket.socket(socket.AF_UNIX); s.settimeout(2); s.connect(sys.argv[1])
            s.sendall(b'{"command": ["get_property", "path"]}\\n')
            print(s.recv(65536).decode())
            """
        return "python3 -c \(ProcessRunner.shellQuote(program)) \(ProcessRunner.shellQuote(socket)) 2>&1 || true"
    }
}
