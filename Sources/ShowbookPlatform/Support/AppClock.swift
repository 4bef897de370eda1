import Foundation

/// Where "now" comes from. Debounce, ages and the study schedule read it, so tests can use a
/// `ManualClock` and never sleep.
public protocol AppClock: AnyObject, Sendable {
    var now: Date { get }
}

/// The real wall clock.
public final class SystemClock: AppClock {
    public init() {}
    public var now: Date { Date() }
}

/// A clock that moves only when a test says so.
public final class ManualClock: AppClock, @unchecked Sendable {
    private let lock = NSLock()
    private var current: Date

    public init(_ start: Date = Date(timeIntervalSince1970: 1_790_000_000)) { current = start }

    public var now: Date {
        lock.lock()
        defer { lock.unlock() }
        return current
    }

    public func advance(by seconds: TimeInterval) {
        lock.lock()
        current = current.addingTimeInterval(seconds)
        lock.unlock()
    }

    public func set(_ date: Date) {
        lock.lock()
        current = date
        lock.unlock()
    }
}
