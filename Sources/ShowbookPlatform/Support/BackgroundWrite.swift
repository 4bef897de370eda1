import Foundation

/// A write made for the UI, so a key press never waits on the database. `perform` tries the
/// write at once without any wait (a free database behaves as a plain call); when the database
/// is busy — another process holds its write lock, or a job is using the connection — the write
/// becomes a background job. Each job attempt waits only briefly for the lock; while the
/// database stays busy it retries on a timer (the app shows a spinner meanwhile, through
/// `WriteActivity`), and after the last attempt the completion gets `.busy`, for one line.
/// `start` always runs as a job. Completions run on the main loop, like every job's, and get a
/// `WriteResult`; a write asked for while another is running is refused (`.stillSaving`).
/// Screens go through the status-line variants in `BackgroundWrite+Status.swift`.
public final class BackgroundWrite {
    /// How hard to try.
    public struct Policy: Sendable {
        /// Background attempts (after the immediate one of `perform`).
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
    private let activity: WriteActivity?
    /// Takes a write that was refused because what it wrote to went away meanwhile (a book
    /// another process closed): true when it answered for it, and the completion is not run.
    private let refusal: ((Error) -> Bool)?
    private let timerName = "background-write-\(UUID().uuidString)"
    /// True from `start` (or from a `perform` that had to go to the background) until its
    /// completion ran.
    public private(set) var isRunning = false
    /// Writes `enqueue` holds until the running one is done.
    private var queued: [() -> WriteStart] = []
    /// Background attempts made so far in the current write.
    private var jobAttempts = 0
    /// Attempts that found the database busy so far in the current write.
    public private(set) var busyAttempts = 0 {
        didSet {
            if oldValue == 0, busyAttempts > 0 { activity?.began() }
            if oldValue > 0, busyAttempts == 0 { activity?.ended() }
        }
    }

    public init(database: Database, jobs: Jobs, timers: Timers, policy: Policy = Policy(), activity: WriteActivity? = nil,
                refusal: ((Error) -> Bool)? = nil) {
        self.database = database
        self.jobs = jobs
        self.timers = timers
        self.policy = policy
        self.activity = activity
        self.refusal = refusal
    }

    /// True while the current write is being retried because the database was busy.
    public var isWaitingForDatabase: Bool { isRunning && busyAttempts > 0 }

    /// Starts `work` as a job unless a write is already running (then refuses, doing nothing).
    @discardableResult
    public func start<T: Sendable>(_ work: @escaping @Sendable () throws -> T,
                                   completion: @escaping (WriteResult<T>) -> Void) -> WriteStart {
        guard !isRunning else { return .stillSaving }
        isRunning = true
        attempt(work, completion: completion)
        return .started
    }

    /// Runs `work` like `perform` (at once when the database is free, else retried in the
    /// background), or — while a write is running — after the writes queued before it, in
    /// order. For writes a background job hands over (an answer fetched from the network to
    /// store), which must not be refused.
    public func enqueue<T: Sendable>(_ work: @escaping @Sendable () throws -> T,
                                     completion: @escaping (WriteResult<T>) -> Void) {
        queued.append { [self] in perform(work, completion: completion) }
        startQueuedIfIdle()
    }

    /// Runs `work` as a job, retried while the database is busy, after the writes queued
    /// before it — never refused and never on the main loop. For a job's large write (a
    /// registration storing whole documents) that keys must not wait for.
    public func enqueueJob<T: Sendable>(_ work: @escaping @Sendable () throws -> T,
                                        completion: @escaping (WriteResult<T>) -> Void) {
        queued.append { [self] in start(work, completion: completion) }
        startQueuedIfIdle()
    }

    private func startQueuedIfIdle() {
        guard !isRunning, !queued.isEmpty else { return }
        _ = queued.removeFirst()()
    }

    /// Runs `work` now when the database is free (the completion runs before this returns);
    /// otherwise retries it in the background as described on the type. Refuses, doing
    /// nothing, while an earlier write of this writer is still running.
    @discardableResult
    public func perform<T: Sendable>(_ work: @escaping @Sendable () throws -> T,
                                     completion: @escaping (WriteResult<T>) -> Void) -> WriteStart {
        guard !isRunning else { return .stillSaving }
        let immediate = database.withoutWaiting { Result { try work() } }
        if let immediate, !Self.isBusy(immediate) {
            finish(immediate, completion)
            return .started
        }
        isRunning = true
        busyAttempts = immediate == nil ? 0 : 1
        attempt(work, completion: completion)
        return .started
    }

    /// For work that has failures of its own (an import's malformed file, its cancellation):
    /// only a busy database is thrown, for the writer to wait and retry; every other outcome is
    /// the work's value, to be told apart by the caller.
    package static func keepingOwnErrors<T>(_ work: () throws -> T) throws -> Result<T, any Error> {
        do {
            return .success(try work())
        } catch let error as StorageError {
            if case .locked = error { throw error }
            return .failure(error)
        } catch {
            return .failure(error)
        }
    }

    private static func isBusy<T>(_ result: Result<T, Error>) -> Bool {
        if case .failure(StorageError.locked) = result { return true }
        return false
    }

    private func attempt<T: Sendable>(_ work: @escaping @Sendable () throws -> T,
                                      completion: @escaping (WriteResult<T>) -> Void) {
        let database = self.database
        let wait = policy.busyWaitMilliseconds
        jobAttempts += 1
        jobs.submit({ Result { try database.withBusyTimeout(milliseconds: wait) { try work() } } }) { [self] result in
            if Self.isBusy(result) {
                busyAttempts += 1
                if jobAttempts < policy.attempts {
                    timers.schedule(timerName, after: policy.retryDelay) { [self] in attempt(work, completion: completion) }
                    return
                }
            }
            isRunning = false
            busyAttempts = 0
            jobAttempts = 0
            finish(result, completion)
        }
    }

    /// Hands the outcome to `completion`, unless `refusal` answered for its error.
    private func finish<T>(_ result: Result<T, Error>, _ completion: (WriteResult<T>) -> Void) {
        defer { startQueuedIfIdle() }
        if case let .failure(error) = result, refusal?(error) == true { return }
        completion(WriteResult(result))
    }
}
