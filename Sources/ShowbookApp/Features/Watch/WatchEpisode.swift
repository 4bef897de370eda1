import ShowbookTV
import ShowbookWords

/// The episode being watched along: the show (its book takes the words added), the episode,
/// the video mpv plays (the clips' file) and the stored cues of its subtitles in the show's
/// language (what "heard" is measured against; empty when none are registered).
public struct WatchEpisode: Sendable {
    public var media: Media
    public var code: EpisodeCode
    public var video: String
    public var cues: [SubtitleCue]

    public init(media: Media, code: EpisodeCode, video: String, cues: [SubtitleCue]) {
        self.media = media
        self.code = code
        self.video = video
        self.cues = cues
    }
}
