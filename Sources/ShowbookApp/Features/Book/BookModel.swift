import ShowbookPlatform
import ShowbookWords
/// The book screen: its words with their knowledge; add, edit, delete, `k` Known and `S`
/// Suspended (each undone with `u`), the `/` filter (term, reading, meaning), study and close.
/// Built by `ScreenFactory` only when pushed. It presents the close modal with an `onDismiss`
/// and dismisses itself only when the modal reports `.applied` (the book was closed) —
/// conditional dismissal, one mechanism for both the confirm and the cancel path.
public final class BookModel: FilteringListScreen, RowSelecting, StatusReporting {
    public enum Command: Sendable {
        case move(ListMotion), back, add, edit, delete, study, close, stats, undo, filter, filterField(FilterCommand)
        case toggle(KnowledgeMark)
        case exportPackage, pushToAnki
    }

    /// What `u` takes back: a deleted word, or a Known/Suspended change (the word as it was).
    package enum Undoable {
        case deleted(DeletedWord)
        case marked(before: Word, KnowledgeMark)
    }

    // `k` marks Known here, so the list moves with the arrows (and g/G), not j/k.
    public static let keyMap: [KeyBinding<Command>] = ListMotion.bindings(Command.move, jk: false) + [
        KeyBinding([.character("a")], "add", .add),
        KeyBinding([.character("e")], "edit", .edit, doesNothingWhen: "the book has no words").documentedInRowAbove("edit"),
        KeyBinding([.character("x")], "delete", .delete, doesNothingWhen: "the book has no words")
            .documentedInRowAbove("delete a word (Tab moves between fields: Term, Reading, Meaning, Example and *Form in "
                + "example*, the form the sentence shows — 갔어요 for 가다 — which a meaning-first front masks)"),
        KeyBinding([.character("s")], "study", .study),
        KeyBinding([.character("c")], "close book", .close, rank: .extra)
            .documented("close the book (move the words neither Mature nor Known)"),
        KeyBinding([.character("t")], "statistics", .stats, rank: .extra)
            .documented("statistics: a bar of what you know (mature or known, young, learning, new), a 12-week study "
                + "calendar, the 30-day due forecast and true retention, and the reviews and minutes a day each desired "
                + "retention would cost over a year (as `books retention BOOK --simulate`)"),
        KeyBinding([.character("k")], "Known / not Known (out of study, card kept)", .toggle(.known),
                   hint: HintText("k", "known"), rank: .extra, doesNothingWhen: "the book has no words")
            .documented("*Known* / *Suspended* on and off: the word leaves study (never due, never new) and keeps its "
                + "card and history"),
        KeyBinding([.character("S")], "suspend / unsuspend (out of study, card kept)", .toggle(.suspended),
                   hint: HintText("S", "suspend"), rank: .extra, doesNothingWhen: "the book has no words")
            .documentedInRowAbove(),
        KeyBinding([.character("E")], "export for Anki (.apkg)", .exportPackage, rank: .extra,
                   doesNothingWhen: "the book has no words")
            .documented("export the book as an Anki package (asks for the file)"),
        KeyBinding([.character("A")], "push to Anki (AnkiConnect)", .pushToAnki, rank: .extra,
                   doesNothingWhen: "the book has no words")
            .documented("push the book to a running Anki through AnkiConnect (as `anki push` does)"),
        KeyBinding([.escape, .character("q"), .left], "back", .back).documented("clear a kept filter first, then back"),
        KeyBinding([.character("u")], "undo delete, Known or suspend", .undo, hint: false)
            .documented("undo the last delete, `k` or `S` (for 10 s)"),
        KeyBinding([.character("/")], "filter (Esc clears it first)", .filter, hint: false).documented(FilterCommand.openingDoc),
    ]

    public private(set) var book: WordBook
    public private(set) var content = SelectableList<Word, Int64>(id: \.id) { [$0.term, $0.reading, $0.meaning] }
    public var words: [Word] { content.visible }
    public var list: ListState { content.state }
    public var filterText: String { content.filter.text }
    private var undo = UndoSlot<Undoable>()
    /// Set once the book was found closed or deleted elsewhere and this screen gave way.
    private var isGone = false
    /// Every word of the book, whatever the filter (statistics, study).
    private var allWords: [Word] { content.items }
    public let status: StatusReporter
    /// The statistics panel (state counts and the 12-week study calendar), when shown.
    public private(set) var calendar: StudyCalendar?
    /// The 30-day due forecast and true retention, shown with the calendar.
    public private(set) var forecast: StudyForecast?
    /// What each desired retention would cost over a year, and the book's own (shown with the calendar).
    public private(set) var retentionCosts: (outcomes: [RetentionSimulator.Outcome], current: Double)?
    /// Title of the linked show, when the book belongs to one.
    public let showTitle: String?
    package let books: BookStore
    package let wordStore: WordStore
    let study: StudyStore
    private let deletions: DeletionUndo
    package let context: ScreenContext
    /// Where a push's note ids are written: a writer of its own, so the screen's keys never
    /// hear "Still saving…" from it.
    package lazy var ankiWriter = context.makeJobWriter()
    private let studyDays: StudyDays
    public static let lifecycleKind = "book"

