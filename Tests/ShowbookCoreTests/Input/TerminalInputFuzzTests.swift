import ShowbookTestSupport
import XCTest
@testable import ShowbookPlatform
@testable import ShowbookApp

/// Terminal input bytes fuzzed through `TerminalInputDecoder`: generated streams
/// (`TerminalInputGrammar`) cut at random points decode to exactly their events; the same
/// streams damaged (`ByteMutator`: cut sequences, planted ESC and broken UTF-8, huge numbers)
/// and cut and flushed anywhere never trap, never buffer more than the decoder's limits,
/// never type a control or a byte that was not there, and leave the decoder clean after a
/// flush. A paste never closed and a CSI parameter of a megabyte stay bounded too.
final class TerminalInputFuzzTests: XCTestCase {
    static let seed: UInt64 = 0x5EA2_C1B0

    func testGeneratedStreamsDecodeToTheirEvents() {
        FuzzRun.cases("input.grammar", seed: Self.seed, count: 3_000) { random, index in
            var decoder = TerminalInputDecoder()
            var expected: [TerminalInputDecoder.Event] = []
            var decoded: [TerminalInputDecoder.Event] = []
            for _ in 0..<Int.random(in: 1...20, using: &random) {
                let token = TerminalInputGrammar.token(using: &random)
                expected += token.events
                var rest = token.bytes[...]
                while !rest.isEmpty {
                    let chunk = rest.prefix(Int.random(in: 1...max(1, rest.count), using: &random))
                    decoded += decoder.feed(chunk)
                    rest = rest.dropFirst(chunk.count)
                }
                // The reader flushes when the bytes stop: needed after a lone ESC, harmless after
                // any complete piece.
                if token.needsFlush || Int.random(in: 0..<4, using: &random) == 0 { decoded += decoder.flush() }
            }
            let label = FuzzRun.describe("input.grammar", seed: Self.seed, index: index)
            XCTAssertEqual(decoded, expected, label)
            XCTAssertEqual(decoder.pending, .none, label)
            XCTAssertEqual(decoder.bufferedByteCount, 0, label)
        }
    }

    func testDamagedStreamsCutAnywhereStayBoundedAndClean() {
        FuzzRun.cases("input.damaged", seed: Self.seed, count: 3_000) { random, index in
            let label = FuzzRun.describe("input.damaged", seed: Self.seed, index: index)
            var bytes = (0..<Int.random(in: 1...20, using: &random)).flatMap { _ in TerminalInputGrammar.token(using: &random).bytes }
            ByteMutator.mutate(&bytes, rounds: 8, using: &random)
            var decoder = TerminalInputDecoder()
            var events: [TerminalInputDecoder.Event] = []
            var flushes = 0
            var rest = bytes[...]
            while !rest.isEmpty {
                let chunk = rest.prefix(Int.random(in: 1...64, using: &random))
                events += decoder.feed(chunk)
                rest = rest.dropFirst(chunk.count)
                if let problem = Self.bufferProblem(decoder) { XCTFail("\(problem): \(label)") }
                if Int.random(in: 0..<6, using: &random) == 0 {
                    events += decoder.flush()
                    flushes += 1
                }
            }
            events += decoder.flush()
            XCTAssertEqual(decoder.pending, .none, label)
            XCTAssertEqual(decoder.bufferedByteCount, 0, label)
            XCTAssertLessThanOrEqual(events.count, 2 * bytes.count + flushes + 1, "events per byte: \(label)")
            if let problem = events.lazy.compactMap(Self.problem).first { XCTFail("\(problem): \(label)") }
            // No printable character comes out more often than its byte went in (the
            // application keypad types digits and operators from letters).
            var typed: [Character: Int] = [:]
            for case let .key(.character(character)) in events where character.isASCII && !Self.keypadTyped.contains(character) {
                typed[character, default: 0] += 1
            }
            var fed = [Int](repeating: 0, count: 256)
            for byte in bytes { fed[Int(byte)] += 1 }
            for (character, count) in typed where count > fed[Int(character.asciiValue!)] {
                XCTFail("\(character) typed \(count) times from \(fed[Int(character.asciiValue!)]) bytes: \(label)")
            }
            // Nothing is left behind: the next byte is read afresh.
            XCTAssertEqual(decoder.feed(UInt8(ascii: "a")), [.key(.character("a"))], label)
        }
    }

