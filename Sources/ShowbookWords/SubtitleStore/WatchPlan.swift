import Foundation
import ShowbookPlatform
import ShowbookTV

/// What to play to watch an episode along: its video, the learner's subtitles (the episode's
/// registered source in the show's language, `SubtitleRegistry.source(of:episode:)`) and the
/// translation as mpv's secondary subtitles (another registered source of the episode in
/// another language, else the translation file beside the subtitle file), with mpv's track ids
/// counted over the video's own subtitle tracks (ffprobe), then the files loaded. The stored
/// cues of the learner's source come along: "heard" is measured against them.
public struct WatchPlan: Sendable {
    public var source: SubtitleSource
    public var launch: PlayerLaunch
    public var cues: [SubtitleCue]

    /// The plan for `episode` of the show; a `WatchPlanError` line when it has no subtitles or no video.
    public static func make(_ mediaID: MediaID, episode: EpisodeCode, registry: SubtitleRegistry,
                            videos: VideoSubtitles = VideoSubtitles()) throws -> WatchPlan {
        guard let source = try registry.source(of: mediaID, episode: episode) else {
            throw WatchPlanError.noSubtitles(episode)
        }
        let video: String
        if source.kind == .track {
            video = source.path
        } else {
            guard let beside = ExampleMedia.video(besides: source.path) else { throw WatchPlanError.noVideo(source.path) }
            video = beside
        }
        let embedded = VideoSubtitles.isVideo(video) ? ((try? videos.tracks(in: video)) ?? []) : []
        let others = try registry.sources(of: mediaID, episode: episode).filter { $0.id != source.id && $0.language != source.language }
        var launch = PlayerLaunch(video: video)
        func id(of candidate: SubtitleSource) -> Int? {
            if candidate.kind == .track {
                guard candidate.path == video, let position = embedded.firstIndex(where: { $0.index == candidate.track }) else { return nil }
                return position + 1
            }
            launch.subtitleFiles.append(candidate.path)
            return embedded.count + launch.subtitleFiles.count
        }
        launch.subtitleID = id(of: source)
        if let translation = others.lazy.compactMap({ other in id(of: other) }).first {
            launch.secondaryID = translation
        } else if source.kind == .file, let sibling = SubtitleSiblings.translation(of: source.path) {
            launch.subtitleFiles.append(sibling)
            launch.secondaryID = embedded.count + launch.subtitleFiles.count
        }
        let cues = (try? registry.document(of: source))??.cues ?? []
        return WatchPlan(source: source, launch: launch, cues: cues)
    }

    /// The show and episode whose video (or subtitle file beside it) is `path`, as mpv reports
    /// its `path` when attaching to a player the learner started; nil when none is registered.
    public static func episode(playing path: String, registry: SubtitleRegistry) throws -> SubtitleSource? {
        let wanted = ExampleMedia.absolute(path)
        for mediaID in try registry.showCounts().keys.sorted(by: { $0.description < $1.description }) {
            for source in try registry.preferredSources(of: mediaID) {
                let video = source.kind == .track ? source.path : ExampleMedia.video(besides: source.path)
                if let video, ExampleMedia.absolute(video) == wanted { return source }
            }
        }
        return nil
    }
}

/// Why an episode cannot be watched along, in one line.
public enum WatchPlanError: Error, Sendable, Equatable, CustomStringConvertible {
    case noSubtitles(EpisodeCode)
    case noVideo(String)
    case notRegistered(String)

    public var description: String {
        switch self {
        case let .noSubtitles(code): return "\(code) has no registered subtitles: register them with `showbook subtitles add`"
        case let .noVideo(path):
            return "no video beside “\(PlayerText.plain(path))” (a .mkv, .mp4, .webm or .m4v of the same name) to play"
        case let .notRegistered(path): return "mpv plays “\(PlayerText.plain(path))”, which is no registered episode's video"
        }
    }
}
