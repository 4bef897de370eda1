/// The whole app without a terminal: tabs, the navigator, and the tab screens. The curses
/// run loop feeds it keys and calls `tick()`; tests do the same with a manual clock and
/// executor. Key routing: a modal gets every key; otherwise the tab keys (which work under
/// pushed screens too, each tab keeping its own stack), then the focused screen.
public final class AppModel {
    public enum Tab: Int, CaseIterable, Sendable {
        case search, saved, books, today
        public var title: String {
            switch self {
            case .search: return "Search"
            case .saved: return "Saved"
            case .books: return "Books"
            case .today: return "Today"
            }
        }
    }

    public enum GlobalCommand: Sendable { case nextTab, previousTab, jump(Tab), quit }

    /// Keys that work on every screen whatever the tab (not inside a modal).
    public static let globalKeyMap: [KeyBinding<GlobalCommand>] = [
        KeyBinding([.tab], "next tab", .nextTab),
        KeyBinding([.backTab], "previous tab", .previousTab, hint: false),
        KeyBinding([.alt("1")], "Search tab", .jump(.search), hint: false),
        KeyBinding([.alt("2")], "Saved tab", .jump(.saved), hint: false),
        KeyBinding([.alt("3")], "Books tab", .jump(.books), hint: false),
        KeyBinding([.alt("4")], "Today tab", .jump(.today), hint: false),
        KeyBinding([.ctrl("c")], "quit", .quit),
    ]

    /// Digits switch tabs on screens that are not editing text (and do not use the digit).
    public static let digitKeyMap: [KeyBinding<GlobalCommand>] = [
        KeyBinding([.character("1")], "Search tab", .jump(.search), hint: false),
        KeyBinding([.character("2")], "Saved tab", .jump(.saved), hint: false),
        KeyBinding([.character("3")], "Books tab", .jump(.books), hint: false),
        KeyBinding([.character("4")], "Today tab", .jump(.today), hint: false),
    ]

    public let container: AppContainer
    public let navigator: Navigator
    public let search: MediaListViewModel
    public let saved: SavedListViewModel
    public let books: WordBookListViewModel
    public let today: TodayViewModel
    public private(set) var tab: Tab = .search
    public private(set) var isQuitRequested = false
    /// The help overlay for the focused screen (F1, or `?` where it is not text).
    public private(set) var isHelpShown = false
    /// The log of recent messages (`!`).
    public private(set) var isMessageLogShown = false
    public var messages: MessageLog { container.messages }

    public init(container: AppContainer) {
        self.container = container
        var openLinkedBook: (Media) -> Void = { _ in }
        var savedChanged: () -> Void = {}
        navigator = Navigator(
            stackCount: Tab.allCases.count,
            mediaDetail: LazyDestination { media, navigator in
                container.makeMediaDetail(
                    media, navigator: navigator, openWordBook: { openLinkedBook($0) }, savedChanged: { savedChanged() }
                )
            },
            wordBook: LazyDestination { book, navigator in container.makeWordBook(book, navigator: navigator) }
        )
        let navigator = self.navigator
        search = MediaListViewModel(
            provider: container.provider, navigator: navigator, jobs: container.jobs, timers: container.timers,
            log: container.log, debounce: container.settings.debounce, status: container.makeStatus()
        )
        saved = SavedListViewModel(store: container.savedStore, navigator: navigator, clock: container.clock,
                                   status: container.makeStatus())
        books = WordBookListViewModel(store: container.wordBooks, navigator: navigator, clock: container.clock,
                                      jobs: container.jobs,
                                      status: container.makeStatus())
        today = TodayViewModel(
            store: container.wordBooks, schedule: container.schedule, clock: container.clock, navigator: navigator,
            status: container.makeStatus(),
            makeStudy: { words, title in container.makeStudy(words, title: title, navigator: navigator) }
        )
        openLinkedBook = { [unowned self] media in self.openBook(linkedTo: media) }
        savedChanged = { [unowned self] in self.saved.reload() }
        navigator.onReveal = { [unowned self] route in
            if case .root = route { self.tabModel.didAppear() }
        }
    }

    /// Starts the first (empty-query) search and loads the tab.
    public func start() {
        search.start()
        tabModel.didAppear()
    }

    public var tabModel: ScreenModel {
        switch tab {
        case .search: return search
        case .saved: return saved
        case .books: return books
        case .today: return today
        }
    }

    /// The screen that receives keys now.
    public var focusedScreen: ScreenModel {
        navigator.modal?.modal.model ?? navigator.top.model ?? tabModel
    }

