import Foundation

/// Puts a database in WAL mode without failing when another connection opens it at the same
/// moment.
///
/// Changing the journal mode needs the file to itself, and SQLite answers "busy" at once
/// instead of calling the busy handler: a second `showbook` started beside the first on a new
/// file failed with "database is busy". A file already in WAL mode needs no change (the mode is
/// stored in the file), so it is read first, and a switch found busy is tried again until the
/// connection's busy timeout has passed.
extension Database {
    package func enableWriteAheadLog() throws {
        let deadline = Date().addingTimeInterval(Double(busyTimeoutMilliseconds) / 1_000)
        var pause: useconds_t = 1_000
        while try scalarText("PRAGMA journal_mode")?.lowercased() != "wal" {
            do {
                try execute("PRAGMA journal_mode=WAL")
            } catch StorageError.locked where Date() < deadline {
                usleep(pause)
                pause = min(pause * 2, 50_000)
            }
        }
    }
}
