/// What a close did, with the names it needs to say so: the status bar, `books close` and the
/// event log all report it from this one value, so they cannot disagree.
public struct CloseOutcome: Sendable, Equatable {
    /// Words copied into the target as new words.
    public var movedWords: Int
    /// Words whose term the target already had, merged into that word instead of copied.
    public var mergedWords: Int
    public var targetBookID: Int64?
    public var sourceTitle: String
    public var targetTitle: String?
    /// True when the target was created by this close.
    public var createdTarget: Bool
    /// The source's unfinished words when it was closed.
    public var unfinishedWords: Int
    /// The source's words when it was closed.
    public var totalWords: Int

    public init(movedWords: Int, mergedWords: Int = 0, targetBookID: Int64?, sourceTitle: String = "",
                targetTitle: String? = nil, createdTarget: Bool = false, unfinishedWords: Int = 0, totalWords: Int = 0) {
        self.movedWords = movedWords
        self.mergedWords = mergedWords
        self.targetBookID = targetBookID
        self.sourceTitle = sourceTitle
        self.targetTitle = targetTitle
        self.createdTarget = createdTarget
        self.unfinishedWords = unfinishedWords
        self.totalWords = totalWords
    }

    /// One line naming both books: `Closed “A”: moved 1, merged 2 already in “B”`.
    public var summary: String {
        let closed = "Closed “\(sourceTitle)”"
        guard let targetTitle else {
            if unfinishedWords == 0 {
                return totalWords == 0 ? "\(closed): it had no words" : "\(closed): all \(Counted.text(totalWords, "word")) learned, nothing to move"
            }
            return "\(closed): \(Counted.text(unfinishedWords, "unfinished word")) not moved"
        }
        if mergedWords > 0 {
            return "\(closed): moved \(movedWords), merged \(mergedWords) already in “\(targetTitle)”"
        }
        let into = createdTarget ? "the new book “\(targetTitle)”" : "“\(targetTitle)”"
        return "\(closed): moved \(Counted.text(movedWords, "word")) into \(into)"
    }
}
