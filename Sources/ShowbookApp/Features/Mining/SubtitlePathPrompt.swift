import ShowbookTV
import ShowbookWords
/// The question before mining (`m` on a show's detail or an episode row), as `ScreenFactory`
/// builds it for `ModalDestination.subtitlePath`: a subtitle file, a video or a folder, with
/// Tab completing paths and `~` for home. Only a path that holds
/// subtitles is accepted; it comes back expanded as `.applied(path)`, and the presenter then
/// shows `.mining(media, path:)`, whose files are registered for coverage once mined.
extension PromptModel {
    package static func subtitlePath(navigator: Navigator, episode: EpisodeCode? = nil,
                             onDismiss: @escaping (ModalOutcome<String>) -> Void) -> PromptModel {
        let paths = PathCompleter()
        let title = episode.map { "Mine \($0) subtitles for new words (.srt .vtt .ass, .mkv .mp4 .webm)" }
            ?? "Mine subtitles for new words (.srt .vtt .ass, .mkv .mp4 .webm, or a folder)"
        return PromptModel(title: title, fieldLabel: "Path:",
                           confirmLabel: "Mine", navigator: navigator, completer: paths.complete, accept: { typed in
            let expanded = paths.expand(typed)
            _ = try SubtitleReader().files(at: expanded)
            return expanded
        }, onDismiss: onDismiss)
    }
}
