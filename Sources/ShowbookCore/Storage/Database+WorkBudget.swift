import CSQLite

/// How much work a connection to a file from outside may do: a number of virtual-machine
/// steps, counted by SQLite's progress handler, and a cancellation checked on the same beat.
/// A crafted file can make a small query expensive (a recursive view, a planner misled by its
/// statistics); the budget ends any such query with `SQLITE_INTERRUPT`, and `state` says why.
final class WorkBudget: @unchecked Sendable {
    /// Why the connection's work was stopped, if it was.
    enum State: Equatable {
        case running
        case exhausted
        case cancelled
    }

    /// Steps between two calls of the handler.
    static let interval: Int32 = 1_000

    let maxSteps: Int64
    let cancellation: Cancellation?
    private(set) var steps: Int64 = 0
    private(set) var state = State.running

    init(maxSteps: Int64, cancellation: Cancellation?) {
        self.maxSteps = maxSteps
        self.cancellation = cancellation
    }

    /// The handler's beat: false stops the statement.
    fileprivate func tick() -> Bool {
        steps += Int64(Self.interval)
        if cancellation?.isCancelled == true { state = .cancelled }
        if steps > maxSteps { state = .exhausted }
        return state == .running
    }
}

extension Database {
    /// Holds this connection to `budget` (steps and cancellation) and to values of at most
    /// `maxValueBytes` (`SQLITE_LIMIT_LENGTH`: a longer string or blob fails with SQLITE_TOOBIG).
    func limitWork(_ budget: WorkBudget, maxValueBytes: Int32) {
        workBudget = budget
        withHandle { handle in
            sqlite3_limit(handle, SQLITE_LIMIT_LENGTH, maxValueBytes)
            sqlite3_progress_handler(handle, WorkBudget.interval, { context in
                guard let context else { return 0 }
                return Unmanaged<WorkBudget>.fromOpaque(context).takeUnretainedValue().tick() ? 0 : 1
            }, Unmanaged.passUnretained(budget).toOpaque())
        }
    }
}
