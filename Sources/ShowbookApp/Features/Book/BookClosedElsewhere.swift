import ShowbookPlatform
import ShowbookWords
/// What the app does when a book it shows was closed or deleted elsewhere (another process,
/// `showbook books close`): a write from its screens is refused in its transaction with a
/// `BookNotOpenError`, and the app says so in one line naming the book and what did not happen —
/// "“Estuary” was closed elsewhere; nothing added" — while the screens that showed the book give
/// way (the modal over them, a study session of it, the book screen), back to the tab
/// underneath, which reads its list again. A user expects the screen to stop offering a book
/// that can take nothing more. One place, so every screen's writes answer alike: each screen's
/// writer hands such a refusal here (`ScreenContext`), and the book screen comes here when it
/// finds its book gone as it shows again.
package enum BookClosedElsewhere {
    /// The refusal handler of a screen's writer: true, after answering, for a `BookNotOpenError`.
    package static func refusal(navigator: Navigator, announce: @escaping (StatusMessage) -> Void) -> (Error) -> Bool {
        { [weak navigator] error in
            guard let refused = error as? BookNotOpenError, let navigator else { return false }
            let line = refused.elsewhereLine(shownTitle: shownTitle(of: refused.bookID, in: navigator))
            leave(refused.bookID, navigator: navigator)
            announce(.error(line))
            return true
        }
    }

    /// Dismisses the modal and pops the screens showing `bookID` from the top of the stack on
    /// screen; when none was popped, the tab's own screen reads its list again.
    package static func leave(_ bookID: Int64, navigator: Navigator) {
        navigator.dismissModal()
        if !navigator.popAll(while: { shows($0, bookID) }) { navigator.rootDidChange() }
    }

    /// True for a screen of `bookID`: its book screen, or a study session or practice holding its words.
    package static func shows(_ route: Route, _ bookID: Int64) -> Bool {
        switch route {
        case let .wordBook(model): return model.book.id == bookID
        case let .study(model): return model.session.bookIDs.contains(bookID) || model.practice.cards.contains { $0.bookID == bookID }
        default: return false
        }
    }

    /// The title a screen on the stack shows for `bookID` (a deleted book's is gone from the database).
    private static func shownTitle(of bookID: Int64, in navigator: Navigator) -> String? {
        for route in navigator.stack.reversed() {
            if case let .wordBook(model) = route, model.book.id == bookID { return model.book.title }
        }
        return nil
    }
}
