import Foundation
import ShowbookPlatform
import ShowbookTV

/// The show a command's SHOW word names: a saved show by id or title, else a catalog show by
/// its id (as `showbook search --json` prints it). Nil when neither knows it.
enum ShowLookup {
    static func media(_ text: String, context: CommandContext) throws -> Media? {
        let environment = try context.environment()
        if let saved = try SavedProgress.find(text, in: SavedStore(database: environment.database, clock: SystemClock())) {
            return saved
        }
        return try environment.catalog.record(mediaID: MediaID(text))?.media
    }

    /// The one line for a show not found.
    static func notFound(_ text: String) -> String {
        "no show “\(text)” (a saved show's title or id, or an id as showbook search --json prints it)"
    }
}
