import Foundation
import XCTest

extension E2ETestCase {
    /// Runs a bash script (as `shell` does) in a private mount namespace with a fresh tmpfs at
    /// `$MNT` (a folder of the test's), mounted with `options` such as `size=200k`; `$RO` is a
    /// command that remounts it read-only. This is how the tests get a full disk or a
    /// read-only file system even as root, whom `chmod a-w` does not stop: `unshare -m` as
    /// root, `unshare -rm` (a user namespace) otherwise. The mount vanishes with the script.
    /// A machine that allows neither fails the test with what `unshare` said.
    func mountedShell(_ script: String, options: String = "size=4m", file: StaticString = #filePath, line: UInt = #line) throws -> ProcessResult {
        let mountPoint = workDirectory.appendingPathComponent("mnt").path
        try FileManager.default.createDirectory(atPath: mountPoint, withIntermediateDirectories: true)
        let flags = getuid() == 0 ? "-m" : "-rm"
        let inner = "export MNT=\(ProcessRunner.shellQuote(mountPoint))\n"
            + "mount -t tmpfs -o \(options) tmpfs \"$MNT\" || { echo 'cannot mount a tmpfs' >&2; exit 97; }\n"
            + "RO=\"mount -o remount,ro $MNT\"\n" + script
        let result = try shell("exec unshare \(flags) bash -c \(ProcessRunner.shellQuote(inner))")
        if result.status == 97 || result.stderr.contains("unshare:") {
            XCTFail("a private tmpfs is needed for this test (unshare \(flags), then mount): \(result.stderr)", file: file, line: line)
        }
        return result
    }
}
