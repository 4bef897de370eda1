import CSQLite

/// How much work a connection to a file from outside may do: a number of virtual-machine
/// steps, counted by SQLite's progress handler, and a cancellation checked on the same beat.
/// A crafted file can make a small query expensive (a recursive view, a planner misled by its
/// statistics); the budget ends any such query with `SQLITE_INTERRUPT`, and `state` says why.
package final class WorkBudget: @unchecked Sendable {
    /// Why the connection's work was stopped, if it was.
    package enum State: Equatable {
        case running
        case exhausted
        case cancelled
    }

    /// Steps between two calls of the handler.
    package static let interval: Int32 = 1_000

    package let maxSteps: Int64
    package let cancellation: Cancellation?
    package private(set) var steps: Int64 = 0
    package private(set) var state = State.running

    package init(maxSteps: Int64, cancellation: Cancellation?) {
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
    package func limitWork(_ budget: WorkBudget, maxValueBytes: Int32) {
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
