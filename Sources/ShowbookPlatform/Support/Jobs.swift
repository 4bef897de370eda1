import Foundation

/// Runs a piece of background work somewhere. Production uses a global dispatch queue; tests
/// use `ManualExecutor` to finish jobs in any order they like.
public protocol JobExecutor: AnyObject, Sendable {
    func execute(_ work: @escaping @Sendable () -> Void)
}

/// Off-main-thread work whose results come back to the main loop. `submit` starts the work
/// on the executor; its result waits in a locked inbox until `drain()` (called by the run
/// loop on the main thread) hands it to the completion. So completions — which touch view
/// models — always run on the main thread, one at a time.
public final class Jobs {
    private let executor: JobExecutor
    private let inbox = Inbox()
    private var completions: [Int: (any Sendable) -> Void] = [:]
    private var nextID = 0

    public init(executor: JobExecutor) { self.executor = executor }

    public func submit<T: Sendable>(
        _ work: @escaping @Sendable () -> T,
        completion: @escaping (T) -> Void
    ) {
        nextID += 1
        let id = nextID
        completions[id] = { value in
            if let value = value as? T { completion(value) }
        }
        let inbox = self.inbox
        executor.execute { inbox.post(id: id, value: work()) }
    }

    /// Jobs that stand waiting for outside input (the player's socket read): always out, so
    /// never counted as work in flight.
    private var listening: Set<Int> = []

    /// Like `submit`, for a read that waits for outside input and is submitted again when it
    /// lands (`PlayerLink`): not counted in `inFlight`, so the app is idle while it waits.
    public func listen<T: Sendable>(_ work: @escaping @Sendable () -> T, completion: @escaping (T) -> Void) {
        submit(work, completion: completion)
        listening.insert(nextID)
    }

    /// Number of jobs whose completion has not run yet (standing reads left out).
    public var inFlight: Int { completions.count - listening.count }

    /// Runs the completions of finished jobs. Returns how many ran.
    @discardableResult
    public func drain() -> Int {
        let finished = inbox.takeAll()
        for (id, value) in finished {
            listening.remove(id)
            completions.removeValue(forKey: id)?(value)
        }
        return finished.count
    }

    /// Blocks until every submitted job has finished and its completion ran (CLI and tests).
    public func waitForAll(timeout: TimeInterval = 30) {
        let deadline = Date().addingTimeInterval(timeout)
        while inFlight > 0 && Date() < deadline {
            if drain() == 0 { inbox.wait(until: deadline) }
        }
    }
}

/// The locked mailbox between background work and the main loop.
package final class Inbox: @unchecked Sendable {
    private let condition = NSCondition()
    private var items: [(Int, any Sendable)] = []

    package func post(id: Int, value: any Sendable) {
        condition.lock()
        items.append((id, value))
        condition.signal()
        condition.unlock()
    }

    package func takeAll() -> [(Int, any Sendable)] {
        condition.lock()
        defer { condition.unlock() }
        let taken = items
        items.removeAll()
        return taken
    }

    package func wait(until deadline: Date) {
        condition.lock()
        if items.isEmpty { _ = condition.wait(until: deadline) }
        condition.unlock()
    }
}

/// Runs jobs on a concurrent global queue.
public final class DispatchExecutor: JobExecutor {
    private let afterEach: (@Sendable () -> Void)?

    /// `afterEach` runs on the worker when each job is done: the run loop passes its wake-up,
    /// so a result is drawn as soon as it is ready.
    public init(afterEach: (@Sendable () -> Void)? = nil) { self.afterEach = afterEach }

    public func execute(_ work: @escaping @Sendable () -> Void) {
        let afterEach = self.afterEach
        DispatchQueue.global(qos: .userInitiated).async {
            work()
            afterEach?()
        }
    }
}

/// Holds jobs until a test runs them, so tests decide the order results arrive in.
public final class ManualExecutor: JobExecutor, @unchecked Sendable {
    private let lock = NSLock()
    private var queued: [@Sendable () -> Void] = []

    public init() {}

    public func execute(_ work: @escaping @Sendable () -> Void) {
        lock.lock()
        queued.append(work)
        lock.unlock()
    }

    public var pendingCount: Int {
        lock.lock()
        defer { lock.unlock() }
        return queued.count
    }

    /// Runs the job at `index` in submission order among those still pending.
    public func run(at index: Int) {
        lock.lock()
        let work = queued.remove(at: index)
        lock.unlock()
        work()
    }

    /// Runs every pending job (including ones queued while running), oldest first.
    public func runAll() {
        while pendingCount > 0 { run(at: 0) }
    }
}
