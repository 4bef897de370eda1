import Foundation
import ShowbookPlatform
import ShowbookTV

/// `showbook save SHOW`: adds a show to Saved, as `s` does on its detail, so `watched` and
/// `saved` can follow it. SHOW is found as every command finds one (`ShowLookup`): a saved
/// show's title or id, or a catalog id as `search --json` prints it. A show already saved is
/// said in one line and left as it is (exit 1, as `books reopen` of an open book).
struct SaveCommand: Subcommand {
    static let configuration = CommandConfiguration(
        path: ["save"], arguments: [showArgument.argument],
        abstract: ["add a show to Saved, as s on its detail; SHOW is an id as search --json prints it (bundled:1)"]
    )

    static let showArgument = Positional.text("SHOW")

    var show: String

    init(_ arguments: ParsedArguments) throws {
        show = try arguments.value(of: Self.showArgument)
    }

    func run(_ context: CommandContext) throws -> Int32 {
        guard let (media, store) = try savedStore(for: show, context) else { return 1 }
        guard try !store.isSaved(media.id) else {
            Console.diagnostic("“\(media.title)” is already saved")
            return 1
        }
        try store.save(media)
        try Console.line("Saved “\(media.title)”")
        return 0
    }
}

/// `showbook unsave SHOW`: takes a show off Saved, as `d` does on the Saved tab (its watched
/// marks are kept, as there). A show that is not saved is said in one line (exit 1).
struct UnsaveCommand: Subcommand {
    static let configuration = CommandConfiguration(
        path: ["unsave"], arguments: [SaveCommand.showArgument.argument],
        abstract: ["remove a saved show from Saved (its watched marks are kept); SHOW is its title or id"]
    )

    var show: String

    init(_ arguments: ParsedArguments) throws {
        show = try arguments.value(of: SaveCommand.showArgument)
    }

    func run(_ context: CommandContext) throws -> Int32 {
        guard let (media, store) = try savedStore(for: show, context) else { return 1 }
        guard try store.isSaved(media.id) else {
            Console.diagnostic("“\(media.title)” is not saved")
            return 1
        }
        try store.remove(media.id)
        try Console.line("Removed “\(media.title)” from Saved")
        return 0
    }
}

/// The show SHOW names with the Saved store to change, or nil once it has said in one line that
/// no show matched.
private func savedStore(for show: String, _ context: CommandContext) throws -> (Media, SavedStore)? {
    guard let media = try ShowLookup.media(show, context: context) else {
        Console.diagnostic(ShowLookup.notFound(show))
        return nil
    }
    return (media, SavedStore(database: try context.environment().database, clock: SystemClock()))
}
