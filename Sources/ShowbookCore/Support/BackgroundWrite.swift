import Foundation

/// A write made for the UI, run as a background job so a key press never waits on the
/// database. Each attempt waits only briefly for another process's lock; while the database
/// stays busy it retries on a timer (the screen shows a spinner meanwhile), and after the last
/// attempt it reports one line. Completions run on the main loop, like every job's.
public final class BackgroundWrite {
    /// How hard to try.
    public struct Policy: Sendable {
        public var attempts = 6
        /// Pause between attempts (on the app clock).
        public var retryDelay: TimeInterval = 0.5
        /// How long one attempt waits for a lock inside SQLite.
        public var busyWaitMilliseconds: Int32 = 50
        public init() {}
    }

    private let database: Database
    private let jobs: Jobs
    private let timers: Timers
    private let policy: Policy
    private let timerName = "background-write-\(UUID().uuidString)"
    /// True from `start` until its completion ran.
    public private(set) var isRunning = false
    /// Attempts that found the database busy so far in the current write.
    public private(set) var busyAttempts = 0

    public init(database: Database, jobs: Jobs, timers: Timers, policy: Policy = Policy()) {
        self.database = database
        self.jobs = jobs
        self.timers = timers
        self.policy = policy
    }

    /// Starts `work` unless a write is already running (then returns false).
    @discardableResult
    public func start(_ work: @escaping @Sendable () throws -> Void, completion: @escaping (Result<Void, Error>) -> Void) -> Bool {
        guard !isRunning else { return false }
        isRunning = true
        busyAttempts = 0
        attempt(work, completion: completion)
        return true
    }

    private func attempt(_ work: @escaping @Sendable () throws -> Void, completion: @escaping (Result<Void, Error>) -> Void) {
        let database = self.database
        let wait = policy.busyWaitMilliseconds
        jobs.submit({ Result { try database.withBusyTimeout(milliseconds: wait) { try work() } } }) { [self] result in
            if case .failure(StorageError.locked) = result {
                busyAttempts += 1
                if busyAttempts < policy.attempts {
                    timers.schedule(timerName, after: policy.retryDelay) { [self] in attempt(work, completion: completion) }
                    return
                }
            }
            isRunning = false
            completion(result)
        }
    }
}
