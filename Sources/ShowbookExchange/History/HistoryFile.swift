import Foundation

/// Opens a history file of any format Showbook reads and hands back what it holds: a TV Time
/// export (ZIP or its folder), Trakt's JSON (a file, or a ZIP or folder holding
/// `watched_shows.json` / `history_shows.json`), an IMDb list CSV, or Showbook's own JSON or
/// CSV export. The format is told by the files' names and the first bytes, never by trying
/// one reader after another on the same rows. ZIPs are read through libzip (`ZipReader`),
/// entries only compared by their last name and read under `maxSize`; anything that is not a
/// regular file or folder is refused. Nothing here writes.
public enum HistoryFile {
    /// The largest file or ZIP entry read.
    public static let maxSize = 256 << 20

    public static func read(_ path: String) throws -> HistoryData {
        let attributes: [FileAttributeKey: Any]
        do {
            // A symbolic link is read as what it points to.
            attributes = try FileManager.default.attributesOfItem(atPath: URL(fileURLWithPath: path).resolvingSymlinksInPath().path)
        } catch {
            throw HistoryFileError("cannot open \(path): no such file or folder, or not readable")
        }
        switch attributes[.type] as? FileAttributeType {
        case .typeDirectory?:
            return try readFolder(path)
        case .typeRegular?:
            let bytes = try readBytes(path)
            return try read(bytes: bytes, name: (path as NSString).lastPathComponent)
        default:
            throw HistoryFileError("\(path) is not a regular file or folder")
        }
    }

    /// Reads a file's bytes already in memory, named `name` (its last path component); every
    /// failure is one `HistoryFileError` line naming the file.
    public static func read(bytes: [UInt8], name: String) throws -> HistoryData {
        do {
            return try readUnwrapped(bytes: bytes, name: name)
        } catch let error as HistoryFileError {
            throw error
        } catch {
            throw HistoryFileError("\(name): \(error)".replacingOccurrences(of: "\n", with: " "))
        }
    }

    private static func readUnwrapped(bytes: [UInt8], name: String) throws -> HistoryData {
        if bytes.starts(with: [0x50, 0x4B, 0x03, 0x04]) || bytes.starts(with: [0x50, 0x4B, 0x05, 0x06]) {
            let zip: ZipReader
            do { zip = try ZipReader(bytes) } catch { throw HistoryFileError("\(name): \(error)") }
            return try readSet(name: name) { wanted in
                guard let entry = zip.entries.last(where: { lastComponent($0.name) == wanted }) else { return nil }
                do { return try zip.data(of: entry, maxSize: maxSize) } catch { throw HistoryFileError("\(name): \(error)") }
            }
        }
        var data = HistoryData()
        let text = bytes.drop { [0x20, 0x09, 0x0A, 0x0D, 0xEF, 0xBB, 0xBF].contains($0) }
        if text.first == UInt8(ascii: "[") {
            try TraktHistoryReader.read(bytes, name: name, into: &data)
            if name != TraktHistoryReader.watchedFile, name != TraktHistoryReader.historyFile, isShowbookJSON(data) {
                data.format = "Showbook JSON"
            }
            return data
        }
        if TVTimeHistoryReader.files.contains(name) {
            try TVTimeHistoryReader.read({ $0 == name ? bytes : nil }, into: &data)
            return data
        }
        guard let csv = try HistoryCSV(bytes: bytes, name: name) else { throw HistoryFileError("\(name) is empty") }
        if csv.has("s_id") || csv.has("series_name") {
            try TVTimeHistoryReader.read({ $0 == TVTimeHistoryReader.tracking ? bytes : nil }, into: &data)
            return data
        }
        if try HistoryCSVReaders.read(csv, into: &data) { return data }
        throw HistoryFileError("\(name) is not a history this version reads (a TV Time export, Trakt JSON, an IMDb list CSV or a Showbook export)")
    }

    private static func isShowbookJSON(_ data: HistoryData) -> Bool {
        data.shows.contains { $0.ids.showbook != nil }
    }

    /// A folder holding a TV Time export or Trakt's JSON files, at its top or one folder down
    /// (as an unpacked TV Time ZIP has them).
    private static func readFolder(_ path: String) throws -> HistoryData {
        let manager = FileManager.default
        func files(in folder: String) -> [String: String] {
            let names = (try? manager.contentsOfDirectory(atPath: folder)) ?? []
            return Dictionary(names.map { ($0, (folder as NSString).appendingPathComponent($0)) }) { first, _ in first }
        }
        var found = files(in: path)
        let wanted = TVTimeHistoryReader.files + [TraktHistoryReader.watchedFile, TraktHistoryReader.historyFile]
        if !wanted.contains(where: { found[$0] != nil }) {
            for (_, inner) in found.sorted(by: { $0.key < $1.key }) {
                var isFolder: ObjCBool = false
                guard manager.fileExists(atPath: inner, isDirectory: &isFolder), isFolder.boolValue else { continue }
                let nested = files(in: inner)
                if wanted.contains(where: { nested[$0] != nil }) {
                    found = nested
                    break
                }
            }
        }
        return try readSet(name: path) { wanted in
            guard let file = found[wanted] else { return nil }
            let resolved = URL(fileURLWithPath: file).resolvingSymlinksInPath().path
            let type = (try? manager.attributesOfItem(atPath: resolved))?[.type] as? FileAttributeType
            guard type == .typeRegular else { throw HistoryFileError("\(file) is not a regular file") }
            return try readBytes(resolved)
        }
    }

    /// The files of a set (a ZIP or a folder), by their names.
    private static func readSet(name: String, _ file: (String) throws -> [UInt8]?) throws -> HistoryData {
        var data = HistoryData()
        var cache: [String: [UInt8]?] = [:]
        func cached(_ wanted: String) throws -> [UInt8]? {
            if let found = cache[wanted] { return found }
            let bytes = try file(wanted)
            cache[wanted] = bytes
            return bytes
        }
        do {
            if try TVTimeHistoryReader.files.contains(where: { try cached($0) != nil }) {
                try TVTimeHistoryReader.read(cached, into: &data)
                return data
            }
            var found = false
            for trakt in [TraktHistoryReader.watchedFile, TraktHistoryReader.historyFile] {
                guard let bytes = try cached(trakt) else { continue }
                found = true
                try TraktHistoryReader.read(bytes, name: trakt, into: &data)
            }
            if found { return data }
        } catch let error as HistoryFileError {
            throw error
        } catch {
            throw HistoryFileError("\(name): \(error)")
        }
        throw HistoryFileError("\(name) holds neither a TV Time export (\(TVTimeHistoryReader.tracking)) nor Trakt's \(TraktHistoryReader.watchedFile)")
    }

    private static func lastComponent(_ name: String) -> String {
        String(name.split(separator: "/", omittingEmptySubsequences: false).last ?? Substring(name))
    }

    private static func readBytes(_ path: String) throws -> [UInt8] {
        guard let handle = FileHandle(forReadingAtPath: path) else { throw HistoryFileError("cannot open \(path)") }
        defer { try? handle.close() }
        let data: Data?
        do { data = try handle.read(upToCount: maxSize + 1) } catch { throw HistoryFileError("cannot read \(path)") }
        let bytes = [UInt8](data ?? Data())
        guard bytes.count <= maxSize else { throw HistoryFileError("\(path) is larger than \(maxSize >> 20) MiB") }
        return bytes
    }
}
