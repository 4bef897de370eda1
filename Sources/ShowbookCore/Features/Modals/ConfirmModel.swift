/// A yes/no question in a modal ("Delete this book?"). Enter picks the focused button,
/// ←/→/Tab move between buttons, Esc cancels. The outcome goes to the presenter through the
/// navigator as `.confirmed` or `.cancelled`.
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

    public func perform(_ command: Command) {
        switch command {
        case .switchButton: focusedButton = 1 - focusedButton
        case .activate: press(button: focusedButton)
        case .yes: press(button: 0)
        case .no: press(button: 1)
        }
    }

    /// A modal keeps every other key from the screens under it.
    public func handleUnmapped(_ key: Key) -> Bool { true }

    /// Presses button `index` (0 = confirm, 1 = cancel), as a mouse click does.
    public func press(button index: Int) {
        navigator.dismissModal(index == 0 ? .confirmed : .cancelled)
    }
}

/// A modal asking for one line of text (a book name, a file path). Empty input is refused with
/// a message inside the modal; Enter submits, Esc cancels. With a `completer` (file paths),
/// Tab completes the text and lists the candidates when several match.
public final class PromptModel: KeyMappedScreen, ButtonPressing {
    public enum Command: Sendable, Equatable { case submit, cancel, complete }

    public static let keyMap: [KeyBinding<Command>] = [
        KeyBinding([.enter], "confirm", .submit),
        KeyBinding([.escape], "cancel", .cancel),
    ]
    /// Added to `keyMap` when the prompt has a completer.
    public static let completionKeyMap: [KeyBinding<Command>] = [
        KeyBinding([.tab], "complete the path", .complete, hint: HintText("Tab", "complete"),
                   doesNothingWhen: "no file name goes on from the text"),
    ]

    public let title: String
    /// The label before the field: "Name:" or "File:".
    public let fieldLabel: String
    public let confirmLabel: String
    public private(set) var field: TextFieldState
    public private(set) var errorMessage: String?
    /// What the last Tab found when several names matched.
    public private(set) var candidates: [String] = []
    /// Validates and applies the text, then calls back with an error message to keep the modal
    /// open, or nil to close it; the call back may come later (a write retried on a busy database).
    private let submit: (String, @escaping (String?) -> Void) -> Void
    /// True from Enter until the submission answered; the modal keeps its text meanwhile.
    public private(set) var isSubmitting = false
    /// After a refusal, text to offer instead (a free book name), or nil to keep the input.
    private let suggest: (String) -> String?
    private let completer: ((String) -> PathCompletion)?
    private let navigator: Navigator

    public convenience init(title: String, fieldLabel: String = "Name:", initialText: String = "", confirmLabel: String,
                            navigator: Navigator, completer: ((String) -> PathCompletion)? = nil,
                            suggest: @escaping (String) -> String? = { _ in nil }, submit: @escaping (String) -> String?) {
        self.init(title: title, fieldLabel: fieldLabel, initialText: initialText, confirmLabel: confirmLabel,
                  navigator: navigator, completer: completer, suggest: suggest, submitting: { text, done in done(submit(text)) })
    }

    /// A prompt whose text is stored through `writer`: a busy database keeps it open with the
    /// text while the write is retried, a failure shows as its one line, and `written` gets what
    /// the write returned once it is stored.
    public convenience init<Value: Sendable>(
        title: String, initialText: String = "", confirmLabel: String, navigator: Navigator,
        suggest: @escaping (String) -> String? = { _ in nil }, writer: BackgroundWrite,
        write: @escaping @Sendable (String) throws -> Value, written: @escaping (Value) -> Void
    ) {
        self.init(title: title, initialText: initialText, confirmLabel: confirmLabel, navigator: navigator, suggest: suggest,
                  submitting: { text, done in
            let start = writer.perform({ try write(text) }) { result in
                if let value = result.value { written(value) }
                done(result.error.map(String.init(describing:)))
            }
            if start == .stillSaving { done(BackgroundWrite.stillSavingText) }
        })
    }

    /// `submitting` answers through its call back, now or later.
    public init(title: String, fieldLabel: String = "Name:", initialText: String = "", confirmLabel: String,
                navigator: Navigator, completer: ((String) -> PathCompletion)? = nil,
                suggest: @escaping (String) -> String? = { _ in nil },
                submitting: @escaping (String, @escaping (String?) -> Void) -> Void) {
        self.title = title
        self.fieldLabel = fieldLabel
        self.confirmLabel = confirmLabel
        self.field = TextFieldState(initialText, maxLength: completer == nil ? 200 : 4_096)
        self.navigator = navigator
        self.completer = completer
        self.suggest = suggest
        self.submit = submitting
    }

    public var isEditingText: Bool { true }
    /// Whether Tab completes file paths here.
    public var completesPaths: Bool { completer != nil }
    public var helpEntries: [HelpEntry] { activeKeyMap.helpEntries() + TextFieldState.helpEntries }

    /// The keys this prompt dispatches through: Enter's hint named after the button ("Enter
    /// add"), and Tab after it when the prompt completes paths.
    public var activeKeyMap: [KeyBinding<Command>] {
        var map = Self.keyMap.map { $0.command == .submit ? $0.hinted("Enter", confirmLabel.lowercased()) : $0 }
        if completesPaths { map.insert(contentsOf: Self.completionKeyMap, at: 1) }
        return map
    }

    public func perform(_ command: Command) {
        switch command {
        case .submit: press(button: 0)
        case .cancel: press(button: 1)
        case .complete:
            guard let completer, !isSubmitting else { return }  // not in the key map without one
            let completion = completer(field.text)
            field.text = completion.text
            candidates = completion.candidates
            errorMessage = nil
        }
    }

    /// Every other key edits the name (the field's editing keys are not hints).
    public func handleUnmapped(_ key: Key) -> Bool {
        if !isSubmitting, field.handle(key) {
            errorMessage = nil
            candidates = []
        }
        return true
    }

    /// Presses button `index` (0 = confirm, 1 = cancel).
    /// While a submission is pending the modal waits for it: keys neither edit nor close it.
    public func press(button index: Int) {
        guard !isSubmitting else { return }
        guard index == 0 else { return navigator.dismissModal(.cancelled) }
        let text = field.text.trimmingCharacters(in: .whitespaces)
        candidates = []
        if text.isEmpty {
            errorMessage = "A \(fieldLabel.trimmingCharacters(in: [":"]).lowercased()) is required"
            return
        }
        isSubmitting = true
        errorMessage = nil
        submit(text) { [weak self] problem in
            guard let self else { return }
            self.isSubmitting = false
            if let problem {
                self.errorMessage = problem
                if let offer = self.suggest(text), offer != text {
                    self.field = TextFieldState(offer, maxLength: self.field.maxLength)
                }
            } else {
                self.navigator.dismissModal(.applied)
            }
        }
    }
}
