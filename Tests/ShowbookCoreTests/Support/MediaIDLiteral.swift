@testable import ShowbookTV

/// Lets tests write a media id as its text form (`"tmdb:1396"`), as it is stored and printed.
extension MediaID: ExpressibleByStringLiteral {
    public init(stringLiteral text: String) { self.init(text) }
}
