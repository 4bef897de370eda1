import Foundation
import ShowbookWords

/// The Tags field of an Anki export: the word's own tags (which import stores again), then the
/// `showbook::<mark>` tag that import reads back, the FSRS state (`showbook::state::review`)
/// and, for a studied word, its due day in UTC (`showbook::due::2026-12-03`), so a deck in
/// Anki can be searched by them.
extension AnkiTextWriter {
    /// The Tags field: the word's tags, the mark, the FSRS state and the due day.
    package static func tags(for word: Word) -> String {
        var tags = StateTag.userTags(WordTags.normalized(word.tags))
        tags += [StateTag.tag(for: word.state), StateTag.prefix + "state::" + word.card.status.rawValue]
        if !word.card.isNew, let due = word.card.due {
            tags.append(StateTag.prefix + "due::" + String(StudyTime.text(due).prefix(10)))
        }
        return tags.joined(separator: " ")
    }
}
