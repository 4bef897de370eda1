import Foundation

/// Why a provider call failed, as a one-line message for the status bar.
/// A superseded call is `MediaError.cancelled`, recognised by `isCancellation` — never by its
/// wording, so a failure whose text happens to read "cancelled" is still shown.
public struct MediaError: Error, Sendable, Equatable, CustomStringConvertible {
    public var message: String
    public let isCancellation: Bool

    public init(_ message: String) {
        self.message = message
        isCancellation = false
    }

    private init(cancellation message: String) {
        self.message = message
        isCancellation = true
    }

    public var description: String { message }

    public static let cancelled = MediaError(cancellation: "cancelled")
}
