import Foundation
import ShowbookPlatform

/// What a history import did, counted as the issue asks: shows saved, episodes marked watched
/// (each with its original date), rewatches, and every row skipped with its reason — rows the
/// reader could not take and shows that matched nothing. Counts are of changes, so importing
/// the same file again reports nothing new.
public struct HistoryImportReport: Sendable, Equatable {
    public var format = ""
    public var rows = 0
    /// Shows of the file found among Showbook's shows.
    public var showsMatched = 0
    /// Shows newly put on Saved.
    public var showsSaved = 0
    /// Episodes newly marked watched.
    public var episodesMarked = 0
    /// Episodes already marked whose date moved back to the file's earlier first watch.
    public var datesMovedBack = 0
    /// Episodes the file lists that were already marked as it says.
    public var episodesAlreadyThere = 0
    /// Rewatches newly recorded (plays past the first).
    public var rewatches = 0
    public var skipped: [HistorySkip] = []

    public init() {}

    /// "TV Time export: 3 shows saved, 41 episodes marked watched, 2 rewatches, 4 rows skipped".
    public var summary: String {
        func count(_ value: Int, _ one: String, _ many: String) -> String { "\(value) \(value == 1 ? one : many)" }
        var text = "\(format.isEmpty ? "History" : format): " + [
            count(showsSaved, "show saved", "shows saved"),
            count(episodesMarked, "episode marked watched", "episodes marked watched"),
            count(rewatches, "rewatch", "rewatches"),
            count(skipped.count, "row skipped", "rows skipped"),
        ].joined(separator: ", ")
        var notes: [String] = []
        if episodesAlreadyThere > 0 { notes.append("\(episodesAlreadyThere) already watched") }
        if datesMovedBack > 0 { notes.append(count(datesMovedBack, "date moved back", "dates moved back")) }
        if !notes.isEmpty { text += " (\(notes.joined(separator: ", ")))" }
        return text
    }

    /// The status line of the Saved tab: the summary, the skipped rows in the `!` log.
    public var statusMessage: StatusMessage {
        var message = StatusMessage(summary + (skipped.isEmpty ? "" : " (! for the skipped rows)"), isError: false)
        message.details = skipped.map { "skipped \($0.line)" }
        return message
    }
}
