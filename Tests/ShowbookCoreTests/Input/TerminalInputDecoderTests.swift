import XCTest
@testable import ShowbookPlatform
@testable import ShowbookApp

/// Bytes to keys, for every form terminals send: xterm, rxvt, the Linux console, screen and
/// tmux; mouse reports; bracketed paste; unknown sequences swallowed whole.
final class TerminalInputDecoderTests: XCTestCase {
    /// Decodes `text` as bytes, then flushes (as the reader does when the bytes stop).
    private func events(_ text: String) -> [TerminalInputDecoder.Event] {
        var decoder = TerminalInputDecoder()
        return decoder.feed(Array(text.utf8)) + decoder.flush()
    }

    private func keys(_ text: String) -> [Key] {
        events(text).compactMap { if case let .key(key) = $0 { return key } else { return nil } }
    }

    func testCharactersAndControls() {
        XCTAssertEqual(keys("a한ゲ🦑é"), [.character("a"), .character("한"), .character("ゲ"), .character("🦑"), .character("é")])
        XCTAssertEqual(keys("\r\n\t\u{7F}\u{08}"), [.enter, .enter, .tab, .backspace, .backspace])
        XCTAssertEqual(keys("\u{15}\u{17}\u{03}"), [.ctrl("u"), .ctrl("w"), .ctrl("c")])
        XCTAssertEqual(keys("\u{00}\u{1C}"), [.unknown, .unknown])
        XCTAssertEqual(keys("\u{9B}"), [.unknown], "C1 controls never become text")
    }

    func testBrokenUTF8IsDroppedNotTyped() {
        var decoder = TerminalInputDecoder()
        XCTAssertEqual(decoder.feed([0xED, 0x95]), [])
        XCTAssertEqual(decoder.pending, .sequence, "half a character waits for the rest")
        XCTAssertEqual(decoder.feed([0x41]), [.key(.character("A"))], "a cut character is dropped, the next byte kept")
        XCTAssertEqual(decoder.feed([0xC0, 0x80, 0xFF, 0x80]), [], "overlong and invalid bytes are not text")
        XCTAssertEqual(decoder.feed([0xED, 0xA0, 0x80]), [], "surrogates are not text")
    }

    func testEscapeAndAlt() {
        var decoder = TerminalInputDecoder()
        XCTAssertEqual(decoder.feed(0x1B), [])
        XCTAssertEqual(decoder.pending, .sequence)
        XCTAssertEqual(decoder.flush(), [.key(.escape)], "a lone ESC is Escape once the bytes stop")
        XCTAssertEqual(keys("\u{1B}1"), [.alt("1")])
        XCTAssertEqual(keys("\u{1B}\u{1B}"), [.escape, .escape])
        XCTAssertEqual(keys("\u{1B}\u{1B}[A"), [.escape, .up], "ESC then an arrow")
        XCTAssertEqual(keys("\u{1B}["), [.alt("[")], "a bare introducer is Alt+[")
        XCTAssertEqual(keys("\u{1B}O"), [.alt("O")])
        XCTAssertEqual(keys("\u{1B}]"), [.alt("]")])
        XCTAssertEqual(keys("\u{1B}\r"), [.escape, .enter])
    }

    func testHomeEndAndEditingKeysInEveryForm() {
        for home in ["\u{1B}[1~", "\u{1B}[7~", "\u{1B}[H", "\u{1B}OH", "\u{1B}[1;5H", "\u{1B}[7^", "\u{1B}[7$", "\u{1B}[7@"] {
            XCTAssertEqual(keys(home), [.home], home.debugDescription)
        }
        for end in ["\u{1B}[4~", "\u{1B}[8~", "\u{1B}[F", "\u{1B}OF", "\u{1B}[1;2F", "\u{1B}[8^"] {
            XCTAssertEqual(keys(end), [.end], end.debugDescription)
        }
        XCTAssertEqual(keys("\u{1B}[3~\u{1B}[3;5~\u{1B}[5~\u{1B}[6~\u{1B}[5;3~"), [.delete, .delete, .pageUp, .pageDown, .pageUp])
        XCTAssertEqual(keys("\u{1B}[2~\u{1B}[2$\u{1B}[201~\u{1B}[I\u{1B}[O\u{1B}[E\u{1B}[G"), [], "Insert, focus, keypad 5: nothing")
        XCTAssertEqual(events("\u{1B}[2~"), [], "Insert is known, so not logged")
        XCTAssertEqual(keys("\u{1B}[Z"), [.backTab])
    }

