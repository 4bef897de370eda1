import Foundation

/// Counts live screen models by kind, so tests can prove "built only when pushed, released
/// when popped", and logs `<kind>.built` / `<kind>.released` events.
public final class LifecycleTracker: @unchecked Sendable {
    private let lock = NSLock()
    private var live: [String: Int] = [:]
    private var built: [String: Int] = [:]
    private let log: EventLog

    public init(log: EventLog) { self.log = log }

    package func didBuild(_ kind: String, id: String) {
        lock.lock()
        live[kind, default: 0] += 1
        built[kind, default: 0] += 1
        lock.unlock()
        log.record("\(kind).built", ["id": id])
    }

    package func didRelease(_ kind: String, id: String) {
        lock.lock()
        live[kind, default: 0] -= 1
        lock.unlock()
        log.record("\(kind).released", ["id": id])
    }

    public func liveCount(_ kind: String) -> Int {
        lock.lock()
        defer { lock.unlock() }
        return live[kind] ?? 0
    }
    public func builtCount(_ kind: String) -> Int {
        lock.lock()
        defer { lock.unlock() }
        return built[kind] ?? 0
    }
}
