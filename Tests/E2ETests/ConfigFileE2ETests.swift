import Foundation
import XCTest

/// The config file as a user may get it wrong: a line without `=`, a misspelt setting, a value
/// with a NUL and junk after a number, a file far too large to be a config. Each costs one
/// warning line naming the file and the line, and the command goes on; nothing is silently
/// ignored, nothing is read as what it is not.
final class ConfigFileE2ETests: E2ETestCase {
    private var configPath: String { workDirectory.appendingPathComponent("config/showbook/config").path }

    override var environment: [String: String] {
        var environment = super.environment
        environment["XDG_CONFIG_HOME"] = workDirectory.appendingPathComponent("config").path
        return environment
    }

    private func writeConfig(_ bytes: Data) throws {
        try FileManager.default.createDirectory(atPath: (configPath as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        XCTAssertTrue(FileManager.default.createFile(atPath: configPath, contents: bytes, attributes: [.posixPermissions: 0o600]))
    }

    func testLinesWithoutAnEqualsSignAndUnknownSettingsAreNamed() throws {
        try writeConfig(Data("# settings\nprovider offline\ncolour = blue\n\ninterval_fuzz = off\n".utf8))
        let result = try runCLI(["books", "due"])
        XCTAssertEqual(result.status, 0, result.stderr)
        let lines = result.stderr.split(separator: "\n").filter { $0.hasPrefix("showbook:") }.map(String.init)
        XCTAssertEqual(lines.count, 2, result.stderr)
        XCTAssertTrue(lines.contains { $0.contains("\(configPath) line 2") && $0.contains("“=”") }, result.stderr)
        XCTAssertTrue(lines.contains { $0.contains("\(configPath) line 3") && $0.contains("colour") }, result.stderr)
    }

    func testAValueWithANULIsRefusedNotCutShort() throws {
        try writeConfig(Data("desired_retention = 0.8\u{0}junk\n".utf8))
        let result = try runCLI(["books", "due"])
        XCTAssertEqual(result.status, 0, result.stderr)
        let lines = result.stderr.split(separator: "\n").filter { $0.hasPrefix("showbook:") }
        XCTAssertEqual(lines.count, 1, result.stderr)
        XCTAssertTrue(result.stderr.contains("\(configPath) line 1") && result.stderr.contains("desired_retention"), result.stderr)
        XCTAssertFalse(result.stderr.contains("\u{0}"), "the NUL is not echoed raw")
    }

    func testAHugeConfigIsNotReadWhole() throws {
        // 4 MiB of comments, then a setting that would be read if the file were.
        let filler = String(repeating: "# a comment line that goes on and on and on and on\n", count: 4 * 1024 * 1024 / 52)
        try writeConfig(Data((filler + "interval_fuzz = maybe\n").utf8))
        let result = try runCLI(["books", "due"])
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertEqual(result.stderr.split(separator: "\n").filter { $0.hasPrefix("showbook:") }.count, 1, result.stderr)
        XCTAssertTrue(result.stderr.contains(configPath) && result.stderr.contains("1 MiB"), result.stderr)
        XCTAssertFalse(result.stderr.contains("maybe"), "nothing past the cap is read")
    }

    func testAConfigFIFOIsRefusedAtOnce() throws {
        try FileManager.default.createDirectory(atPath: (configPath as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        XCTAssertEqual(mkfifo(configPath, 0o600), 0)
        let result = try ProcessRunner.run(Self.binaryPath, ["--db", databasePath, "books", "due"], environment: environment,
                                           stdoutToPipe: true, timeout: 10)
        XCTAssertEqual(result.status, 0, "returns at once: \(result.stderr)")
        XCTAssertTrue(result.stderr.contains(configPath) && result.stderr.contains("FIFO"), result.stderr)
    }

    func testPrepWithABadEpisodeShowsItsOwnUsage() throws {
        let result = try runCLI(["prep", "Some show", "bad"])
        XCTAssertEqual(result.status, 2)
        XCTAssertTrue(result.stderr.contains("usage: showbook prep SHOW EPISODE"), result.stderr)
        XCTAssertFalse(result.stderr.contains("watched"), result.stderr)
    }
}