    func testCursorKeysNormalApplicationModifiedAndRxvt() {
        XCTAssertEqual(keys("\u{1B}[A\u{1B}[B\u{1B}[C\u{1B}[D"), [.up, .down, .right, .left])
        XCTAssertEqual(keys("\u{1B}OA\u{1B}OB\u{1B}OC\u{1B}OD"), [.up, .down, .right, .left])
        XCTAssertEqual(keys("\u{1B}[1;5A\u{1B}[1;2B\u{1B}[1;5C\u{1B}[1;3D"), [.up, .down, .right, .left])
        XCTAssertEqual(keys("\u{1B}[a\u{1B}Od"), [.up, .left], "rxvt Shift/Ctrl arrows")
    }

    func testFunctionKeysInXtermRxvtAndConsoleForms() {
        let xterm = ["\u{1B}OP", "\u{1B}OQ", "\u{1B}OR", "\u{1B}OS", "\u{1B}[15~", "\u{1B}[17~", "\u{1B}[18~", "\u{1B}[19~",
                     "\u{1B}[20~", "\u{1B}[21~", "\u{1B}[23~", "\u{1B}[24~"]
        XCTAssertEqual(keys(xterm.joined()), (1...12).map { Key.function($0) })
        let rxvt = ["\u{1B}[11~", "\u{1B}[12~", "\u{1B}[13~", "\u{1B}[14~"]
        XCTAssertEqual(keys(rxvt.joined()), (1...4).map { Key.function($0) })
        let console = ["\u{1B}[[A", "\u{1B}[[B", "\u{1B}[[C", "\u{1B}[[D", "\u{1B}[[E"]
        XCTAssertEqual(keys(console.joined()), (1...5).map { Key.function($0) })
        XCTAssertEqual(keys("\u{1B}[1;2P\u{1B}[1;5S\u{1B}[15;2~\u{1B}[24;5~"), [.function(1), .function(4), .function(5), .function(12)])
    }

    func testKeypadInApplicationMode() {
        XCTAssertEqual(keys("\u{1B}Op\u{1B}Oy\u{1B}Ok\u{1B}OM"), [.character("0"), .character("9"), .character("+"), .enter])
    }

    func testMouseReports() {
        XCTAssertEqual(events("\u{1B}[<0;5;3M\u{1B}[<0;5;3m"), [
            .mouse(MouseReport(code: 0, x: 4, y: 2, isRelease: false)), .mouse(MouseReport(code: 0, x: 4, y: 2, isRelease: true)),
        ])
        XCTAssertEqual(events("\u{1B}[<65;120;40M"), [.mouse(MouseReport(code: 65, x: 119, y: 39, isRelease: false))])
        XCTAssertEqual(events("\u{1B}[M !\"\u{1B}[M#!\""), [
            .mouse(MouseReport(code: 0, x: 0, y: 1, isRelease: false)), .mouse(MouseReport(code: 3, x: 0, y: 1, isRelease: true)),
        ], "X10: button+32, column+33, row+33")
        XCTAssertEqual(events("\u{1B}[M\u{FF}"), [.ignored("CSI (incomplete)")], "a cut X10 report is swallowed")
        XCTAssertEqual(events("\u{1B}[32;10;4M"), [.mouse(MouseReport(code: 0, x: 9, y: 3, isRelease: false))], "urxvt 1015")
        XCTAssertEqual(keys("\u{1B}[<0;5;3M\u{1B}[<0;5;3m\u{1B}[M !!"), [], "no mouse byte is ever a key")
    }

