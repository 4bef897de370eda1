import Foundation
import XCTest

/// Showbook's Anki files checked by Anki itself: `scripts/anki/check.sh` installs the `anki`
/// package from PyPI into a virtualenv under `.build/` (once; later runs reuse it), imports a
/// `books export` into a fresh collection with Anki's default mapping, and reads Anki's own
/// note export back with `books import`. Not being able to install Anki is a failure with one
/// line saying so, never a silent skip.
final class AnkiRoundTripE2ETests: E2ETestCase {
    func testAnkisImporterAndExporterAgreeWithShowbook() throws {
        let script = Self.packageRoot.appendingPathComponent("scripts/anki/check.sh").path
        // The developer's own environment, so python3 and pip find their settings (index,
        // certificates); the showbook runs inside get their own databases and config folder.
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
            XCTAssertTrue(result.stdout.contains("anki check: passed"), result.stdout)
        case 3, 4:
            XCTFail(result.stderr.split(separator: "\n").last.map(String.init) ?? "the anki package could not be installed")
        default:
            XCTFail("scripts/anki/check.sh exited \(result.status):\n\(result.stdout)\(result.stderr)")
        }
    }
}
