/// Taking back a deletion (`u`) through a screen's writer, the same way on every screen: the
/// deletion stays undoable when the restore cannot land — the database is busy past the last
/// retry, or an earlier write is still running — so the next `u` can try again.
extension BackgroundWrite {
    /// Writes `restore` for `snapshot`. On success `restored` gets its result; otherwise `keep`
    /// holds the snapshot again and `status` says why (`action` names it in an error line).
    package func undo<Snapshot, T: Sendable>(
        _ snapshot: Snapshot, restore: @escaping @Sendable () throws -> T, action: String, status: StatusReporter,
        keep: @escaping (Snapshot) -> Void, restored: @escaping (T) -> Void
    ) {
        let start = perform(restore, status: status, doing: action, otherwise: { keep(snapshot) }, done: restored)
        if start == .stillSaving { keep(snapshot) }
    }
}
