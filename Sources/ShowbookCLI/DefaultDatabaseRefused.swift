import ShowbookPlatform

/// The database Showbook picked by itself (no `--db`) was refused as another program's file:
/// the message adds how to use a different file. With `--db` given the user already chose,
/// so the plain refusal is shown.
struct DefaultDatabaseRefused: Error, CustomStringConvertible {
    let reason: StorageError

    var description: String { "\(reason) — pass --db PATH to use another file" }
}
