import Foundation
import ShowbookPlatform
import ShowbookWords

/// The study screen. A session (`StudySession`) serves the cards in FSRS order; each card's
/// front shows one side (per book, `f` switches it), Space/Enter flips, `1`–`4` grade after
/// the flip (→/l Good and ←/h Again at any time), each grade saved at once as an FSRS review;
/// `k` after the flip marks the word Known (it leaves the session; its card is kept); `u` takes
/// grades and Known marks back to the session's start; when nothing is left the summary shows.
/// `p` switches to free practice (filters and shuffle of JWords), which saves no grade; `k`
/// there marks the word on screen Known too (`StudyModel+Known`), counted in the summary.
public final class StudyModel: KeyMappedScreen, StatusReporting {
    public enum Mode: Sendable, Equatable { case session, summary, practice }

    public enum Command: Sendable, Equatable {
        case flip, grade(ReviewGrade), known, undo, reset, front, practice, filter, shuffle, next, previous, moreNew, back, hear
        case scrollUp, scrollDown, pageUp, pageDown
    }

    public var activeKeyMap: [KeyBinding<Command>] {
        switch mode {
        case .summary:
            return Self.summaryKeyMap.filter { ($0.command != .practice || hasSession) && ($0.command != .moreNew || limitReached != nil) }
        case .practice:
            let map = hasSession ? Self.practiceKeyMap : Self.practiceKeyMap.filter { $0.command != .practice }
            guard practice.current == nil else { return withScrollKeys(map) }
            return map.filter { [.filter, .shuffle, .front, .practice, .undo, .back].contains($0.command) }
        case .session:
            // The digits grade and `k` marks Known only after the flip (before it, `handleUnmapped` keeps them).
            let map = limitReached == nil ? Self.keyMap.filter { $0.command != .moreNew } : Self.keyMap
            return withScrollKeys(isFlipped ? map : map.filter { !Self.isDigit($0.keys) && $0.command != .known })
        }
    }

    package static func isDigit(_ keys: [Key]) -> Bool {
        keys.contains { ("1"..."4").contains($0.typedCharacter ?? " ") }
    }

    public let title: String
    public internal(set) var mode: Mode
    public internal(set) var isFlipped = false
    /// The card on screen in the session (nil in the summary).
    public internal(set) var sessionCard: Word?
    /// When the session card was put on screen (the app clock): its grade's answer time starts here.
    package var cardShownAt: Date?
    public internal(set) var session: StudySession
    /// The free-practice deck, read when practice is first opened.
    public internal(set) var practice = PracticeDeck(words: [])
    public internal(set) var summary: StudySummary?
    /// How far the card on screen is scrolled (`StudyModel+Scroll`).
    public internal(set) var cardScroll = CardScroll()
    /// Today's new-word limit is spent while new words of the session's books wait (nil when
    /// not, and for practice); read when the session starts and ends.
    public private(set) var limitReached: DailyLimitReached?
    private let newWordScope: NewWordScope?
    /// A prep session's new words beside today's limit (its header says them); nil otherwise.
    public let prepDay: PrepDay?
    private let calendar: Calendar
    public let status: StatusReporter
    private let hasSession: Bool
    private var loadPractice: (() throws -> [Word])?
    private var frontSides: [Int64: FrontSide] = [:]
    private var schedulers: [Int64: FSRSScheduler] = [:]
    package var finishedSessionIDs: [Int64] = []
    private var generator: SeededGenerator
    package let words: WordStore
    package let reviews: ReviewStore
    package let study: StudyStore
    /// The back's "heard in S01E03" line per word.
    private lazy var heardNotes = HeardNotes(store: ExposureStore(database: words.database))

    /// A deck without a session studies in free practice only; its `loadPractice` reads the
    /// practice deck.
    package let context: ScreenContext

    package init(deck: StudyDeck, words: WordStore, reviews: ReviewStore, study: StudyStore, calendar: Calendar,
         generator: SeededGenerator, context: ScreenContext) {
        let session = deck.session
        title = deck.title
        self.context = context
        status = context.status
        self.words = words
        self.reviews = reviews
        self.study = study
        self.generator = generator
        loadPractice = deck.loadPractice
        newWordScope = deck.newWordScope
        prepDay = deck.prepDay
        self.calendar = calendar
        hasSession = session != nil
        self.session = StudySession(entries: session ?? [], startedAt: context.clock.now)
        mode = session == nil ? .practice : .session
        checkLimit()
        if hasSession { advance() } else { openPractice() }
    }

    /// The card on screen, in the session or in practice.
    public var currentCard: Word? {
        switch mode {
        case .session: return sessionCard
        case .practice: return practice.current
        case .summary: return nil
        }
    }

