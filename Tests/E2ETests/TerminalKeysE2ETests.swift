import Foundation
import XCTest

/// Keys reach the app as keys whatever `TERM` says: tmux sends its own sequences (Home is
/// `ESC[1~`, F1 is `ESCOP`) while the app's terminfo may describe another terminal. For each
/// pairing, Home/End move the cursor in a text field (the New book name), F-keys, mouse reports and unknown
/// sequences never become text, and a bracketed paste arrives as text with newlines as spaces.
final class TerminalKeysE2ETests: E2ETestCase {
    private var term = "xterm-256color"

    override var environment: [String: String] {
        super.environment.merging(["TERM": term]) { $1 }
    }

    /// Home and End in the forms xterm, rxvt, the Linux console and modified keys send.
    private static let homeEndForms: [(home: String, end: String)] = [
        ("\u{1B}[1~", "\u{1B}[4~"), ("\u{1B}[7~", "\u{1B}[8~"), ("\u{1B}[H", "\u{1B}[F"),
        ("\u{1B}OH", "\u{1B}OF"), ("\u{1B}[1;5H", "\u{1B}[1;5F"),
    ]

    /// Sequences that must leave the query alone: F2–F12 in xterm, rxvt and console forms,
    /// modified arrows (left then right), Insert, mouse reports (SGR and X10), a device
    /// attributes answer, an unknown CSI key, an OSC title and a DCS string.
    private static let noise = [
        "\u{1B}OQ", "\u{1B}[12~", "\u{1B}[[B", "\u{1B}[24~", "\u{1B}[1;2Q", "\u{1B}[1;5D", "\u{1B}[1;5C",
        "\u{1B}[2~", "\u{1B}[<0;60;20M\u{1B}[<0;60;20m", "\u{1B}[M 0(", "\u{1B}[<64;60;20M",
        "\u{1B}[?1;2c", "\u{1B}[99~", "\u{1B}]0;title\u{07}", "\u{1B}P1$r0m\u{1B}\\", "\u{1B}[99~",
    ].joined()

    private func exercise(term: String, file: StaticString = #filePath, line: UInt = #line) throws {
        self.term = term
        try? FileManager.default.removeItem(atPath: logPath)
        let app = try launchApp(["--log", logPath], width: 100, height: 30, file: file, line: line)
        try app.press("M-3")
        try app.waitUntil("the Books tab on \(term)", file: file, line: line) { $0.hasRow("Word books") }
        try app.press("n")
        try app.waitUntil("the New book field on \(term)", file: file, line: line) { Self.query($0) != nil }
        try app.type("ab")
        try app.press("Home")
        try app.type("1")
        try app.press("End")
        try app.type("2")
        try app.waitUntil("tmux's Home and End moving the cursor on \(term)", file: file, line: line) {
            Self.query($0) == "1ab2"
        }
        for form in Self.homeEndForms {
            try app.type(form.home + "<")
            try app.type(form.end + ">")
        }
        try app.press("F2", "F3", "F4", "F5", "F6", "F7", "F8", "F9", "F10", "F11", "F12", "IC")
        try app.type(Self.noise)
        try app.paste("P\nQ")
        try app.waitUntil("every Home/End form moving the cursor and the paste typed on \(term)", file: file, line: line) {
            Self.query($0) == "<<<<<1ab2>>>>>P Q"
        }
        try app.press("F1")
        try app.waitUntil("help opened by tmux's F1 on \(term)", file: file, line: line) { $0.contains("close help") }
        try app.press("Escape")
        let final = try app.waitUntil("help closed on \(term)", file: file, line: line) { !$0.contains("close help") }
        XCTAssertEqual(Self.query(final), "<<<<<1ab2>>>>>P Q", "nothing else typed on \(term):\n\(final)", file: file, line: line)
        try app.press("C-c")
        try app.waitForExit(file: file, line: line)
        let log = try String(contentsOfFile: logPath, encoding: .utf8)
        let ignored = jsonLines(log).filter { $0["event"] as? String == "input.ignored" }.compactMap { $0["sequence"] as? String }
        XCTAssertEqual(ignored.filter { $0 == "CSI 99~" }.count, 1, "an unknown sequence is logged once on \(term): \(ignored)", file: file, line: line)
        XCTAssertTrue(ignored.contains("OSC"), "the OSC string is logged without its content on \(term): \(ignored)", file: file, line: line)
        XCTAssertFalse(log.contains("title"), "OSC content never reaches the log", file: file, line: line)
        app.kill()
    }

    /// The text in the New book modal's name field (after "Name:", up to the box's border).
    private static func query(_ screen: Screen) -> String? {
        guard let row = screen.lines.first(where: { $0.contains("Name: ") }),
              let range = row.range(of: "Name: ") else { return nil }
        let rest = row[range.upperBound...]
        let field = rest.split(separator: "│", omittingEmptySubsequences: false).first ?? rest
        return field.trimmingCharacters(in: .whitespaces)
    }

    func testXterm256Color() throws { try exercise(term: "xterm-256color") }
    func testScreen() throws { try exercise(term: "screen") }
    func testTmux256Color() throws { try exercise(term: "tmux-256color") }
    func testLinuxConsole() throws { try exercise(term: "linux") }

    /// The random-key run that made a book named `1~`: in a one-line modal field, Home/End
    /// move the cursor and a multi-line paste becomes one line.
    func testBookNameFieldTakesHomeEndAndPasteAsEditing() throws {
        let app = try launchApp(width: 100, height: 30)
        try app.press("M-3")
        try app.waitUntil("the Books tab") { $0.hasRow("Word books") }
        try app.press("n")
        try app.type("mid")
        try app.press("Home")
        try app.type("A")
        try app.press("End")
        try app.paste("dle\nend")
        try app.type("\u{1B}[<0;3;3M\u{1B}[<0;3;3m\u{1B}[15~")
        try app.press("Enter")
        try app.waitUntil("the new book listed, the prompt gone") { $0.contains("Amiddle end") && !$0.contains("New book") }
        try app.press("C-c")
        try app.waitForExit()
        let books = try runCLI(["books", "list"])
        XCTAssertTrue(books.stdout.contains("Amiddle end"), books.stdout)
        XCTAssertFalse(books.stdout.contains("~"), books.stdout)
    }
}
