import Foundation
import XCTest

/// From the real binary: episode numbers of four and five digits and absolute numbering register
/// whole (`S01E1000`, not S01E100; `S01E0001` as S01E01; `Show - 1071 [1080p]` as episode 1071).
final class EpisodeNumbersE2ETests: E2ETestCase {
    func testLongAndAbsoluteEpisodeNumbersRegisterWhole() throws {
        let folder = workDirectory.appendingPathComponent("Season 1")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        for (number, name) in ["Show S01E1000.srt", "Show S01E0001.srt", "[Group] Show - 1071 [1080p].srt", "Show S01E10000.srt"].enumerated() {
            let text = "1\n00:00:01,000 --> 00:00:02,000\nThe harbour is quiet \(number).\n"
            try Data(text.utf8).write(to: folder.appendingPathComponent(name))
        }
        let result = try runCLI(["subtitles", "add", "bundled:1", folder.path])
        XCTAssertEqual(result.status, 0, result.stderr)
        for (episode, name) in [("S01E1000", "Show S01E1000.srt"), ("S01E01", "Show S01E0001.srt"),
                                ("S01E1071", "[Group] Show - 1071 [1080p].srt"), ("S01E10000", "Show S01E10000.srt")] {
            XCTAssertTrue(result.stdout.contains("\(episode)  added  \(folder.path)/\(name)\n"), "\(episode): \(result.stdout)")
        }
        let list = try runCLI(["subtitles", "list", "bundled:1"])
        XCTAssertFalse(list.stdout.contains("S01E100 ") || list.stdout.contains("S01E00 "), list.stdout)
    }
}
