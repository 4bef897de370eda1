import Foundation
import XCTest

/// `showbook mine`: JSON lines of a subtitle file's new words, adding the top ones to a show's
/// book, and one-line refusals of files that are not subtitles.
final class MineE2ETests: E2ETestCase {
    private func writeEpisode() throws -> String {
        let path = workDirectory.appendingPathComponent("Harbour S01E03.srt").path
        let text = """
        1
        00:00:01,000 --> 00:00:03,000
        Children ran through the gardens.

        2
        00:12:34,000 --> 00:12:36,000
        <i>The gardens were quiet again.</i>

        """
        try Data(text.utf8).write(to: URL(fileURLWithPath: path))
        return path
    }

    func testJSONLinesRankTheNewWords() throws {
        let path = try writeEpisode()
        let result = try runCLI(["mine", path, "--json", "--top", "3"])
        XCTAssertEqual(result.status, 0, result.stderr)
        let rows = jsonLines(result.stdout)
        XCTAssertEqual(rows.compactMap { $0["term"] as? String }, ["garden", "child", "run"])
        XCTAssertEqual(rows.first?["count"] as? Int, 2)
        XCTAssertEqual(rows.first?["example"] as? String, "Children ran through the gardens.")
        XCTAssertEqual(rows.first?["time"] as? String, "00:01")
        XCTAssertEqual(rows.first?["file"] as? String, path)
        XCTAssertTrue((rows.first?["meaning"] as? String ?? "").hasPrefix("(n.) "))
    }

    func testShowOptionAddsTheTopWordsToTheShowsBookOnce() throws {
        let path = try writeEpisode()
        var result = try runCLI(["mine", path, "--top", "2", "--show", "bundled:5", "--json"])
        XCTAssertEqual(result.status, 0, result.stderr)
        let report = try XCTUnwrap(jsonLines(result.stdout).first)
        XCTAssertEqual(report["added"] as? Int, 2)
        XCTAssertEqual(report["show_id"] as? String, "bundled:5")
        let book = try XCTUnwrap(report["book"] as? String)
        result = try runCLI(["books", "show", book, "--json"])
        let words = jsonLines(result.stdout)
        XCTAssertEqual(words.compactMap { $0["term"] as? String }.sorted(), ["child", "garden"])
        XCTAssertTrue(words.contains { ($0["example"] as? String) == "Children ran through the gardens." }, "\(words)")
        result = try runCLI(["mine", path, "--top", "2", "--show", "bundled:5"])
        XCTAssertEqual(result.stdout, "added 2 words to “\(book)”, 2 already in your books, 0 skipped\n")
    }

    /// `--into` adds no function word (`the`, `she`, `and`, `was`) unless `--all` is given.
    func testIntoAddsNoFunctionWordsUnlessAll() throws {
        let path = workDirectory.appendingPathComponent("Harbour S01E04.srt").path
        let text = "1\n00:00:01,000 --> 00:00:03,000\nShe said the garden was quiet.\n\n"
            + "2\n00:00:04,000 --> 00:00:06,000\nThe garden and the river.\n"
        try Data(text.utf8).write(to: URL(fileURLWithPath: path))
        var result = try runCLI(["mine", path, "--into", "Harbour words", "--json"])
        XCTAssertEqual(result.status, 0, result.stderr)
        result = try runCLI(["books", "show", "Harbour words", "--json"])
        let terms = Set(jsonLines(result.stdout).compactMap { $0["term"] as? String })
        XCTAssertTrue(terms.contains("garden"), "\(terms)")
        XCTAssertTrue(terms.isDisjoint(with: ["the", "she", "and", "be", "was"]), "\(terms)")
        result = try runCLI(["mine", path, "--into", "Harbour all", "--all", "--json"])
        XCTAssertEqual(result.status, 0, result.stderr)
        result = try runCLI(["books", "show", "Harbour all", "--json"])
        let all = Set(jsonLines(result.stdout).compactMap { $0["term"] as? String })
        XCTAssertTrue(all.isSuperset(of: ["the", "she", "and"]), "\(all) (garden is in the first book already)")
    }

    func testFilesThatAreNotSubtitlesGetOneLine() throws {
        let png = workDirectory.appendingPathComponent("poster.srt").path
        try Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0]).write(to: URL(fileURLWithPath: png))
        var result = try runCLI(["mine", png])
        XCTAssertEqual(result.status, 1)
        XCTAssertEqual(result.stderr, "showbook: \(png): a PNG image, not subtitles\n")
        result = try runCLI(["mine", try writeEpisode(), "--encoding", "NOPE-9"])
        XCTAssertEqual(result.status, 2)
        XCTAssertTrue(result.stderr.hasPrefix("showbook: unknown encoding “NOPE-9”"), result.stderr)
    }
}
