import Foundation
import ShowbookTV

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
    /// The tokenizer that made the stored document (`DocumentTokenizer.identity`); "" for a
    /// source stored before documents were. Another than today's means the stored words are
    /// out of date: the document is read from the file again, and `subtitles add` refreshes it.
    public var tokenizer: String = ""

    /// `track` of a subtitle file (the whole file is the source).
    public static let wholeFile = -1

    public init(id: Int64, mediaID: MediaID, episode: EpisodeCode, kind: Kind = .file, path: String, track: Int = wholeFile, size: Int64,
                modifiedAt: Double, contentHash: String, language: MiningLanguage, cues: Int, registeredAt: Date, tokenizer: String = "") {
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
        self.tokenizer = tokenizer
    }

    /// The video track's stream index, nil for a whole subtitle file.
    public var trackIndex: Int? { kind == .track ? track : nil }

    /// The key its file's work is counted under (`DocumentWork`).
    public var workKey: String { DocumentWork.key(path, track: trackIndex) }
}

/// A registered source and, when it cannot be used, why.
public struct CheckedSource: Sendable, Equatable {
    public var source: SubtitleSource
    public var problem: SourceProblem?
}