    func testAPasteNeverClosedStaysBounded() {
        var random = SeededGenerator(seed: Self.seed)
        var decoder = TerminalInputDecoder()
        XCTAssertEqual(decoder.feed(Array("\u{1B}[200~".utf8)), [])
        for _ in 0..<20 {
            let chunk = (0..<16_384).map { _ in UInt8.random(in: 0...255, using: &random) }.map { $0 == 0x1B ? 0x20 : $0 }
            XCTAssertEqual(decoder.feed(chunk), [])
            XCTAssertLessThanOrEqual(decoder.bufferedByteCount, TerminalInputDecoder.maxPasteLength)
            XCTAssertEqual(decoder.pending, .paste)
        }
        let events = decoder.flush()
        XCTAssertEqual(events.count, 1)
        if case let .key(.paste(text))? = events.first {
            XCTAssertLessThanOrEqual(text.utf8.count, 3 * TerminalInputDecoder.maxPasteLength, "broken bytes become U+FFFD at most")
        } else {
            XCTFail("the paste is delivered when the bytes stop: \(events)")
        }
        XCTAssertEqual(decoder.feed(UInt8(ascii: "q")), [.key(.character("q"))])
    }

    func testAHugeParameterIsSwallowedWithoutBuffering() {
        var decoder = TerminalInputDecoder()
        XCTAssertEqual(decoder.feed(Array("\u{1B}[".utf8)), [])
        for _ in 0..<20 {
            XCTAssertEqual(decoder.feed([UInt8](repeating: UInt8(ascii: "9"), count: 16_384)), [])
            XCTAssertLessThanOrEqual(decoder.bufferedByteCount, TerminalInputDecoder.maxSequenceLength)
        }
        XCTAssertEqual(decoder.feed(Array(";1M".utf8)), [.ignored("CSI (too long)")])
        XCTAssertEqual(decoder.feed(Array("\u{1B}[<0;9223372036854775808;1M".utf8)), [.ignored("CSI <0;9223372036854775808;1M")])
        var clicks = MouseClicks()
        for report in [MouseReport(code: Int.max, x: Int.max, y: Int.min, isRelease: false), MouseReport(code: Int.min, x: -1, y: 0, isRelease: false),
                       MouseReport(code: 64, x: Int.max - 1, y: Int.max - 1, isRelease: false), MouseReport(code: 0, x: -1, y: -1, isRelease: false)] {
            _ = clicks.action(for: report, at: .greatestFiniteMagnitude)
            _ = clicks.action(for: report, at: -.infinity)
        }
    }

    /// What the application keypad types (`ESC O p` is 0): characters with no byte of their own.
    static let keypadTyped = Set(TerminalSequenceKeys.keypad.values)

    /// Why the decoder holds too much, if it does: at most a paste's limit inside a paste, a
    /// sequence's elsewhere.
    static func bufferProblem(_ decoder: TerminalInputDecoder) -> String? {
        let limit = decoder.pending == .paste ? TerminalInputDecoder.maxPasteLength : TerminalInputDecoder.maxSequenceLength
        return decoder.bufferedByteCount > limit ? "\(decoder.bufferedByteCount) bytes held, more than \(limit)" : nil
    }

    /// Why `event` is one no terminal should cause, if it is: text is never a control, pastes
    /// and logged names are bounded, keys are ones the app knows. (A plain function rather than
    /// assertions: a stream decodes to hundreds of events.)
    static func problem(_ event: TerminalInputDecoder.Event) -> String? {
        switch event {
        case let .key(.character(character)):
            guard character.unicodeScalars.count == 1, let value = character.unicodeScalars.first?.value else { return "\(character.debugDescription) is not one scalar" }
            return value < 0x20 || (0x7F...0x9F).contains(value) ? "a control typed as text" : nil
        case let .key(.paste(text)):
            return text.isEmpty || text.utf8.count > 3 * TerminalInputDecoder.maxPasteLength ? "a paste of \(text.utf8.count) bytes" : nil
        case let .key(.ctrl(character)):
            return ("a"..."z").contains(character) ? nil : "Ctrl-\(character.debugDescription)"
        case let .key(.alt(character)):
            return character.isASCII && character.asciiValue! >= 0x20 ? nil : "Alt-\(character.debugDescription)"
        case let .key(.function(number)):
            return (1...12).contains(number) ? nil : "F\(number)"
        case let .ignored(name):
            return name.utf8.count <= 80 && name.utf8.allSatisfy({ (0x20...0x7E).contains($0) }) ? nil : "logged name \(name.debugDescription)"
        case .key, .mouse:
            return nil
        }
    }
}
