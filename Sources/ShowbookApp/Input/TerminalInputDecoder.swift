/// The terminal's input protocol decoded from bytes alone, whatever `TERM` and terminfo say.
///
/// It exists because terminfo only describes the sequences of the terminal named by `TERM`,
/// while the bytes come from the terminal actually in use (tmux sends `ESC[1~` for Home even
/// when `TERM=xterm-256color` says `ESC[H`). Every known form of the editing, cursor and
/// function keys is decoded here, mouse reports become `MouseReport`s, bracketed paste becomes
/// one `.paste`, and any other complete CSI, SS3, OSC, DCS, SOS, PM or APC sequence is
/// swallowed whole, so no part of an escape sequence is ever typed as text. The adapter feeds
/// it bytes and calls `flush()` when the bytes stop arriving (a lone ESC is the Escape key).
public struct TerminalInputDecoder: Sendable {
    /// What a run of bytes meant.
    public enum Event: Equatable, Sendable {
        case key(Key)
        case mouse(MouseReport)
        /// A sequence that means nothing here and was swallowed, named without its content
        /// (such as `CSI 99~`, or `OSC` for a string), for the event log.
        case ignored(String)
    }

    /// What the decoder is in the middle of, so the reader knows how long to wait for more.
    public enum Pending: Equatable, Sendable {
        case none
        /// An escape sequence or a UTF-8 character has started: wait briefly (ESCDELAY).
        case sequence
        /// Inside a bracketed paste: wait longer, pastes arrive in chunks.
        case paste
    }

    package enum State: Equatable, Sendable {
        case ground, escape, csi, ss3, linuxFunction, x10Mouse, paste
        case string(introducer: UInt8, sawEscape: Bool)
    }

    package private(set) var state = State.ground
    private var buffer: [UInt8] = []
    private var utf8Remaining = 0
    private var stringLength = 0
    private var overflow = false
    /// How many bytes of the paste end marker have arrived in a row (held back from the text).
    private var pasteEndMatched = 0
    /// Longest parameter string kept; longer sequences are still swallowed whole.
    package static let maxSequenceLength = 64
    /// Largest paste kept (bytes); the rest is dropped, text fields are shorter anyway.
    package static let maxPasteLength = 1 << 16
    private static let pasteEnd: [UInt8] = Array("\u{1B}[201~".utf8)

    public init() {}

    /// Bytes held for a sequence, a character or a paste not yet complete: at most
    /// `maxSequenceLength`, or `maxPasteLength` inside a paste.
    package var bufferedByteCount: Int { buffer.count }

    public var pending: Pending {
        switch state {
        case .ground: return utf8Remaining > 0 ? .sequence : .none
        case .paste: return .paste
        default: return .sequence
        }
    }

    /// Decodes all of `bytes` (for tests and whole reads).
    public mutating func feed<S: Sequence>(_ bytes: S) -> [Event] where S.Element == UInt8 {
        bytes.flatMap { feed($0) }
    }

    /// Decodes one more byte; returns whatever it completed.
    public mutating func feed(_ byte: UInt8) -> [Event] {
        var events: [Event] = []
        consume(byte, into: &events)
        return events
    }

    /// No more bytes came in time: finish what was started. A lone ESC is Escape; ESC with a
    /// bare introducer (`ESC [`, `ESC O`) is Alt plus that character; anything longer is an
    /// incomplete sequence and is swallowed; a paste in progress is delivered.
    public mutating func flush() -> [Event] {
        defer { reset() }
        switch state {
        case .ground: return []
        case .escape: return [.key(.escape)]
        case .csi where buffer.isEmpty: return [.key(.alt("["))]
        case .ss3 where buffer.isEmpty: return [.key(.alt("O"))]
        case let .string(introducer, false) where stringLength == 0:
            return [.key(.alt(Character(Unicode.Scalar(introducer))))]
        case .paste: return pasteEvent()
        case .csi, .linuxFunction, .x10Mouse: return [.ignored("CSI (incomplete)")]
        case .ss3: return [.ignored("SS3 (incomplete)")]
        case let .string(introducer, _): return [.ignored(Self.stringName(introducer))]
        }
    }