    package init(book: WordBook, books: BookStore, wordStore: WordStore, study: StudyStore, deletions: DeletionUndo,
         studyDays: StudyDays, context: ScreenContext) {
        self.book = book
        showTitle = book.showTitle
        self.books = books
        self.wordStore = wordStore
        self.study = study
        self.deletions = deletions
        self.studyDays = studyDays
        self.context = context
        status = context.status
        tracker.didBuild(Self.lifecycleKind, id: String(book.id))
    }

    deinit { tracker.didRelease(Self.lifecycleKind, id: String(book.id)) }

    public var selectedWord: Word? { content.selected }

    public var isEditingFilter: Bool { content.isEditingFilter }
    public func editFilter(_ key: Key) { content.handleFilterKey(key) }

    /// While the `/` field has the keys: the filter's own keys; the rest edit its text.
    public var activeKeyMap: [KeyBinding<Command>] {
        content.isEditingFilter ? FilterCommand.bindings(Command.filterField) : Self.keyMap
    }


    public func didAppear() { reload() }

    /// Reads the book and its words again; a book closed or deleted elsewhere meanwhile makes
    /// this screen give way (`BookClosedElsewhere`), saying so.
    public func reload() {
        do {
            guard let fresh = try books.book(id: book.id), !fresh.isClosed else {
                return giveWay(try books.book(id: book.id) == nil ? .deleted : .closed)
            }
            book = fresh
            content.setItems(try wordStore.words(bookID: book.id))
        } catch {
            status.report(error, doing: "read words")
        }
    }

    /// The book is gone from the open books: this screen (and any over it) leaves.
    private func giveWay(_ reason: BookNotOpenError.Reason) {
        isGone = true
        BookClosedElsewhere.leave(book.id, navigator: navigator)
        context.announce(.error(BookNotOpenError.gone(book.title, reason)))
    }

    public func setVisibleRows(_ rows: Int) { content.setVisibleRows(rows) }

    public func selectRow(_ index: Int) { content.select(index) }

    /// A word has no Enter action: a double click only selects it.
    public func openSelectedRow() {}

    public func perform(_ command: Command) {
        // The filter field's keys leave the status line alone, as typing in it does.
        if case let .filterField(command) = command { return content.perform(command) }
        status.clear()
        switch command {
        case let .move(motion): content.apply(motion)
        case .back: if !content.clearFilter() { navigator.pop() }
        case .add: presentForm(editing: nil)
        case .edit: if let word = selectedWord { presentForm(editing: word) }
        case .delete: if let word = selectedWord { presentDelete(word) }
        case .study:
            if allWords.isEmpty { status.info("No words to study yet — press a to add one") } else {
                do {
                    navigator.show(.study(try study.studyDeck(for: .book(book), at: clock.now, calendar: studyDays.calendar)))
                } catch {
                    status.report(error, doing: "read the words of “\(book.title)”")
                }
            }
        case .close: presentClose()
        case .stats:
            if calendar == nil { loadCalendar() } else { calendar = nil; forecast = nil; retentionCosts = nil }
        case .undo: undoLast()
        case let .toggle(mark): if let word = selectedWord { toggle(mark, on: word) }
        case .exportPackage: if !allWords.isEmpty { presentPackageExport() }
        case .pushToAnki: if !allWords.isEmpty { pushToAnki() }
        case .filter: content.beginFilter()
        case .filterField: break
        }
    }

    private func loadCalendar() {
        let now = clock.now
        do {
            let start = StudyCalendar.start(now: now, calendar: studyDays.calendar)
            let times = try study.studyMarkTimes(bookID: book.id, since: start)
            calendar = StudyCalendar(markTimes: times, now: now, calendar: studyDays.calendar)
            forecast = StudyForecast(
                dueTimes: try study.dueTimes(bookID: book.id, before: StudyForecast.end(now: now, calendar: studyDays.calendar)),
                history: try study.reviewHistory(bookID: book.id), now: now, calendar: studyDays.calendar)
            let reviews = ReviewStore(words: wordStore, clock: clock, studySettings: study.studySettings)
            let current = try reviews.retention(bookID: book.id) ?? study.studySettings.desiredRetention
            let simulator = RetentionSimulator(decks: [try reviews.simulationDeck(bookID: book.id)],
                                               costs: try reviews.costModel(bookID: book.id), start: now)
            retentionCosts = (simulator.compare(current: current), current)
        } catch {
            status.report(error, doing: "read the study history")
        }
    }

