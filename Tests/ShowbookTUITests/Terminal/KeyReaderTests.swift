import XCTest
@testable import ShowbookTUI
@testable import ShowbookPlatform
@testable import ShowbookApp

/// The reader between curses and the decoder: how long it waits, what it logs, and mouse
/// reports turned into clicks, driven by a scripted byte source and a manual time.
final class KeyReaderTests: XCTestCase {
    /// Bytes handed out one per read; `nil` entries are timeouts. Records each read's timeout.
    private final class Script {
        var reads: [KeyReader.ByteRead]
        var timeouts: [Int32] = []
        var time: TimeInterval = 0
        init(_ reads: [KeyReader.ByteRead]) { self.reads = reads }
        func next(_ timeout: Int32) -> KeyReader.ByteRead {
            timeouts.append(timeout)
            return reads.isEmpty ? .timeout : reads.removeFirst()
        }
    }

    private func bytes(_ text: String) -> [KeyReader.ByteRead] { text.utf8.map { .byte($0) } }

    private func reader(_ script: Script, log: EventLog = .disabled) -> KeyReader {
        KeyReader(sequenceTimeout: 25, pasteTimeout: 500, log: log, now: { script.time }, readByte: script.next)
    }

    private func drain(_ reader: KeyReader, limit: Int = 50) -> [Key] {
        var keys: [Key] = []
        for _ in 0..<limit { if let key = reader.readKey(timeoutMilliseconds: 1000) { keys.append(key) } }
        return keys
    }

    func testLoneEscapeWaitsOnlyTheShortDelay() {
        let script = Script(bytes("\u{1B}") + [.timeout])
        XCTAssertEqual(reader(script).readKey(timeoutMilliseconds: 1000), .escape)
        XCTAssertEqual(script.timeouts, [1000, 25])
    }

    func testPasteWaitsLongerBetweenChunks() {
        let script = Script(bytes("\u{1B}[200~ab") + [.timeout])
        XCTAssertEqual(reader(script).readKey(timeoutMilliseconds: 1000), .paste("ab"))
        XCTAssertEqual(script.timeouts.last, 500)
    }

    func testSwallowedSequenceReturnsNilSoTheLoopCanTick() {
        let script = Script(bytes("\u{1B}[2~x"))
        let keys = reader(script)
        XCTAssertNil(keys.readKey(timeoutMilliseconds: 1000), "Insert means nothing: no key")
        XCTAssertEqual(keys.readKey(timeoutMilliseconds: 1000), .character("x"))
    }

    func testResizeBetweenBytesIsDelivered() {
        let script = Script([.resize] + bytes("\u{1B}[1~"))
        XCTAssertEqual(drain(reader(script)), [.resize, .home])
    }

    func testResizeInsideASequenceKeepsTheShortWaitForItsRest() {
        let script = Script(bytes("\u{1B}[") + [.resize] + bytes("4~"))
        let keys = reader(script)
        XCTAssertEqual(keys.readKey(timeoutMilliseconds: 1000), .resize)
        XCTAssertEqual(keys.readKey(timeoutMilliseconds: 1000), .end)
        XCTAssertEqual(script.timeouts, [1000, 25, 25, 25, 25])
    }

    func testUnknownSequencesAreLoggedOnceWithoutContent() {
        let log = EventLog.inMemory()
        let script = Script(bytes("\u{1B}[99~\u{1B}[99~\u{1B}]52;c;c2VjcmV0\u{07}\u{1B}[98~"))
        XCTAssertEqual(drain(reader(script, log: log)), [])
        let logged = log.events(named: "input.ignored").compactMap { $0["sequence"] as? String }
        XCTAssertEqual(logged, ["CSI 99~", "OSC", "CSI 98~"])
        XCTAssertFalse(log.lines.joined().contains("c2VjcmV0"), "string contents never reach the log")
    }

    /// A stream of ever new unknown sequences (a program writing garbage to the terminal, a
    /// hostile paste without bracketing) keeps the set of names already logged, and the log,
    /// bounded: past the limit one line says the rest goes unlogged.
    func testEverNewUnknownSequencesLogABoundedNumberOfNames() {
        let log = EventLog.inMemory()
        let stream = (1_000..<6_000).map { "\u{1B}[\($0)~" }.joined()
        let keys = reader(Script(bytes(stream)), log: log)
        for _ in 0..<6_000 { _ = keys.readKey(timeoutMilliseconds: 1000) }
        let logged = log.events(named: "input.ignored").compactMap { $0["sequence"] as? String }
        XCTAssertEqual(logged.count, KeyReader.loggedNameLimit + 1, "the limit, then one line for the rest")
        XCTAssertEqual(Array(logged.prefix(2)), ["CSI 1000~", "CSI 1001~"])
        XCTAssertEqual(logged.last, "(more sequences, not logged)")
    }

    func testClicksDoubleClicksAndWheel() {
        let click = "\u{1B}[<0;5;3M\u{1B}[<0;5;3m"
        let script = Script(bytes(click + click + click + "\u{1B}[<64;1;1M\u{1B}[<65;1;1M\u{1B}[<32;9;9M\u{1B}[<2;9;9M"))
        XCTAssertEqual(drain(reader(script)), [
            .mouse(.click, x: 4, y: 2), .mouse(.doubleClick, x: 4, y: 2), .mouse(.click, x: 4, y: 2),
            .mouse(.wheelUp, x: 0, y: 0), .mouse(.wheelDown, x: 0, y: 0),
        ], "releases, motion and the right button are not clicks; a third click starts over")
    }

    func testSlowSecondClickIsTwoClicks() {
        let click = "\u{1B}[<0;5;3M"
        let script = Script(bytes(click))
        let keys = reader(script)
        XCTAssertEqual(keys.readKey(timeoutMilliseconds: 1000), .mouse(.click, x: 4, y: 2))
        script.time = 0.5
        script.reads = bytes(click)
        XCTAssertEqual(keys.readKey(timeoutMilliseconds: 1000), .mouse(.click, x: 4, y: 2))
        script.time = 0.7
        script.reads = bytes("\u{1B}[<0;6;3M")
        XCTAssertEqual(keys.readKey(timeoutMilliseconds: 1000), .mouse(.click, x: 5, y: 2), "another cell is not a double click")
    }
}
