import Foundation
import XCTest

/// Runs checks of Showbook against the pinned `anki` package (Python scripts under
/// `scripts/anki/`, through `run-checks.sh`), the way every Anki E2E test needs: the developer's own environment (so python3 and
/// pip find their settings), the test's own config and data folders, and a failure with one
/// line when Anki cannot be installed, never a skip.
extension E2ETestCase {
    func runAnkiCheck(_ checks: String..., expecting passes: [String]) throws {
        let script = Self.packageRoot.appendingPathComponent("scripts/anki/run-checks.sh").path
        var environment = ProcessInfo.processInfo.environment
        environment["XDG_CONFIG_HOME"] = workDirectory.appendingPathComponent("config").path
        environment["XDG_DATA_HOME"] = self.environment["XDG_DATA_HOME"]
        environment["LC_ALL"] = "C.UTF-8"
        let result = try ProcessRunner.run(
            "/bin/bash", [script, Self.binaryPath, workDirectory.appendingPathComponent("anki").path] + checks,
            environment: environment, timeout: 900
        )
        switch result.status {
        case 0:
            for pass in passes { XCTAssertTrue(result.stdout.contains(pass), result.stdout) }
        case 3, 4:
            XCTFail(result.stderr.split(separator: "\n").last.map(String.init) ?? "the anki package could not be installed")
        default:
            XCTFail("scripts/anki/run-checks.sh \(checks.joined(separator: " ")) exited \(result.status):\n\(result.stdout)\(result.stderr)")
        }
    }
}