    /// The side of the current card's book that is shown first.
    public var frontSide: FrontSide {
        guard let card = currentCard else { return .term }
        return frontSide(bookID: card.bookID)
    }

    /// What the visible face of the current card shows.
    public var visibleFace: CardFace? {
        guard let card = currentCard else { return nil }
        return isFlipped ? CardFace.back(of: card, heard: heardNotes.line(for: card.id)) : CardFace.front(of: card, side: frontSide)
    }

    /// After the flip in a session: the interval each grade would give ("10m", "1d", …),
    /// computed by the scheduler without saving anything.
    public var intervalHints: [(grade: ReviewGrade, text: String)]? {
        guard mode == .session, isFlipped, let card = sessionCard else { return nil }
        let now = clock.now
        let scheduler = scheduler(bookID: card.bookID)
        return ReviewGrade.allCases.map { grade in
            let seed = FSRSScheduler.fuzzSeed(term: card.term, reps: card.card.reps, at: now)
            let next = scheduler.review(card.card, grade: grade, at: now, fuzzSeed: seed)
            return (grade, IntervalText.short((next.due ?? now).timeIntervalSince(now)))
        }
    }

    /// "3 new · 1 learning · 12 review" in a session, "3 / 12" in practice.
    public var progressText: String {
        switch mode {
        case .practice: return practice.progressText
        case .summary: return "done"
        case .session: return sessionCounts.text
        }
    }

    /// What the session has left now, by kind (recounted after every grade).
    public var sessionCounts: SessionCounts { session.counts(at: clock.now) }

    /// True while a grade (or another change) is being written; the card waits for it.
    public var isSaving: Bool { writer.isRunning }

    public func perform(_ command: Command) {
        // Until the last change is saved the card stays as it is; only leaving and scrolling are allowed.
        switch command {
        case .scrollUp: return scrollContent(by: -1)
        case .scrollDown: return scrollContent(by: 1)
        case .pageUp: return scrollContent(by: -cardScroll.visibleLines)
        case .pageDown: return scrollContent(by: cardScroll.visibleLines)
        default: break
        }
        if command != .back, writer.isStillSaving(status) { return }
        status.clear()
        switch command {
        case .flip: if currentCard != nil { isFlipped.toggle() }
        case let .grade(grade): self.grade(grade)
        case .known: markKnown()
        case .hear: hear()
        case .undo: undo()
        case .reset: confirmReset()
        case .front: switchFront()
        case .practice: togglePractice()
        case .filter:
            practice.nextFilter()
            isFlipped = false
            if practice.cards.isEmpty { status.info("No cards in this filter — press m") }
        case .shuffle:
            practice.shuffle(using: &generator)
            isFlipped = false
        case .moreNew: moreNew()
        case .next: movePractice(by: 1)
        case .previous: movePractice(by: -1)
        case .back: navigator.pop()
        case .scrollUp, .scrollDown, .pageUp, .pageDown: break
        }
    }

    private func grade(_ grade: ReviewGrade) {
        guard mode == .session, let card = sessionCard else { return }
        let reviews = self.reviews
        let now = clock.now
        let duration = cardShownAt.map { StudyEvent.answerDuration(shown: $0, graded: now) }
        // Not saved, so not done: on failure the card stays for another grade.
        writer.perform({ try reviews.review(wordID: card.id, grade: grade, at: now, in: card.bookID, duration: duration) }, status: status,
                       doing: "save the grade") { [weak self] after in
            guard let self else { return }
            self.session.record(grade, before: card, after: after)
            self.practice.replace(after)
            // A new word graded may spend the day's last new word: the header says so at once.
            if card.card.isNew { self.checkLimit() }
            self.advance()
        }
    }

    /// The next card of the session, or the summary when nothing is left.
    package func advance() {
        isFlipped = false
        if let next = session.next(at: clock.now) {
            do {
                let word = try words.requireWord(next.id)
                sessionCard = word
                cardShownAt = clock.now
                if word.cardNeedsRepair { status.info("“\(word.term)” had invalid study data: studied as new") }
                return
            } catch {
                // A word deleted elsewhere meanwhile ends the session rather than the program.
                status.report(error, doing: "read the next card")
            }
        }
        sessionCard = nil
        let now = clock.now
        var finished = session.summary(at: now)
        finished.nextReview = nextReview(at: now, sessionDue: finished.nextDue)
        summary = finished
        mode = .summary
        checkLimit()
        guard !session.changes.isEmpty else {
            status.info(limitReached?.text ?? "Nothing to study now — p for free practice")
            return
        }
        let study = self.study
        let (bookIDs, startedAt, reviewCount) = (session.bookIDs, session.startedAt, session.steps.count)
        // Only Known marks, no grade: nothing was studied, so no session is recorded.
        guard reviewCount > 0 else { return }
        writer.perform({
            try study.recordFinishedSession(bookIDs: bookIDs, startedAt: startedAt, finishedAt: now, reviews: reviewCount)
        }, status: status, doing: "record the finished session") { [weak self] ids in self?.finishedSessionIDs = ids }
    }

