import Foundation
import XCTest

/// Where the command line writes: `--output` never destroys the database or what a path
/// stands for (symlink, FIFO), and every write to stdout is checked — a full disk or a closed
/// stream is one line and status 1, never a crash; a closed pipe ends quietly.
final class CLIOutputE2ETests: E2ETestCase {
    /// `sha256sum` and inode of a file, to see that it was not touched.
    private func fingerprint(_ path: String) throws -> String {
        let result = try shell("sha256sum \(ProcessRunner.shellQuote(path)) | cut -d' ' -f1; stat -c %i \(ProcessRunner.shellQuote(path))")
        XCTAssertEqual(result.status, 0, result.stderr)
        return result.stdout
    }

    func testExportRefusesTheDatabaseAndKeepsSymlinksAndFIFOs() throws {
        try createDatabase()
        _ = try shell("$SB books list >/dev/null")
        let before = try fingerprint(databasePath)
        for target in [databasePath, databasePath + "-wal", databasePath + "-shm"] {
            let result = try runCLI(["books", "export", "1", "-o", target])
            XCTAssertEqual(result.status, 1, "writing over \(target) must fail: \(result.stdout)")
            XCTAssertTrue(result.stderr.contains("open database"), result.stderr)
            XCTAssertEqual(result.stderr.split(separator: "\n").count, 1, result.stderr)
        }
        let link = try shell("ln -s \"$DB\" db-link.tsv && $SB books export 1 -o db-link.tsv")
        XCTAssertEqual(link.status, 1, "a symlink to the database is refused too")
        XCTAssertEqual(try fingerprint(databasePath), before, "the database is untouched")
        let list = try runCLI(["books", "list"])
        XCTAssertTrue(list.stdout.contains("Everyday Korean (sample)\t33 words\t0 mature · 0 young · 0 learning · 33 new"), list.stdout)

        let symlink = try shell("""
        ln -s real.tsv words.tsv && $SB books export 1 -o words.tsv >/dev/null || exit 1
        test -L words.tsv && echo link; head -1 real.tsv
        """)
        XCTAssertEqual(symlink.stdout, "link\n#separator:tab\n", symlink.stderr)

        let fifo = try shell("""
        mkfifo pipe.tsv && { cat pipe.tsv > from-fifo.txt & }
        $SB books export 1 -o pipe.tsv >/dev/null; status=$?; wait
        echo "status=$status"; test -p pipe.tsv && echo fifo; wc -l < from-fifo.txt
        """)
        XCTAssertEqual(fifo.stdout, "status=0\nfifo\n38\n", fifo.stderr)

        let modes = try shell("""
        echo old > kept.tsv && chmod 640 kept.tsv && $SB books export 1 -o kept.tsv >/dev/null && stat -c %a kept.tsv
        $SB books export 1 -o /dev/full; echo "status=$?"
        """)
        XCTAssertEqual(modes.stdout, "640\nstatus=1\n", "a regular file keeps its mode; a full device is an error")
        XCTAssertTrue(modes.stderr.contains("/dev/full: No space left on device"), modes.stderr)
    }

    func testOutputFailuresEndWithOneLineAndStatusOne() throws {
        try createDatabase()
        let commands = [
            "books show 1 --json", "books show 1", "books list", "books list --json", "search squid",
            "search game --json", "books export 1", "catalog stats",
        ]
        for command in commands {
            for redirection in ["> /dev/full", ">&-"] {
                let result = try shell("$SB \(command) \(redirection)")
                let what = "`showbook \(command) \(redirection)`"
                XCTAssertEqual(result.status, 1, "\(what) must fail; stderr: \(result.stderr)")
                XCTAssertEqual(result.stderr.split(separator: "\n").count, 1, "\(what): one line, got \(result.stderr)")
                XCTAssertTrue(result.stderr.hasPrefix("showbook: cannot write standard output"), "\(what): \(result.stderr)")
                XCTAssertFalse(result.stderr.contains("Fatal error"), "\(what) crashed: \(result.stderr)")
            }
        }
        let file = workDirectory.appendingPathComponent("basics.tsv").path
        try "tconst\ttitleType\tprimaryTitle\toriginalTitle\tisAdult\tstartYear\tendYear\truntimeMinutes\tgenres\ntt1\ttvSeries\tX\tX\t0\t2000\t\\N\t30\tDrama\n"
            .write(toFile: file, atomically: true, encoding: .utf8)
        let imported = try shell("$SB import imdb basics.tsv > /dev/full")
        XCTAssertEqual(imported.status, 1, imported.stderr)
        XCTAssertTrue(imported.stderr.contains("cannot write standard output"), imported.stderr)
    }

    func testABrokenPipeEndsQuietly() throws {
        try createDatabase()
        // More than a pipe holds, so the writer is still writing when `head` has gone.
        let rows = (1...3_000).map { "word\($0)\tmeaning number \($0) with some padding to make it longer" }
        try rows.joined(separator: "\n").write(to: workDirectory.appendingPathComponent("big.tsv"), atomically: true, encoding: .utf8)
        XCTAssertEqual(try shell("$SB books import big.tsv --book Big").status, 0)
        for command in ["books show Big --json", "books export Big", "books show Big"] {
            let result = try shell("$SB \(command) | head -c 10 >/dev/null; echo \"status=${PIPESTATUS[0]}\"")
            XCTAssertEqual(result.stdout, "status=141\n", "`\(command) | head`: ends as SIGPIPE would")
            XCTAssertEqual(result.stderr, "", "`\(command) | head`: nothing on stderr")
        }
    }
}
