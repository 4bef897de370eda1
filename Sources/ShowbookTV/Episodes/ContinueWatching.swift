import Foundation
import ShowbookPlatform

/// Saved's "continue watching" order and its "unwatched only" filter, kept apart from the
/// screen so the rule is tested on its own: the shows with an episode that has aired and is not
/// watched come first, the most recently watched first (never-watched ones after them, in
/// their saved order), then the others in their saved order.
public enum ContinueWatching {
    /// `shows` (in their saved order) in continue-watching order; `lastWatched` is when each
    /// show's latest watched mark was made.
    public static func ordered(_ shows: [SavedProgress], lastWatched: [MediaID: Date]) -> [SavedProgress] {
        let waiting = shows.enumerated().filter { $0.element.progress?.hasAiredUnwatched == true }
        let sorted = waiting.sorted { a, b in
            let (first, second) = (lastWatched[a.element.media.id], lastWatched[b.element.media.id])
            switch (first, second) {
            case let (first?, second?) where first != second: return first > second
            case (.some, nil): return true
            case (nil, .some): return false
            default: return a.offset < b.offset
            }
        }.map(\.element)
        return sorted + shows.filter { $0.progress?.hasAiredUnwatched != true }
    }

    /// Only the shows with an aired episode not watched yet.
    public static func unwatchedOnly(_ shows: [SavedProgress]) -> [SavedProgress] {
        shows.filter { $0.progress?.hasAiredUnwatched == true }
    }
}
