import Foundation
import ShowbookPlatform

/// Subtitles inside video files (`.mkv`, `.mp4`, `.webm`): `tracks(in:)` lists the subtitle
/// streams with `ffprobe`, `document(of:track:)` extracts one text track with `ffmpeg` as
/// SubRip straight into memory (a pipe, no temporary file) and parses it like a file. Both run
/// as a `BoundedProcess`: bounded output, a timeout, killed when the cancellation fires. Whether
/// ffmpeg is installed is looked at on the first video only.
public struct VideoSubtitles: Sendable {
    public static let extensions: Set<String> = ["mkv", "mp4", "webm", "m4v"]
    /// Extracted SubRip text larger than this is refused: an episode's lines are well under 1 MiB.
    public static let maximumTrackBytes = 32 * 1_048_576

    public var ffprobe: String
    public var ffmpeg: String
    /// Seconds each program may run.
    public var timeout: Double

    public init(ffprobe: String = "ffprobe", ffmpeg: String = "ffmpeg", timeout: Double = 120) {
        self.ffprobe = ffprobe
        self.ffmpeg = ffmpeg
        self.timeout = timeout
    }

    public static func isVideo(_ path: String) -> Bool {
        extensions.contains(PathText.fileExtension(path).lowercased())
    }

    /// The subtitle streams of `path`, in stream order.
    /// A FIFO, device or socket is refused first: ffprobe would block reading it.
    public func tracks(in path: String, cancellation: Cancellation = .none) throws -> [SubtitleTrack] {
        try Self.requireRegularFile(path)
        try requireTools()
        let output = try run(ffprobe, ["-v", "error", "-select_streams", "s",
                                       "-show_entries", "stream=index,codec_name:stream_tags=language,title:stream_disposition=default,forced",
                                       "-of", "json", path], maximum: 4 * 1_048_576, path: path, cancellation: cancellation)
        guard output.status == 0 else { throw VideoError.unreadable(path, reason: output.errorLine) }
        return try Self.parseTracks(output.standardOutput, path: path)
    }

    /// ffprobe's JSON (`streams`: index, codec_name, tags.language, tags.title,
    /// disposition.forced and .default) as tracks.
    package static func parseTracks(_ json: [UInt8], path: String) throws -> [SubtitleTrack] {
        guard let object = try? JSONSerialization.jsonObject(with: Data(json)) as? [String: Any] else {
            throw VideoError.unreadable(path, reason: "ffprobe's answer is not JSON")
        }
        let streams = object["streams"] as? [[String: Any]] ?? []
        return streams.compactMap { stream in
            guard let index = stream["index"] as? Int else { return nil }
            let tags = stream["tags"] as? [String: Any] ?? [:]
            // Tag names differ in case between containers (`language`, `LANGUAGE`).
            func tag(_ name: String) -> String {
                tags.first { $0.key.lowercased() == name }.flatMap { $0.value as? String } ?? ""
            }
            let disposition = stream["disposition"] as? [String: Any] ?? [:]
            return SubtitleTrack(index: index, language: tag("language"), codec: stream["codec_name"] as? String ?? "unknown",
                                 title: tag("title"), isForced: disposition["forced"] as? Int == 1,
                                 isDefault: disposition["default"] as? Int == 1)
        }
    }

    /// One text track as a parsed document named `video.mkv#2`.
    public func document(of path: String, track: SubtitleTrack, cancellation: Cancellation = .none) throws -> SubtitleDocument {
        guard track.isText else { throw VideoError.pictureTrack(path, track: track) }
        try requireTools()
        // `-sub_charenc_mode ignore`: without it, ffmpeg drops a cue with invalid UTF-8 and says
        // nothing on its output; with it, the cue comes through and its bad bytes become U+FFFD.
        let output = try run(ffmpeg, ["-nostdin", "-v", "error", "-sub_charenc_mode", "ignore", "-i", path,
                                      "-map", "0:\(track.index)", "-f", "srt", "-"],
                             maximum: Self.maximumTrackBytes, path: path, cancellation: cancellation)
        guard output.status == 0 else { throw VideoError.unreadable(path, reason: output.errorLine) }
        let repaired = DamagedText.utf8Damage(output.standardOutput).repaired
        let parsed = SRTParser.parse(String(decoding: output.standardOutput, as: UTF8.self), cancellation: cancellation)
        if cancellation.isCancelled { throw MiningError.cancelled }
        var document = SubtitleDocument(path: path, encoding: "UTF-8", episode: EpisodeLabel.from(fileName: PathText.lastComponent(path)),
                                        cues: parsed.cues, skipped: parsed.skipped, track: track)
        if repaired > 0 { document.damagedCues = DamagedText.count(parsed.cues) }
        // A video is not hashed whole (gigabytes): its track is known by its extracted text.
        if case let .success(print) = FileFingerprint.of(path) { document.fingerprint = print }
        document.contentHash = Self.hash(of: parsed.cues)
        return document
    }

