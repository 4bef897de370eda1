@testable import ShowbookCLI
import XCTest

/// Options are declared per command and the parser's table and `--help` are derived from the
/// declarations: declarations of one name agree, every declared option is accepted and listed
/// once, and none is listed that no command declares.
final class OptionTableTests: XCTestCase {
    func testDeclarationsOfOneNameAgree() {
        XCTAssertEqual(OptionTable.conflicts, [])
    }

    func testEveryDeclaredOptionIsFoundByItsNames() {
        for command in CommandRegistry.commands {
            for option in command.configuration.options {
                XCTAssertEqual(OptionTable.named(option.name)?.value, option.value, option.name)
                XCTAssertFalse(option.help.isEmpty, option.name)
            }
        }
        XCTAssertEqual(OptionTable.named("-o")?.name, "--output")
        XCTAssertEqual(OptionTable.named("-h")?.name, "--help")
        XCTAssertNil(OptionTable.named("--bogus"))
        XCTAssertEqual(Set(OptionTable.all.map(\.name)).count, OptionTable.all.count, "each name once")
    }

    /// `--help` lists each visible option once, under its global or command heading, with the
    /// commands that take a command option.
    func testTheHelpListsEachVisibleOptionOnce() throws {
        let help = HelpText.usage
        let optionLines = help.components(separatedBy: "\nOptions:\n")[1].split(separator: "\n").filter { $0.hasPrefix("  -") }
        let labels = optionLines.map { $0.dropFirst(2).components(separatedBy: "  ")[0] }
        let expected = OptionTable.all.filter { !$0.isHidden }.map(\.label)
        XCTAssertEqual(labels.sorted(), expected.sorted())
        XCTAssertFalse(help.contains("--crash-after-ms"), "hidden")
        let into = try XCTUnwrap(help.range(of: "  --into BOOK"))
        let intoHelp = String(help[into.upperBound...].prefix(200))
        XCTAssertTrue(intoHelp.contains("books close: move the unfinished words into this book; mine: add"), intoHelp)
        XCTAssertTrue(help.contains("--at TIME            books review, books due: at this ISO-8601"), help)
    }

    func testOnlyTheCommandsDeclaringAnOptionTakeIt() throws {
        let list = try ParsedArguments(["books", "list", "--into", "x"].map { Array($0.utf8) })
        XCTAssertThrowsError(try CommandRegistry.command(for: list)) { error in
            XCTAssertTrue("\(error)".hasPrefix("books list does not take --into"), "\(error)")
        }
        let export = try ParsedArguments(["books", "export", "B", "-o", "out.csv"].map { Array($0.utf8) })
        let command = try XCTUnwrap(try CommandRegistry.command(for: export) as? BooksExportCommand)
        XCTAssertEqual(command.outputName, "out.csv")
        XCTAssertFalse(GlobalOptions.ankiURL.isCommandOption)
        XCTAssertTrue(BooksCloseCommand.into.isCommandOption)
    }
}
