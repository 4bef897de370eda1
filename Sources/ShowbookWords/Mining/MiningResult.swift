/// What mining a file or folder found.
public struct MiningResult: Sendable, Equatable {
    public var language: MiningLanguage
    /// Ranked: most heard first, ties by first appearance.
    public var candidates: [MiningCandidate]
    public var files: Int
    public var cues: Int
    /// Dictionary forms left out because a book (open or closed) already has them.
    public var known: Int
    /// Malformed cues, as `file:line: reason`.
    public var skipped: [String]
    /// Files that could not be read, and a missing meaning dictionary: one line each.
    public var warnings: [String]
    /// Every mined line's unknown lemmas (empty when mined without `knownNow`): the i+1 counts
    /// can be counted again as words become known.
    public var unknownLines = UnknownLines()
    /// The documents mined, tokenized: registering them afterwards reads no file again.
    public var documents: [SubtitleDocument] = []

    /// This result without its documents (what a screen keeps once they are registered).
    public var withoutDocuments: MiningResult {
        var result = self
        result.documents = []
        return result
    }
}
