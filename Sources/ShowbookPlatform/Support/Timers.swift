import Foundation

/// Named one-shot timers read against an `AppClock`. The run loop calls `fireDue()` each turn;
/// scheduling a name again replaces the old deadline, which is exactly a debounce.
/// Main-thread only.
public final class Timers {
    private struct Entry {
        var deadline: Date
        var fire: () -> Void
    }

    private let clock: AppClock
    private var entries: [String: Entry] = [:]

    public init(clock: AppClock) { self.clock = clock }

    /// The clock's current time.
    public var now: Date { clock.now }

    public func schedule(_ name: String, after seconds: TimeInterval, fire: @escaping () -> Void) {
        entries[name] = Entry(deadline: clock.now.addingTimeInterval(seconds), fire: fire)
    }

    public func cancel(_ name: String) { entries[name] = nil }

    /// The earliest deadline, so the run loop knows how long it may block on input.
    public var nextDeadline: Date? { entries.values.map(\.deadline).min() }

    /// Fires every timer whose deadline has passed, earliest first. Returns how many fired.
    @discardableResult
    public func fireDue() -> Int {
        let now = clock.now
        let due = entries.filter { $0.value.deadline <= now }.sorted { $0.value.deadline < $1.value.deadline }
        for (name, _) in due { entries[name] = nil }
        for (_, entry) in due { entry.fire() }
        return due.count
    }
}
