import ShowbookApp

/// What a test's set-up throws when the screen or modal it walks to did not open. It names
/// what was expected and carries what the app showed instead (the stack, the modal, the
/// message), so a regression that stops a screen from opening fails the test with the state
/// seen — it is never a skip.
public struct ScreenNotShown: Error, CustomStringConvertible {
    public let expected: String
    public let seen: String

    public var description: String { "expected \(expected) to be shown; the app shows \(seen)" }
}

extension AppHarness {
    /// The failure for a screen or modal that should be on top and is not.
    public func notShown(_ expected: String) -> ScreenNotShown {
        ScreenNotShown(expected: expected, seen: shownState)
    }

    /// The navigator's stack (top last), its modal, the visible message and the status hints.
    public var shownState: String {
        let navigator = app.navigator
        let stack = navigator.stack.map { String(describing: $0) }.joined(separator: " > ")
        let modal = navigator.modal.map { String(describing: $0.modal) } ?? "none"
        let message = app.visibleMessage.map { "“\($0)”" } ?? "none"
        let hints = app.statusHints.map { "\($0.text.keys) \($0.text.label)" }.joined(separator: ", ")
        return "stack: \(stack); modal: \(modal); message: \(message); hints: \(hints)"
    }
}
