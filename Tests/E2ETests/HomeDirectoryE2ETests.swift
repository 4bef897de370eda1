import Foundation
import XCTest

/// `$HOME` decides where the default database goes when `$XDG_DATA_HOME` is unset, even when
/// it differs from the account's home in the password database.
final class HomeDirectoryE2ETests: E2ETestCase {
    func testTheDefaultDatabaseFollowsHOME() throws {
        var environment = self.environment
        environment["XDG_DATA_HOME"] = nil
        let home = workDirectory.appendingPathComponent("home with space").path
        try FileManager.default.createDirectory(atPath: home, withIntermediateDirectories: true)
        environment["HOME"] = home
        let result = try ProcessRunner.run(Self.binaryPath, ["--no-sample", "books", "list"],
                                           environment: environment, stdoutToPipe: true)
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertTrue(FileManager.default.fileExists(atPath: home + "/.local/share/showbook/showbook.db"),
                      "the database was not made under $HOME")
    }
}
