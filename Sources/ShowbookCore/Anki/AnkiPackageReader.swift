import Foundation

/// Opens an Anki package (`.apkg`) for `books import`: the ZIP (through `ZipReader`), the
/// collection inside it, and a count of the media files it carries (which an import skips).
///
/// A package holds one of three collections. `collection.anki21` (schema 11, plain SQLite)
/// is what Anki writes with "Support older Anki versions" ticked and is preferred;
/// `collection.anki2` is what older Anki and third-party generators write. Anki's current
/// format is `collection.anki21b`, Zstandard-compressed (schema 18), beside a stand-in
/// `collection.anki2` whose one note asks to update Anki; that stand-in is never imported.
enum AnkiPackageReader {
    /// A package read: its collection, which file it came from, and its media files.
    struct Package: Sendable, Equatable {
        var collection: AnkiCollection
        var collectionName: String
        var mediaFiles: Int
    }

    /// Why a package could not be read, in words for one line.
    struct ReadError: Error, Equatable, CustomStringConvertible {
        var description: String
    }

    /// The largest collection unpacked from a package (only the directory and the collection
    /// are read; the media stay in the file).
    static let maxCollectionBytes = 1 << 30

    static let newerFormat = "this package uses Anki's newer format; export it again with “Support older Anki versions” ticked"

    static func read(path: String) throws -> Package {
        let zip: ZipReader
        do {
            zip = try ZipReader(source: try open(path))
        } catch let error as ZipReader.ZipError {
            throw ReadError(description: "not an Anki package: \(error)")
        }
        // Media files are named 0, 1, 2 … (the `media` entry maps them to their names).
        let mediaFiles = zip.entries.filter { !$0.name.isEmpty && $0.name.allSatisfy(\.isASCII) && $0.name.allSatisfy(\.isNumber) }.count
        let name: String
        let collectionBytes: [UInt8]
        do {
            if let plain = try zip.data(named: "collection.anki21", maxSize: maxCollectionBytes) {
                (name, collectionBytes) = ("collection.anki21", plain)
            } else if let packed = try zip.data(named: "collection.anki21b", maxSize: maxCollectionBytes) {
                (name, collectionBytes) = ("collection.anki21b", try unpackZstandard(packed))
            } else if let old = try zip.data(named: "collection.anki2", maxSize: maxCollectionBytes) {
                (name, collectionBytes) = ("collection.anki2", old)
            } else {
                throw ReadError(description: "not an Anki package: it holds no collection.anki2, .anki21 or .anki21b")
            }
        } catch let error as ZipReader.ZipError {
            throw ReadError(description: "the Anki package is damaged: \(error)")
        }
        let collection = try withTemporaryFile(collectionBytes) { try AnkiCollectionReader.read(path: $0) }
        if collection.isUpdatePlaceholder { throw ReadError(description: newerFormat) }
        return Package(collection: collection, collectionName: name, mediaFiles: mediaFiles)
    }

    /// `collection.anki21b` unpacked: a Zstandard frame holding the SQLite file.
    static func unpackZstandard(_ bytes: [UInt8]) throws -> [UInt8] {
        do {
            return try ZstdDecoder.decompress(bytes, maxOutput: maxCollectionBytes)
        } catch {
            throw ReadError(description: "the package's collection.anki21b cannot be unpacked: \(error)")
        }
    }

    /// The file, refused with a reason when missing, unreadable or a folder.
    private static func open(_ path: String) throws -> FileZipSource {
        if let file = FileZipSource(path: path) { return file }
        let reason = errno
        guard FileManager.default.fileExists(atPath: path) else { throw ReadError(description: "does not exist") }
        throw ReadError(description: reason == EISDIR ? "is not a file" : "cannot be read: \(OutputError.reason(reason))")
    }

    /// Runs `body` on a temporary file holding `bytes`, removed afterwards whatever happens.
    private static func withTemporaryFile<T>(_ bytes: [UInt8], _ body: (String) throws -> T) throws -> T {
        let folder = NSTemporaryDirectory().hasSuffix("/") ? NSTemporaryDirectory() : NSTemporaryDirectory() + "/"
        guard let (descriptor, path) = TemporaryFile.create(beside: folder + "showbook-import.anki2") else {
            throw ReadError(description: "cannot make a temporary file in \(folder): \(OutputError.reason(errno))")
        }
        defer {
            for suffix in ["", "-journal", "-wal", "-shm"] { unlink(path + suffix) }
        }
        let written = bytes.withUnsafeBytes { buffer -> Bool in
            var offset = 0
            while offset < buffer.count {
                let count = write(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
                if count <= 0 { return false }
                offset += count
            }
            return true
        }
        close(descriptor)
        guard written else { throw ReadError(description: "cannot write a temporary file in \(folder)") }
        return try body(path)
    }
}
