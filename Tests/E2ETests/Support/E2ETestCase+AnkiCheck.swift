import Foundation
import XCTest

/// Runs one of the scripts under `scripts/anki/` that check Showbook against the pinned `anki`
/// package, the way both Anki E2E tests need: the developer's own environment (so python3 and
/// pip find their settings), the test's own config and data folders, and a failure with one
/// line when Anki cannot be installed, never a skip.
extension E2ETestCase {
    func runAnkiCheck(_ scriptName: String, expecting passes: [String]) throws {
        let script = Self.packageRoot.appendingPathComponent("scripts/anki/\(scriptName)").path
        var environment = ProcessInfo.processInfo.environment
        environment["XDG_CONFIG_HOME"] = workDirectory.appendingPathComponent("config").path
        environment["XDG_DATA_HOME"] = self.environment["XDG_DATA_HOME"]
        environment["LC_ALL"] = "C.UTF-8"
        let result = try ProcessRunner.run(
            "/bin/bash", [script, Self.binaryPath, workDirectory.appendingPathComponent("anki").path],
            environment: environment, timeout: 900
        )
        switch result.status {
        case 0:
            for pass in passes { XCTAssertTrue(result.stdout.contains(pass), result.stdout) }
        case 3, 4:
            XCTFail(result.stderr.split(separator: "\n").last.map(String.init) ?? "the anki package could not be installed")
        default:
            XCTFail("scripts/anki/\(scriptName) exited \(result.status):\n\(result.stdout)\(result.stderr)")
        }
    }
}
