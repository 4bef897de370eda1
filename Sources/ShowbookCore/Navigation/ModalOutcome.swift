/// How a modal ended, as its presenter hears it. Each meaning has its own case, so a presenter
/// cannot read "the user cancelled" as "the book was deleted" — as a shared Bool let it.
public enum ModalOutcome: Equatable, Sendable {
    /// Esc, Cancel or "no": nothing changed.
    case cancelled
    /// The confirm button of a question ("Delete").
    case confirmed
    /// A prompt or form applied its change (created, renamed, imported, saved).
    case applied
    /// The close modal closed the book, moving its unfinished words as chosen.
    case closedBook
}
