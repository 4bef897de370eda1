import ShowbookPlatform
/// What a close did, with the names it needs to say so: the status bar, `books close` and the
/// event log all report it from this one value, so they cannot disagree.
public struct CloseOutcome: Sendable, Equatable {
    /// Words moved into the target as words of their own.
    public var movedWords: Int
    /// Words whose term the target already had, merged into that word instead of moved.
    public var mergedWords: Int
    public var targetBookID: Int64?
    public var sourceTitle: String
    public var targetTitle: String?
    /// True when the target was created by this close.
    public var createdTarget: Bool
    /// The source's words by knowledge state when it was closed (`unfinished` of it moved, if
    /// there was a target).
    public var knowledge: KnowledgeCounts
    /// The moved words started over: new cards and no history, instead of keeping their schedule.
    public var startedOver: Bool
    /// The words that stayed were retired: out of review, instead of coming due on Today.
    public var retired: Bool

    public init(movedWords: Int, mergedWords: Int = 0, targetBookID: Int64?, sourceTitle: String = "",
                targetTitle: String? = nil, createdTarget: Bool = false, knowledge: KnowledgeCounts = KnowledgeCounts(),
                startedOver: Bool = false, retired: Bool = false) {
        self.movedWords = movedWords
        self.mergedWords = mergedWords
        self.targetBookID = targetBookID
        self.sourceTitle = sourceTitle
        self.targetTitle = targetTitle
        self.createdTarget = createdTarget
        self.knowledge = knowledge
        self.startedOver = startedOver
        self.retired = retired
    }

    /// The source's unfinished words (neither Mature nor Known) when it was closed.
    public var unfinishedWords: Int { knowledge.unfinished }
    /// The source's words when it was closed.
    public var totalWords: Int { knowledge.total }
    /// The words that stayed in the closed book: the finished ones, and the unfinished ones too
    /// when nothing moved.
    public var stayingWords: Int { targetBookID == nil ? totalWords : totalWords - unfinishedWords }

    /// One line naming both books: `Closed “A”: moved 1, merged 2 already in “B”`; with
    /// nothing to move it says so, and names a book made for the words all the same.
    public var summary: String {
        let closed = "Closed “\(sourceTitle)”"
        let nothing = totalWords == 0 ? "it had no words" : "nothing unfinished to move"
        guard let targetTitle else {
            if unfinishedWords == 0 { return "\(closed): \(nothing)" }
            return "\(closed): \(Counted.text(unfinishedWords, "unfinished word")) not moved"
        }
        if unfinishedWords == 0 {
            if createdTarget { return "\(closed): \(nothing); made the new book “\(targetTitle)”" }
            return totalWords == 0 ? "\(closed): it had no words, so nothing moved into “\(targetTitle)”"
                : "\(closed): nothing unfinished to move into “\(targetTitle)”"
        }
        if mergedWords > 0 {
            return "\(closed): moved \(movedWords), merged \(mergedWords) already in “\(targetTitle)”"
        }
        let into = createdTarget ? "the new book “\(targetTitle)”" : "“\(targetTitle)”"
        return "\(closed): moved \(Counted.text(movedWords, "word")) into \(into)"
    }

    /// What the moved words were and what they keep: "Moved 2 young · 1 learning, with their
    /// schedules and review history" (just "Moved 4 new" when none had been studied); nil when
    /// nothing moved.
    public var movedLine: String? {
        guard targetBookID != nil, unfinishedWords > 0 else { return nil }
        let moved = "Moved \(knowledge.unfinishedText)"
        guard knowledge.new < unfinishedWords else { return moved }
        return moved + (startedOver ? ", started over as new words" : ", with their schedules and review history")
    }

    /// "18 mature words stay in ‘A’ and keep their reviews on Today" ("… and will no longer be
    /// reviewed" when retired); nil when none stays.
    public var stayLine: String? {
        knowledge.staySentence(in: sourceTitle, movingUnfinished: targetBookID != nil, retiring: retired)
    }

    /// The summary, then what moved and what stays: `books close` prints these lines.
    public var report: [String] { [summary] + [movedLine, stayLine].compactMap { $0 } }
}

extension KnowledgeCounts {
    /// The states a close moves, in the order of the knowledge text.
    package static let unfinishedStates: [KnowledgeState] = [.young, .learning, .new, .suspended]

    /// The unfinished words by state, only the states that have some: "2 young · 1 learning".
    public var unfinishedText: String {
        Self.unfinishedStates.filter { self[$0] > 0 }.map { "\(self[$0]) \($0.rawValue)" }.joined(separator: " · ")
    }

    /// The words that stay in a closed book and have a schedule to keep (Mature, and Young and
    /// Learning too unless `movingUnfinished`): those whose reviews go on unless the close retires
    /// them. Known and Suspended words are out of study either way, and a closed book's New words
    /// are never offered.
    public func reviewedStaying(movingUnfinished: Bool) -> Int {
        mature + (movingUnfinished ? 0 : young + learning)
    }

    /// What stays in a closed book `title` and what becomes of it: its Mature and Known words, and
    /// its unfinished ones too unless `movingUnfinished`. The studied ones keep their reviews on
    /// Today — "18 mature words stay in ‘A’ and keep their reviews on Today", "2 mature and 1 known
    /// words stay in ‘A’; 2 of them keep their reviews on Today" — unless `retiring`, or none was
    /// studied: "… stay in ‘A’ and will no longer be reviewed". Nil when no word stays.
    public func staySentence(in title: String, movingUnfinished: Bool, retiring: Bool = false) -> String? {
        let parts = [(mature, "mature"), (known, "known"), (movingUnfinished ? 0 : unfinished, "unfinished")]
            .filter { $0.0 > 0 }
        guard !parts.isEmpty else { return nil }
        let count = parts.reduce(0) { $0 + $1.0 }
        let named = parts.map { "\($0.0) \($0.1)" }
        let list = named.count == 1 ? named[0] : named.dropLast().joined(separator: ", ") + " and " + named[named.count - 1]
        let stay = "\(list) \(count == 1 ? "word stays" : "words stay") in ‘\(title)’"
        let reviewed = reviewedStaying(movingUnfinished: movingUnfinished)
        if retiring || reviewed == 0 { return stay + " and will no longer be reviewed" }
        if reviewed == count { return stay + (count == 1 ? " and keeps its reviews on Today" : " and keep their reviews on Today") }
        return stay + "; \(reviewed) of them \(reviewed == 1 ? "keeps its" : "keep their") reviews on Today"
    }
}