    /// The soonest of the session's next due card and the stored next review of its books (all
    /// open books, but for one book's session), said for the summary.
    private func nextReview(at now: Date, sessionDue: Date?) -> NextReview? {
        let stored = (try? study.nextDue(after: now, bookID: newWordScope?.bookID)) ?? nil
        return [stored, sessionDue].compactMap { $0 }.min().map { NextReview(due: $0, now: now, calendar: calendar) }
    }

    /// Reads whether today's limit of new words stops this session from taking in more (at its
    /// start and end, after each new word graded or marked Known, and after an undo).
    package func checkLimit() {
        guard let scope = newWordScope else { return }
        limitReached = try? study.dailyLimitReached(at: clock.now, calendar: calendar, bookID: scope.bookID)
    }

    /// `+`: raises today's limit by ten and takes the new words it allows into the session.
    private func moreNew() {
        guard let scope = newWordScope, limitReached != nil else {
            return status.info("The daily limit of new words is not reached")
        }
        let (study, calendar, now, have) = (self.study, self.calendar, clock.now, Set(session.entries.keys))
        writer.perform({ () throws -> (Int, [StudySession.Entry]) in
            let limit = try study.raiseTodaysLimit(on: now, calendar: calendar)
            return (limit, try study.moreNewWords(for: scope, at: now, calendar: calendar, excluding: have))
        }, status: status, doing: "raise today's limit") { [weak self] result in
            guard let self else { return }
            let (limit, more) = result
            self.session.add(more)
            self.checkLimit()
            self.status.info("Today's limit is \(Counted.text(limit, "new word")) — \(more.count) more to study")
            if self.mode == .summary, !more.isEmpty {
                self.summary = nil
                self.mode = .session
                self.advance()
            }
        }
    }

    private func togglePractice() {
        isFlipped = false
        switch mode {
        case .practice:
            guard hasSession else { return }
            returnFromPractice()
        case .session, .summary:
            openPractice()
        }
    }

    /// Free practice, reading its deck the first time.
    private func openPractice() {
        mode = .practice
        guard let load = loadPractice else { return }
        do {
            practice = PracticeDeck(words: try load())
            loadPractice = nil
        } catch {
            status.report(error, doing: "read the practice cards")
        }
    }

    private func movePractice(by offset: Int) {
        practice.move(by: offset)
        isFlipped = false
    }

    private func switchFront() {
        guard let card = currentCard else { return }
        let side = frontSide(bookID: card.bookID).other
        let study = self.study
        writer.perform({ try study.setFrontSide(bookID: card.bookID, to: side) }, status: status,
                       doing: "save the front side", otherwise: { [weak self] in self?.isFlipped = false }) { [weak self] in
            self?.frontSides[card.bookID] = side
            self?.isFlipped = false
        }
    }

    private func confirmReset() {
        guard let card = currentCard else { return }
        let question = ModalDestination.Question(title: "Reset word", message: "Make “\(card.term)” new again? Its history is kept.",
                                                 confirmLabel: "Reset")
        navigator.present(.confirm(question) { [weak self] outcome in
            guard let self, outcome == .confirmed else { return }
            let (reviews, words) = (self.reviews, self.words)
            self.writer.perform({ () throws -> Word in
                try reviews.forget(wordID: card.id)
                return try words.requireWord(card.id)
            }, status: self.status, doing: "reset “\(card.term)”") { [weak self] word in
                guard let self else { return }
                self.session.replace(word)
                self.practice.replace(word)
                if self.sessionCard?.id == word.id { self.sessionCard = word }
                self.status.info("“\(card.term)” is new again")
            }
        })
    }

    private func frontSide(bookID: Int64) -> FrontSide {
        if let side = frontSides[bookID] { return side }
        let side = (try? study.frontSide(bookID: bookID)) ?? .term
        frontSides[bookID] = side
        return side
    }

    private func scheduler(bookID: Int64) -> FSRSScheduler {
        if let scheduler = schedulers[bookID] { return scheduler }
        let scheduler = FSRSScheduler(parameters: (try? reviews.parameters(bookID: bookID)) ?? reviews.studySettings.parameters())
        schedulers[bookID] = scheduler
        return scheduler
    }
}

extension StudyModel: ContextualScreen {}
