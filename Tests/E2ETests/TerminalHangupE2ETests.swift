import Foundation
import XCTest

/// A terminal that goes away without a SIGHUP reaching the app (its pane closed while another
/// process leads the session, as with `setsid` or a wrapper that keeps the signal): the app
/// must notice the hung-up input and exit, not spin on reads that fail at once.
final class TerminalHangupE2ETests: E2ETestCase {
    func testTheAppExitsWhenItsTerminalHangsUp() throws {
        let shell = try launchShell()
        let command = ([Self.binaryPath, "--db", databasePath, "--no-sample"]).map(ProcessRunner.shellQuote)
        // setsid: the app is not the pane's session leader, so closing the pane sends it no SIGHUP.
        try shell.type("exec setsid -w " + command.joined(separator: " "))
        try shell.press("Enter")
        try shell.waitUntil("the first frame") { $0.line(0).contains("1 Search") && $0.line(0).contains("4 Today") }
        let pid = try appPID()
        shell.kill()
        let exited = try? Poll.until("the app to exit after its terminal hung up", timeout: 10, file: #filePath, line: #line,
                                     state: { "pid \(pid) still running" }, probe: { kill(pid, 0) != 0 ? true : nil })
        if exited == nil { kill(pid, SIGKILL) }  // never leave a spinning process behind
        XCTAssertEqual(exited, true, "the app kept running after its terminal hung up")
    }

    /// The pid of the showbook process using this test's database (the newest: setsid runs it as a child).
    private func appPID() throws -> pid_t {
        let result = try ProcessRunner.run("/usr/bin/pgrep", ["-n", "-f", "--", databasePath], environment: environment)
        let pids = result.stdout.split(separator: "\n").compactMap { pid_t($0) }
        guard pids.count == 1, let pid = pids.first else { throw E2EFailure("expected one showbook process: \(result.stdout)") }
        return pid
    }
}
