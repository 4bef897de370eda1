/// What an import did, row by row: the book it went into and where each row ended up.
public struct ImportReport: Sendable, Equatable {
    /// A row that was read correctly but not stored, and why.
    public struct Skip: Sendable, Equatable, CustomStringConvertible {
        public var location: SourceLocation
        public var term: String
        public var reason: String

        public var description: String { "\(location): “\(term)” \(reason)" }
    }

    /// The book the words went into; nil when nothing was stored and no book existed.
    public var book: WordBook?
    public var createdBook = false
    public var added: [SourceLocation] = []
    public var updated: [SourceLocation] = []
    public var skipped: [Skip] = []
    public var malformed: [FormatProblem] = []

    public init(book: WordBook? = nil) {
        self.book = book
    }

    /// `12 added, 1 updated, 3 skipped, 1 malformed`.
    public var summary: String {
        "\(added.count) added, \(updated.count) updated, \(skipped.count) skipped, \(malformed.count) malformed"
    }
}
