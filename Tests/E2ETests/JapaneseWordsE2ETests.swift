import Foundation
import XCTest

/// Japanese words from the real binary: mining an episode merges the spellings of one word and
/// gives kana words their meanings; without UniDic (SHOWBOOK_UNIDIC=off) the words still come,
/// read with IPADIC, and one line says so — as does `showbook doctor`.
final class JapaneseWordsE2ETests: E2ETestCase {
    /// Where the dependency script installed UniDic for this user (`unidic-lite.sh --dir`).
    private func uniDicFolder() throws -> String {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let script = root.appendingPathComponent("scripts/dicts/unidic-lite.sh").path
        let result = try ProcessRunner.run("/bin/bash", [script, "--dir"], environment: ProcessInfo.processInfo.environment,
                                           stdoutToPipe: true)
        let folder = result.stdout.trimmingCharacters(in: .whitespacesAndNewlines)
        guard FileManager.default.fileExists(atPath: folder + "/sys.dic") else {
            XCTFail("UniDic is not installed at \(folder): run scripts/dicts/unidic-lite.sh")
            throw E2EFailure("no UniDic")
        }
        return folder
    }

    private func run(_ arguments: [String], uniDic: String) throws -> ProcessResult {
        try ProcessRunner.run(Self.binaryPath, ["--db", databasePath] + arguments,
                              environment: environment.merging(["SHOWBOOK_UNIDIC": uniDic]) { _, given in given }, stdoutToPipe: true)
    }

    private func writeEpisode() throws -> String {
        let lines = ["おはよう！", "わかった、すぐ行く。", "分かった、ラーメンを食べよう。", "誕生日おめでとう！"]
        let text = lines.enumerated().map { index, line in
            "\(index + 1)\n00:00:0\(index + 1),000 --> 00:00:0\(index + 1),900\n\(line)\n"
        }.joined(separator: "\n")
        let path = workDirectory.appendingPathComponent("Frieren S01E01.ja.srt").path
        try Data(text.utf8).write(to: URL(fileURLWithPath: path))
        return path
    }

    func testMiningMergesSpellingsAndGivesKanaWordsMeanings() throws {
        let result = try run(["mine", try writeEpisode(), "--lang", "ja", "--json"], uniDic: try uniDicFolder())
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertFalse(result.stderr.contains("IPADIC"), result.stderr)
        let rows = jsonLines(result.stdout)
        func row(_ term: String) -> [String: Any]? { rows.first { $0["term"] as? String == term } }
        XCTAssertEqual(row("わかる")?["count"] as? Int, 2, "わかった and 分かった are one word: \(result.stdout)")
        XCTAssertNil(row("分かる"), result.stdout)
        XCTAssertEqual(row("おはよう")?["meaning"] as? String, "good morning", result.stdout)
        XCTAssertTrue((row("ラーメン")?["meaning"] as? String ?? "").contains("ramen"), result.stdout)
        XCTAssertNotNil(row("誕生日"), result.stdout)
    }

    func testWithoutUniDicTheWordsComeFromIPADICAndOneLineSaysSo() throws {
        let result = try run(["mine", try writeEpisode(), "--lang", "ja", "--json"], uniDic: "off")
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertTrue(result.stderr.contains("Japanese words are read with IPADIC"), result.stderr)
        XCTAssertEqual(result.stderr.components(separatedBy: "IPADIC").count - 1, 1, "one line: \(result.stderr)")
        XCTAssertFalse(jsonLines(result.stdout).isEmpty, result.stdout)
    }

    func testDoctorNamesTheDictionary() throws {
        XCTAssertEqual(try runCLI(["books", "list"]).status, 0)
        let folder = try uniDicFolder()
        let withUniDic = try run(["doctor"], uniDic: folder)
        XCTAssertTrue(withUniDic.stdout.contains("Japanese words: MeCab with UniDic (\(folder))"), withUniDic.stdout)
        let without = try run(["doctor"], uniDic: "off")
        XCTAssertTrue(without.stdout.contains("Japanese words: MeCab with IPADIC (UniDic is turned off by SHOWBOOK_UNIDIC=off)"),
                      without.stdout)
    }
}
