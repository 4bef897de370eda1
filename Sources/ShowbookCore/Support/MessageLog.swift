import Foundation

/// Status messages as the user saw them: the current one (shown in the status bar for a few
/// seconds) and a short history (the `!` log). Fed from the focused screen after every key and
/// tick, so screens only keep their latest message and never manage timing themselves.
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
    /// True when `current` was posted by the app (a startup warning) rather than by a screen,
    /// so a screen with nothing to say does not wipe it before it expires.
    private var currentIsPosted = false

    public init() {}

    /// Records `message` if it is new, or if it was already shown and has expired (the user did
    /// the same thing again). A screen keeps its message until it changes, so a message that is
    /// still on screen is not recorded twice; one shown again right after itself is counted on
    /// its log entry rather than logged twice in a row.
    /// `afterKey` is true when the text is the screen's answer to a key just pressed.
    public func note(_ message: StatusMessage?, now: Date, afterKey: Bool) {
        guard let message, !message.text.isEmpty else {
            if !currentIsPosted { current = nil }
            return
        }
        let text = message.text
        if let current, current.text == text {
            let expired = now.timeIntervalSince(current.time) >= current.seconds
            if !(afterKey && expired) { return }
        }
        var entry = Entry(text: text, isError: message.isError, time: now)
        entry.seconds = message.seconds ?? Self.visibleSeconds
        entry.details = message.details
        current = entry
        currentIsPosted = false
        record(entry)
    }

    /// Shows and logs a message that comes from the app itself (e.g. a warning at startup).
    public func post(_ text: String, now: Date) {
        let entry = Entry(text: text, isError: false, time: now)
        current = entry
        currentIsPosted = true
        record(entry)
    }

    /// The message to show now, if it is still fresh.
    public func visible(now: Date) -> Entry? {
        guard let current, now.timeIntervalSince(current.time) < current.seconds else { return nil }
        return current
    }

    private func record(_ entry: Entry) {
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
