import Foundation
import XCTest

/// Writes that could follow or leave a trap, against the real binary: `--db` never creates the
/// folders of a mistyped path, a home that is not a folder is one line naming it, `backup`
/// writes a fresh temporary file and renames it into place only when whole (so a failure leaves
/// nothing for a later open to roll back, and names the backup, not the source), and `--log`
/// neither hangs on a FIFO nobody reads nor crashes on a full device.
final class WriteTrapsE2ETests: E2ETestCase {
    private func assertOneLine(_ result: ProcessResult, status: Int32 = 1, mentions texts: String...,
                               file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertEqual(result.status, status, result.stderr, file: file, line: line)
        XCTAssertEqual(result.stderr.split(separator: "\n").count, 1, "one line: \(result.stderr)", file: file, line: line)
        for text in texts { XCTAssertTrue(result.stderr.contains(text), "“\(text)” in: \(result.stderr)", file: file, line: line) }
    }

    func testDBInAMissingFolderIsOneLineAndCreatesNothing() throws {
        let missing = workDirectory.appendingPathComponent("nonexistent/dir").path
        let result = try ProcessRunner.run(Self.binaryPath, ["--db", missing + "/x.db", "books", "list"],
                                           environment: environment, stdoutToPipe: true)
        assertOneLine(result, mentions: missing, "does not exist")
        XCTAssertEqual(result.stdout, "", "no sample book was listed")
        XCTAssertFalse(FileManager.default.fileExists(atPath: workDirectory.appendingPathComponent("nonexistent").path),
                       "no folder was created")
        // A new file in a folder that exists is still created, as sqlite3 does.
        let fresh = workDirectory.appendingPathComponent("new.db").path
        let created = try ProcessRunner.run(Self.binaryPath, ["--db", fresh, "books", "list"], environment: environment, stdoutToPipe: true)
        XCTAssertEqual(created.status, 0, created.stderr)
        XCTAssertTrue(FileManager.default.fileExists(atPath: fresh))
    }

    func testTheDefaultLocationStillMakesItsFolders() throws {
        let result = try runCLI(["books", "list"], useDatabase: false)
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertTrue(FileManager.default.fileExists(atPath: workDirectory.appendingPathComponent("xdg/showbook/showbook.db").path))
    }

    func testAHomeThatIsNotAFolderIsOneLineNamingIt() throws {
        var environment = self.environment
        environment["HOME"] = "/dev/null"
        environment["XDG_DATA_HOME"] = nil
        let result = try ProcessRunner.run(Self.binaryPath, ["books", "list"], environment: environment, stdoutToPipe: true)
        assertOneLine(result, mentions: "/dev/null is not a folder")
        XCTAssertFalse(result.stderr.contains("NSCocoaErrorDomain"), result.stderr)
    }

    func testBackupToAnExistingFileSaysSoAndChangesNothing() throws {
        try createDatabase()
        let target = workDirectory.appendingPathComponent("copy.db").path
        try Data("mine".utf8).write(to: URL(fileURLWithPath: target))
        let result = try runCLI(["backup", target])
        assertOneLine(result, mentions: target, "already exists")
        XCTAssertFalse(result.stderr.contains("cannot open database"), result.stderr)
        XCTAssertEqual(try String(contentsOfFile: target, encoding: .utf8), "mine")
    }

    func testABackupThatFailsOnAFullDiskNamesTheTargetAndLeavesNothing() throws {
        try createDatabase()
        let script = """
        $SB backup "$MNT/copy.db"; echo "status=$?"
        echo "left=$(ls -A "$MNT" | tr '\\n' ' ')"
        mount -o remount,size=64m "$MNT"
        $SB backup "$MNT/copy.db"; echo "retry=$?"
        \(Self.binaryPath) --db "$MNT/copy.db" doctor > /dev/null; echo "doctor=$?"
        """
        // The test database is about 900 kB; 256 kB of tmpfs fills up mid-copy.
        let result = try mountedShell(script, options: "size=256k")
        let lines = result.stdout.split(separator: "\n").map(String.init)
        XCTAssertTrue(lines.contains("status=1"), result.stdout + result.stderr)
        let failure = result.stderr.split(separator: "\n").first.map(String.init) ?? ""
        XCTAssertTrue(failure.contains("\(workDirectory.path)/mnt/copy.db"), "the backup is named: \(result.stderr)")
        XCTAssertTrue(failure.contains("disk is full"), result.stderr)
        XCTAssertFalse(failure.contains(databasePath), "the source is not blamed: \(failure)")
        XCTAssertTrue(lines.contains("left="), "nothing is left for a later open to roll back: \(result.stdout)")
        XCTAssertTrue(lines.contains("retry=0"), "the retry is not refused: \(result.stdout) \(result.stderr)")
        XCTAssertTrue(lines.contains("doctor=0"), "the retried backup is whole: \(result.stdout) \(result.stderr)")
    }

    func testALogFIFONobodyReadsIsOneLineAtStartUp() throws {
        let fifo = workDirectory.appendingPathComponent("log.fifo").path
        XCTAssertEqual(mkfifo(fifo, 0o600), 0)
        let shell = try launchShell()
        try shell.type("\(Self.binaryPath) --db \(databasePath) --log \(fifo); echo \"status=$?\"")
        try shell.press("Enter")
        let screen = try shell.waitUntil("the exit status", joinWrapped: true) { $0.hasRow(matching: "^status=[0-9]+$") }
        XCTAssertTrue(screen.hasRow("status=1"), screen.text)
        XCTAssertTrue(screen.contains("no program is reading this FIFO"), screen.text)
    }

    func testALogOnAFullDeviceStopsWithOneMessage() throws {
        let app = try launchApp(["--log", "/dev/full"])
        try app.waitForText("stopped writing the event log /dev/full")
        try app.type("kingdom")
        try app.waitForText("Kingdom")
        XCTAssertNil(try app.exitStatus(), "still running")
    }
}
