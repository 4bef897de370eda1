import Foundation
import ShowbookPlatform

/// A modal asking for one line of text (a book name, a file path). Empty input is refused with
/// a message inside the modal; Enter submits, Esc cancels. With a `completer` (file paths),
/// Tab completes the text and lists the candidates when several match. What the text became
/// (the created book, the expanded path) comes back to the presenter as `.applied(value)`.
public final class PromptModel: KeyMappedScreen, ButtonPressing {
    public enum Command: Sendable, Equatable { case submit, cancel, complete }

    public static let keyMap: [KeyBinding<Command>] = [
        KeyBinding([.enter], "confirm", .submit).documented("confirm (the button says what: Add, Rename, Import, Mine…)"),
        KeyBinding([.escape], "cancel", .cancel),
    ]
    /// Added to `keyMap` when the prompt has a completer.
    public static let completionKeyMap: [KeyBinding<Command>] = [
        KeyBinding([.tab], "complete the path", .complete, hint: HintText("Tab", "complete"),
                   doesNothingWhen: "no file name goes on from the text")
            .documented("in a file prompt: complete the path (folders get `/`; hidden files after a `.`); `~` is `$HOME`"),
    ]

    /// A refusal whose words are shown in the modal as they are.
    public struct Refusal: Error, CustomStringConvertible {
        public let description: String
        public init(_ description: String) { self.description = description }
    }

    public let title: String
    /// The label before the field: "Name:" or "File:".
    public let fieldLabel: String
    public let confirmLabel: String
    public private(set) var field: TextFieldState
    public private(set) var errorMessage: String?
    /// What the last Tab found when several names matched.
    public private(set) var candidates: [String] = []
    /// Checks and applies the text, then answers with a problem to show (the modal stays
    /// open), or nil once it dismissed the modal with its value; the answer may come later (a
    /// write retried on a busy database).
    private let submit: (String, @escaping (String?) -> Void) -> Void
    private let dismissCancelled: () -> Void
    /// True from Enter until the submission answered; the modal keeps its text meanwhile.
    public private(set) var isSubmitting = false
    /// After a refusal, text to offer instead (a free book name), or nil to keep the input.
    private let suggest: (String) -> String?
    private let completer: ((String) -> PathCompletion)?

    /// A prompt whose text `accept` turns into its value at once (a path that must exist), or
    /// refuses with the thrown error's words.
    package convenience init<Value>(
        title: String, fieldLabel: String = "Name:", initialText: String = "", confirmLabel: String, navigator: Navigator,
        completer: ((String) -> PathCompletion)? = nil, accept: @escaping (String) throws -> Value,
        onDismiss: @escaping (ModalOutcome<Value>) -> Void
    ) {
        self.init(title: title, fieldLabel: fieldLabel, initialText: initialText, confirmLabel: confirmLabel,
                  navigator: navigator, completer: completer,
                  submitting: { text, answer in answer(Result { try accept(text) }) }, onDismiss: onDismiss)
    }

    /// A prompt whose text is stored through `writer`: a busy database keeps it open with the
    /// text while the write is retried, a failure shows as its one line, and what the write
    /// returned comes back as `.applied(value)` once it is stored.
    package convenience init<Value: Sendable>(
        title: String, initialText: String = "", confirmLabel: String, navigator: Navigator,
        suggest: @escaping (String) -> String? = { _ in nil }, writer: BackgroundWrite,
        write: @escaping @Sendable (String) throws -> Value, onDismiss: @escaping (ModalOutcome<Value>) -> Void
    ) {
        self.init(title: title, initialText: initialText, confirmLabel: confirmLabel, navigator: navigator, suggest: suggest,
                  submitting: { text, answer in
            let start = writer.perform({ try write(text) }) { result in
                if let value = result.value { answer(.success(value)) }
                if let error = result.error { answer(.failure(error)) }
            }
            if start == .stillSaving { answer(.failure(Refusal(BackgroundWrite.stillSavingText))) }
        }, onDismiss: onDismiss)
    }

    /// `submitting` answers through its call back, now or later: the value, or why not.
    package init<Value>(
        title: String, fieldLabel: String = "Name:", initialText: String = "", confirmLabel: String, navigator: Navigator,
        completer: ((String) -> PathCompletion)? = nil, suggest: @escaping (String) -> String? = { _ in nil },
        submitting: @escaping (String, @escaping (Result<Value, any Error>) -> Void) -> Void,
        onDismiss: @escaping (ModalOutcome<Value>) -> Void
    ) {
        self.title = title
        self.fieldLabel = fieldLabel
        self.confirmLabel = confirmLabel
        self.field = TextFieldState(initialText, maxLength: completer == nil ? 200 : 4_096)
        self.completer = completer
        self.suggest = suggest
        let dismiss = ModalDismissal(navigator: navigator, onDismiss: onDismiss)
        submit = { text, answer in
            submitting(text) { result in
                switch result {
                case let .success(value):
                    answer(nil)
                    dismiss(.applied(value))
                case let .failure(error): answer("\(error)")
                }
            }
        }
        dismissCancelled = { dismiss(.cancelled) }
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
        case .submit: press(.confirm)
        case .cancel: press(.cancel)
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

    /// Presses `button`, as its key or a mouse click does.
    /// While a submission is pending the modal waits for it: keys neither edit nor close it.
    public func press(_ button: ModalButton) {
        guard !isSubmitting else { return }
        guard button == .confirm else { return dismissCancelled() }
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
            guard let problem else { return }
            self.errorMessage = problem
            if let offer = self.suggest(text), offer != text {
                self.field = TextFieldState(offer, maxLength: self.field.maxLength)
            }
        }
    }
}
