import Foundation
import XCTest

/// `showbook --help` is made from the commands' own definitions; man/showbook.1 is written by
/// hand. They describe the same program: every option and command of the help is in the man
/// page and back, and every usage line the help prints is the one a usage error quotes.
final class HelpAndManPageE2ETests: E2ETestCase {
    static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    func help() throws -> String {
        let result = try runCLI(["--help"], useDatabase: false)
        XCTAssertEqual(result.status, 0, result.stderr)
        return result.stdout
    }

    /// The man page as plain text: `\-` is a dash, font changes and `\&` are dropped.
    func manText() throws -> String {
        var text = try String(contentsOf: Self.root.appendingPathComponent("man/showbook.1"), encoding: .utf8)
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
        let help = Self.options(in: try help())
        let man = Self.options(in: try manText())
        XCTAssertTrue(help.isSuperset(of: ["--db", "--book", "--update", "--format", "--output", "-o", "-h", "--help"]), "\(help.sorted())")
        XCTAssertEqual(help.subtracting(man).sorted(), [], "in --help but not in man/showbook.1")
        XCTAssertEqual(man.subtracting(help).sorted(), [], "in man/showbook.1 but not in --help")
    }

    func testEveryCommandOfTheHelpIsInTheSynopsisAndBack() throws {
        let helpLines = try help().split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
        let help = Self.commands(in: helpLines)
        let synopsis = try manText().components(separatedBy: ".SH SYNOPSIS")[1].components(separatedBy: ".SH")[0]
        let manLines = synopsis.split(separator: "\n").filter { $0.hasPrefix(".B showbook ") }.map { String($0.dropFirst(3)) }
        let man = Self.commands(in: manLines)
        XCTAssertTrue(help.contains("showbook books import"))
        XCTAssertTrue(help.contains("showbook books export"))
        XCTAssertEqual(help, man)
    }

    /// A usage error quotes the same usage line as `--help`, because both come from the command.
    func testUsageErrorsQuoteTheHelpsUsageLine() throws {
        let help = try help()
        for arguments in [["books", "show"], ["books", "close", "1", "2"], ["search"], ["import", "tvmaze"]] {
            let result = try runCLI(arguments)
            XCTAssertEqual(result.status, 2, result.stderr)
            guard let range = result.stderr.range(of: "(usage: "), let end = result.stderr.range(of: ")\n", options: .backwards) else {
                XCTFail("no usage line in \(result.stderr)")
                continue
            }
            let usage = String(result.stderr[range.upperBound..<end.lowerBound])
            XCTAssertTrue(help.contains("  " + usage), "“\(usage)” is not in --help:\n\(help)")
        }
    }
}
