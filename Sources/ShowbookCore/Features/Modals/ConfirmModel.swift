/// A yes/no question in a modal ("Delete this book?"). Enter picks the focused button,
/// ←/→/Tab move between buttons, Esc cancels. The outcome goes to the presenter through the
/// navigator's `onDismiss(didClose:)`.
public final class ConfirmModel: ScreenModel {
    public let title: String
    public let message: String
    public let confirmLabel: String
    public let cancelLabel: String
    /// 0 = confirm, 1 = cancel.
    public private(set) var focusedButton = 1
    private let navigator: Navigator

    public init(title: String, message: String, confirmLabel: String, cancelLabel: String = "Cancel", navigator: Navigator) {
        self.title = title
        self.message = message
        self.confirmLabel = confirmLabel
        self.cancelLabel = cancelLabel
        self.navigator = navigator
    }

    public static let keyMap: [KeyBinding<Bool>] = [
        KeyBinding([.character("y")], "yes", true),
        KeyBinding([.character("n")], "no", false),
    ]

    public func handle(_ key: Key) -> Bool {
        switch key {
        case .left, .right, .tab, .backTab: focusedButton = 1 - focusedButton
        case .enter: navigator.dismissModal(didClose: focusedButton == 0)
        case .escape: navigator.dismissModal(didClose: false)
        default:
            if let answer: Bool = Self.keyMap.command(for: key) { navigator.dismissModal(didClose: answer) }
        }
        return true
    }
}

/// A modal asking for one line of text (a book name). Empty input is refused with a message
/// inside the modal; Enter submits, Esc cancels.
public final class PromptModel: ScreenModel {
    public let title: String
    public let confirmLabel: String
    public private(set) var field: TextFieldState
    public private(set) var errorMessage: String?
    /// Validates and applies the text; returns an error message to keep the modal open.
    private let submit: (String) -> String?
    private let navigator: Navigator

    public init(title: String, initialText: String = "", confirmLabel: String, navigator: Navigator,
                submit: @escaping (String) -> String?) {
        self.title = title
        self.confirmLabel = confirmLabel
        self.field = TextFieldState(initialText, maxLength: 200)
        self.navigator = navigator
        self.submit = submit
    }

    public var isEditingText: Bool { true }

    public func handle(_ key: Key) -> Bool {
        switch key {
        case .enter:
            let text = field.text.trimmingCharacters(in: .whitespaces)
            if text.isEmpty {
                errorMessage = "A name is required"
            } else if let problem = submit(text) {
                errorMessage = problem
            } else {
                navigator.dismissModal(didClose: true)
            }
        case .escape:
            navigator.dismissModal(didClose: false)
        default:
            if field.handle(key) { errorMessage = nil }
        }
        return true
    }
}
