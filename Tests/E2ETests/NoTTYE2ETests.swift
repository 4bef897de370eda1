import Foundation
import XCTest

/// Without a terminal, showbook refuses to start the TUI but its subcommands work.
final class NoTTYE2ETests: E2ETestCase {
    func testInteractiveAppWithoutTerminalExitsWithHint() throws {
        let result = try runCLI([])
        XCTAssertEqual(result.status, 2, "exit status; stderr: \(result.stderr)")
        XCTAssertEqual(result.stdout, "", "nothing on stdout")
        let lines = result.stderr.split(separator: "\n")
        XCTAssertEqual(lines.count, 1, "a one-line hint on stderr: \(result.stderr)")
        XCTAssertTrue(result.stderr.contains("terminal"), "the hint names the problem: \(result.stderr)")
        XCTAssertTrue(result.stderr.contains("search"), "the hint suggests a subcommand: \(result.stderr)")
    }

    func testSearchSubcommandWorksWithoutTerminal() throws {
        let result = try runCLI(["search", "squid"])
        XCTAssertEqual(result.status, 0, "exit status; stderr: \(result.stderr)")
        let lines = result.stdout.split(separator: "\n").map(String.init)
        XCTAssertTrue(lines.contains("Squid Game (2021) — Netflix"), "stdout: \(result.stdout)")
        XCTAssertFalse(result.stdout.contains("\u{1B}"), "no terminal control sequences on a pipe")
    }
}
