import Foundation
import ShowbookPlatform

/// One line of dialogue from a subtitle file: its start and end times, its plain text
/// (formatting stripped, control characters removed) and, once its document is tokenized
/// (`DocumentTokenizer`), its words in order, each with its kind. `line` is where the cue starts
/// in the file, for messages.
public struct SubtitleCue: Sendable, Equatable {
    public var start: Int
    /// When the line stops being shown (never before `start`); `start` when the file gave none.
    public var end: Int
    public var text: String
    public var line: Int
    /// Every token of the line (function words, names and numbers too); empty until tokenized.
    public var tokens: [MinedToken] = []

    /// `start` and `end` are in milliseconds from the beginning of the episode.
    public init(start: Int, end: Int? = nil, text: String, line: Int, tokens: [MinedToken] = []) {
        self.start = start
        self.end = max(start, end ?? start)
        self.text = text
        self.line = line
        self.tokens = tokens
    }
}

/// A cue the parser had to leave out, with the line it started on and why.
public struct SkippedCue: Sendable, Equatable {
    public var line: Int
    public var reason: String

    public init(line: Int, reason: String) {
        self.line = line
        self.reason = reason
    }
}

/// What a parser makes of one file's text.
public struct ParsedSubtitles: Sendable, Equatable {
    public var cues: [SubtitleCue] = []
    public var skipped: [SkippedCue] = []

    public init(cues: [SubtitleCue] = [], skipped: [SkippedCue] = []) {
        self.cues = cues
        self.skipped = skipped
    }
}

/// One subtitle source read once: its cues (with their tokens once tokenized), what was
/// skipped, the encoding it was decoded from, the episode its name points to (`S01E03`), if
/// any, and what the file looked like when its bytes were read, so registering what was mined
/// reads nothing again. Mining, registration, coverage, prep, "heard it" and watched examples
/// all read this one type (`DocumentPipeline`).
public struct SubtitleDocument: Sendable, Equatable {
    public var path: String
    public var encoding: String
    public var episode: String?
    public var cues: [SubtitleCue]
    public var skipped: [SkippedCue]
    /// The video track the cues came from; nil for a subtitle file.
    public var track: SubtitleTrack? = nil
    /// Per cue (same order), the aligned line of the translation track; empty when none.
    public var translations: [String] = []
    /// Cues whose bytes held invalid sequences, shown with U+FFFD (`DamagedText`).
    public var damagedCues = 0
    /// The file's size and time when it was read (of a video: the video's); nil when unknown.
    public var fingerprint: FileFingerprint? = nil
    /// `FileFingerprint.hash` of the bytes parsed (of a video's track: of its extracted text).
    public var contentHash = ""
    /// The language the tokens are in; nil until tokenized.
    public var language: MiningLanguage? = nil
    /// The tokenizer that made the tokens (`DocumentTokenizer.identity`); "" until tokenized.
    public var tokenizer = ""

    public var isTokenized: Bool { !tokenizer.isEmpty }

    /// The key its work is counted under (`DocumentWork`).
    public var workKey: String { DocumentWork.key(path, track: track?.index) }

    /// The file name, with `#N` for a video's track.
    public var fileName: String {
        let name = PathText.lastComponent(path)
        return track.map { "\(name)#\($0.index)" } ?? name
    }

    /// The translated line aligned to the cue at `position`, or "".
    public func translation(at position: Int) -> String {
        position < translations.count ? translations[position] : ""
    }

    /// Where a cue was heard, as `S01E03 12:34` (just `12:34` when the file name names no
    /// episode).
    public func source(of cue: SubtitleCue) -> String {
        let time = SubtitleTime.format(milliseconds: cue.start)
        return episode.map { "\($0) \(time)" } ?? time
    }
}

/// Why a subtitle file or folder could not be read, as one line.
public enum SubtitleError: Error, Equatable, CustomStringConvertible {
    case notFound(String)
    case unreadable(String, reason: String)
    case notRegularFile(String, what: String)
    case tooLarge(String, bytes: Int)
    case notText(String, what: String)
    case unknownEncoding(String)
    case badEncodingName(String)
    case wrongEncoding(String, encoding: String)
    case unsupportedFormat(String)
    case emptyFolder(String)
    /// A folder's file whose name is not UTF-8, shown with its bad bytes as `\xE9`.
    case nameNotUTF8(String)

    /// `nameNotUTF8` for a path given as bytes.
    public static func nameNotUTF8(bytes: [UInt8]) -> SubtitleError { .nameNotUTF8(FolderListing.shown(bytes)) }

    public var description: String {
        switch self {
        case let .notFound(path): return "\(path): no such file or folder"
        case let .unreadable(path, reason): return "\(path): cannot be read (\(reason))"
        case let .notRegularFile(path, what): return "\(path): \(what), not a regular file"
        case let .tooLarge(path, bytes): return "\(path): \(bytes / 1_048_576) MiB is too large for a subtitle file"
        case let .notText(path, what):
            // Binary data may still be text in an encoding not guessed (UTF-32, say).
            let hint = what == "binary data" ? " (if it is text, name its encoding with --encoding)" : ""
            return "\(path): \(what), not subtitles\(hint)"
        case let .unknownEncoding(path):
            return "\(path): the text is not UTF-8, UTF-16, CP932, EUC-JP or CP949 (name the encoding with --encoding)"
        case let .badEncodingName(name): return "unknown encoding “\(name)” (try UTF-8, UTF-16, CP932, CP949, EUC-JP)"
        case let .wrongEncoding(path, encoding): return "\(path): the text is not valid \(encoding)"
        case let .unsupportedFormat(path): return "\(path): not a .srt, .vtt, .ass or .ssa file, nor a .mkv, .mp4 or .webm video"
        case let .emptyFolder(path): return "\(path): no .srt, .vtt, .ass, .ssa, .mkv, .mp4 or .webm files in this folder"
        case let .nameNotUTF8(path): return "\(path): the file name is not valid UTF-8 (rename the file to use it)"
        }
    }
}
