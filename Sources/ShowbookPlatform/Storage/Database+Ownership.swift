import CSQLite
import Foundation

/// Recognises Showbook's own files, so `--db` pointed at another program's SQLite file is
/// refused before Showbook writes a byte to it (no tables, no journal-mode switch).
extension Database {
    /// Stored in the file header (`PRAGMA application_id`) of every Showbook database: "Shwb".
    public static let applicationID = 0x5368_7762

    /// The tables every Showbook database has had since schema version 1; a file with these and
    /// no application id is a Showbook database from before the id was written.
    package static let foundingTables: Set<String> = ["meta", "shows", "saved_media"]

    /// Throws `.foreign` for another program's database and `.tooNew` for a newer Showbook's.
    /// Reads only, in one read transaction: read one by one, the id, the version and the tables
    /// could come from either side of another connection's first migration step (version 0 yet
    /// tables present), and a new file being set up by a second process looked foreign.
    package func checkOwnership() throws {
        let (id, version, tables) = try readSnapshot {
            (try scalarInt("PRAGMA application_id") ?? 0, try userVersion,
             Set(try query("SELECT name FROM sqlite_master WHERE type = 'table'") { $0.onlyString }))
        }
        if id != Self.applicationID {
            guard id == 0 else { throw StorageError.foreign(path: path) }
            let isEmpty = tables.isEmpty && version == 0
            let isEarlyShowbook = version >= 1 && Self.foundingTables.isSubset(of: tables)
            guard isEmpty || isEarlyShowbook else { throw StorageError.foreign(path: path) }
        }
        if version > Migrations.latestVersion {
            throw StorageError.tooNew(path: path, version: version, supported: Migrations.latestVersion)
        }
    }

    /// Throws `.foreign` or `.tooNew` when the main file alone shows it is not ours, read as an
    /// unchanging image (no lock, no -wal, no -shm made beside it). Says nothing otherwise —
    /// no file yet, an empty one, damage, or a log holding changes the main file lacks — and
    /// the usual open decides.
    package static func refuseForeignImage(_ path: String) throws {
        guard let main = byteSize(ofFile: path), main > 0 else { return }
        if let log = byteSize(ofFile: path + "-wal"), log > 0 { return }
        if headerNamesShowbook(path) { return }
        do {
            try Database(opening: path, imageURI: imageURI(path), busyTimeoutMilliseconds: 0).checkOwnership()
        } catch let error as StorageError {
            switch error {
            case .foreign, .tooNew: throw error
            default: return
            }
        }
    }

    /// True when the main file's header says it is a Showbook database this version can open
    /// (our application id, a schema version not above ours): the image check could refuse
    /// nothing, so the second open it costs on every start is skipped. Read with one pread(2).
    package static func headerNamesShowbook(_ path: String) -> Bool {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return false }
        defer { close(descriptor) }
        var header = [UInt8](repeating: 0, count: 100)
        guard pread(descriptor, &header, header.count, 0) == header.count,
              header.starts(with: Array("SQLite format 3\0".utf8)) else { return false }
        func number(at offset: Int) -> Int32 {
            Int32(bitPattern: header[offset..<offset + 4].reduce(0) { $0 << 8 | UInt32($1) })
        }
        return Int(number(at: 68)) == applicationID && (0...Migrations.latestVersion).contains(Int(number(at: 60)))
    }

    /// `file:PATH?immutable=1`, the path's bytes other than unreserved ones and `/` escaped.
    package static func imageURI(_ path: String) -> String {
        let kept = Set("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~/".utf8)
        let escaped = path.utf8.map { kept.contains($0) ? String(UnicodeScalar($0)) : String(format: "%%%02X", $0) }.joined()
        return "file:\(escaped)?immutable=1"
    }

    /// Marks the file as Showbook's (after the schema is in place).
    package func claimOwnership() throws {
        if !isReadOnly, try scalarInt("PRAGMA application_id") != Self.applicationID {
            try execute("PRAGMA application_id = \(Self.applicationID)")
        }
    }

    /// For a file this process cannot write (`access(W_OK)` fails: EROFS on a read-only file
    /// system, which stops root too, or EACCES), the URI to open it read-only; nil otherwise.
    /// A WAL database read-only needs its `-shm`; with no log to read, the file alone is the
    /// whole database, so it is opened as an immutable image (no lock, no `-shm`). A log with
    /// frames is read through `mode=ro`, which uses the `-wal` and `-shm` beside it.
    package static func readOnlyURI(_ path: String) -> String? {
        guard access(path, F_OK) == 0, access(path, W_OK) != 0, errno == EROFS || errno == EACCES else { return nil }
        if let log = byteSize(ofFile: path + "-wal"), log > 0 {
            return imageURI(path).replacingOccurrences(of: "?immutable=1", with: "?mode=ro")
        }
        return imageURI(path)
    }
}
