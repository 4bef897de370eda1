import Foundation

/// Reads subtitles from a file or a folder of episode files. A folder gives its `.srt`,
/// `.vtt`, `.ass` and `.ssa` files (not its subfolders) in natural name order, so `Ep 2`
/// comes before `Ep 10`. Each file is decoded (`SubtitleDecoder`) and parsed by its
/// extension; `~` at the start of a path is the home folder.
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
        let expanded = (path as NSString).expandingTildeInPath
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: expanded, isDirectory: &isFolder) else {
            throw SubtitleError.notFound(path)
        }
        guard isFolder.boolValue else { return [expanded] }
        let names: [String]
        do {
            names = try FileManager.default.contentsOfDirectory(atPath: expanded)
        } catch {
            throw SubtitleError.unreadable(path, reason: "the folder cannot be listed")
        }
        let files = names.filter { Self.extensions.contains(($0 as NSString).pathExtension.lowercased()) && !$0.hasPrefix(".") }
            .sorted { $0.compare($1, options: [.numeric, .caseInsensitive]) == .orderedAscending }
            .map { (expanded as NSString).appendingPathComponent($0) }
        guard !files.isEmpty else { throw SubtitleError.emptyFolder(path) }
        return files
    }

    /// One file, decoded and parsed.
    public func read(file path: String) throws -> SubtitleDocument {
        let kind = (path as NSString).pathExtension.lowercased()
        guard Self.extensions.contains(kind) else { throw SubtitleError.unsupportedFormat(path) }
        let bytes = try Self.bytes(of: path)
        let decoded = try SubtitleDecoder.decode(bytes, path: path, forced: encoding, preferKorean: preferKorean)
        let parsed: ParsedSubtitles
        switch kind {
        case "vtt": parsed = VTTParser.parse(decoded.text)
        case "ass", "ssa": parsed = ASSParser.parse(decoded.text)
        default: parsed = SRTParser.parse(decoded.text)
        }
        return SubtitleDocument(path: path, encoding: decoded.encoding,
                                episode: EpisodeLabel.from(fileName: (path as NSString).lastPathComponent),
                                cues: parsed.cues, skipped: parsed.skipped)
    }

    private static func bytes(of path: String) throws -> [UInt8] {
        guard let handle = FileHandle(forReadingAtPath: path) else {
            throw SubtitleError.unreadable(path, reason: "permission denied or not a file")
        }
        defer { try? handle.close() }
        do {
            let data = try handle.read(upToCount: maximumFileSize + 1) ?? Data()
            if data.count > maximumFileSize { throw SubtitleError.tooLarge(path, bytes: data.count) }
            return [UInt8](data)
        } catch let error as SubtitleError {
            throw error
        } catch {
            throw SubtitleError.unreadable(path, reason: "read failed")
        }
    }
}
