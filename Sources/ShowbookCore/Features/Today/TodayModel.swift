import Foundation

/// The Today tab: books in their study days (0–2) or due for review (days 3, 7, 14, 28) that
/// have not been studied today, plus a "wrong words" entry gathering every `fail` word across
/// open books. Enter starts a study session.
public final class TodayModel: KeyMappedScreen, RowSelecting, StatusReporting {
    public enum Entry: Equatable {
        case book(WordBook, StudySchedule.Phase)
        case wrongWords(count: Int)
    }

    public enum Command: Sendable { case move(ListMotion), open }

    public static let keyMap: [KeyBinding<Command>] = [
        KeyBinding([.up, .character("k")], "up", .move(.up), hint: false),
        KeyBinding([.down, .character("j")], "down", .move(.down), hint: false),
        KeyBinding([.enter], "study", .open, doesNothingWhen: "nothing is due today"),
    ]


    public private(set) var entries: [Entry] = []
    public private(set) var list = ListState()
    public let status: StatusReporter
    private var wrongWords: [Word] = []
    private let store: WordBookStore
    private let schedule: StudySchedule
    private let clock: AppClock
    private let navigator: Navigator
    private let makeStudy: ([Word], String) -> StudyModel

    init(store: WordBookStore, schedule: StudySchedule, clock: AppClock, navigator: Navigator, status: StatusReporter,
         makeStudy: @escaping ([Word], String) -> StudyModel) {
        self.status = status
        self.store = store
        self.schedule = schedule
        self.clock = clock
        self.navigator = navigator
        self.makeStudy = makeStudy
    }

    public func didAppear() { reload() }

    public func reload() {
        let now = clock.now
        let startOfToday = schedule.startOfDay(now)
        do {
            var found: [Entry] = []
            for book in try store.openBooks() {
                guard let phase = schedule.phase(created: book.createdAt, now: now),
                      try !store.hasStudyMark(bookID: book.id, since: startOfToday) else { continue }
                found.append(.book(book, phase))
            }
            wrongWords = try store.failedWordsInOpenBooks()
            if !wrongWords.isEmpty { found.append(.wrongWords(count: wrongWords.count)) }
            entries = found
            status.clear()
        } catch {
            status.report(error, doing: "read today's plan")
        }
        list.setCount(entries.count)
    }

    public func setVisibleRows(_ rows: Int) { list.setVisibleRows(rows) }

    public func selectRow(_ index: Int) { list.select(index) }

    public func openSelectedRow() { perform(.open) }

    public func perform(_ command: Command) {
        switch command {
        case let .move(motion): list.apply(motion)
        case .open: openSelected()
        }
    }

    private func openSelected() {
        guard let index = list.selectedIndex else { return }
        switch entries[index] {
        case let .book(book, _):
            do {
                let words = try store.words(bookID: book.id)
                if words.isEmpty { status.info("“\(book.title)” has no words yet"); return }
                navigator.push(.study(makeStudy(words, book.title)))
            } catch {
                status.report(error, doing: "read the words of “\(book.title)”")
            }
        case .wrongWords:
            navigator.push(.study(makeStudy(wrongWords, "Wrong words")))
        }
    }
}
