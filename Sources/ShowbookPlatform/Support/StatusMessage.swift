import Foundation

/// A line for the status bar, with whether it reports a failure — decided where the message
/// is made, so the renderer never has to guess from the wording.
public struct StatusMessage: Equatable, Sendable {
    public var text: String
    public var isError: Bool
    /// How long it stays in the status bar when not the usual five seconds (an undo offer
    /// stays as long as `u` works).
    public var seconds: TimeInterval?
    /// Lines only the `!` log shows in full (every malformed line of an import).
    public var details: [String] = []

    public init(_ text: String, isError: Bool) {
        self.text = text
        self.isError = isError
    }

    public static func info(_ text: String) -> StatusMessage { StatusMessage(text, isError: false) }
    public static func error(_ text: String) -> StatusMessage { StatusMessage(text, isError: true) }

    /// "Deleted … — u to undo", shown for the whole undo window.
    public static func undoable(_ text: String) -> StatusMessage {
        var message = StatusMessage(text + " — u to undo", isError: false)
        message.seconds = UndoSlot<Void>.window
        return message
    }
}