    private mutating func reset() {
        state = .ground
        buffer.removeAll(keepingCapacity: true)
        utf8Remaining = 0
        stringLength = 0
        overflow = false
        pasteEndMatched = 0
    }

    private mutating func consume(_ byte: UInt8, into events: inout [Event]) {
        switch state {
        case .ground: ground(byte, into: &events)
        case .escape: escape(byte, into: &events)
        case .csi: csi(byte, into: &events)
        case .ss3: ss3(byte, into: &events)
        case .linuxFunction:
            reset()
            if (0x41...0x45).contains(byte) {
                events.append(.key(.function(Int(byte) - 0x40)))
            } else {
                events.append(.ignored("CSI [" + Self.printable([byte])))
            }
        case .x10Mouse:
            buffer.append(byte)
            guard buffer.count == 3 else { return }
            let code = Int(buffer[0]) - 32
            let report = MouseReport(
                code: code, x: Int(buffer[1]) - 33, y: Int(buffer[2]) - 33, isRelease: code & 3 == 3 && code & 64 == 0
            )
            reset()
            events.append(.mouse(report))
        case let .string(introducer, sawEscape):
            string(byte, introducer: introducer, sawEscape: sawEscape, into: &events)
        case .paste: paste(byte, into: &events)
        }
    }

    private mutating func ground(_ byte: UInt8, into events: inout [Event]) {
        if utf8Remaining > 0 {
            guard byte & 0xC0 == 0x80 else {
                // A broken character: drop what came so far and read this byte afresh.
                utf8Remaining = 0
                buffer.removeAll(keepingCapacity: true)
                ground(byte, into: &events)
                return
            }
            buffer.append(byte)
            utf8Remaining -= 1
            if utf8Remaining == 0 {
                if let scalar = Self.decodeUTF8(buffer) { events.append(.key(Self.key(for: scalar))) }
                buffer.removeAll(keepingCapacity: true)
            }
            return
        }
        switch byte {
        case 0x1B: state = .escape
        case 0x00...0x7F: events.append(.key(Self.key(for: Unicode.Scalar(byte))))
        case 0xC2...0xDF: startUTF8(byte, remaining: 1)
        case 0xE0...0xEF: startUTF8(byte, remaining: 2)
        case 0xF0...0xF4: startUTF8(byte, remaining: 3)
        default: break  // a stray continuation or invalid byte is not text
        }
    }

    private mutating func startUTF8(_ byte: UInt8, remaining: Int) {
        buffer = [byte]
        utf8Remaining = remaining
    }

    private mutating func escape(_ byte: UInt8, into events: inout [Event]) {
        switch byte {
        case 0x1B: events.append(.key(.escape))  // ESC ESC: the first is Escape, the second waits
        case UInt8(ascii: "["): state = .csi
        case UInt8(ascii: "O"): state = .ss3
        case UInt8(ascii: "]"), UInt8(ascii: "P"), UInt8(ascii: "X"), UInt8(ascii: "^"), UInt8(ascii: "_"):
            state = .string(introducer: byte, sawEscape: false)
        case 0x20...0x7E:
            reset()
            events.append(.key(.alt(Character(Unicode.Scalar(byte)))))
        default:
            reset()
            events.append(.key(.escape))
            ground(byte, into: &events)
        }
    }

    private mutating func csi(_ byte: UInt8, into events: inout [Event]) {
        if buffer.isEmpty && !overflow {
            if byte == UInt8(ascii: "[") { state = .linuxFunction; return }
            if byte == UInt8(ascii: "M") { state = .x10Mouse; return }
        }
        // rxvt ends Shift+key with `$` (an intermediate byte elsewhere): final after digits.
        let rxvtShift = byte == UInt8(ascii: "$") && !buffer.isEmpty && buffer.allSatisfy { (0x30...0x39).contains($0) }
        switch byte {
        case 0x20...0x3F where !rxvtShift:
            if buffer.count < Self.maxSequenceLength { buffer.append(byte) } else { overflow = true }
        case 0x40...0x7E, UInt8(ascii: "$"):
            let parameters = buffer
            let wasOverflowing = overflow
            reset()
            if wasOverflowing {
                events.append(.ignored("CSI (too long)"))
            } else {
                switch TerminalSequenceKeys.csi(parameters: parameters, final: byte) {
                case let .event(event): events.append(event)
                case .nothing: break
                case .pasteStart: state = .paste
                }
            }
        default:
            // Not part of a CSI (a control, ESC, a non-ASCII byte): the sequence was cut short.
            reset()
            events.append(.ignored("CSI (incomplete)"))
            consume(byte, into: &events)
        }
    }