    func testBracketedPasteIsOneKeyWithItsTextIntact() {
        XCTAssertEqual(keys("a\u{1B}[200~q\r\nx\u{1B}[A한\u{1B}[201~b"), [.character("a"), .paste("q\r\nx\u{1B}[A한"), .character("b")])
        XCTAssertEqual(keys("\u{1B}[200~\u{1B}[201~"), [], "an empty paste is nothing")
        XCTAssertEqual(keys("\u{1B}[200~\u{1B}[20x\u{1B}[201~"), [.paste("\u{1B}[20x")], "a near miss of the end marker is text")
        var decoder = TerminalInputDecoder()
        XCTAssertEqual(decoder.feed(Array("\u{1B}[200~abc".utf8)), [])
        XCTAssertEqual(decoder.pending, .paste)
        XCTAssertEqual(decoder.flush(), [.key(.paste("abc"))], "a paste whose end never comes is delivered when the bytes stop")
        XCTAssertEqual(decoder.pending, .none)
    }

    func testHugePasteIsCappedButStillEnds() {
        let text = String(repeating: "x", count: TerminalInputDecoder.maxPasteLength + 100)
        let result = keys("\u{1B}[200~" + text + "\u{1B}[201~z")
        XCTAssertEqual(result.count, 2)
        if case let .paste(pasted) = result.first { XCTAssertEqual(pasted.utf8.count, TerminalInputDecoder.maxPasteLength) }
        XCTAssertEqual(result.last, .character("z"))
    }

    func testUnknownSequencesAreSwallowedWholeAndNamedWithoutContent() {
        XCTAssertEqual(events("\u{1B}[99~x"), [.ignored("CSI 99~"), .key(.character("x"))])
        XCTAssertEqual(events("\u{1B}[?1;2c"), [.ignored("CSI ?1;2c")])
        XCTAssertEqual(events("\u{1B}[12;40R"), [.ignored("CSI 12;40R")], "a cursor report is not F3")
        XCTAssertEqual(events("\u{1B}]52;c;c2VjcmV0\u{07}y"), [.ignored("OSC"), .key(.character("y"))])
        XCTAssertEqual(events("\u{1B}]0;title\u{1B}\\y"), [.ignored("OSC"), .key(.character("y"))])
        XCTAssertEqual(events("\u{1B}P1$r0m\u{1B}\\"), [.ignored("DCS")])
        XCTAssertEqual(events("\u{1B}_payload\u{1B}\\\u{1B}^pm\u{1B}\\\u{1B}Xsos\u{1B}\\"), [.ignored("APC"), .ignored("PM"), .ignored("SOS")])
        XCTAssertEqual(events("\u{1B}Oz"), [.ignored("SS3 z")])
        XCTAssertEqual(events("\u{1B}[[Z"), [.ignored("CSI [Z")])
        XCTAssertEqual(events("\u{1B}[" + String(repeating: "1;", count: 100) + "~"), [.ignored("CSI (too long)")])
    }

    func testCutSequencesNeverLeakTheirTail() {
        XCTAssertEqual(events("\u{1B}[1\u{1B}[4~"), [.ignored("CSI (incomplete)"), .key(.end)])
        XCTAssertEqual(events("\u{1B}[12"), [.ignored("CSI (incomplete)")])
        XCTAssertEqual(events("\u{1B}]0;half a title"), [.ignored("OSC")])
        XCTAssertEqual(events("\u{1B}]0;t\u{1B}[A"), [.ignored("OSC"), .key(.up)], "ESC inside a string ends it")
    }

    /// Seeded runs of key, mouse and title sequences back to back, with the bytes pausing
    /// (a flush) at random between them: no byte of any of them is ever typed.
    func testSequencesBackToBackNeverTypeTheirBytes() {
        let sequences = ["\u{1B}[1~", "\u{1B}[4~", "\u{1B}[<0;12;7M", "\u{1B}[M !!", "\u{1B}OH", "\u{1B}[15;5~", "\u{1B}]0;zz\u{07}"]
        var generator = SeededGenerator(seed: 16)
        for _ in 0..<2_000 {
            var decoder = TerminalInputDecoder()
            var keys: [Key] = []
            for _ in 0..<5 {
                let sequence = Array(sequences[Int(generator.next() % UInt64(sequences.count))].utf8)
                for event in decoder.feed(sequence) { if case let .key(key) = event { keys.append(key) } }
                if generator.next() % 3 == 0 {
                    for event in decoder.flush() { if case let .key(key) = event { keys.append(key) } }
                }
            }
            let typed = keys.compactMap(\.typedCharacter)
            XCTAssertEqual(typed, [], "keys \(keys)")
        }
    }
}
