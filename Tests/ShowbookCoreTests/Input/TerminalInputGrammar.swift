import ShowbookTestSupport
@testable import ShowbookPlatform
@testable import ShowbookApp

/// Generated terminal input with the events it must decode to, for the decoder's fuzz tests:
/// text (ASCII, controls, any UTF-8 scalar), every form of the editing, cursor and function
/// keys, mouse reports in the SGR, urxvt and X10 encodings with extreme coordinates, bracketed
/// pastes (empty, holding ESC and broken UTF-8, longer than the decoder keeps), unknown CSI
/// sequences, CSI parameters longer than the decoder keeps, OSC, DCS and APC strings, Alt
/// keys and a lone Escape (which needs the reader's flush).
enum TerminalInputGrammar {
    /// One piece of input: its bytes, its events, and whether the reader must flush after it
    /// (the bytes stopped) for the events to come.
    struct Token {
        var bytes: [UInt8]
        var events: [TerminalInputDecoder.Event]
        var needsFlush = false
    }

    static let keys: [(String, Key)] = [
        ("\u{1B}[A", .up), ("\u{1B}[B", .down), ("\u{1B}[C", .right), ("\u{1B}[D", .left), ("\u{1B}OA", .up), ("\u{1B}OD", .left),
        ("\u{1B}[1;5C", .right), ("\u{1B}[a", .up), ("\u{1B}[H", .home), ("\u{1B}[1~", .home), ("\u{1B}[7~", .home), ("\u{1B}OH", .home),
        ("\u{1B}[7$", .home), ("\u{1B}[F", .end), ("\u{1B}[4~", .end), ("\u{1B}[8^", .end), ("\u{1B}[3~", .delete),
        ("\u{1B}[5~", .pageUp), ("\u{1B}[6~", .pageDown), ("\u{1B}[Z", .backTab), ("\u{1B}OP", .function(1)),
        ("\u{1B}[15~", .function(5)), ("\u{1B}[24;5~", .function(12)), ("\u{1B}[[A", .function(1)), ("\u{1B}[[E", .function(5)),
        ("\u{1B}Op", .character("0")), ("\u{1B}OM", .enter),
    ]

    /// Numbers for mouse parameters: real ones, the edges of Int, and longer than Int holds.
    static let mouseNumbers = ["0", "1", "2", "3", "35", "64", "65", "80", "223", "65535", "2147483647", "9223372036854775807",
                               "9223372036854775808", String(repeating: "9", count: 25)]

    static func token(using random: inout SeededGenerator) -> Token {
        switch Int.random(in: 0..<14, using: &random) {
        case 0, 1:
            let byte = UInt8.random(in: 0x20...0x7E, using: &random)
            return Token(bytes: [byte], events: [.key(.character(Character(Unicode.Scalar(byte))))])
        case 2:
            let (byte, key): (UInt8, Key) = [(0x0D, .enter), (0x0A, .enter), (0x09, .tab), (0x7F, .backspace), (0x08, .backspace),
                                             (0x15, .ctrl("u")), (0x17, .ctrl("w")), (0x01, .ctrl("a")), (0x00, .unknown),
                                             (0x1C, .unknown)].randomElement(using: &random)!
            return Token(bytes: [byte], events: [.key(key)])
        case 3:
            let scalar = scalarOfText(using: &random)
            let key: Key = (0x80...0x9F).contains(scalar.value) ? .unknown : .character(Character(scalar))
            return Token(bytes: Array(String(scalar).utf8), events: [.key(key)])
        case 4:
            let (text, key) = keys.randomElement(using: &random)!
            return Token(bytes: Array(text.utf8), events: [.key(key)])
        case 5: return sgrMouse(using: &random)
        case 6:
            let b = UInt8.random(in: 0...255, using: &random), x = UInt8.random(in: 0...255, using: &random)
            let y = UInt8.random(in: 0...255, using: &random)
            let code = Int(b) - 32
            let report = MouseReport(code: code, x: Int(x) - 33, y: Int(y) - 33, isRelease: code & 3 == 3 && code & 64 == 0)
            return Token(bytes: Array("\u{1B}[M".utf8) + [b, x, y], events: [.mouse(report)])
        case 7: return paste(using: &random)
        case 8:
            let number = [9, 10, 16, 22, 25, 99, 1000, 4242].randomElement(using: &random)!
            return Token(bytes: Array("\u{1B}[\(number)~".utf8), events: [.ignored("CSI \(number)~")])
        case 9:
            let digits = String(repeating: "7", count: Int.random(in: 65...300, using: &random))
            return Token(bytes: Array("\u{1B}[\(digits)~".utf8), events: [.ignored("CSI (too long)")])
        case 10: return string(using: &random)
        case 11:
            var byte = UInt8.random(in: 0x20...0x7E, using: &random)
            if Array("[O]PX^_".utf8).contains(byte) { byte = UInt8(ascii: "x") }
            return Token(bytes: [0x1B, byte], events: [.key(.alt(Character(Unicode.Scalar(byte))))])
        case 12:
            return Token(bytes: [0x1B], events: [.key(.escape)], needsFlush: true)
        default:
            let code = Int.random(in: 32...255, using: &random), x = Int.random(in: 1...9_999, using: &random)
            let y = Int.random(in: 1...9_999, using: &random)
            let report = MouseReport(code: code - 32, x: x - 1, y: y - 1, isRelease: (code - 32) & 3 == 3 && (code - 32) & 64 == 0)
            return Token(bytes: Array("\u{1B}[\(code);\(x);\(y)M".utf8), events: [.mouse(report)])
        }
    }

