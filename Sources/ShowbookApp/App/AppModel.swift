import ShowbookPlatform
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

    public enum GlobalCommand: Sendable, Equatable {
        case nextTab, previousTab, jump(Tab), quit, showHelp, closeHelp, showMessages, closeMessages
        case scrollMessages(ListMotion), scrollHelp(ListMotion)
    }

    package static let quitKey = KeyBinding<GlobalCommand>([.ctrl("c")], "quit", .quit)
    package static let nextTabKey = KeyBinding<GlobalCommand>([.tab], "next tab", .nextTab, hint: HintText("Tab", "tabs"))
        .documented("next / previous tab — also from a detail, a book or a study screen")

    /// Keys that work on every screen whatever the tab (not inside a modal).
    public static let globalKeyMap: [KeyBinding<GlobalCommand>] = [
        nextTabKey,
        KeyBinding([.backTab], "previous tab", .previousTab, hint: false).documentedInRowAbove(),
        KeyBinding([.alt("1")], "Search tab", .jump(.search), hint: false).documented("Search"),
        KeyBinding([.alt("2")], "Saved tab", .jump(.saved), hint: false).documentedInRowAbove("Saved"),
        KeyBinding([.alt("3")], "Books tab", .jump(.books), hint: false).documentedInRowAbove("Books"),
        KeyBinding([.alt("4")], "Today tab", .jump(.today), hint: false).documentedInRowAbove("Today"),
        quitKey,
    ]

    /// The help hint, which the status bar keeps whatever else it has to drop.
    public static let helpHint = HintText("F1", "help")
    /// F1 opens help everywhere; `?` too where it is not text.
    package static let helpKey = KeyBinding<GlobalCommand>([.function(1), .character("?")], "this help (Esc closes)", .showHelp,
                                                   hint: helpHint)
        .documented("help: every key of the current screen (`?` only where no text is edited)")
    package static let helpKeyInText = KeyBinding<GlobalCommand>([.function(1)], "this help (Esc closes)", .showHelp,
                                                         hint: helpHint)
    package static let messagesKey = KeyBinding<GlobalCommand>([.character("!")], "recent messages", .showMessages, hint: false)
        .documented("recent status messages, long ones wrapped (where no text is edited); the log opens on the newest")
    /// `q` quits from a tab's own list when it is not text.
    package static let rootQuitKey = KeyBinding<GlobalCommand>([.character("q")], "quit", .quit)

    /// While help is open: only these keys (and ^C) do anything. The motion keys scroll it
    /// (a screen's keys outgrow a small window).
    public static let helpOverlayKeyMap: [KeyBinding<GlobalCommand>] = [
        KeyBinding([.escape, .function(1), .character("?"), .character("q")], "close help", .closeHelp,
                   hint: HintText("Esc", "close help")),
        KeyBinding([.up, .character("k")], "scroll up", .scrollHelp(.up), hint: HintText("↑↓", "scroll"),
                   doesNothingWhen: "every key fits in the box")
            .documented("scroll, page, first/last line (the wheel scrolls too)", keys: ListMotion.documentedKeys(jk: true, gG: true, firstLast: true)),
        KeyBinding([.down, .character("j")], "scroll down", .scrollHelp(.down), hint: false).documentedInRowAbove(),
        KeyBinding([.pageUp], "page up", .scrollHelp(.pageUp), hint: false).documentedInRowAbove(),
        KeyBinding([.pageDown], "page down", .scrollHelp(.pageDown), hint: false).documentedInRowAbove(),
        KeyBinding([.home, .character("g")], "first line", .scrollHelp(.first), hint: false).documentedInRowAbove(),
        KeyBinding([.end, .character("G")], "last line", .scrollHelp(.last), hint: false).documentedInRowAbove(),
    ]

    /// While the message log is open: only these keys (and ^C) do anything. The motion keys
    /// scroll it (it opens on the newest lines).
    public static let messageLogKeyMap: [KeyBinding<GlobalCommand>] = [
        KeyBinding([.escape, .character("!"), .character("q")], "close", .closeMessages, hint: HintText("Esc", "close")),
        KeyBinding([.up, .character("k")], "scroll up", .scrollMessages(.up), hint: HintText("↑↓", "scroll"),
                   doesNothingWhen: "every message fits in the box")
            .documented("scroll, page, oldest/newest (the wheel scrolls too)", keys: ListMotion.documentedKeys(jk: true, gG: true, firstLast: true)),
        KeyBinding([.down, .character("j")], "scroll down", .scrollMessages(.down), hint: false).documentedInRowAbove(),
        KeyBinding([.pageUp], "page up", .scrollMessages(.pageUp), hint: false).documentedInRowAbove(),
        KeyBinding([.pageDown], "page down", .scrollMessages(.pageDown), hint: false).documentedInRowAbove(),
        KeyBinding([.home, .character("g")], "oldest", .scrollMessages(.first), hint: false).documentedInRowAbove(),
        KeyBinding([.end, .character("G")], "newest", .scrollMessages(.last), hint: false).documentedInRowAbove(),
    ]

    /// Digits switch tabs on screens that are not editing text (and do not use the digit).
    public static let digitKeyMap: [KeyBinding<GlobalCommand>] = [
        KeyBinding([.character("1")], "Search tab", .jump(.search), hint: false).documented("Search"),
        KeyBinding([.character("2")], "Saved tab", .jump(.saved), hint: false).documentedInRowAbove("Saved"),
        KeyBinding([.character("3")], "Books tab", .jump(.books), hint: false).documentedInRowAbove("Books"),
        KeyBinding([.character("4")], "Today tab", .jump(.today), hint: false)
            .documentedInRowAbove("Today, on a screen that edits no text and does not use the digit"),
    ]

    public let container: AppContainer
    public let navigator: Navigator
    public let search: SearchModel
    public let saved: SavedModel
    public let books: BooksModel
    public let today: TodayModel
    public private(set) var tab: Tab = .search
    public private(set) var isQuitRequested = false
    /// The help overlay for the focused screen (F1, or `?` where it is not text).
    public private(set) var isHelpShown = false
    /// How far the help is scrolled (the renderer reports its room).
    public var helpScroll = OverlayScroll(opensAtEnd: false)
    /// The log of recent messages (`!`).
    public private(set) var isMessageLogShown = false
    /// How far the message log is scrolled (the renderer reports its room).
    public var messageLogScroll = OverlayScroll(opensAtEnd: true)
    public var messages: MessageLog { container.messages }

    public init(container: AppContainer) {
        self.container = container
        let factory = ScreenFactory(container: container)
        navigator = Navigator(stackCount: Tab.allCases.count, factory: factory)
        search = factory.search(navigator: navigator)
        saved = factory.saved(navigator: navigator)
        books = factory.books(navigator: navigator)
        today = factory.today(navigator: navigator)
        navigator.setRoots(Tab.allCases.map(screen(of:)))
    }

    /// Starts the first (empty-query) search and loads the tab.
    public func start() {
        search.start()
        tabModel.didAppear()
    }

    public var tabModel: ScreenModel { screen(of: tab) }

    /// The tab's own screen (the root of its stack).
    public func screen(of tab: Tab) -> ScreenModel {
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
        let editing = focusedScreen.isEditingText
        var map = navigator.modal == nil ? Self.globalKeyMap + fallbackKeyMap : [Self.quitKey]
        if !editing { map.append(Self.messagesKey) }
        map.append(editing ? Self.helpKeyInText : Self.helpKey)
        return focusedScreen.helpEntries + map.helpEntries()
    }

    /// The app's keys checked before the focused screen gets the key, in the current mode: an
    /// open overlay takes only its own keys; otherwise help, the message log and (outside a
    /// modal) the tab keys.
    public var leadingKeyMap: [KeyBinding<GlobalCommand>] {
        if isMessageLogShown { return [Self.quitKey] + Self.messageLogKeyMap }
        if isHelpShown { return [Self.quitKey] + Self.helpOverlayKeyMap }
        let editing = focusedScreen.isEditingText
        var map = [Self.quitKey, editing ? Self.helpKeyInText : Self.helpKey]
        if !editing { map.append(Self.messagesKey) }
        if navigator.modal == nil { map += Self.globalKeyMap }
        return map
    }

    /// The app's keys for what the focused screen leaves alone (digits, and `q` at a tab's
    /// list); none inside a modal.
    public var fallbackKeyMap: [KeyBinding<GlobalCommand>] {
        guard navigator.modal == nil else { return [] }
        var map = focusedScreen.isEditingText ? [] : Self.digitKeyMap
        if isAtRoot && !tabModel.isEditingText { map.append(Self.rootQuitKey) }
        return map
    }

    /// The status-bar hints: the open overlay's, the modal's, or the focused screen's, plus
    /// (at a tab's list) the app's own. All come from the key maps in effect; F1 help is on
    /// every bar but the overlays' own, since it leads to every other key.
    public var statusHints: [KeyHint] {
        if isHelpShown { return Self.helpOverlayKeyMap.hints() }
        if isMessageLogShown { return Self.messageLogKeyMap.hints() }
        let help = focusedScreen.isEditingText ? Self.helpKeyInText : Self.helpKey
        if let modal = navigator.modal { return modal.modal.model.hints + [help].hints() }
        guard isAtRoot else { return focusedScreen.hints + [help].hints() }
        return focusedScreen.hints + fallbackKeyMap.hints() + [Self.nextTabKey, help, Self.quitKey].hints()
    }

    public func handle(_ key: Key) {
        route(key)
        keepFocusedMessage()
    }

    /// A screen's message leaves the status bar when the screen loses the focus.
    package func keepFocusedMessage() {
        messages.keepOnly(from: (focusedScreen as? StatusReporting)?.status)
    }

    /// The status-bar message to show now (fresh for a few seconds), if any.
    public var visibleMessage: String? { visibleStatus?.text }

    /// The status-bar message with whether it reports a failure.
    public var visibleStatus: MessageLog.Entry? { messages.visible(now: container.clock.now) }

    private func route(_ key: Key) {
        if let command: GlobalCommand = leadingKeyMap.command(for: key) {
            perform(command)
            return
        }
        if isHelpShown || isMessageLogShown { return }
        if let modal = navigator.modal {
            _ = modal.modal.model.handle(key)
            return
        }
        if focusedScreen.handle(key) { return }
        if let command: GlobalCommand = fallbackKeyMap.command(for: key) { perform(command) }
    }

    /// True when the active tab shows its own list (nothing pushed on its stack).
    public var isAtRoot: Bool {
        if case .root = navigator.top { return true }
        return false
    }

    /// Closes the help and the message log (Esc, or a click anywhere).
    package func closeOverlays() {
        isHelpShown = false
        isMessageLogShown = false
    }

    public func perform(_ command: GlobalCommand) {
        switch command {
        case .nextTab: select(Tab(rawValue: (tab.rawValue + 1) % Tab.allCases.count) ?? .search)
        case .previousTab: select(Tab(rawValue: (tab.rawValue + Tab.allCases.count - 1) % Tab.allCases.count) ?? .search)
        case let .jump(target): select(target)
        case .quit: isQuitRequested = true
        case .showHelp:
            isHelpShown = true
            helpScroll.reset()
        case let .scrollHelp(motion): helpScroll.apply(motion)
        case .closeHelp: isHelpShown = false
        case .showMessages:
            isMessageLogShown = true
            messageLogScroll.reset()
        case let .scrollMessages(motion): messageLogScroll.apply(motion)
        case .closeMessages: isMessageLogShown = false
        }
    }

    /// Switches to a tab, showing its stack as it was left.
    public func select(_ newTab: Tab) {
        guard newTab != tab, navigator.modal == nil else { return }
        tab = newTab
        navigator.showStack(newTab.rawValue)
    }

    /// Runs finished background work and due timers. Returns true if anything happened
    /// (so the run loop knows to redraw).
    @discardableResult
    public func tick() -> Bool {
        let finished = container.jobs.drain()
        let fired = container.timers.fireDue()
        if let stopped = container.log.takeStopMessage() { messages.post(.error(stopped), now: container.clock.now) }
        keepFocusedMessage()
        return finished + fired > 0
    }

    /// True while something is running in the background (the run loop shows a spinner).
    public var isBusy: Bool { container.jobs.inFlight > 0 || isWaitingForDatabase }

    /// True while a UI write is being retried because another process holds the database.
    public var isWaitingForDatabase: Bool { container.writeActivity.isWaiting }
}
