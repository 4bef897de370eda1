import ShowbookPlatform
/// Which source a show comes from and its id there (`tmdb` + `1396`). Typed, so no code splits
/// prefixes out of strings; its text form `source:id` is what storage, logs and JSON keep, so
/// nothing changes on disk or in output.
public struct MediaID: Sendable, Hashable, Codable, CustomStringConvertible, SQLBindable {
    public var source: String
    public var id: String

    public init(source: String, id: String) {
        self.source = source
        self.id = id
    }

    /// Reads the text form. Everything before the first colon is the source (the id may hold
    /// more colons); text without a source keeps it all as the id, so any stored id reads back
    /// and prints exactly as it was.
    public init(_ text: String) {
        if let colon = text.firstIndex(of: ":"), colon != text.startIndex {
            self.init(source: String(text[..<colon]), id: String(text[text.index(after: colon)...]))
        } else {
            self.init(source: "", id: text)
        }
    }

    public var description: String { source.isEmpty ? id : "\(source):\(id)" }

    public var sqlValue: SQLValue { .text(description) }

    public init(from decoder: Decoder) throws {
        self.init(try decoder.singleValueContainer().decode(String.self))
    }

    public func encode(to encoder: Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(description)
    }
}
