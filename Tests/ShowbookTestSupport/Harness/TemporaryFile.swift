import Foundation
import XCTest

/// A file of the test's own straight in the system's temporary directory, named
/// `prefix-UUID.extension` as the app's users name theirs; nothing is made. The file, and the
/// `-wal` and `-shm` SQLite puts beside a database, are removed when the test ends.
extension XCTestCase {
    public func temporaryFile(_ prefix: String, extension suffix: String = "") -> URL {
        let name = "\(prefix)-\(UUID().uuidString)" + (suffix.isEmpty ? "" : ".\(suffix)")
        let file = FileManager.default.temporaryDirectory.appendingPathComponent(name)
        addTeardownBlock {
            for companion in ["", "-wal", "-shm"] { try? FileManager.default.removeItem(atPath: file.path + companion) }
        }
        return file
    }
}
