import Foundation
import ShowbookPlatform
import ShowbookWords

/// The Today tab: what FSRS says is due. First every open book with words due now (reviews
/// and relearning) or new words the daily limit still allows, and "from closed books" (the due
/// words of closed books that keep their reviews), under a "Study all due" entry that runs one
/// session across them all; then the "wrong words" practice, which never changes a schedule.
/// Enter starts the entry's session. Under the heading, the next episode of a saved show with
/// a linked book to air, and the words to learn by then (`NextAiring`, found on a job).
public final class TodayModel: KeyMappedScreen, RowSelecting, StatusReporting {
    public enum Entry: Equatable {
        case studyAll(due: Int, new: Int)
        case due(BookHeading, due: Int, new: Int)
        /// The due words of closed books that keep their reviews.
        case closedBooks(due: Int)
        case wrongWords(count: Int)

        /// What keeps the selection on the same entry when Today reloads.
        public enum ID: Hashable {
            case studyAll, due(bookID: Int64), closedBooks, wrongWords
        }

        public var id: ID {
            switch self {
            case .studyAll: return .studyAll
            case let .due(heading, _, _): return .due(bookID: heading.id)
            case .closedBooks: return .closedBooks
            case .wrongWords: return .wrongWords
            }
        }
    }

    public enum Command: Sendable { case move(ListMotion), open, moreNew }

    public static let keyMap: [KeyBinding<Command>] = [
        KeyBinding([.up, .character("k")], "up", .move(.up), hint: false)
            .documented("move", keys: KeyLabel.pair(.up, .down) + [.words(" (")] + KeyLabel.pair(.character("k"), .character("j")) + [.words(")")]),
        KeyBinding([.down, .character("j")], "down", .move(.down), hint: false).documentedInRowAbove(),
        KeyBinding([.enter], "study", .open, doesNothingWhen: "nothing is due today")
            .documented("study all due, one book's session, or practice the wrong words"),
        KeyBinding([.character("+")], "\(StudyStore.limitStep) more new words today", .moreNew,
                   doesNothingWhen: "the daily limit is not reached or no new word waits").documented(StudyModel.moreNewDoc),
    ]

    /// `+` is offered only while the daily limit holds new words back.
    public var activeKeyMap: [KeyBinding<Command>] {
        limitReached == nil ? Self.keyMap.filter { if case .moreNew = $0.command { return false } else { return true } } : Self.keyMap
    }

    public private(set) var content = SelectableList<Entry, Entry.ID>(id: \.id)
    public var entries: [Entry] { content.visible }
    public var list: ListState { content.state }
    /// Words due now and new words available today, across open books.
    public private(set) var totalDue = 0
    public private(set) var totalNew = 0
    /// With nothing to study today: when the next review is (nil while words are due or new, or
    /// when none is scheduled).
    public private(set) var nextReview: NextReview?
    /// Today's new-word limit is spent while new words wait in open books.
    public private(set) var limitReached: DailyLimitReached?
    /// What the learner knows across open books ("12 mature · 30 young · 8 learning · 50 new"),
    /// counted on a background job (it reads every word) and drawn when it lands.
    public private(set) var knowledge = KnowledgeCounts()
    /// Which count of `knowledge` is wanted: an older job's answer is dropped.
    private var knowledgeAsked = 0
    /// The next episode of a saved show with a linked book to air, once found (nil: none).
    public private(set) var nextAiring: NextAiring?
    private var airingAsked = 0
    /// Finds `nextAiring` at a moment (off the main thread); nil: Today shows no airing line.
    private let findAiring: (@Sendable (Date) throws -> NextAiring?)?
    public let status: StatusReporter
    private var wrongWords: [Word] = []
    private let books: BookStore
    private let words: WordStore
    private let study: StudyStore
    private let studyDays: StudyDays

    package let context: ScreenContext

    package init(books: BookStore, words: WordStore, study: StudyStore, studyDays: StudyDays, context: ScreenContext,
                 nextAiring: (@Sendable (Date) throws -> NextAiring?)? = nil) {
        self.books = books
        findAiring = nextAiring
        self.words = words
        self.study = study
        self.studyDays = studyDays
        status = context.status
        self.context = context
    }

    public func didAppear() { reload() }

