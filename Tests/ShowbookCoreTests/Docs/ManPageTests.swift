import Foundation
import XCTest

/// man/showbook.1 has the sections a man page needs and is installed. (That it describes the
/// same options and commands as `showbook --help` is checked against the binary, in
/// `HelpAndManPageE2ETests`.)
final class ManPageTests: XCTestCase {
    static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    func read(_ path: String) throws -> String {
        try String(contentsOf: Self.root.appendingPathComponent(path), encoding: .utf8)
    }

    func manText() throws -> String {
        try read("man/showbook.1").replacingOccurrences(of: "\\-", with: "-")
    }

    func testRequiredSectionsAndEnvironment() throws {
        let man = try manText()
        for section in ["NAME", "SYNOPSIS", "DESCRIPTION", "OPTIONS", "COMMANDS", "KEYS", "FILES", "ENVIRONMENT", "EXIT STATUS"] {
            XCTAssertTrue(man.contains("\n.SH \(section)\n"), section)
        }
        for variable in ["XDG_DATA_HOME", "NO_COLOR", "ESCDELAY"] {
            XCTAssertTrue(man.contains(".B \(variable)\n"), variable)
        }
    }

    func testMakeInstallInstallsTheManPage() throws {
        let makefile = try read("Makefile")
        XCTAssertTrue(makefile.contains("$(PREFIX)/share/man/man1"))
        XCTAssertTrue(makefile.contains("man/showbook.1"))
    }
}
