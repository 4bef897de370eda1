/// The book screen: its words with their state marks; add, edit, delete, study and close.
/// Built by `AppContainer` only when pushed. It presents the close modal with an `onDismiss`
/// and dismisses itself only when the modal reports `.closedBook` — the seed's conditional
/// dismissal, one mechanism for both the confirm and the cancel path.
public final class WordBookViewModel: KeyMappedScreen, RowSelecting, StatusReporting {
    public enum Command: Sendable { case move(ListMotion), back, add, edit, delete, study, close, stats }

    public static let keyMap: [KeyBinding<Command>] = ListMotion.bindings(Command.move, firstLast: false) + [
        KeyBinding([.character("a")], "add", .add),
        KeyBinding([.character("e")], "edit", .edit),
        KeyBinding([.character("x")], "delete", .delete),
        KeyBinding([.character("s")], "study", .study),
        KeyBinding([.character("c")], "close book", .close, rank: .extra),
        KeyBinding([.character("t")], "statistics", .stats, rank: .extra),
        KeyBinding([.escape, .character("q"), .left], "back", .back),
    ]


    public private(set) var book: WordBook
    public private(set) var words: [Word] = []
    public private(set) var list = ListState()
    public let status: StatusReporter
    /// The statistics panel (state counts and the 12-week study calendar), when shown.
    public private(set) var calendar: StudyCalendar?
    /// Title of the linked show, when the book belongs to one.
    public let showTitle: String?
    private let store: WordBookStore
    private let navigator: Navigator
    private let makeStudy: ([Word], String) -> StudyViewModel
    private let makeCloseModal: (WordBook) -> CloseWordBookModel
    private let tracker: LifecycleTracker
    private let clock: AppClock
    private let schedule: StudySchedule
    private let dictionary: WordNet
    public static let lifecycleKind = "book"

    init(
        book: WordBook, showTitle: String?, store: WordBookStore, navigator: Navigator, tracker: LifecycleTracker,
        clock: AppClock, schedule: StudySchedule, dictionary: WordNet, status: StatusReporter,
        makeStudy: @escaping ([Word], String) -> StudyViewModel,
        makeCloseModal: @escaping (WordBook) -> CloseWordBookModel
    ) {
        self.book = book
        self.status = status
        self.showTitle = showTitle
        self.store = store
        self.navigator = navigator
        self.tracker = tracker
        self.clock = clock
        self.schedule = schedule
        self.dictionary = dictionary
        self.makeStudy = makeStudy
        self.makeCloseModal = makeCloseModal
        tracker.didBuild(Self.lifecycleKind, id: String(book.id))
    }

    deinit { tracker.didRelease(Self.lifecycleKind, id: String(book.id)) }

    public var selectedWord: Word? { list.selectedIndex.map { words[$0] } }

    public func didAppear() { reload() }

    public func reload() {
        let selectedID = selectedWord?.id
        do {
            if let fresh = try store.book(id: book.id) { book = fresh }
            words = try store.words(bookID: book.id)
        } catch {
            status.report(error, doing: "read words")
        }
        list.reload(ids: words.map(\.id), keeping: selectedID)
    }

    public func setVisibleRows(_ rows: Int) { list.setVisibleRows(rows) }

    public func selectRow(_ index: Int) { list.select(index) }

    /// A word has no Enter action: a double click only selects it.
    public func openSelectedRow() {}

    public func perform(_ command: Command) {
        status.clear()
        switch command {
        case let .move(motion): list.apply(motion)
        case .back: navigator.pop()
        case .add: presentForm(editing: nil)
        case .edit: if let word = selectedWord { presentForm(editing: word) }
        case .delete: if let word = selectedWord { presentDelete(word) }
        case .study:
            if words.isEmpty { status.info("No words to study yet — press a to add one") } else {
                navigator.push(.study(makeStudy(words, book.title)))
            }
        case .close: presentClose()
        case .stats:
            if calendar == nil { loadCalendar() } else { calendar = nil }
        }
    }

    /// Word counts per state, for the statistics bar.
    public var stateCounts: [WordState: Int] {
        Dictionary(grouping: words, by: \.state).mapValues(\.count)
    }

    private func loadCalendar() {
        let now = clock.now
        do {
            let start = StudyCalendar.start(now: now, calendar: schedule.calendar)
            let times = try store.studyMarkTimes(bookID: book.id, since: start)
            calendar = StudyCalendar(markTimes: times, now: now, calendar: schedule.calendar)
        } catch {
            status.report(error, doing: "read the study history")
        }
    }

    private func presentForm(editing word: Word?) {
        let form = WordFormModel(bookID: book.id, editing: word, store: store, navigator: navigator, dictionary: dictionary)
        navigator.present(.wordForm(form)) { [weak self] _ in self?.reload() }
    }

    private func presentDelete(_ word: Word) {
        let confirm = ConfirmModel(title: "Delete word", message: "Delete “\(word.term)”?", confirmLabel: "Delete",
                                   navigator: navigator)
        navigator.present(.confirm(confirm)) { [weak self] outcome in
            guard let self, outcome == .confirmed else { return }
            do { try self.store.deleteWord(id: word.id) } catch { self.status.report(error, doing: "delete “\(word.term)”") }
            self.reload()
        }
    }

    /// Presents the close modal. The presenter's `onDismiss` is the only place that decides
    /// whether this screen goes too.
    public func presentClose() {
        reload()
        navigator.present(.closeBook(makeCloseModal(book))) { [weak self] outcome in
            self?.closeModalDismissed(outcome)
        }
    }

    func closeModalDismissed(_ outcome: ModalOutcome) {
        if outcome == .closedBook {
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
