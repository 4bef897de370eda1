import Foundation
import ShowbookPlatform
import ShowbookApp

/// Reads keys from the terminal's bytes: feeds them to `TerminalInputDecoder`, waits a short
/// while for the rest of a sequence (ESCDELAY) or of a paste, turns mouse reports into clicks
/// and logs each swallowed sequence once. The byte source is a closure, so tests drive it
/// without a terminal.
final class KeyReader {
    /// One read from the terminal.
    enum ByteRead: Equatable {
        case byte(UInt8)
        /// The window changed size (curses reports it between bytes).
        case resize
        case timeout
    }

    private let readByte: (_ timeoutMilliseconds: Int32) -> ByteRead
    private let now: () -> TimeInterval
    private let log: EventLog
    private var decoder = TerminalInputDecoder()
    private var mouse = MouseClicks()
    private var ready: [Key] = []
    /// The names of the swallowed sequences logged so far, each logged once.
    private var logged: Set<String> = []
    /// Names logged at most: a stream of ever new sequences (garbage written to the terminal)
    /// would otherwise grow the set and the log without end. One more line says so.
    static let loggedNameLimit = 256
    /// How long to wait for the next byte of a started sequence.
    let sequenceTimeout: Int32
    /// How long to wait for the next chunk of a paste before giving up on its end marker.
    let pasteTimeout: Int32

    init(
        sequenceTimeout: Int32, pasteTimeout: Int32 = 500, log: EventLog,
        now: @escaping () -> TimeInterval, readByte: @escaping (Int32) -> ByteRead
    ) {
        self.sequenceTimeout = sequenceTimeout
        self.pasteTimeout = pasteTimeout
        self.log = log
        self.now = now
        self.readByte = readByte
    }

    /// True when keys or part of a sequence are already read and waiting to be handed out.
    var hasBufferedInput: Bool { !ready.isEmpty || decoder.pending != .none }

    /// The next key, waiting at most `timeoutMilliseconds` for it to start (-1 blocks). Nil
    /// when nothing came, or when what came meant nothing (so the caller can do its work).
    func readKey(timeoutMilliseconds: Int32) -> Key? {
        if !ready.isEmpty { return ready.removeFirst() }
        var wait = waitTime(orIdle: timeoutMilliseconds)
        while ready.isEmpty {
            switch readByte(wait) {
            case .timeout:
                if decoder.pending == .none { return nil }
                accept(decoder.flush())
            case .resize:
                ready.append(.resize)
            case let .byte(byte):
                accept(decoder.feed(byte))
            }
            if decoder.pending == .none && ready.isEmpty { return nil }
            wait = waitTime(orIdle: timeoutMilliseconds)
        }
        return ready.removeFirst()
    }

    /// A started sequence or paste waits only for its rest; otherwise the caller's timeout.
    private func waitTime(orIdle idle: Int32) -> Int32 {
        switch decoder.pending {
        case .none: return idle
        case .sequence: return sequenceTimeout
        case .paste: return pasteTimeout
        }
    }

    private func accept(_ events: [TerminalInputDecoder.Event]) {
        for event in events {
            switch event {
            case let .key(key):
                ready.append(key)
            case let .mouse(report):
                if let action = mouse.action(for: report, at: now()) { ready.append(.mouse(action, x: report.x, y: report.y)) }
            case let .ignored(name):
                guard logged.count <= Self.loggedNameLimit, !logged.contains(name) else { continue }
                let line = logged.count < Self.loggedNameLimit ? name : "(more sequences, not logged)"
                logged.insert(name)
                log.record("input.ignored", ["sequence": line])
            }
        }
    }
}
