/// The question before mining (`m` on a show's detail): a subtitle file, a video or a folder, with Tab
/// completing paths and `~` for home. Only a path that holds subtitles is accepted; it comes
/// back expanded as `.applied(path)`, and the detail then shows `.mining(media, path:)`.
extension PromptModel {
    static func subtitlePath(navigator: Navigator, onDismiss: @escaping (ModalOutcome<String>) -> Void) -> PromptModel {
        let paths = PathCompleter()
        return PromptModel(title: "Mine subtitles for new words (.srt .vtt .ass, .mkv .mp4 .webm, or a folder)", fieldLabel: "Path:",
                           confirmLabel: "Mine", navigator: navigator, completer: paths.complete, accept: { typed in
            let expanded = paths.expand(typed)
            _ = try SubtitleReader().files(at: expanded)
            return expanded
        }, onDismiss: onDismiss)
    }
}
