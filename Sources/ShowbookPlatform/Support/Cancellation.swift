import Foundation

/// A thread-safe "stop" flag handed to background work. Cancelling also runs the registered
/// handlers (the HTTP client cancels its request), so long work can stop mid-way.
public final class Cancellation: @unchecked Sendable {
    private let lock = NSLock()
    private var cancelled = false
    private var handlers: [@Sendable () -> Void] = []

    public init() {}

    public var isCancelled: Bool {
        lock.lock()
        defer { lock.unlock() }
        return cancelled
    }

    public func cancel() {
        lock.lock()
        let toRun = cancelled ? [] : handlers
        cancelled = true
        handlers.removeAll()
        lock.unlock()
        toRun.forEach { $0() }
    }

    /// Registers `handler` to run once when this is cancelled (for example to cancel an
    /// in-flight HTTP transfer). Runs it at once if already cancelled.
    public func onCancel(_ handler: @escaping @Sendable () -> Void) {
        lock.lock()
        if cancelled {
            lock.unlock()
            handler()
            return
        }
        handlers.append(handler)
        lock.unlock()
    }

    /// Throws `MediaError.cancelled` when cancelled.
    public func check() throws {
        if isCancelled { throw MediaError.cancelled }
    }

    /// A cancellation that is never cancelled, for one-off command-line calls.
    public static var none: Cancellation { Cancellation() }
}
