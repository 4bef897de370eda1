import Foundation
import XCTest

/// From the real binary: a subtitle file whose name is not UTF-8, given itself or in a folder,
/// is refused for what it is rather than registered under a name that then "is missing".
final class NonUTF8SubtitleNamesE2ETests: E2ETestCase {
    func testANameThatIsNotUTF8IsRefusedNotLostLater() throws {
        let script = """
        mkdir -p season && printf '1\\n00:00:01,000 --> 00:00:02,000\\nThe harbour is quiet.\\n' > "season/$(printf 'caf\\351') S01E01.srt"
        printf '1\\n00:00:01,000 --> 00:00:02,000\\nThe keeper slept.\\n' > "season/Show S01E02.srt"
        $SB subtitles add bundled:1 "season/$(printf 'caf\\351') S01E01.srt"; echo "status $?"
        $SB subtitles add bundled:1 season; echo "status $?"
        $SB subtitles list bundled:1
        """
        let result = try shell(script)
        XCTAssertTrue(result.stdout.contains("status 1\n"), "the file alone registers nothing: \(result.stdout)")
        XCTAssertTrue(result.stdout.contains("Breaking Bad: 1 added, 0 re-read, 0 unchanged, 1 skipped\nstatus 0\n"), result.stdout)
        XCTAssertTrue(result.stderr.contains("caf\\xE9 S01E01.srt: the file name is not valid UTF-8 (rename the file to use it)"),
                      result.stderr)
        XCTAssertFalse(result.stdout.contains("missing") || result.stderr.contains("missing"), result.stdout + result.stderr)
        XCTAssertTrue(result.stdout.hasSuffix("Show S01E02.srt\n"), "only the readable name is registered: \(result.stdout)")
    }
}
