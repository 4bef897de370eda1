/// A yes/no question in a modal ("Delete this book?"). Enter presses the focused button,
/// ←/→/Tab move between the buttons, Esc cancels. The presenter's `onDismiss` hears
/// `.confirmed` or `.cancelled` after the navigator removed the modal.
public final class ConfirmModel: KeyMappedScreen, ButtonPressing {
    public enum Command: Sendable { case switchButton, activate, yes, no }

    public static let keyMap: [KeyBinding<Command>] = [
        KeyBinding([.left, .right, .tab, .backTab], "choose a button", .switchButton, hint: HintText("←→", "choose")),
        KeyBinding([.enter], "press the button", .activate, hint: HintText("Enter", "confirm")),
        KeyBinding([.character("y")], "yes", .yes, hint: false),
        KeyBinding([.character("n"), .escape], "no / cancel", .no, hint: HintText("Esc", "cancel")),
    ]

    public let title: String
    public let message: String
    public let confirmLabel: String
    public let cancelLabel = "Cancel"
    /// The button Enter presses; Cancel at first, so a stray Enter deletes nothing.
    public private(set) var focusedButton = ModalButton.cancel
    private let dismiss: ModalDismissal<Never>

    /// Built by `ScreenFactory` from a `ModalDestination.confirm`.
    package init(_ question: ModalDestination.Question, navigator: Navigator, onDismiss: @escaping (ModalAnswer) -> Void) {
        title = question.title
        message = question.message
        confirmLabel = question.confirmLabel
        dismiss = ModalDismissal(navigator: navigator, onDismiss: onDismiss)
    }

    public func perform(_ command: Command) {
        switch command {
        case .switchButton: focusedButton = focusedButton.other
        case .activate: press(focusedButton)
        case .yes: press(.confirm)
        case .no: press(.cancel)
        }
    }

    /// A modal keeps every other key from the screens under it.
    public func handleUnmapped(_ key: Key) -> Bool { true }

    /// Presses `button`, as its key or a mouse click does.
    public func press(_ button: ModalButton) {
        dismiss(button == .confirm ? .confirmed : .cancelled)
    }
}