    /// Help lines for the focused screen: its own key map, then the keys that work around it.
    public var helpEntries: [HelpEntry] {
        var entries = focusedScreen.helpEntries
        if navigator.modal == nil {
            entries += Self.globalKeyMap.helpEntries()
            if !focusedScreen.isEditingText { entries += Self.digitKeyMap.helpEntries() }
            if isAtRoot && !tabModel.isEditingText { entries.append(HelpEntry("q", "quit")) }
        } else {
            entries.append(HelpEntry("^C", "quit"))
        }
        if !focusedScreen.isEditingText { entries.append(HelpEntry("!", "recent messages")) }
        entries.append(HelpEntry(focusedScreen.isEditingText ? "F1" : "F1/?", "this help (Esc closes)"))
        return entries
    }

    public func handle(_ key: Key) {
        route(key)
        keepFocusedMessage()
    }

    /// A screen's message leaves the status bar when the screen loses the focus.
    func keepFocusedMessage() {
        messages.keepOnly(from: (focusedScreen as? StatusReporting)?.status)
    }

    /// The status-bar message to show now (fresh for a few seconds), if any.
    public var visibleMessage: String? { visibleStatus?.text }

    /// The status-bar message with whether it reports a failure.
    public var visibleStatus: MessageLog.Entry? { messages.visible(now: container.clock.now) }

    private func route(_ key: Key) {
        if key == .ctrl("c") { isQuitRequested = true; return }
        if isMessageLogShown {
            if key == .escape || key == .character("!") || key == .character("q") { isMessageLogShown = false }
            return
        }
        if isHelpShown {
            if key == .escape || key == .function(1) || key == .character("?") || key == .character("q") {
                isHelpShown = false
            }
            return
        }
        if key == .function(1) || (key == .character("?") && !focusedScreen.isEditingText) {
            isHelpShown = true
            return
        }
        if key == .character("!") && !focusedScreen.isEditingText {
            isMessageLogShown = true
            return
        }
        if let modal = navigator.modal {
            _ = modal.modal.model.handle(key)
            return
        }
        if let command: GlobalCommand = Self.globalKeyMap.command(for: key) {
            perform(command)
            return
        }
        let screen = focusedScreen
        if screen.handle(key) { return }
        if !screen.isEditingText, let command: GlobalCommand = Self.digitKeyMap.command(for: key) {
            perform(command)
            return
        }
        if key == .character("q") && isAtRoot && !tabModel.isEditingText { isQuitRequested = true }
    }

    /// True when the active tab shows its own list (nothing pushed on its stack).
    public var isAtRoot: Bool {
        if case .root = navigator.top { return true }
        return false
    }

    /// Closes the help and the message log (Esc, or a click anywhere).
    func closeOverlays() {
        isHelpShown = false
        isMessageLogShown = false
    }

    public func perform(_ command: GlobalCommand) {
        switch command {
        case .nextTab: select(Tab(rawValue: (tab.rawValue + 1) % Tab.allCases.count) ?? .search)
        case .previousTab: select(Tab(rawValue: (tab.rawValue + Tab.allCases.count - 1) % Tab.allCases.count) ?? .search)
        case let .jump(target): select(target)
        case .quit: isQuitRequested = true
        }
    }

    /// Switches to a tab, showing its stack as it was left.
    public func select(_ newTab: Tab) {
        guard newTab != tab, navigator.modal == nil else { return }
        tab = newTab
        navigator.showStack(newTab.rawValue)
        if isAtRoot { tabModel.didAppear() }
    }

    /// Runs finished background work and due timers. Returns true if anything happened
    /// (so the run loop knows to redraw).
    @discardableResult
    public func tick() -> Bool {
        let finished = container.jobs.drain()
        let fired = container.timers.fireDue()
        keepFocusedMessage()
        return finished + fired > 0
    }

    /// True while something is running in the background (the run loop shows a spinner).
    public var isBusy: Bool { container.jobs.inFlight > 0 }

    /// From a show's detail (`w`): open its word book, or offer to create one.
    func openBook(linkedTo media: Media) {
        let store = container.wordBooks
        if let existing = try? store.book(linkedTo: media.id), !existing.isClosed {
            navigator.openWordBook(existing)
            return
        }
        var created: WordBook?
        let prompt = PromptModel(title: "New word book for this show",
                                 initialText: (try? store.availableTitle(media.title)) ?? media.title,
                                 confirmLabel: "Create", navigator: navigator, suggest: { store.suggestion(for: $0) }) { title in
            do { created = try store.createBook(title: title, linkedTo: media) } catch { return "\(error)" }
            return nil
        }
        navigator.present(.prompt(prompt)) { [unowned self] outcome in
            guard outcome == .applied, let book = created else { return }
            self.navigator.openWordBook(book)
        }
    }
}
