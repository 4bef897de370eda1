import Foundation

/// Status messages as the user saw them: the current one (shown in the status bar for a few
/// seconds) and a short history (the `!` log). Screens push into it through their
/// `StatusReporter` the moment something happens, so every report is logged exactly once and
/// nothing compares texts afterwards to guess whether a message is new.
public final class MessageLog {
    public struct Entry: Equatable, Sendable {
        public var text: String
        public var isError: Bool
        public var time: Date
        /// How many times in a row it was shown (the log keeps one entry and counts).
        public var repeats = 1
        /// How long it stays in the status bar.
        public var seconds: TimeInterval = MessageLog.visibleSeconds
        /// Further lines shown only in the log.
        public var details: [String] = []
    }

    /// How long a message stays in the status bar.
    public static let visibleSeconds: TimeInterval = 5
    public static let capacity = 100

    public private(set) var entries: [Entry] = []
    private var current: Entry?
    /// The reporter that made `current`; nil when the app posted it (a startup warning), so a
    /// screen with nothing to say does not wipe it before it expires.
    private var currentSource: ObjectIdentifier?

    public init() {}

    /// Shows and logs a message from a screen's reporter.
    package func push(_ message: StatusMessage, from source: StatusReporter, now: Date) {
        append(Self.entry(message, now: now), source: ObjectIdentifier(source))
    }

    /// Shows and logs a message that comes from the app itself (e.g. a warning at startup).
    public func post(_ text: String, now: Date) { post(.info(text), now: now) }

    /// Shows and logs an app message that no screen owns, so it stays up whatever has focus.
    public func post(_ message: StatusMessage, now: Date) {
        append(Self.entry(message, now: now), source: nil)
    }

    /// Takes `source`'s message off the status bar (it stays in the log).
    package func clear(from source: StatusReporter) {
        if currentSource == ObjectIdentifier(source) { current = nil }
    }

    /// Keeps the current message only if it belongs to `source` (the focused screen) or to the
    /// app: a screen's message leaves the status bar with the screen.
    package func keepOnly(from source: StatusReporter?) {
        guard let currentSource, currentSource != source.map(ObjectIdentifier.init) else { return }
        current = nil
    }

    /// The message to show now, if it is still fresh.
    public func visible(now: Date) -> Entry? {
        guard let current, now.timeIntervalSince(current.time) < current.seconds else { return nil }
        return current
    }

    private static func entry(_ message: StatusMessage, now: Date) -> Entry {
        var entry = Entry(text: message.text, isError: message.isError, time: now)
        entry.seconds = message.seconds ?? visibleSeconds
        entry.details = message.details
        return entry
    }

    /// Shows `entry` and logs it; the same message right after itself is counted on its log
    /// entry rather than logged twice in a row.
    private func append(_ entry: Entry, source: ObjectIdentifier?) {
        current = entry
        currentSource = source
        if let last = entries.last, last.text == entry.text, last.isError == entry.isError {
            var repeated = entry
            repeated.repeats = last.repeats + 1
            entries[entries.count - 1] = repeated
            return
        }
        entries.append(entry)
        if entries.count > Self.capacity { entries.removeFirst(entries.count - Self.capacity) }
    }
}
