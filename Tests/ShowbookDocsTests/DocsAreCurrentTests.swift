import Foundation
@testable import ShowbookCLI
@testable import ShowbookDocs
import XCTest

/// The README's and the man page's generated sections (key tables, synopses) are what the key
/// maps and the command declarations give now: a key or an option changed without `make docs`
/// fails here, naming the first line that differs.
final class DocsAreCurrentTests: XCTestCase {
    static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    func committed(_ file: String) throws -> String {
        try String(contentsOf: Self.root.appendingPathComponent(file), encoding: .utf8)
    }

    func testEveryGeneratedSectionIsCurrent() throws {
        let sections = DocsGenerator.sections
        XCTAssertEqual(Set(sections.map { "\($0.file) \($0.name)" }),
                       ["README.md keys", "README.md synopsis", "man/showbook.1 keys", "man/showbook.1 synopsis"])
        for section in sections {
            XCTAssertNil(section.staleness(of: try committed(section.file)))
        }
    }

    func testAStaleSectionNamesItsFirstDifferingLineAndTheFix() throws {
        let readme = try committed(DocsGenerator.readme)
        let keys = try XCTUnwrap(DocsGenerator.sections.first { $0.file == DocsGenerator.readme && $0.name == "keys" })
        let stale = readme.replacingOccurrences(of: "| anywhere | Ctrl-C | quit |", with: "| anywhere | Ctrl-C | quits |")
        let lineNumber = try XCTUnwrap(readme.components(separatedBy: "\n").firstIndex(of: "| anywhere | Ctrl-C | quit |")) + 1
        let problem = try XCTUnwrap(keys.staleness(of: stale))
        XCTAssertTrue(problem.hasPrefix("README.md:\(lineNumber): the key table is stale"), problem)
        XCTAssertTrue(problem.contains("“| anywhere | Ctrl-C | quits |”") && problem.contains("“| anywhere | Ctrl-C | quit |”"), problem)
        XCTAssertTrue(problem.hasSuffix("run make docs"), problem)
        XCTAssertNil(keys.staleness(of: try keys.update(stale)), "update puts the generated lines back")

        let shorter = readme.replacingOccurrences(of: "| anywhere | Ctrl-C | quit |\n", with: "")
        XCTAssertNotNil(keys.staleness(of: shorter))
        let unmarked = readme.replacingOccurrences(of: "<!-- keys:end -->", with: "")
        XCTAssertTrue(keys.staleness(of: unmarked)?.contains("needs one “keys:begin” and one “keys:end” marker") == true)
        XCTAssertThrowsError(try keys.update(unmarked))
    }

    /// The README's synopsis is the one `--help` prints, line for line; it now has the
    /// commands and options the hand-kept one missed.
    func testTheReadmeSynopsisIsTheHelpsAndCompleteOne() throws {
        for command in CommandLineDeclarations.commands {
            XCTAssertEqual(SynopsisParts.plain(command).joined(separator: " "), command.text)
        }
        let synopsis = try XCTUnwrap(DocsGenerator.sections.first { $0.file == DocsGenerator.readme && $0.name == "synopsis" })
        let text = synopsis.lines.joined(separator: "\n")
        for expected in ["showbook anki push BOOK", "[--apkg FILE]", "[--media]", "showbook prep SHOW EPISODE", "[--anki-url URL]"] {
            XCTAssertTrue(text.contains(expected), expected)
        }
        XCTAssertTrue(synopsis.lines.allSatisfy { $0.count <= 100 }, "lines wrap at 100 columns")
        let helpLines = HelpText.usage.split(separator: "\n").filter { $0.hasPrefix("  showbook ") && !$0.hasPrefix("  showbook [options]") }
        XCTAssertEqual(helpLines.count, CommandLineDeclarations.commands.count, "one usage line per command in --help")
        for command in CommandLineDeclarations.commands {
            XCTAssertTrue(helpLines.contains { $0.dropFirst(2).hasPrefix(command.text) }, "\(command.text) is not in --help")
        }
    }

    func testRoffEscapesAndMarkup() {
        XCTAssertEqual(Roff.escape("--no-mouse ↑ 갔"), "\\-\\-no\\-mouse \\(ua \\[uAC14]")
        XCTAssertEqual(Roff.marked("a *Known* `k` \\ *open"), "a \\fIKnown\\fR \\fBk\\fR \\e *open")
        XCTAssertEqual(Roff.textLine(".tsv"), "\\&.tsv")
        XCTAssertEqual(Roff.sentence("quit"), "Quit.")
        XCTAssertEqual(Roff.sentence("i+1 first"), "i+1 first.")
        XCTAssertEqual(MarkdownDocs.keys([.key(.character("/")), .words(" / "), .key(.ctrl("r"))]), "`/` / Ctrl-R")
        XCTAssertEqual(MarkdownDocs.cell("FILE|TRACK"), "FILE\\|TRACK")
    }
}
