import ShowbookPlatform
import ShowbookWords

/// `r` on a card: hear the line the word was mined from, through the app's `ClipPlayer`; a word
/// without a clip, a file gone or no mpv is one line on the status bar.
extension StudyModel {
    func hear() {
        guard let word = currentCard else { return }
        guard let clip = word.exampleClip else { return status.info(ClipPlayError.noClip.description) }
        do {
            try context.clipPlayer.play(clip, padding: context.clipPadding)
        } catch {
            status.info("\(error)")
        }
    }
}