    private mutating func ss3(_ byte: UInt8, into events: inout [Event]) {
        switch byte {
        case 0x30...0x3F where buffer.count < Self.maxSequenceLength:
            buffer.append(byte)
        case 0x40...0x7E:
            reset()
            events.append(TerminalSequenceKeys.ss3(final: byte))
        default:
            reset()
            events.append(.ignored("SS3 (incomplete)"))
            consume(byte, into: &events)
        }
    }

    private mutating func string(_ byte: UInt8, introducer: UInt8, sawEscape: Bool, into events: inout [Event]) {
        let name = Self.stringName(introducer)
        if sawEscape {
            reset()
            events.append(.ignored(name))
            // ESC \ ends the string; ESC and anything else ends it and starts a new sequence.
            if byte != UInt8(ascii: "\\") {
                state = .escape
                escape(byte, into: &events)
            }
            return
        }
        switch byte {
        case 0x07 where introducer == UInt8(ascii: "]"):
            reset()
            events.append(.ignored(name))
        case 0x1B:
            state = .string(introducer: introducer, sawEscape: true)
        default:
            stringLength += 1
        }
    }

    private mutating func paste(_ byte: UInt8, into events: inout [Event]) {
        let end = Self.pasteEnd
        if byte == end[pasteEndMatched] {
            pasteEndMatched += 1
            if pasteEndMatched == end.count {
                pasteEndMatched = 0
                events += pasteEvent()
                reset()
            }
            return
        }
        // Not the end marker after all: the held-back bytes were text.
        appendPasted(end.prefix(pasteEndMatched))
        pasteEndMatched = 0
        if byte == end[0] { pasteEndMatched = 1 } else { appendPasted([byte]) }
    }

    private mutating func appendPasted<S: Collection>(_ bytes: S) where S.Element == UInt8 {
        buffer += bytes.prefix(max(0, Self.maxPasteLength - buffer.count))
    }

    private mutating func pasteEvent() -> [Event] {
        appendPasted(Self.pasteEnd.prefix(pasteEndMatched))
        guard !buffer.isEmpty else { return [] }
        return [.key(.paste(String(decoding: buffer, as: UTF8.self)))]
    }

    /// The key for one decoded character: controls become their keys, never text.
    package static func key(for scalar: Unicode.Scalar) -> Key {
        switch scalar.value {
        case 10, 13: return .enter
        case 9: return .tab
        case 8, 127: return .backspace
        case 1...26: return .ctrl(Character(Unicode.Scalar(UInt8(scalar.value) + 96)))
        case 0, 27...31, 0x80...0x9F: return .unknown
        default: return .character(Character(scalar))
        }
    }

    /// A complete UTF-8 character, or nil when it is overlong, a surrogate or out of range.
    package static func decodeUTF8(_ bytes: [UInt8]) -> Unicode.Scalar? {
        var value = UInt32(bytes[0]) & (0xFF >> (bytes.count + 1))
        for byte in bytes.dropFirst() { value = value << 6 | UInt32(byte & 0x3F) }
        let minimum: [UInt32] = [0, 0x80, 0x800, 0x10000]
        guard value >= minimum[bytes.count - 1] else { return nil }
        return Unicode.Scalar(value)
    }

    package static func stringName(_ introducer: UInt8) -> String {
        switch introducer {
        case UInt8(ascii: "]"): return "OSC"
        case UInt8(ascii: "P"): return "DCS"
        case UInt8(ascii: "X"): return "SOS"
        case UInt8(ascii: "^"): return "PM"
        default: return "APC"
        }
    }

    /// Parameter and final bytes as text for the log (they are all printable ASCII).
    package static func printable(_ bytes: [UInt8]) -> String {
        String(decoding: bytes.filter { (0x20...0x7E).contains($0) }, as: UTF8.self)
    }
}
