/// A screen's writes, reported the same way on every screen: a write that does not land says
/// "Could not <action>: <why>" on the screen's status line (the busy line after the last retry
/// included), and one asked for while an earlier write is still running says "Still saving…".
/// The screen only says what to do when the write is stored, and — when it changed something
/// ahead of the write — how to put it back.
extension BackgroundWrite {
    /// What a screen shows when a write is asked for while its earlier write is still running.
    package static let stillSavingText = "Still saving…"

    /// `perform` for a screen: `done` gets the stored value; otherwise the line goes to `status`
    /// and `otherwise` runs after it. A refusal says "Still saving…" and runs neither.
    @discardableResult
    package func perform<T: Sendable>(
        _ work: @escaping @Sendable () throws -> T, status: StatusReporter, doing action: String,
        otherwise: @escaping () -> Void = {}, done: @escaping (T) -> Void
    ) -> WriteStart {
        refused(perform(work, completion: Self.deliver(to: status, action, otherwise, done)), status)
    }

    /// `start` (always a job) for a screen, reported as `perform` is.
    @discardableResult
    package func start<T: Sendable>(
        _ work: @escaping @Sendable () throws -> T, status: StatusReporter, doing action: String,
        otherwise: @escaping () -> Void = {}, done: @escaping (T) -> Void
    ) -> WriteStart {
        refused(start(work, completion: Self.deliver(to: status, action, otherwise, done)), status)
    }

    /// True, after saying "Still saving…" on `status`, while a write is running: a screen asks
    /// before a step that must wait for the write (the next card, taking back an unsave).
    package func isStillSaving(_ status: StatusReporter) -> Bool {
        guard isRunning else { return false }
        status.info(Self.stillSavingText)
        return true
    }

    private func refused(_ start: WriteStart, _ status: StatusReporter) -> WriteStart {
        if start == .stillSaving { status.info(Self.stillSavingText) }
        return start
    }

    /// The completion that reports a write that did not land. The reporter is held weakly, as
    /// screens hold themselves in their completions: a screen gone meanwhile reports nothing.
    private static func deliver<T>(
        to status: StatusReporter, _ action: String, _ otherwise: @escaping () -> Void, _ done: @escaping (T) -> Void
    ) -> (WriteResult<T>) -> Void {
        { [weak status] result in
            guard let status else { return }
            if let value = result.value { return done(value) }
            if let error = result.error { status.report(error, doing: action) }
            otherwise()
        }
    }
}
