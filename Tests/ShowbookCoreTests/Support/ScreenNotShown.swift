import XCTest
@testable import ShowbookApp

/// What a test's set-up throws when the screen or modal it walks to did not open. It names
/// what was expected and carries what the app showed instead (the stack, the modal, the
/// message), so a regression that stops a screen from opening fails the test with the state
/// seen — it is never a skip.
struct ScreenNotShown: Error, CustomStringConvertible {
    let expected: String
    let seen: String

    var description: String { "expected \(expected) to be shown; the app shows \(seen)" }
}

extension TestHarness {
    /// The failure for a screen or modal that should be on top and is not.
    func notShown(_ expected: String) -> ScreenNotShown {
        ScreenNotShown(expected: expected, seen: shownState)
    }

    /// The navigator's stack (top last), its modal, the visible message and the status hints.
    var shownState: String {
        let navigator = app.navigator
        let stack = navigator.stack.map { String(describing: $0) }.joined(separator: " > ")
        let modal = navigator.modal.map { String(describing: $0.modal) } ?? "none"
        let message = app.visibleMessage.map { "“\($0)”" } ?? "none"
        let hints = app.statusHints.map { "\($0.text.keys) \($0.text.label)" }.joined(separator: ", ")
        return "stack: \(stack); modal: \(modal); message: \(message); hints: \(hints)"
    }
}
