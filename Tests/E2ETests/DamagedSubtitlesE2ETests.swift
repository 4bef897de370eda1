import Foundation
import XCTest

/// From the real binary: a `.srt` with one invalid byte is mined and registered, with one line
/// saying how many cues had invalid text, also with `--encoding utf-8`.
final class DamagedSubtitlesE2ETests: E2ETestCase {
    func testOneBadByteCostsItsWordNotTheFile() throws {
        let folder = workDirectory.appendingPathComponent("Season 1")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let bytes = Array("1\n00:00:01,000 --> 00:00:02,000\nThe harbour is quiet.\n\n2\n00:00:03,000 --> 00:00:04,000\nI love caf".utf8)
            + [0xE9] + Array(" au lait.\n\n3\n00:00:05,000 --> 00:00:06,000\nThe lighthouse keeper slept.\n".utf8)
        let path = folder.appendingPathComponent("Show S01E01.srt").path
        try Data(bytes).write(to: URL(fileURLWithPath: path))
        for extra in [[], ["--encoding", "utf-8"]] {
            let result = try runCLI(["mine", path, "--top", "50"] + extra)
            XCTAssertEqual(result.status, 0, result.stderr)
            XCTAssertTrue(result.stderr.contains("Show S01E01.srt: 1 cue had invalid text (shown as \u{FFFD})\n"), result.stderr)
            XCTAssertTrue(result.stdout.contains("lighthouse"), result.stdout)
            XCTAssertTrue(result.stderr.contains("1 file, 3 lines"), result.stderr)
        }
        let added = try runCLI(["subtitles", "add", "bundled:1", folder.path])
        XCTAssertEqual(added.status, 0, added.stderr)
        XCTAssertTrue(added.stdout.hasSuffix("Breaking Bad: 1 added, 0 re-read, 0 unchanged, 0 skipped\n"), added.stdout)
        XCTAssertTrue(added.stderr.contains("Show S01E01.srt: 1 cue had invalid text (shown as \u{FFFD})"), added.stderr)
    }
}
