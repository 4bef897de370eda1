import Foundation
import ShowbookPlatform

/// Reads subtitles from a file or a folder of episode files. A folder gives its `.srt`,
/// `.vtt`, `.ass` and `.ssa` files and its videos (`VideoSubtitles`; not its subfolders) in natural name order, so `Ep 2`
/// comes before `Ep 10`. Each file is decoded (`SubtitleDecoder`) and parsed by its
/// extension; `~` at the start of a path is the home folder. Only regular files are read: a
/// FIFO, device or socket is refused with one line (and, in a folder, skipped with that line as
/// a note), and opening never blocks (`O_NONBLOCK`, checked with `fstat` before any read).
public struct SubtitleReader: Sendable {
    public static let extensions: Set<String> = ["srt", "vtt", "ass", "ssa"]
    /// Larger files are refused: a season of subtitles is a few MiB.
    public static let maximumFileSize = 32 * 1_048_576

    public var encoding: String?
    public var preferKorean: Bool

    public init(encoding: String? = nil, preferKorean: Bool = false) {
        self.encoding = encoding
        self.preferKorean = preferKorean
    }

    /// The subtitle files at `path`: the file itself, or a folder's subtitle files in order.
    public func files(at path: String) throws -> [String] {
        var work = FolderWork()
        return try files(at: path, work: &work)
    }

    /// `files(at:)`, counting the listing and the names it reads in `work`.
    package func files(at path: String, work: inout FolderWork) throws -> [String] {
        try listing(at: path, work: &work).files
    }

    /// What a path gives: its subtitle files, and the files of a folder that cannot be used for
    /// what they are (a name that is not UTF-8), each as the error that says so.
    public struct Listing: Sendable, Equatable {
        public var files: [String]
        public var refused: [SubtitleError] = []
    }

    /// The subtitle files at `path` and those refused. A folder with only refused files throws
    /// the first refusal; a folder with none at all, `emptyFolder`.
    public func listing(at path: String) throws -> Listing {
        var work = FolderWork()
        return try listing(at: path, work: &work)
    }

    package func listing(at path: String, work: inout FolderWork) throws -> Listing {
        let expanded = (path as NSString).expandingTildeInPath
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: expanded, isDirectory: &isFolder) else {
            throw SubtitleError.notFound(path)
        }
        guard isFolder.boolValue else { return Listing(files: [expanded]) }
        guard let entries = FolderListing.read(expanded) else {
            throw SubtitleError.unreadable(path, reason: "the folder cannot be listed")
        }
        work.listings += 1
        work.namesRead += entries.names.count + entries.notUTF8.count
        func wanted(_ name: String) -> Bool { Self.isListed(PathText.fileExtension(name).lowercased()) && !name.hasPrefix(".") }
        let files = entries.names.filter(wanted)
            .sorted { $0.compare($1, options: [.numeric, .caseInsensitive]) == .orderedAscending }
            .map { PathText.appending($0, to: expanded) }
        let refused = entries.notUTF8.filter(wanted).sorted().map { SubtitleError.nameNotUTF8(PathText.appending($0, to: expanded)) }
        guard !files.isEmpty else { throw refused.first ?? SubtitleError.emptyFolder(path) }
        return Listing(files: files, refused: refused)
    }

    /// Subtitle files and videos are mined; other files in a folder are passed over.
    package static func isListed(_ fileExtension: String) -> Bool {
        extensions.contains(fileExtension) || VideoSubtitles.extensions.contains(fileExtension)
    }

    /// One file, decoded and parsed. A cancelled read stops inside the parse; the caller checks
    /// `cancellation` afterwards (the document is then incomplete).
    public func read(file path: String, cancellation: Cancellation = .none) throws -> SubtitleDocument {
        let kind = PathText.fileExtension(path).lowercased()
        guard Self.extensions.contains(kind) else { throw SubtitleError.unsupportedFormat(path) }
        let (bytes, fingerprint) = try Self.bytes(of: path)
        let decoded = try SubtitleDecoder.decode(bytes, path: path, forced: encoding, preferKorean: preferKorean)
        let parsed: ParsedSubtitles
        switch kind {
        case "vtt": parsed = VTTParser.parse(decoded.text, cancellation: cancellation)
        case "ass", "ssa": parsed = ASSParser.parse(decoded.text, cancellation: cancellation)
        default: parsed = SRTParser.parse(decoded.text, cancellation: cancellation)
        }
        var document = SubtitleDocument(path: path, encoding: decoded.encoding,
                                        episode: EpisodeLabel.from(fileName: PathText.lastComponent(path)),
                                        cues: parsed.cues, skipped: parsed.skipped)
        if decoded.repaired > 0 { document.damagedCues = DamagedText.count(parsed.cues) }
        document.fingerprint = fingerprint
        document.contentHash = FileFingerprint.hash(ofBytes: bytes)
        return document
    }

    /// The file's bytes and its size and time as the open file gave them.
    private static func bytes(of path: String) throws -> ([UInt8], FileFingerprint) {
        var info = stat()
        if stat(path, &info) == 0 { try requireRegular(info, path: path) }
        let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard descriptor >= 0 else { throw SubtitleError.unreadable(path, reason: "permission denied or not a file") }
        defer { close(descriptor) }
        guard fstat(descriptor, &info) == 0 else { throw SubtitleError.unreadable(path, reason: "read failed") }
        try requireRegular(info, path: path)
        if Int(info.st_size) > maximumFileSize { throw SubtitleError.tooLarge(path, bytes: Int(info.st_size)) }
        var bytes = [UInt8](repeating: 0, count: Int(info.st_size) + 1)
        var count = 0
        while true {
            if count == bytes.count {
                guard count <= maximumFileSize else { throw SubtitleError.tooLarge(path, bytes: count) }
                bytes.append(contentsOf: repeatElement(0, count: max(4096, count)))
            }
            let got = bytes.withUnsafeMutableBytes { Glibc.read(descriptor, $0.baseAddress! + count, $0.count - count) }
            if got < 0 && errno == EINTR { continue }
            guard got >= 0 else { throw SubtitleError.unreadable(path, reason: "read failed") }
            if got == 0 { break }
            count += got
        }
        if count > maximumFileSize { throw SubtitleError.tooLarge(path, bytes: count) }
        return (Array(bytes.prefix(count)), FileFingerprint(info))
    }

    /// Throws unless `info` describes a regular file, naming what it is instead.
    private static func requireRegular(_ info: stat, path: String) throws {
        switch info.st_mode & S_IFMT {
        case S_IFREG: return
        case S_IFIFO: throw SubtitleError.notRegularFile(path, what: "a named pipe (FIFO)")
        case S_IFCHR, S_IFBLK: throw SubtitleError.notRegularFile(path, what: "a device")
        case S_IFSOCK: throw SubtitleError.notRegularFile(path, what: "a socket")
        case S_IFDIR: throw SubtitleError.notRegularFile(path, what: "a folder")
        default: throw SubtitleError.notRegularFile(path, what: "a special file")
        }
    }
}
