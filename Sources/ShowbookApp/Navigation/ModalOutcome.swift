/// How a modal ended, as its presenter hears it, carrying what the modal produced: a prompt
/// that created a book comes back as `.applied(book)`, so no presenter reads the result from a
/// variable the modal's closure filled in. Each meaning has its own case, so a presenter
/// cannot read "the user cancelled" as "the book was deleted" — as a shared Bool let it.
public enum ModalOutcome<Value> {
    /// Esc, Cancel or "no": nothing changed.
    case cancelled
    /// The confirm button of a question ("Delete"); questions produce no value.
    case confirmed
    /// A prompt, form or the close modal applied its change, with what it produced (the
    /// created book, the chosen path, the saved word, the finished close).
    case applied(Value)

    /// The value of `.applied`, nil for the other outcomes.
    public var value: Value? {
        if case let .applied(value) = self { return value }
        return nil
    }
}

extension ModalOutcome: Equatable where Value: Equatable {}
extension ModalOutcome: Sendable where Value: Sendable {}

/// A yes/no question's outcome: `.confirmed` or `.cancelled`, never a value.
public typealias ModalAnswer = ModalOutcome<Never>

/// A modal's way out, made from its presenter's `onDismiss`: the navigator removes the modal
/// first, then the presenter hears the outcome and decides what follows (the book screen pops
/// itself when the close modal reports `.applied`, and stays on `.cancelled`).
public struct ModalDismissal<Value> {
    private let navigator: Navigator
    private let onDismiss: (ModalOutcome<Value>) -> Void

    public init(navigator: Navigator, onDismiss: @escaping (ModalOutcome<Value>) -> Void) {
        self.navigator = navigator
        self.onDismiss = onDismiss
    }

    /// Removes the modal, then reports `outcome`; nothing happens when no modal is shown.
    public func callAsFunction(_ outcome: ModalOutcome<Value>) {
        guard navigator.dismissModal() else { return }
        onDismiss(outcome)
    }
}
