import CSQLite

/// Running SQLite's own checks (`integrity_check`, FTS5 `'integrity-check'`) for
/// `showbook doctor` so that their answers survive: rows read before a check stops are kept,
/// its failure is SQLite's message rather than a general "damaged", and one failed check
/// neither marks the file damaged nor stops the checks after it. The caller decides about
/// damage once every check has run.
extension Database {
    /// What a check said: its rows (first column, as text) and, when it stopped early,
    /// SQLite's message.
    public struct CheckAnswer: Sendable, Equatable {
        public var rows: [String]
        public var failure: String?
    }

    /// Runs one check statement. The FTS5 check is spelled as an INSERT but changes nothing,
    /// so it is run past the write gate (a file already found damaged is still checked).
    package func runCheck(_ sql: String) -> CheckAnswer {
        withHandle { handle in
            var pointer: OpaquePointer?
            guard sqlite3_prepare_v2(handle, sql, -1, &pointer, nil) == SQLITE_OK, let statement = pointer else {
                return CheckAnswer(rows: [], failure: String(cString: sqlite3_errmsg(handle)))
            }
            defer { sqlite3_finalize(statement) }
            var rows: [String] = []
            while true {
                switch sqlite3_step(statement) {
                case SQLITE_ROW:
                    rows.append(sqlite3_column_text(statement, 0).map { String(cString: $0) } ?? "")
                case SQLITE_DONE:
                    return CheckAnswer(rows: rows, failure: nil)
                default:
                    return CheckAnswer(rows: rows, failure: String(cString: sqlite3_errmsg(handle)))
                }
            }
        }
    }
}
