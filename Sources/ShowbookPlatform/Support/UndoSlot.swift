import Foundation

/// The last deletion a screen can take back with `u`, for `window` seconds after it happened
/// (the same time the status bar offers it). One level: a new deletion replaces the old one.
public struct UndoSlot<Snapshot> {
    public static var window: TimeInterval { 10 }
    private var pending: (snapshot: Snapshot, time: Date)?

    public init() {}

    public mutating func hold(_ snapshot: Snapshot, now: Date) { pending = (snapshot, now) }

    /// The held deletion if it is still within the window; it is given out once.
    public mutating func take(now: Date) -> Snapshot? {
        defer { pending = nil }
        guard let pending, now.timeIntervalSince(pending.time) < Self.window else { return nil }
        return pending.snapshot
    }
}
