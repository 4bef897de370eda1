import Foundation
import ShowbookTestSupport
import XCTest

/// `scripts/check-skips.sh`, which `make test` runs on the output of `swift test`: a skip for
/// an allow-listed reason (a missing optional tool) passes, a skip for any other reason or for
/// none fails naming the test, and a log without XCTest results is an error. The samples are
/// the lines XCTest on Linux prints, checked against a sample allow-list in the shape of
/// `Tests/skip-allowlist.txt` (the repo's own allows nothing now).
final class SkipCheckTests: XCTestCase {
    static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    struct Outcome {
        let status: Int32
        let output: String
    }

    /// Two optional tools, as the allow-list once named them.
    static let sampleAllowList = """
        # comment lines and blank lines are not patterns

        Unicode data file * not found in *; install the Debian package unicode-data*
        no xterm-direct terminfo (Debian package ncurses-term)
        """

    /// Runs the script on `log`, against `sampleAllowList` (or, with `repoList`, the repo's).
    func check(_ log: String, repoList: Bool = false) throws -> Outcome {
        let file = try makeTemporaryFolder("showbook-skips").url.appendingPathComponent("test.log")
        try log.write(to: file, atomically: true, encoding: .utf8)
        let allowList = file.appendingPathExtension("allow")
        try Self.sampleAllowList.write(to: allowList, atomically: true, encoding: .utf8)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/bash")
        process.arguments = [Self.root.appendingPathComponent("scripts/check-skips.sh").path, file.path]
            + (repoList ? [] : [allowList.path])
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        return Outcome(status: process.terminationStatus, output: output)
    }

    /// What XCTest prints for a test skipped at File.swift:12 (`summary` is XCTSkipIf's).
    func skipped(_ test: String, _ reason: String?, summary: String = "") -> String {
        let detail = (summary.isEmpty ? "" : ": " + summary) + (reason.map { " - " + $0 } ?? "")
        return """
            Test Case '\(test)' started at 2026-12-01 21:33:51.718
            /work/Tests/File.swift:12: \(test) : Test skipped\(detail)
            Test Case '\(test)' skipped (0.0 seconds)

            """
    }

    let passed = "Test Case 'Suite.testPasses' started at 2026-12-01 21:33:51.718\nTest Case 'Suite.testPasses' passed (0.0 seconds)\n"

    func testTheRepoSkipReasonsAreAllowed() throws {
        let log = passed
            + skipped("UnicodeDataConformanceTests.testWidths", "Unicode data file EastAsianWidth.txt not found in "
                + "[\"/usr/share/unicode\"]; install the Debian package unicode-data (apt-get install -y unicode-data)")
            + skipped("PosterE2ETests.testATruecolorTerminalGetsTwentyFourBitPosterCells",
                      "no xterm-direct terminfo (Debian package ncurses-term)")
        let outcome = try check(log)
        XCTAssertEqual(outcome.status, 0, outcome.output)
        XCTAssertTrue(outcome.output.contains("2 skipped, all for allow-listed reasons"), outcome.output)
    }

    /// Every tool the tests need is installed by `make test`, so the repo allows no skip.
    func testTheReposAllowListAllowsNoSkip() throws {
        let outcome = try check(passed + skipped("PosterE2ETests.testTruecolor", "no xterm-direct terminfo (Debian package ncurses-term)"),
                                repoList: true)
        XCTAssertEqual(outcome.status, 1, outcome.output)
        XCTAssertTrue(outcome.output.contains("Tests/skip-allowlist.txt: no xterm-direct terminfo"), outcome.output)
    }

    func testASkipForAnotherReasonFailsNamingTheTestAndTheReason() throws {
        let outcome = try check(passed + skipped("PosterE2ETests.testTruecolor", "no xterm-direct terminfo (Debian package ncurses-term)")
                                + skipped("StudySessionTests.testLearningFirst", "no study screen"))
        XCTAssertEqual(outcome.status, 1, outcome.output)
        XCTAssertTrue(outcome.output.contains("StudySessionTests.testLearningFirst was skipped for a reason not in "), outcome.output)
        XCTAssertTrue(outcome.output.contains(".allow: no study screen"), outcome.output)
        XCTAssertFalse(outcome.output.contains("PosterE2ETests.testTruecolor was skipped"), outcome.output)
        XCTAssertTrue(outcome.output.contains("1 of 2 skipped tests are not allowed"), outcome.output)
    }

    func testASkipWithoutAReasonFails() throws {
        let outcome = try check(passed + skipped("Suite.testBare", nil))
        XCTAssertEqual(outcome.status, 1, outcome.output)
        XCTAssertTrue(outcome.output.contains("Suite.testBare was skipped without a reason"), outcome.output)
    }

    func testAnAllowedPatternMustMatchTheWholeReason() throws {
        let outcome = try check(passed + skipped("Suite.testLonger", "no xterm-direct terminfo (Debian package ncurses-term), and more"))
        XCTAssertEqual(outcome.status, 1, outcome.output)
    }

    func testNoSkipPassesAndALogWithoutResultsIsAnError() throws {
        XCTAssertEqual(try check(passed).status, 0)
        let empty = try check("error: fatalError\n")
        XCTAssertEqual(empty.status, 2, empty.output)
        XCTAssertTrue(empty.output.contains("holds no XCTest results"), empty.output)
    }
}
