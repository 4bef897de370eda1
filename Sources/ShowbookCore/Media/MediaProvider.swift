/// Where shows come from. The offline catalog, TMDB and TVmaze all implement this, and the
/// features only ever talk to this protocol. Calls are synchronous and run on background jobs;
/// they check `cancellation` so a superseded search stops early.
public protocol MediaProvider: Sendable {
    /// Short name for logs and the status bar ("offline", "tmdb", "tvmaze").
    var name: String { get }
    /// Credit line the provider's terms require on screen, if any.
    var attribution: String? { get }
    func search(query: String, page: Int, cancellation: Cancellation) throws -> MediaPage
    func detail(of media: Media, cancellation: Cancellation) throws -> MediaDetail
}

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
