import Foundation
import XCTest

/// Korean subtitles mined end to end: spoken forms become their dictionary forms through MeCab
/// with mecab-ko-dic, `showbook doctor` names the analyzer, and without the dictionary mining
/// still works through Hunspell-ko and says so in one line.
final class KoreanWordsE2ETests: E2ETestCase {
    /// The folder the dictionary script installed into, by the app's own rule, given to the app
    /// explicitly (the tests' HOME and XDG_DATA_HOME are their own).
    private func dictionaryFolder() throws -> String {
        let environment = ProcessInfo.processInfo.environment
        let dataHome = environment["XDG_DATA_HOME"] ?? ((environment["HOME"] ?? "/root") + "/.local/share")
        let candidates = [environment["SHOWBOOK_MECAB_KO_DIC"], dataHome + "/showbook/dicts/mecab-ko-dic",
                          "/usr/local/share/showbook/dicts/mecab-ko-dic"].compactMap { $0 }
        guard let folder = candidates.first(where: { FileManager.default.fileExists(atPath: $0 + "/sys.dic") }) else {
            XCTFail("mecab-ko-dic is not installed in \(candidates): run scripts/dicts/mecab-ko-dic.sh")
            throw E2EFailure("no mecab-ko-dic")
        }
        return folder
    }

    private func run(_ arguments: [String], dictionary: String) throws -> ProcessResult {
        try ProcessRunner.run(Self.binaryPath, ["--db", databasePath] + arguments,
                              environment: environment.merging(["SHOWBOOK_MECAB_KO_DIC": dictionary]) { $1 }, stdoutToPipe: true)
    }

    private func writeEpisode() throws -> String {
        let path = workDirectory.appendingPathComponent("Harbour S01E05.ko.srt").path
        let text = "1\n00:00:01,000 --> 00:00:03,000\n민수야, 진짜 몰라?\n\n"
            + "2\n00:00:04,000 --> 00:00:06,000\n가지 마, 제발. 그 얘기 들었어?\n\n"
            + "3\n00:00:07,000 --> 00:00:09,000\n오늘 알바 가? 화이팅!\n"
        try Data(text.utf8).write(to: URL(fileURLWithPath: path))
        return path
    }

    func testSpokenFormsBecomeDictionaryFormsAndDoctorNamesTheAnalyzer() throws {
        let folder = try dictionaryFolder()
        let path = try writeEpisode()
        let result = try run(["mine", path, "--json"], dictionary: folder)
        XCTAssertEqual(result.status, 0, result.stderr)
        let terms = Set(jsonLines(result.stdout).compactMap { $0["term"] as? String })
        XCTAssertTrue(terms.isSuperset(of: ["모르다", "가다", "말다", "듣다", "얘기", "알바", "화이팅"]), "\(terms)")
        XCTAssertTrue(terms.isDisjoint(with: ["몰다", "가지", "마", "들다"]), "\(terms)")
        XCTAssertFalse(result.stderr.contains("Hunspell"), result.stderr)
        let doctor = try run(["doctor"], dictionary: folder)
        XCTAssertTrue(doctor.stdout.contains("Korean words: MeCab with mecab-ko-dic (\(folder))\n"), doctor.stdout)
    }

    func testWithoutTheDictionaryHunspellMinesAndSaysSoInOneLine() throws {
        let path = try writeEpisode()
        let missing = workDirectory.appendingPathComponent("no-dictionary").path
        let result = try run(["mine", path, "--json"], dictionary: missing)
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertTrue(jsonLines(result.stdout).contains { ($0["term"] as? String) == "얘기" }, result.stdout)
        let warnings = result.stderr.split(separator: "\n").filter { $0.contains("Hunspell-ko") }
        XCTAssertEqual(warnings.count, 1, result.stderr)
        XCTAssertTrue(warnings.first?.contains("scripts/dicts/mecab-ko-dic.sh") == true, result.stderr)
        let doctor = try run(["doctor"], dictionary: missing)
        XCTAssertTrue(doctor.stdout.contains("Korean words: Hunspell-ko (fallback) — mecab-ko-dic is not in \(missing)"), doctor.stdout)
    }
}
