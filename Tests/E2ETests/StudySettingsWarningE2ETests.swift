import Foundation
import XCTest

/// A bad study setting in the config file does not lock the learner out of the interactive
/// app: it starts, and the status bar says which line was not used.
final class StudySettingsWarningE2ETests: E2ETestCase {
    override var environment: [String: String] {
        var environment = super.environment
        environment["XDG_CONFIG_HOME"] = workDirectory.appendingPathComponent("config").path
        return environment
    }

    func testTheAppStartsAndSaysTheSettingWasNotUsed() throws {
        let folder = workDirectory.appendingPathComponent("config/showbook")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let config = folder.appendingPathComponent("config")
        try Data("new_words_per_day = lots\n".utf8).write(to: config)
        XCTAssertEqual(chmod(config.path, 0o600), 0)
        let app = try launchApp(width: 200, height: 30)
        try app.waitForText("new_words_per_day needs a whole number, not “lots”; using 20")
    }
}
