import Foundation
import XCTest

/// Mouse reporting and bracketed paste are on while showbook runs and off after it ends,
/// whichever way it ends: after exit, `cat -v` in the same pane gets a paste without the
/// `ESC[200~` markers and tmux reports no mouse mode.
final class InputModesE2ETests: E2ETestCase {
    private func checkModesOff(arguments: [String] = [], end: (TmuxSession) throws -> Void,
                               file: StaticString = #filePath, line: UInt = #line) throws {
        let app = ([Self.binaryPath, "--db", databasePath] + arguments).map(ProcessRunner.shellQuote).joined(separator: " ")
        let session = try TmuxSession(
            command: "ulimit -c 0; " + app + "; echo ENDED; exec cat -v", width: 100, height: 30,
            workDirectory: workDirectory, environment: environment
        )
        defer { session.kill() }
        try session.waitUntil("the first frame", file: file, line: line) { $0.line(0).contains("1 Search") }
        XCTAssertEqual(try flags(session), "1 1", "SGR mouse reporting on while the app runs", file: file, line: line)
        try end(session)
        // `sh` and `cat` mark no frames: plain lines, which the conditions read whole.
        try session.waitUntil("the app to end", stable: false, file: file, line: line) { $0.hasRow("ENDED") }
        try session.paste("pasted")
        let screen = try session.waitUntil("cat -v echoing the paste", stable: false, file: file, line: line) {
            $0.contains("pasted")
        }
        XCTAssertFalse(screen.contains("[200~"), "bracketed paste left on:\n\(screen)", file: file, line: line)
        XCTAssertEqual(try flags(session), "0 0", "mouse reporting left on", file: file, line: line)
    }

    /// tmux's view of the pane: any mouse mode on, SGR encoding on.
    private func flags(_ session: TmuxSession) throws -> String {
        try session.tmux(["display-message", "-p", "-t", "e2e", "#{mouse_any_flag} #{mouse_sgr_flag}"])
            .trimmingCharacters(in: .whitespacesAndNewlines)
    }

    func testQuitKey() throws {
        try checkModesOff { session in
            try session.press("M-3")
            try session.waitUntil("the Books tab") { $0.hasRow("Word books") }
            try session.press("q")
        }
    }

    func testCtrlC() throws {
        try checkModesOff { try $0.press("C-c") }
    }

    func testCrash() throws {
        try checkModesOff(arguments: ["--crash-after-ms", "1500"]) { _ in }
    }

    /// Ctrl-Z leaves the shell without mouse reporting; `fg` brings the app back with it on.
    func testSuspendAndResume() throws {
        let shell = try launchShell(width: 100, height: 30)
        try shell.type(([Self.binaryPath, "--db", databasePath]).map(ProcessRunner.shellQuote).joined(separator: " "))
        try shell.press("Enter")
        try shell.waitUntil("the first frame") { $0.line(0).contains("1 Search") }
        XCTAssertEqual(try flags(shell), "1 1")
        try shell.press("C-z")
        try shell.waitUntil("the shell after Ctrl-Z") { $0.contains("Stopped") && !$0.line(0).contains("1 Search") }
        XCTAssertEqual(try flags(shell), "0 0", "mouse reporting left on in the shell")
        try shell.type("fg")
        try shell.press("Enter")
        try shell.waitUntil("the app redrawn after fg") { $0.line(0).contains("1 Search") && $0.line(1).contains("Search:") }
        XCTAssertEqual(try flags(shell), "1 1", "mouse reporting back on")
        try shell.type("게임")
        try shell.waitUntil("typing works after fg") { $0.line(1).contains("Search: 게임") && $0.contains("Squid Game") }
        try shell.press("C-c")
        try shell.waitUntil("the shell prompt again") { $0.lines.last { !$0.isEmpty }?.hasPrefix("e2e$") == true }
    }
}
