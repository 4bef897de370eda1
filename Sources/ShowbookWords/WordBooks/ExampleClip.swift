import Foundation

/// The stretch of a video or subtitle file a mined example was heard in: what an export cuts
/// the example's sound and a frame from. Times are seconds from the file's start.
public struct ExampleClip: Sendable, Equatable, Hashable {
    /// The file the example came from (a video, or the subtitle file beside one).
    public var media: String
    public var start: Double
    public var end: Double

    public init(media: String, start: Double, end: Double) {
        self.media = media
        self.start = start
        self.end = end
    }

    /// The stored columns as a clip: nil unless there is a file and a non-empty, finite stretch.
    package init?(storedMedia media: String, start: Double?, end: Double?) {
        guard !media.isEmpty, let start, let end, start.isFinite, end.isFinite, start >= 0, end > start else { return nil }
        self.init(media: media, start: start, end: end)
    }
}
