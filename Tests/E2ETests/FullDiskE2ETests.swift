import Foundation
import XCTest

/// A database on a file system with no free byte left, with no `-wal` or `-shm` beside it (the
/// file copied there alone, or its last connection closed): SQLite cannot make the shared-memory
/// file a WAL database needs, yet the words must still be readable. Reads succeed; a write is
/// one line saying the disk is full, and the file is unchanged.
final class FullDiskE2ETests: E2ETestCase {
    func testADatabaseOnAFullDiskStillReads() throws {
        let result = try mountedShell("""
        SB="\(Self.binaryPath) --db $MNT/full.db"
        $SB books list >/dev/null || { echo "setup failed"; exit 1; }
        rm -f "$MNT/full.db-wal" "$MNT/full.db-shm"
        dd if=/dev/zero of="$MNT/fill" bs=4k 2>/dev/null
        before=$(sha256sum "$MNT/full.db" | cut -c1-64)
        $SB books list; echo "list=$?"
        $SB books show 1 | head -1; echo "show=$?"
        $SB doctor >/dev/null; echo "doctor=$?"
        $SB search kingdom | head -1; echo "search=$?"
        printf '#deck:New\\n집\\thouse\\n' > /tmp/words-$$.tsv
        $SB books import /tmp/words-$$.tsv; echo "import=$?"; rm -f /tmp/words-$$.tsv
        after=$(sha256sum "$MNT/full.db" | cut -c1-64)
        [ "$before" = "$after" ] && echo unchanged
        """, options: "size=8m")
        let lines = result.stdout.split(separator: "\n").map(String.init)
        for expected in ["list=0", "show=0", "doctor=0", "search=0", "import=1", "unchanged"] {
            XCTAssertTrue(lines.contains(expected), "\(expected) in:\n\(result.stdout)\n\(result.stderr)")
        }
        XCTAssertTrue(result.stdout.contains("Everyday Korean (sample)\t33 words"), result.stdout)
        XCTAssertTrue(result.stdout.contains("0 mature · 0 young · 0 learning · 33 new"), result.stdout)
        XCTAssertTrue(result.stdout.contains("Kingdom"), result.stdout)
        let errors = result.stderr.split(separator: "\n")
        XCTAssertEqual(errors.count, 1, "only the import's line: \(result.stderr)")
        XCTAssertTrue(result.stderr.contains("full.db") && result.stderr.contains("the disk is full"), result.stderr)
    }
}
