import Foundation
import ShowbookPlatform

/// The private file an import unpacks a package's collection into, for SQLite to read: made by
/// `TemporaryFile` (mkstemp, mode 0600) in the temporary folder as
/// `.showbook-import-<pid>.anki2.XXXXXX` and locked while it lives, so that a sweep by another
/// process (`StaleTemporaryFiles`) leaves it alone and removes it once this process is gone,
/// even after a SIGKILL. Write errors name the folder, never the copy: a full disk says
/// there is no room to unpack the package.
package final class AnkiImportCopy {
    package let path: String
    package let folder: String
    package private(set) var size = 0
    private var descriptor: Int32
    private var removed = false

    package init(folder: String) throws {
        let folder = folder.hasSuffix("/") ? folder : folder + "/"
        guard let (descriptor, path) = TemporaryFile.create(beside: folder + StaleTemporaryFiles.Kind.importCopy.nameForThisProcess) else {
            throw AnkiPackageReader.ReadError(description: "cannot make a temporary file in \(folder): \(OutputError.reason(errno))")
        }
        StaleTemporaryFiles.hold(descriptor)
        self.path = path
        self.folder = folder
        self.descriptor = descriptor
    }

    deinit { remove() }

    /// Appends `bytes` to the copy.
    package func write(_ bytes: UnsafeRawBufferPointer) throws {
        var offset = 0
        while offset < bytes.count {
            let count = Foundation.write(descriptor, bytes.baseAddress! + offset, bytes.count - offset)
            if count < 0 && errno == EINTR { continue }
            guard count > 0 else {
                let reason = count < 0 ? errno : ENOSPC
                throw AnkiPackageReader.ReadError(description: reason == ENOSPC || reason == EDQUOT
                    ? "there is not enough free space in \(folder) to unpack the package's collection"
                    : "cannot unpack the package's collection into \(folder): \(OutputError.reason(reason))")
            }
            offset += count
            size += count
        }
    }

    /// Removes the copy (and anything SQLite made beside it) and lets go of its lock.
    package func remove() {
        guard !removed else { return }
        removed = true
        for suffix in ["", "-journal", "-wal", "-shm"] { unlink(path + suffix) }
        close(descriptor)
        descriptor = -1
    }
}
