/// A line for the status bar, with whether it reports a failure — decided where the message
/// is made, so the renderer never has to guess from the wording.
public struct StatusMessage: Equatable, Sendable {
    public var text: String
    public var isError: Bool

    public init(_ text: String, isError: Bool) {
        self.text = text
        self.isError = isError
    }

    public static func info(_ text: String) -> StatusMessage { StatusMessage(text, isError: false) }
    public static func error(_ text: String) -> StatusMessage { StatusMessage(text, isError: true) }
}
