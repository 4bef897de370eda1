import Foundation
import XCTest

/// Showbook's Anki packages and AnkiConnect pushes checked by Anki itself:
/// `scripts/anki/package-check.sh` runs, in the pinned `anki` virtualenv the text round trip
/// uses, Anki's package importer on `books export --apkg` files (twice, for a grown book) and
/// `showbook anki push` against an AnkiConnect front (Tests/AnkiConnect) whose actions run on a
/// real Anki collection. Not being able to install Anki is a failure with one line, never a skip.
final class AnkiPackageE2ETests: E2ETestCase {
    func testAnkiImportsPackagesAndTakesPushes() throws {
        let script = Self.packageRoot.appendingPathComponent("scripts/anki/package-check.sh").path
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
            XCTAssertTrue(result.stdout.contains("anki package check: passed"), result.stdout)
            XCTAssertTrue(result.stdout.contains("ankiconnect check: passed"), result.stdout)
        case 3, 4:
            XCTFail(result.stderr.split(separator: "\n").last.map(String.init) ?? "the anki package could not be installed")
        default:
            XCTFail("scripts/anki/package-check.sh exited \(result.status):\n\(result.stdout)\(result.stderr)")
        }
    }
}