    /// The hash a track's cues are known by: each cue's start and text.
    package static func hash(of cues: [SubtitleCue]) -> String {
        FileFingerprint.hash(ofBytes: cues.map { "\($0.start) \($0.text)\n" }.joined().utf8)
    }

    /// Several tracks of one video (the mined one and its translation), extracted at the same
    /// time by one ffmpeg each; the first failure is thrown.
    public func documents(of path: String, tracks: [SubtitleTrack], cancellation: Cancellation = .none) throws -> [SubtitleDocument] {
        let results = ResultSlots<SubtitleDocument>(count: tracks.count)
        DispatchQueue.concurrentPerform(iterations: tracks.count) { index in
            results.set(index, Result { try document(of: path, track: tracks[index], cancellation: cancellation) })
        }
        return try results.values()
    }

    package static func requireRegularFile(_ path: String) throws {
        var info = stat()
        guard stat(path, &info) == 0 else { throw SubtitleError.notFound(path) }
        switch info.st_mode & S_IFMT {
        case S_IFREG: return
        case S_IFIFO: throw SubtitleError.notRegularFile(path, what: "a named pipe (FIFO)")
        case S_IFDIR: throw SubtitleError.notRegularFile(path, what: "a folder")
        default: throw SubtitleError.notRegularFile(path, what: "a device or socket")
        }
    }

    private func requireTools() throws {
        guard Self.toolsFound(ffprobe: ffprobe, ffmpeg: ffmpeg) else { throw VideoError.ffmpegMissing }
    }

    /// Looked up once per process: the first video asks, later ones reuse the answer.
    private static let foundTools = LatestValue<[String: Bool]>()

    private static func toolsFound(ffprobe: String, ffmpeg: String) -> Bool {
        let key = "\(ffprobe)\u{0}\(ffmpeg)"
        if let known = foundTools.value?[key] { return known }
        let found = BoundedProcess.find(ffprobe) != nil && BoundedProcess.find(ffmpeg) != nil
        foundTools.value = (foundTools.value ?? [:]).merging([key: found]) { $1 }
        return found
    }

    private func run(_ program: String, _ arguments: [String], maximum: Int, path: String,
                     cancellation: Cancellation) throws -> BoundedProcess.Output {
        do {
            return try BoundedProcess(executable: program, arguments: arguments, maximumOutput: maximum, timeout: timeout)
                .run(cancellation: cancellation)
        } catch BoundedProcess.Failure.cancelled {
            throw MiningError.cancelled
        } catch BoundedProcess.Failure.notFound {
            throw VideoError.ffmpegMissing
        } catch let failure as BoundedProcess.Failure {
            throw VideoError.unreadable(path, reason: failure.description)
        }
    }
}

/// Why subtitles could not be taken from a video, as one line.
public enum VideoError: Error, Equatable, CustomStringConvertible {
    case ffmpegMissing
    case unreadable(String, reason: String)
    case noSubtitles(String)
    case pictureTrack(String, track: SubtitleTrack)
    case onlyPictures(String, tracks: [SubtitleTrack])
    case noSuchTrack(String, index: Int, tracks: [SubtitleTrack])
    case chooseTrack(String, language: String, tracks: [SubtitleTrack])

    public var description: String {
        func list(_ tracks: [SubtitleTrack]) -> String { tracks.map(\.label).joined(separator: ", ") }
        switch self {
        case .ffmpegMissing:
            return "subtitles inside video files need ffmpeg and ffprobe (install the Debian package ffmpeg)"
        case let .unreadable(path, reason): return "\(path): cannot read its subtitle tracks (\(reason))"
        case let .noSubtitles(path): return "\(path): the video has no subtitle tracks"
        case let .pictureTrack(path, track):
            return "\(path): track \(track.label) holds pictures of the lines, not text, and cannot be mined"
        case let .onlyPictures(path, tracks):
            return "\(path): its subtitle tracks hold pictures, not text (\(list(tracks))), and cannot be mined"
        case let .noSuchTrack(path, index, tracks):
            return "\(path): no subtitle track #\(index) (it has \(tracks.isEmpty ? "none" : list(tracks)))"
        case let .chooseTrack(path, language, tracks):
            let wanted = language.isEmpty ? "" : "none or several in \(language); "
            return "\(path): \(wanted)choose a track with --track N: \(list(tracks))"
        }
    }
}

/// Results written by concurrent workers, one slot each.
private final class ResultSlots<Value>: @unchecked Sendable {
    private let lock = NSLock()
    private var slots: [Result<Value, Error>?]

    init(count: Int) { slots = Array(repeating: nil, count: count) }

    func set(_ index: Int, _ result: Result<Value, Error>) { lock.withLock { slots[index] = result } }

    /// The values in order; a cancellation wins over other failures.
    func values() throws -> [Value] {
        let all = lock.withLock { slots }
        if all.contains(where: { if case .failure(MiningError.cancelled)? = $0 { return true } else { return false } }) {
            throw MiningError.cancelled
        }
        return try all.map { try ($0 ?? .failure(MiningError.cancelled)).get() }
    }
}