    /// A scalar of the generated text classes (any script, emoji parts, marks, C1 controls).
    static func scalarOfText(using random: inout SeededGenerator) -> Unicode.Scalar {
        if Int.random(in: 0..<8, using: &random) == 0 { return Unicode.Scalar(UInt8.random(in: 0x80...0xFF, using: &random)) }
        let kinds: [FuzzText.Piece] = [.hangul, .jamo, .kana, .kanji, .combining, .emoji, .accented, .bidi]
        let piece = FuzzText.piece(kinds.randomElement(using: &random)!, using: &random)
        return piece.unicodeScalars.randomElement(using: &random) ?? "x"
    }

    /// `ESC[<code;x;yM` (or `m`, a release): a report when the numbers fit an Int, else ignored.
    static func sgrMouse(using random: inout SeededGenerator) -> Token {
        let numbers = (0..<3).map { _ in mouseNumbers.randomElement(using: &random)! }
        let final = Bool.random(using: &random) ? "M" : "m"
        let parameters = "<" + numbers.joined(separator: ";")
        let bytes = Array("\u{1B}[\(parameters)\(final)".utf8)
        if parameters.utf8.count > TerminalInputDecoder.maxSequenceLength { return Token(bytes: bytes, events: [.ignored("CSI (too long)")]) }
        let values = numbers.map { Int($0) }
        guard let code = values[0], let x = values[1], let y = values[2] else {
            return Token(bytes: bytes, events: [.ignored("CSI \(parameters)\(final)")])
        }
        return Token(bytes: bytes, events: [.mouse(MouseReport(code: code, x: x - 1, y: y - 1, isRelease: final == "m"))])
    }

    /// A bracketed paste of random bytes (ESC, broken UTF-8, parts of the end marker), at times
    /// longer than the decoder keeps.
    static func paste(using random: inout SeededGenerator) -> Token {
        var content: [UInt8] = (0..<Int.random(in: 0...64, using: &random)).map { _ in
            Int.random(in: 0..<16, using: &random) == 0 ? ByteMutator.interesting.randomElement(using: &random)! : UInt8.random(in: 0x20...0x7E, using: &random)
        }
        // One in three hundred pastes is longer than the decoder keeps (its bytes repeated).
        if Int.random(in: 0..<300, using: &random) == 0, !content.isEmpty {
            let length = TerminalInputDecoder.maxPasteLength + Int.random(in: 1...300, using: &random)
            var long: [UInt8] = []
            long.reserveCapacity(length + content.count)
            while long.count < length { long += content }
            content = Array(long.prefix(length))
        }
        if Bool.random(using: &random) { content.insert(contentsOf: Array("\u{1B}[20".utf8), at: Int.random(in: 0...content.count, using: &random)) }
        // The end marker may not appear inside: cut it where it would.
        let end = Array("\u{1B}[201~".utf8)
        while let at = firstIndex(of: end, in: content) { content.remove(at: at + 4) }
        let kept = content.prefix(TerminalInputDecoder.maxPasteLength)
        let events: [TerminalInputDecoder.Event] = kept.isEmpty ? [] : [.key(.paste(String(decoding: kept, as: UTF8.self)))]
        return Token(bytes: Array("\u{1B}[200~".utf8) + content + end, events: events)
    }

    /// An OSC (ended by BEL or ST), DCS or APC string of any length; never buffered.
    static func string(using random: inout SeededGenerator) -> Token {
        let (introducer, name) = [(UInt8(ascii: "]"), "OSC"), (UInt8(ascii: "P"), "DCS"), (UInt8(ascii: "_"), "APC")].randomElement(using: &random)!
        let length = Int.random(in: 0..<50, using: &random) == 0 ? 5_000 : Int.random(in: 0...80, using: &random)
        let body = (0..<length).map { _ in
            var byte = UInt8.random(in: 0...255, using: &random)
            if byte == 0x1B || byte == 0x07 { byte = UInt8(ascii: ";") }
            return byte
        }
        let ending: [UInt8] = introducer == UInt8(ascii: "]") && Bool.random(using: &random) ? [0x07] : [0x1B, UInt8(ascii: "\\")]
        return Token(bytes: [0x1B, introducer] + body + ending, events: [.ignored(name)])
    }

    /// Where `needle` (which starts with ESC) first occurs in `haystack`.
    private static func firstIndex(of needle: [UInt8], in haystack: [UInt8]) -> Int? {
        var at = haystack.firstIndex(of: needle[0])
        while let start = at, start + needle.count <= haystack.count {
            if haystack[start..<(start + needle.count)].elementsEqual(needle) { return start }
            at = haystack[(start + 1)...].firstIndex(of: needle[0])
        }
        return nil
    }
}
