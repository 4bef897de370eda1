import ShowbookWords
/// "I know this" on the study screen, and the way back: `k` marks the word on screen Known — on
/// a session card's back (it leaves the session) or in free practice (it stays in the deck, and
/// leaves the session when the session holds it) — and `u` takes back the session's last change.
/// In practice `u` takes back Known marks only; a grade is undone from the session.
extension StudyModel {
    /// `k`: the word is Known — out of study, its card kept, counted in the summary.
    package func markKnown() {
        guard let card = currentCard, mode == .practice || isFlipped else { return }
        if mode == .practice, card.knownAt != nil {
            return status.info("“\(card.term)” is already Known — u takes the last mark back")
        }
        let words = self.words
        writer.perform({ () throws -> (Word, Word) in
            (try words.requireWord(card.id), try words.setMark(.known, true, wordID: card.id, in: card.bookID))
        }, status: status, doing: "mark “\(card.term)” known") { [weak self] before, after in
            guard let self else { return }
            self.session.markKnown(before)
            self.practice.replace(after)
            self.checkLimit()
            if self.mode == .session { self.advance() }
            self.status.info("“\(card.term)” is Known: out of study — u undoes")
        }
    }

    /// A digit (or `k`) before the flip stays on the card (it never jumps to a tab mid-session).
    public func handleUnmapped(_ key: Key) -> Bool {
        guard mode == .session else { return false }
        if Self.isDigit([key]) {
            if sessionCard != nil { status.info("Flip the card first (Space), then grade 1–4") }
            return true
        }
        guard key == .character("k") else { return false }
        if sessionCard != nil { status.info("Flip the card first (Space), then k marks it Known") }
        return true
    }

    package func undo() {
        guard let change = session.changes.last else { return status.info("Nothing to undo in this session") }
        if mode == .practice, !change.isKnownMark {
            return status.info("u in practice takes back Known marks — p, then u, takes back the last grade")
        }
        let (reviews, words, study) = (self.reviews, self.words, self.study)
        // A Known mark on a word outside the session brings nothing back into it: a finished
        // session stays recorded.
        let finished = change.bringsBack ? finishedSessionIDs : []
        writer.perform({
            switch change {
            case let .graded(step): try reviews.undoReview(restoring: step.before)
            case let .setAside(before, _), let .markedKnown(before): try words.restoreMarks(of: before)
            }
            if !finished.isEmpty { try study.deleteSessions(finished) }
        }, status: status, doing: "undo the last change") { [weak self] in self?.undid(change) }
    }

    private func undid(_ change: StudySession.Change) {
        let restored = session.undo()
        if let restored { practice.replace(restored) }
        isFlipped = false
        checkLimit()
        if change.bringsBack {
            finishedSessionIDs = []
            // In practice the session card stays; after the end, the session is open again.
            if mode != .practice { sessionCard = restored; cardShownAt = clock.now }
            if mode != .practice || sessionCard == nil { summary = nil }
            if mode != .practice { mode = .session }
        } else {
            summary?.markedKnown = session.markedKnown
        }
        switch change {
        case let .graded(step): status.info("Undid \(step.grade.name.capitalized) on “\(step.before.term)”")
        case let .setAside(word, _), let .markedKnown(word): status.info("“\(word.term)” is back in study")
        }
    }

    /// `p` from practice: the session card again, or the summary of a finished session — or,
    /// when practice marked the card Known or an undo there reopened the finished session, the
    /// session's next card (or its summary).
    package func returnFromPractice() {
        if let card = sessionCard, session.entries[card.id] != nil {
            mode = .session
            return
        }
        if sessionCard == nil, summary != nil {
            mode = .summary
            summary?.markedKnown = session.markedKnown
            return
        }
        summary = nil
        mode = .session
        advance()
    }
}

extension StudySession.Change {
    /// True when taking the change back returns a word to the session (a grade, a set-aside).
    package var bringsBack: Bool {
        if case .markedKnown = self { return false }
        return true
    }
}
