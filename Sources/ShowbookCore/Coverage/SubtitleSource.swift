import Foundation

/// Where an episode's subtitles come from: a subtitle file, or one text track of a video (its
/// stream index in `track`). An episode may have several sources (a
/// file per language, `ep01.ko.srt` and `ep01.en.srt`, or several tracks of one video), each
/// kept with what the file looked like when its words were stored, so a change is noticed.
public struct SubtitleSource: Sendable, Equatable {
    public enum Kind: String, Sendable {
        case file
        /// A text subtitle track of a video, extracted by ffmpeg (`VideoSubtitles`).
        case track
    }

    public var id: Int64
    public var mediaID: MediaID
    public var episode: EpisodeCode
    public var kind: Kind
    public var path: String
    /// The video's subtitle stream index, or `wholeFile` (-1) for a subtitle file.
    public var track: Int
    public var size: Int64
    /// The file's modification time, as seconds since 1970.
    public var modifiedAt: Double
    /// `FileFingerprint.hash` of the bytes (of a video track: of its extracted text).
    public var contentHash: String
    public var language: MiningLanguage
    /// Cues in the file (lines with no countable word included).
    public var cues: Int
    public var registeredAt: Date

    /// `track` of a subtitle file (the whole file is the source).
    public static let wholeFile = -1

    public init(id: Int64, mediaID: MediaID, episode: EpisodeCode, kind: Kind = .file, path: String, track: Int = wholeFile, size: Int64,
                modifiedAt: Double, contentHash: String, language: MiningLanguage, cues: Int, registeredAt: Date) {
        self.id = id
        self.mediaID = mediaID
        self.episode = episode
        self.kind = kind
        self.path = path
        self.track = track
        self.size = size
        self.modifiedAt = modifiedAt
        self.contentHash = contentHash
        self.language = language
        self.cues = cues
        self.registeredAt = registeredAt
    }
}

/// Why a registered source cannot be used now, as the words `subtitles list` and `coverage`
/// print beside it. Such a source is skipped, never dropped: registering the file again
/// (or a moved file at its new place) brings it back.
public enum SourceProblem: Error, Sendable, Equatable, CustomStringConvertible {
    case missing
    case changed
    case unreadable(String)

    public var description: String {
        switch self {
        case .missing: return "missing (moved or deleted; register it again)"
        case .changed: return "changed since it was registered (run subtitles add again)"
        case let .unreadable(reason): return "unreadable (\(reason))"
        }
    }

    /// One word for JSON.
    public var code: String {
        switch self {
        case .missing: return "missing"
        case .changed: return "changed"
        case .unreadable: return "unreadable"
        }
    }
}

/// A registered source and, when it cannot be used, why.
public struct CheckedSource: Sendable, Equatable {
    public var source: SubtitleSource
    public var problem: SourceProblem?
}

extension SubtitleSource {
    /// The source's lines read again (prep's examples, "heard it"'s first lines): the file,
    /// or the video's track through ffmpeg.
    public func document(encoding: String? = nil, video: VideoSubtitles = VideoSubtitles(),
                         cancellation: Cancellation = .none) throws -> SubtitleDocument {
        switch kind {
        case .file:
            return try SubtitleReader(encoding: encoding, preferKorean: language == .korean).read(file: path, cancellation: cancellation)
        case .track:
            // Only the stream index is used to extract it; the codec says it was a text track when registered.
            let stream = SubtitleTrack(index: track, language: language.rawValue, codec: "subrip")
            return try video.document(of: path, track: stream, cancellation: cancellation)
        }
    }
}
