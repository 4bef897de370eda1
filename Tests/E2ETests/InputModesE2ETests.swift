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
        try session.waitUntil("the app to end", file: file, line: line) { $0.hasRow("ENDED") }
        try session.paste("pasted")
        let screen = try session.waitUntil("cat -v echoing the paste", file: file, line: line) { $0.contains("pasted") }
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
}
