import Foundation
import ShowbookPlatform

/// Opens an Anki package (`.apkg`) for `books import`: the ZIP (through `ZipReader`), its
/// collection unpacked into a private copy (`AnkiImportCopy`) and read by an
/// `AnkiCollectionReader`, a count of the media files it carries and their names' map (an
/// import keeps those of Showbook's own notes, `AnkiImportedMedia`, and skips the rest).
///
/// A package holds one of three collections. `collection.anki21` (schema 11, plain SQLite)
/// is what Anki writes with "Support older Anki versions" ticked and is preferred;
/// `collection.anki2` is what older Anki and third-party generators write. Anki's current
/// format is `collection.anki21b`, Zstandard-compressed (schema 18), beside a stand-in
/// `collection.anki2` whose one note asks to update Anki; that stand-in is never imported.
///
/// The collection streams from the ZIP (and through libzstd) to the copy in pieces, never
/// whole in memory, and stops at `AnkiPackageLimits.cap`: a size the entry or the frame
/// declares beyond it is refused before anything is written.
package enum AnkiPackageReader {
    /// Why a package could not be read, in words for one line.
    package struct ReadError: Error, Equatable, CustomStringConvertible {
        package var description: String
    }

    package static let newerFormat = "this package uses Anki's newer format; export it again with “Support older Anki versions” ticked"

    /// Opens the package at `path`; the copy of its collection lives until `close`.
    package static func open(path: String, cancellation: Cancellation?,
                     temporaryFolder: String = StaleTemporaryFiles.folder) throws -> AnkiPackage {
        StaleTemporaryFiles.sweep(temporaryFolder)
        let zip: ZipReader
        do {
            zip = try ZipReader(descriptor: try openFile(path))
        } catch let error as ZipReader.ZipError {
            throw ReadError(description: error == .libraryMissing ? "\(error)" : "not an Anki package: \(error)")
        }
        // Media files are named 0, 1, 2 … (the `media` entry maps them to their names).
        let mediaFiles = zip.entries.filter { !$0.name.isEmpty && $0.name.allSatisfy(\.isASCII) && $0.name.allSatisfy(\.isNumber) }.count
        guard let entry = ["collection.anki21", "collection.anki21b", "collection.anki2"].lazy.compactMap(zip.entry(named:)).first else {
            throw ReadError(description: "not an Anki package: it holds no collection.anki2, .anki21 or .anki21b")
        }
        let copy = try AnkiImportCopy(folder: temporaryFolder)
        do {
            try unpack(entry, from: zip, into: copy, cancellation: cancellation)
            let reader = try AnkiCollectionReader(path: copy.path, size: copy.size, cancellation: cancellation)
            if try reader.isUpdatePlaceholder() { throw ReadError(description: newerFormat) }
            return AnkiPackage(reader: reader, collectionName: entry.name, mediaFiles: mediaFiles,
                               media: AnkiPackageMedia(zip: zip), copy: copy)
        } catch {
            copy.remove()
            throw error
        }
    }

    /// Streams `entry` (through the Zstandard decoder for `.anki21b`) into `copy`, under the cap.
    private static func unpack(_ entry: ZipReader.Entry, from zip: ZipReader, into copy: AnkiImportCopy,
                               cancellation: Cancellation?) throws {
        let cap = AnkiPackageLimits.cap(packedBytes: entry.compressedSize)
        let tooLarge = ReadError(description: AnkiPackageLimits.refusal(entry.name, cap: cap))
        let packed = entry.name.hasSuffix(".anki21b")
        let decoder = packed ? try ZstdDecoder(maxOutput: cap) : nil
        let write = { (piece: UnsafeRawBufferPointer) throws in
            if cancellation?.isCancelled == true { throw ImportError.cancelled }
            try copy.write(piece)
        }
        do {
            try zip.read(entry, maxSize: packed ? AnkiPackageLimits.maxBytes : cap) { piece in
                if let decoder { try decoder.feed(piece, to: write) } else { try write(piece) }
            }
            try decoder?.finish(to: write)
        } catch let error as ZipReader.ZipError {
            if case .tooLarge = error { throw tooLarge }
            throw ReadError(description: "the Anki package is damaged: \(error)")
        } catch let error as ZstdError {
            if case .outputTooLarge = error { throw tooLarge }
            throw ReadError(description: "the package's collection.anki21b cannot be unpacked: \(error)")
        }
    }

    /// The file, open for reading; refused with a reason when missing, unreadable or not a
    /// regular file (opened without waiting, so a FIFO is refused rather than waited on).
    private static func openFile(_ path: String) throws -> Int32 {
        let descriptor = Foundation.open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
        guard descriptor >= 0 else {
            let reason = errno
            guard FileManager.default.fileExists(atPath: path) else { throw ReadError(description: "does not exist") }
            throw ReadError(description: reason == EISDIR ? "is not a file" : "cannot be read: \(OutputError.reason(reason))")
        }
        var info = stat()
        guard fstat(descriptor, &info) == 0, info.st_mode & S_IFMT == S_IFREG else {
            close(descriptor)
            throw ReadError(description: "is not a file")
        }
        return descriptor
    }
}

/// An opened package: the reader of its collection copy, which collection it was, how many
/// media files it carries. `close` (or the end of its life) removes the copy.
package final class AnkiPackage {
    package let reader: AnkiCollectionReader
    package let collectionName: String
    package let mediaFiles: Int
    /// The media files by the names the notes use (Showbook's own notes' are kept).
    package let media: AnkiPackageMedia
    private let copy: AnkiImportCopy

    package init(reader: AnkiCollectionReader, collectionName: String, mediaFiles: Int, media: AnkiPackageMedia = AnkiPackageMedia(),
                 copy: AnkiImportCopy) {
        self.reader = reader
        self.collectionName = collectionName
        self.mediaFiles = mediaFiles
        self.media = media
        self.copy = copy
    }

    deinit { copy.remove() }
}

/// How large a package's collection may unpack: at least 64 MiB whatever it packs to, up to
/// 100 times its packed size, and never more than 1 GiB. Real collections pack 3 to 10 times;
/// a bomb (32 KiB of Zstandard that would make 1 GiB) is stopped at 64 MiB.
package enum AnkiPackageLimits {
    package static let floorBytes = 64 << 20
    package static let ratio = 100
    package static let maxBytes = 1 << 30

    package static func cap(packedBytes: Int) -> Int {
        let scaled = packedBytes > maxBytes / ratio ? maxBytes : packedBytes * ratio
        return min(maxBytes, max(floorBytes, scaled))
    }

    /// The refusal for an entry that would unpack past `cap`.
    package static func refusal(_ name: String, cap: Int) -> String {
        let limit = "the package's \(name) unpacks to more than \(cap / 1_048_576) MiB"
        return cap < maxBytes ? limit + ", over \(ratio) times its packed size" : limit
    }
}
