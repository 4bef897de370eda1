import Foundation
import ShowbookWords

/// The stretch of a video one note's media is cut from: the example's line with `padding`
/// seconds of sound on each side (never before the file's start), and the moment for its
/// picture, the line's midpoint. The media files are named after the book and the word, so
/// every export of a word gives its files the same names and Anki replaces them in place.
public struct ClipWindow: Sendable, Equatable {
    /// Seconds from the file's start, as `ffmpeg -ss` counts them.
    public var audioStart: Double
    public var audioDuration: Double
    public var frameTime: Double

    /// The times of a clip stored by mining. A track's cue times are the ones ffmpeg gave when
    /// it extracted the track: its output starts at the container's start time, and so does
    /// `-ss` on its input, so they need no shifting here.
    public init(clip: ExampleClip, padding: Double) {
        let padding = max(0, padding.isFinite ? padding : 0)
        audioStart = max(0, clip.start - padding)
        audioDuration = clip.end + padding - audioStart
        frameTime = (clip.start + clip.end) / 2
    }

    /// Clip times ffmpeg can seek to, in seconds: from the file's start to 100 days in, longer
    /// than any video. A time outside (from a database changed by hand) cannot be cut.
    public static let usableSeconds = 0.0...8_640_000.0

    /// Whether `clip` is a stretch that can be cut: both times usable, the end after the start.
    public static func isUsable(_ clip: ExampleClip) -> Bool {
        usableSeconds.contains(clip.start) && usableSeconds.contains(clip.end) && clip.end > clip.start
    }

    /// `showbook-3-17.opus`: book 3's word 17.
    public static func audioName(bookID: Int64, wordID: Int64, format: ClipSettings.AudioFormat) -> String {
        "showbook-\(bookID)-\(wordID).\(format.fileExtension)"
    }

    /// `showbook-3-17.jpg`.
    public static func imageName(bookID: Int64, wordID: Int64) -> String {
        "showbook-\(bookID)-\(wordID).jpg"
    }

    /// Seconds as ffmpeg reads them, to the millisecond (`12.345`).
    package static func seconds(_ value: Double) -> String {
        String(format: "%.3f", value)
    }
}
