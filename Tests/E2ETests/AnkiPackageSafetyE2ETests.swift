import Foundation
import XCTest

/// `books import FILE.apkg` where the temporary folder works against it, run as a user would:
/// a full temporary folder is one line naming the package and the folder (never the private
/// copy), an import killed with SIGKILL leaves a copy that the next import removes, and Esc in
/// the Books tab's import window stops a large package's import with nothing kept.
final class AnkiPackageSafetyE2ETests: E2ETestCase {
    /// A package of `count` words exported by Showbook itself, at `name` in the work folder.
    private func package(words count: Int, name: String = "big.apkg") throws -> String {
        let words = workDirectory.appendingPathComponent("words.tsv")
        var text = "#deck:Big deck\n"
        for index in 0..<count { text += "단어\(index)\tmeaning number \(index), a longer gloss to fill the page\texample \(index)\n" }
        try text.write(to: words, atomically: true, encoding: .utf8)
        let source = workDirectory.appendingPathComponent("source.db").path
        let path = workDirectory.appendingPathComponent(name).path
        for arguments in [["books", "import", words.path], ["books", "export", "Big deck", "--apkg", path]] {
            let result = try ProcessRunner.run(Self.binaryPath, ["--db", source, "--no-sample"] + arguments,
                                               environment: environment, stdoutToPipe: true, timeout: 600)
            XCTAssertEqual(result.status, 0, result.stderr)
        }
        return path
    }

    func testAFullTemporaryFolderIsNamedNotTheCopy() throws {
        let path = try package(words: 3_000)
        let script = """
        TMPDIR="$MNT" \(Self.binaryPath) --db "$DB" --no-sample books import \(ProcessRunner.shellQuote(path)); echo "status=$?"
        echo "left=$(ls -A "$MNT" | wc -l)"
        """
        let result = try mountedShell(script, options: "size=256k")
        XCTAssertTrue(result.stdout.contains("status=1"), result.stdout + result.stderr)
        XCTAssertTrue(result.stdout.contains("left=0"), "the copy is removed: \(result.stdout)")
        let lines = result.stderr.split(separator: "\n").filter { !$0.isEmpty }
        XCTAssertEqual(lines.count, 1, result.stderr)
        XCTAssertTrue(result.stderr.hasPrefix("showbook: " + path + ": there is not enough free space in "), result.stderr)
        XCTAssertTrue(result.stderr.contains("/mnt/ to unpack the package's collection"), result.stderr)
        XCTAssertFalse(result.stderr.contains(".showbook-import"), result.stderr)
    }

    func testACopyLeftByAKilledImportIsRemovedByTheNext() throws {
        let path = try package(words: 12_000)
        let script = """
        export TMPDIR=\(ProcessRunner.shellQuote(temporaryFolder))
        $SB --no-sample books import \(ProcessRunner.shellQuote(path)) > /dev/null 2>&1 &
        pid=$!
        for i in $(seq 1 3000); do
          ls -A "$TMPDIR" | grep -q "^.showbook-import-$pid.anki2." && break
          sleep 0.01
        done
        kill -9 $pid; wait $pid 2>/dev/null
        echo "after kill: $(ls -A "$TMPDIR" | grep -c "^.showbook-import-$pid.anki2.")"
        $SB --no-sample books import /nonexistent.apkg 2>/dev/null
        echo "after next: $(ls -A "$TMPDIR" | grep -c "^.showbook-import-")"
        """
        let result = try shell(script, timeout: 120)
        XCTAssertTrue(result.stdout.contains("after kill: 1"), "the killed import left its copy: \(result.stdout) \(result.stderr)")
        XCTAssertTrue(result.stdout.contains("after next: 0"), "the next import removed it: \(result.stdout)")
    }

    func testEscStopsAPackageImportInTheBooksTab() throws {
        let path = try package(words: 12_000)
        let app = try launchApp(["--no-sample"])
        try app.press("M-3")
        try app.waitUntil("the empty Books tab") { $0.contains("No books yet") }
        try app.press("i")
        try app.waitForText("Import words")
        try app.type(path)
        try app.press("Enter")
        // The import runs until Esc: whole frames of a busy app, never an idle one.
        try app.waitUntil("the import's progress", stable: false) { $0.contains("Importing “big.apkg”") }
        try app.press("Escape")
        try app.waitForText("Import cancelled; nothing was imported", timeout: 30)
        let listed = try runCLI(["--no-sample", "books", "list"])
        XCTAssertFalse(listed.stdout.contains("Big deck"), listed.stdout)
    }
}
