import Foundation
import XCTest

/// Several subtitle sources per episode from the real binary: a Korean and an English file of
/// the same episode both register, `subtitles list` shows both with their language, and
/// coverage and prep follow the show's language once its book holds Korean words.
final class SubtitleSourcesE2ETests: E2ETestCase {
    func testAFilePerLanguageRegistersAndPrepFollowsTheShowsBook() throws {
        let folder = workDirectory.appendingPathComponent("Season 1")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        func write(_ name: String, _ lines: [String]) throws {
            let text = lines.enumerated().map { "\($0 + 1)\n00:00:0\($0 + 1),000 --> 00:00:0\($0 + 1),900\n\($1)\n" }.joined(separator: "\n")
            try Data(text.utf8).write(to: folder.appendingPathComponent(name))
        }
        try write("Show - 01.ko.srt", ["학교에 가요.", "친구를 만나요."])
        try write("Show - 01.en.srt", ["I go to school.", "I meet a friend."])
        var result = try runCLI(["subtitles", "add", "bundled:1", folder.path])
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertTrue(result.stdout.hasSuffix("Breaking Bad: 2 added, 0 re-read, 0 unchanged, 0 skipped\n"), result.stdout)
        result = try runCLI(["subtitles", "list", "bundled:1"])
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertEqual(result.stdout, "S01E01  English, 2 lines  \(folder.path)/Show - 01.en.srt  (used)\n"
            + "S01E01  Korean, 2 lines  \(folder.path)/Show - 01.ko.srt\n", "no language known yet: the first is used")
        result = try runCLI(["coverage", "bundled:1", "--json"])
        XCTAssertEqual(jsonLines(result.stdout).compactMap { $0["episode"] as? String }, ["S01E01"], "one row for the episode")

        func prepTerms() throws -> [String] {
            let prep = try runCLI(["prep", "bundled:1", "S01E01", "--target", "1", "--json"])
            XCTAssertEqual(prep.status, 0, prep.stderr)
            let words = jsonLines(prep.stdout).first?["words"] as? [[String: Any]] ?? []
            return words.compactMap { $0["term"] as? String }
        }
        let english = try prepTerms()
        XCTAssertTrue(!english.isEmpty && english.allSatisfy { $0.allSatisfy(\.isASCII) },
                      "no language known yet: the first source, English: \(english)")
        result = try runCLI(["mine", folder.path + "/Show - 01.ko.srt", "--show", "bundled:1", "--top", "5"])
        XCTAssertEqual(result.status, 0, result.stderr)
        result = try runCLI(["subtitles", "list", "bundled:1"])
        XCTAssertTrue(result.stdout.hasSuffix("Show - 01.ko.srt  (used)\n"), result.stdout)
        let korean = try prepTerms()
        XCTAssertFalse(korean.isEmpty)
        XCTAssertTrue(korean.allSatisfy { $0.unicodeScalars.contains { (0xAC00...0xD7A3).contains($0.value) } },
                      "the show's book now holds Korean words, so its Korean file is used: \(korean)")
    }
}