    public func reload() {
        let now = clock.now
        do {
            let headings = try books.openBookHeadings()
            let newLeft = try study.newWordsLeft(on: now, calendar: studyDays.calendar)
            let counts = try study.studyCounts(at: now, newLimit: newLeft)
            countKnowledge(in: headings.map(\.id))
            lookForNextAiring(at: now)
            var due: [Entry] = []
            var dueSum = 0, newSum = 0
            for book in headings {
                let count = counts[book.id] ?? StudyCounts(due: 0, new: 0)
                // studyCounts already stops each book's new words at the day's limit.
                if count.due > 0 || count.new > 0 { due.append(.due(book, due: count.due, new: count.new)) }
                dueSum += count.due
                newSum += count.new
            }
            let closedDue = try study.closedBooksDue(at: now)
            if closedDue > 0 { due.append(.closedBooks(due: closedDue)) }
            dueSum += closedDue
            totalDue = dueSum
            totalNew = min(newSum, newLeft)
            nextReview = totalDue + totalNew == 0 ? try study.nextReview(after: now, calendar: studyDays.calendar) : nil
            limitReached = try study.dailyLimitReached(at: now, calendar: studyDays.calendar, bookID: nil)
            wrongWords = try words.failedWordsInOpenBooks()
            let practice: [Entry] = wrongWords.isEmpty ? [] : [.wrongWords(count: wrongWords.count)]
            let all: [Entry] = totalDue + totalNew > 0 ? [.studyAll(due: totalDue, new: totalNew)] : []
            content.setItems(all + due + practice)
            status.clear()
        } catch {
            status.report(error, doing: "read what is due today")
        }
    }

    /// Sums the knowledge counts of `openBooks` off the main thread into `knowledge`.
    private func countKnowledge(in openBooks: [Int64]) {
        knowledgeAsked += 1
        let asked = knowledgeAsked
        let books = self.books
        context.jobs.submit({ Result { try books.knowledgeCounts() } }) { [weak self] result in
            guard let self, asked == self.knowledgeAsked else { return }
            switch result {
            case let .success(known):
                self.knowledge = openBooks.reduce(KnowledgeCounts()) { $0 + (known[$1] ?? KnowledgeCounts()) }
            case let .failure(error):
                self.status.report(error, doing: "count what you know")
            }
        }
    }

    /// Finds the next airing episode off the main thread into `nextAiring`.
    private func lookForNextAiring(at now: Date) {
        guard let findAiring else { return }
        airingAsked += 1
        let asked = airingAsked
        context.jobs.submit({ Result { try findAiring(now) } }) { [weak self] result in
            guard let self, asked == self.airingAsked else { return }
            switch result {
            case let .success(found): self.nextAiring = found
            case let .failure(error): self.status.report(error, doing: "find the next episode to air")
            }
        }
    }

    /// "Friday: Show S01E05 airs — 23 words to learn by then", once found.
    public var nextAiringText: String? { nextAiring?.text(now: clock.now) }

    public func setVisibleRows(_ rows: Int) { content.setVisibleRows(rows) }

    public func selectRow(_ index: Int) { content.select(index) }

    public func openSelectedRow() { perform(.open) }

    public func perform(_ command: Command) {
        switch command {
        case let .move(motion): content.apply(motion)
        case .open: openSelected()
        case .moreNew: raiseLimit()
        }
    }

    /// `+`: ten more new words today (today only; the setting stays).
    private func raiseLimit() {
        guard limitReached != nil else { return status.info("The daily limit of new words is not reached") }
        do {
            let limit = try study.raiseTodaysLimit(on: clock.now, calendar: studyDays.calendar)
            reload()
            status.info("Today's limit is \(Counted.text(limit, "new word"))")
        } catch {
            status.report(error, doing: "raise today's limit")
        }
    }

    private func openSelected() {
        guard let entry = content.selected else { return }
        do {
            let source: StudySource
            switch entry {
            case .studyAll: source = .allBooks
            case .closedBooks: source = .closedBooks
            case let .due(heading, _, _):
                guard let book = try books.book(id: heading.id) else { throw WordBookError.notFound("book") }
                source = .book(book)
            case .wrongWords: source = .practice(wrongWords, title: "Wrong words")
            }
            navigator.show(.study(try study.studyDeck(for: source, at: clock.now, calendar: studyDays.calendar)))
        } catch {
            status.report(error, doing: "start the session")
        }
    }
}

extension TodayModel: ContextualScreen {}
