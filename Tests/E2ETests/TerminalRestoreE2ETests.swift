import Foundation
import XCTest
#if canImport(Glibc)
import Glibc
#endif

/// However showbook ends — quit key, Ctrl-C, SIGTERM, SIGHUP or a crash — the shell it was
/// started from gets its terminal back in cooked mode (echo and canonical input on).
final class TerminalRestoreE2ETests: E2ETestCase {
    func testQuitKeyRestoresTerminal() throws {
        let status = try checkRestored { app in
            try app.press("Tab")
            try app.waitUntil("the Saved tab") { $0.hasRow("Saved shows") }
            try app.press("q")
        }
        XCTAssertEqual(status, 0, "quitting with q is a normal, successful exit")
    }

    func testCtrlCRestoresTerminal() throws {
        try checkRestored { app in try app.press("C-c") }
    }

    func testSIGTERMRestoresTerminal() throws {
        try checkRestored { _ in try self.signalApp(SIGTERM) }
    }

    func testSIGHUPRestoresTerminal() throws {
        try checkRestored { _ in try self.signalApp(SIGHUP) }
    }

    func testCrashRestoresTerminal() throws {
        let status = try checkRestored(arguments: ["--crash-after-ms", "800"]) { _ in }
        XCTAssertGreaterThanOrEqual(status, 128, "the deliberate crash should kill the app with a signal")
    }

    /// The pid of the showbook process using this test's database (whose path is unique).
    private func appPID(file: StaticString = #filePath, line: UInt = #line) throws -> pid_t {
        let result = try ProcessRunner.run("/usr/bin/pgrep", ["-f", "--", databasePath], environment: environment)
        let pids = result.stdout.split(separator: "\n").compactMap { pid_t($0) }
        guard pids.count == 1, let pid = pids.first else {
            XCTFail("expected one showbook process, pgrep said: \(result.stdout) \(result.stderr)", file: file, line: line)
            throw E2EFailure("no unique showbook process")
        }
        return pid
    }

    private func signalApp(_ signal: Int32) throws {
        let pid = try appPID()
        XCTAssertEqual(kill(pid, signal), 0, "kill(\(pid), \(signal)) failed: errno \(errno)")
    }

    /// Runs showbook from bash in a tmux pane, waits for its first frame, lets `exit` end it,
    /// then checks `stty -a` in the same shell and returns showbook's exit status.
    @discardableResult
    private func checkRestored(
        arguments: [String] = [], file: StaticString = #filePath, line: UInt = #line,
        exit: (TmuxSession) throws -> Void
    ) throws -> Int32 {
        let shell = try launchShell()
        let command = ([Self.binaryPath, "--db", databasePath] + arguments).map(ProcessRunner.shellQuote)
        // `ulimit -c 0`: the crash test must not leave a core file behind.
        try shell.type("ulimit -c 0; " + command.joined(separator: " ") + "; echo DONE-$?")
        try shell.press("Enter")
        try shell.waitUntil("showbook's first frame", file: file, line: line) { screen in
            screen.line(0).contains("1 Search") && screen.line(0).contains("showbook")
        }

        try exit(shell)
        let ended = try shell.waitUntil("the shell to print showbook's exit status", joinWrapped: true,
                                        file: file, line: line) { screen in
            screen.firstRow(matching: #"^DONE-(\d+)$"#) != nil
        }
        let status = try XCTUnwrap(Int32(ended.firstRow(matching: #"^DONE-(\d+)$"#)?[1] ?? ""), file: file, line: line)
        XCTAssertFalse(ended.contains("1 Search   2 Saved"), "the app's screen is still shown (alternate screen not left):\n\(ended)",
                       file: file, line: line)

        // The quotes keep the typed command line from containing the markers themselves.
        try shell.type(#"echo "STTY""-BEGIN"; stty -a; echo "STTY""-END""#)
        try shell.press("Enter")
        let screen = try shell.waitUntil("stty -a output", joinWrapped: true, file: file, line: line) { screen in
            screen.contains("STTY-END")
        }
        // Between the markers, wherever they are (a terminal left without output processing
        // would not start them on a new line).
        guard let begin = screen.text.range(of: "STTY-BEGIN"),
              let end = screen.text.range(of: "STTY-END", options: .backwards), begin.upperBound <= end.lowerBound else {
            XCTFail("stty markers not found:\n\(screen)", file: file, line: line)
            return status
        }
        let settings = String(screen.text[begin.upperBound..<end.lowerBound])
        let tokens = Set(settings.split(whereSeparator: { $0.isWhitespace || $0 == ";" }).map(String.init))
        XCTAssertGreaterThan(tokens.count, 20, "stty -a printed its settings:\n\(screen)", file: file, line: line)
        for flag in ["echo", "icanon", "isig", "icrnl", "opost"] {
            XCTAssertTrue(tokens.contains(flag) && !tokens.contains("-" + flag),
                          "terminal left with \(flag) off:\n\(settings)", file: file, line: line)
        }
        return status
    }
}