    private func presentForm(editing word: Word?) {
        navigator.present(.wordForm(bookID: book.id, editing: word) { [weak self] outcome in
            guard let self else { return }
            self.reload()
            guard case let .applied(saved) = outcome else { return }
            self.content.select(id: saved.id)
            if word != nil {
                self.status.info("Updated “\(saved.term)”")
            } else {
                self.status.info("Added “\(saved.term)” to “\(self.book.title)”")
            }
        })
    }

    private func presentDelete(_ word: Word) {
        let question = ModalDestination.Question(title: "Delete word", message: "Delete “\(word.term)”?", confirmLabel: "Delete")
        navigator.present(.confirm(question) { [weak self] outcome in
            guard let self, outcome == .confirmed else { return }
            let deletions = self.deletions
            self.writer.perform({ try deletions.deleteWord(id: word.id, from: word.bookID) }, status: self.status,
                                doing: "delete “\(word.term)”",
                                otherwise: { [weak self] in self?.reload() }) { [weak self] deleted in
                guard let self else { return }
                self.undo.hold(.deleted(deleted), now: self.clock.now)
                self.status.report(.undoable("Deleted “\(word.term)”"))
                self.reload()
            }
        })
    }

    private func undoLast() {
        switch undo.take(now: clock.now) {
        case nil: status.info("Nothing to undo")
        case let .deleted(deleted)?: undoDelete(deleted)
        case let .marked(before, mark)?: undoMark(before, mark)
        }
    }

    private func undoDelete(_ deleted: DeletedWord) {
        let deletions = self.deletions
        writer.undo(deleted, restore: { try deletions.restore(deleted) }, action: "restore “\(deleted.term)”", status: status,
                    keep: { [weak self] in self?.hold(.deleted($0)) }) { [weak self] id in
            guard let self else { return }
            self.reload()
            self.content.select(id: id)
            self.status.info("Restored “\(deleted.term)”")
        }
    }

    /// `k` / `S`: sets the mark when the word lacks it, takes it back when it has it.
    private func toggle(_ mark: KnowledgeMark, on word: Word) {
        let (words, setting) = (wordStore, !word.has(mark))
        writer.perform({ try words.setMark(mark, setting, wordID: word.id, in: word.bookID) }, status: status,
                       doing: setting ? "mark “\(word.term)” \(mark.word)" : "take back \(mark.word) on “\(word.term)”") { [weak self] after in
            guard let self else { return }
            self.undo.hold(.marked(before: word, mark), now: self.clock.now)
            self.reload()
            self.content.select(id: after.id)
            self.status.info(Self.markText(after, mark) + " — u undoes")
        }
    }

    private func undoMark(_ before: Word, _ mark: KnowledgeMark) {
        let words = wordStore
        writer.undo(before, restore: { () throws -> Word in
            try words.restoreMarks(of: before)
            return try words.requireWord(before.id)
        }, action: "undo \(mark.word) on “\(before.term)”", status: status,
                    keep: { [weak self] in self?.hold(.marked(before: $0, mark)) }) { [weak self] after in
            guard let self else { return }
            self.reload()
            self.content.select(id: after.id)
            self.status.info(Self.markText(after, mark))
        }
    }

    /// "“물” is Known: out of study", "“물” is back in study", …
    package static func markText(_ word: Word, _ mark: KnowledgeMark) -> String {
        if word.has(mark) { return "“\(word.term)” is \(mark == .known ? "Known" : "suspended"): out of study" }
        if word.isSetAside { return "“\(word.term)” is no longer \(mark.word) (still \(word.knowledge.rawValue))" }
        return "“\(word.term)” is back in study (\(word.knowledge.rawValue))"
    }

    private func hold(_ undoable: Undoable) { undo.hold(undoable, now: clock.now) }

    /// Asks for the close modal (built by the factory only now). The presenter's `onDismiss`
    /// is the only place that decides whether this screen goes too.
    public func presentClose() {
        reload()
        guard !isGone else { return }
        navigator.present(.closeBook(book) { [weak self] outcome in self?.closeModalDismissed(outcome) })
    }

    /// Move/Close (`.applied`) dismisses this screen too, with any study session over it;
    /// Cancel dismissed only the modal.
    package func closeModalDismissed(_ outcome: ModalOutcome<CloseOutcome>) {
        if case .applied = outcome {
            navigator.pop(while: { route in
                if case let .wordBook(model) = route { return model === self }
                if case .study = route { return true }
                return false
            })
        } else {
            reload()
        }
    }
}

extension BookModel: ContextualScreen {}
