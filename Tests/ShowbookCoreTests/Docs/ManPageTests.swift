import Foundation
import XCTest

/// `showbook --help` and man/showbook.1 describe the same program: every option and command of
/// the help text is in the man page, and every option of the man page is in the help text.
/// The help text is read from its source (Sources/showbook/HelpText.swift), since the
/// executable's module cannot be imported by tests.
final class ManPageTests: XCTestCase {
    static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    func read(_ path: String) throws -> String {
        try String(contentsOf: Self.root.appendingPathComponent(path), encoding: .utf8)
    }

    /// The `usage` string literal of HelpText.swift.
    func helpText() throws -> String {
        let source = try read("Sources/showbook/HelpText.swift")
        let parts = source.components(separatedBy: "\"\"\"")
        XCTAssertEqual(parts.count, 3, "HelpText.usage should be the one multi-line literal")
        return parts.count > 1 ? parts[1] : ""
    }

    /// The man page as plain text: `\-` is a dash, font changes and `\&` are dropped.
    func manText() throws -> String {
        var text = try read("man/showbook.1")
        for (escape, plain) in [("\\-", "-"), ("\\fB", ""), ("\\fI", ""), ("\\fR", ""), ("\\fP", ""), ("\\&", "")] {
            text = text.replacingOccurrences(of: escape, with: plain)
        }
        return text
    }

    /// `--db`, `-h` …: dashes after a space, bracket, comma or line start, then a letter.
    static func options(in text: String) -> Set<String> {
        let pattern = try! NSRegularExpression(pattern: #"(?:^|[\s\[(,|])(--?[a-z][a-z0-9-]*)"#, options: [.anchorsMatchLines])
        let range = NSRange(text.startIndex..., in: text)
        return Set(pattern.matches(in: text, range: range).compactMap { match in
            Range(match.range(at: 1), in: text).map { String(text[$0]) }
        })
    }

    /// `showbook books import` … — the command words of each usage line.
    static func commands(in lines: [String]) -> Set<String> {
        Set(lines.map { line in
            // The description column starts after two spaces.
            (line.components(separatedBy: "  ").first ?? "").split(separator: " ").prefix { word in word.allSatisfy { $0.isLowercase } }.joined(separator: " ")
        }.filter { $0.hasPrefix("showbook ") })
    }

    func testEveryHelpOptionIsInTheManPageAndBack() throws {
        let help = Self.options(in: try helpText())
        let man = Self.options(in: try manText())
        XCTAssertTrue(help.isSuperset(of: ["--db", "--book", "--update", "--format", "--output", "-o", "-h", "--help"]), "\(help.sorted())")
        XCTAssertEqual(help.subtracting(man).sorted(), [], "in --help but not in man/showbook.1")
        XCTAssertEqual(man.subtracting(help).sorted(), [], "in man/showbook.1 but not in --help")
    }

    func testEveryCommandOfTheHelpIsInTheSynopsisAndBack() throws {
        let helpLines = try helpText().split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
        let help = Self.commands(in: helpLines)
        let synopsis = try manText().components(separatedBy: ".SH SYNOPSIS")[1].components(separatedBy: ".SH")[0]
        let manLines = synopsis.split(separator: "\n").filter { $0.hasPrefix(".B showbook ") }.map { String($0.dropFirst(3)) }
        let man = Self.commands(in: manLines)
        XCTAssertTrue(help.contains("showbook books import"))
        XCTAssertTrue(help.contains("showbook books export"))
        XCTAssertEqual(help, man)
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
