import Foundation

/// The media files of an opened package by the names its notes use: the `media` entry maps
/// the numbered entries (`0`, `1` …) to names (`{"0": "showbook-3-17.opus"}`). A map that is
/// missing, damaged or too large gives no names, and the words import without their media.
/// A file is read whole only when it is asked for, and only up to `fileLimit`.
package struct AnkiPackageMedia {
    /// The most the `media` map may hold.
    package static let mapLimit = 16 << 20
    /// The most one kept media file may hold: a clip's sound or picture is far smaller.
    package static let fileLimit = AnkiPackageLimits.floorBytes

    /// Why a file named by a note was not kept.
    package enum Skip: Error, Equatable {
        /// Empty, with a path separator, `..`, a control character, or too long.
        case unsafeName
        /// The package has no file by that name.
        case missing
        /// Larger than `fileLimit` (or than the package reader's cap for its packed size).
        case tooLarge
        /// The ZIP entry cannot be read.
        case damaged
    }

    private let zip: ZipReader?
    private let entries: [String: ZipReader.Entry]

    /// Names given in the map.
    package var count: Int { entries.count }

    package init() {
        zip = nil
        entries = [:]
    }

    package init(zip: ZipReader) {
        self.zip = zip
        var entries: [String: ZipReader.Entry] = [:]
        if let bytes = try? zip.data(named: "media", maxSize: Self.mapLimit),
           let map = (try? JSONSerialization.jsonObject(with: Data(bytes))) as? [String: Any] {
            for (number, value) in map {
                guard let name = value as? String, Self.isSafe(name), let entry = zip.entry(named: number) else { continue }
                entries[name] = entry
            }
        }
        self.entries = entries
    }

    /// True for a name a file may be kept under: one plain file name, never a path.
    package static func isSafe(_ name: String) -> Bool {
        guard !name.isEmpty, name.utf8.count <= 255, name != ".", !name.contains("..") else { return false }
        return !name.unicodeScalars.contains { $0 == "/" || $0 == "\\" || $0.properties.generalCategory == .control }
    }

    /// The bytes of the file the notes call `name`.
    package func bytes(named name: String) -> Result<[UInt8], Skip> {
        guard Self.isSafe(name) else { return .failure(.unsafeName) }
        guard let zip, let entry = entries[name] else { return .failure(.missing) }
        let limit = min(Self.fileLimit, AnkiPackageLimits.cap(packedBytes: entry.compressedSize))
        guard entry.size <= limit else { return .failure(.tooLarge) }
        do {
            return .success(try zip.data(of: entry, maxSize: limit))
        } catch let error as ZipReader.ZipError {
            if case .tooLarge = error { return .failure(.tooLarge) }
            return .failure(.damaged)
        } catch {
            return .failure(.damaged)
        }
    }
}
