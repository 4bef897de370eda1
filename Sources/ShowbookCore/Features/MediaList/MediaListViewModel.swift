import Foundation

/// The Search tab, shaped like the seed's view model: `Input` (the query subject), `Action`
/// (`searchButtonTapped`, `navigationTapped(media)`) and `Output` (`medias`,
/// `isNavigationShow`, `selectedMedia`). Rows are plain items: choosing one only sends
/// `navigationTapped`, and the shared `Navigator` does the push.
///
/// Typing is debounced on the injected clock. Each search gets a generation number and a
/// cancellation; a newer query cancels the older one and results from an older generation are
/// dropped, so a late answer can never overwrite a newer one (switch-to-latest).
public final class MediaListViewModel: ScreenModel, RowSelecting, StatusReporting {
    public struct Input {
        /// The query as typed, with its cursor. Edits go through `send(_:)`.
        public fileprivate(set) var query = TextFieldState()
    }

    public enum Action {
        case searchButtonTapped
        case navigationTapped(Media)
    }

    public struct Output {
        public var medias: [Media] = []
        public var totalResults = 0
        /// There are at least `totalResults` matches (the count stopped early).
        public var totalIsLowerBound = false
        /// The query the shown results belong to.
        public var resultsQuery: String?
        public var isSearching = false
        /// When the running search started (the spinner appears only for slow searches).
        public var searchStartedAt: Date?
        public var isLoadingMore = false
        public var errorMessage: String?
        public var isStale = false
        fileprivate(set) var page = 0
        fileprivate(set) var hasMore = false
    }

    public enum Command: Sendable, Equatable { case move(ListMotion), open, clear, searchNow }

    public static let keyMap: [KeyBinding<Command>] = [
        KeyBinding([.up, .ctrl("p")], "up", .move(.up), hint: false),
        KeyBinding([.down, .ctrl("n")], "down", .move(.down), hint: false),
        KeyBinding([.pageUp], "page up", .move(.pageUp), hint: false),
        KeyBinding([.pageDown], "page down", .move(.pageDown), hint: false),
        KeyBinding([.home], "first (empty query)", .move(.first), hint: false),
        KeyBinding([.end], "last (empty query)", .move(.last), hint: false),
        KeyBinding([.enter], "open", .open),
        KeyBinding([.escape], "clear", .clear),
        KeyBinding([.ctrl("r"), .function(5)], "search now", .searchNow, hint: false),
    ]

    public var helpEntries: [HelpEntry] { Self.keyMap.helpEntries() + TextFieldState.helpEntries }

    public private(set) var input = Input()
    public private(set) var output = Output()
    public private(set) var list = ListState()

    private let provider: MediaProvider
    private let navigator: Navigator
    private let jobs: Jobs
    private let timers: Timers
    private let log: EventLog
    private let debounce: TimeInterval
    public let status: StatusReporter
    private var generation = 0
    private var inFlight: Cancellation?
    /// Load the next page when the selection is this close to the end.
    static let pagingMargin = 10
    static let debounceTimer = "search.debounce"

    public init(
        provider: MediaProvider, navigator: Navigator, jobs: Jobs, timers: Timers, log: EventLog,
        debounce: TimeInterval, status: StatusReporter
    ) {
        self.status = status
        self.provider = provider
        self.navigator = navigator
        self.jobs = jobs
        self.timers = timers
        self.log = log
        self.debounce = debounce
    }

    // MARK: Seed interface

    /// The seed's `isNavigationShow`: derived from the navigator, never stored twice.
    public var isNavigationShow: Bool { navigator.isShowingDetail }
    /// The seed's `selectedMedia`, held by the navigator outside the list.
    public var selectedMedia: Media? { navigator.selectedMedia }

    /// The query subject: every change restarts the debounce.
    public func send(_ query: String) {
        input.query.text = query
        queryChanged()
    }

    public func action(_ action: Action) {
        switch action {
        case .searchButtonTapped:
            timers.cancel(Self.debounceTimer)
            startSearch(input.query.text)
        case let .navigationTapped(media):
            navigator.navigationTapped(media)
        }
    }

    /// True once the running search has taken longer than `spinnerDelay`: fast searches do not
    /// flash a spinner.
    public var showsSpinner: Bool {
        guard output.isSearching, let started = output.searchStartedAt else { return false }
        return timers.now.timeIntervalSince(started) >= Self.spinnerDelay
    }

    public static let spinnerDelay: TimeInterval = 0.15

    /// The first search, for the empty query (browse by popularity).
    public func start() { action(.searchButtonTapped) }

    /// The provider's short name ("offline", "tmdb", "tvmaze"), for the empty-list hint.
    public var providerName: String { provider.name }
    /// The credit line the provider requires on screen (TMDB, TVmaze), if any.
    public var attribution: String? { provider.attribution }

    public var selectedRow: Media? { list.selectedIndex.map { output.medias[$0] } }

    // MARK: Keys

    public var isEditingText: Bool { true }

    public func handle(_ key: Key) -> Bool {
        if let command: Command = Self.keyMap.command(for: key),
           !((command == .move(.first) || command == .move(.last)) && !input.query.isEmpty) {
            perform(command)
            return true
        }
        let before = input.query.text
        guard input.query.handle(key) else { return false }
        if input.query.text != before { queryChanged() }
        return true
    }

    public func perform(_ command: Command) {
        switch command {
        case let .move(motion): list.apply(motion)
        case .open: if let media = selectedRow { action(.navigationTapped(media)) }
        case .clear: if !input.query.isEmpty { send("") }
        case .searchNow: action(.searchButtonTapped)
        }
        loadMoreIfNeeded()
    }

    public func selectRow(_ index: Int) {
        list.select(index)
        loadMoreIfNeeded()
    }

    public func openSelectedRow() { perform(.open) }

    /// The renderer reports how many rows fit.
    public func setVisibleRows(_ rows: Int) {
        list.setVisibleRows(rows)
    }

    // MARK: Searching

    private func queryChanged() {
        timers.schedule(Self.debounceTimer, after: debounce) { [weak self] in
            self?.action(.searchButtonTapped)
        }
    }

    private func startSearch(_ query: String) {
        inFlight?.cancel()
        generation += 1
        let generation = self.generation
        let cancellation = Cancellation()
        inFlight = cancellation
        output.isSearching = true
        output.searchStartedAt = timers.now
        output.isLoadingMore = false
        let provider = self.provider
        jobs.submit({ Result { try provider.search(query: query, page: 1, cancellation: cancellation) } }) {
            [weak self] result in
            self?.receive(result, query: query, generation: generation, appending: false)
        }
    }

    private func loadMoreIfNeeded() {
        guard output.hasMore, !output.isLoadingMore, !output.isSearching,
              list.isNearEnd(margin: Self.pagingMargin), let query = output.resultsQuery else { return }
        output.isLoadingMore = true
        let generation = self.generation
        let page = output.page + 1
        let cancellation = inFlight ?? Cancellation()
        let provider = self.provider
        jobs.submit({ Result { try provider.search(query: query, page: page, cancellation: cancellation) } }) {
            [weak self] result in
            self?.receive(result, query: query, generation: generation, appending: true)
        }
    }

    private func receive(_ result: Result<MediaPage, Error>, query: String, generation: Int, appending: Bool) {
        guard generation == self.generation else {
            log.record("search.dropped", ["query": query])
            return
        }
        if appending { output.isLoadingMore = false } else { output.isSearching = false }
        switch result {
        case let .success(page):
            if appending {
                let known = Set(output.medias.map(\.id))
                output.medias += page.items.filter { !known.contains($0.id) }
                list.setCount(output.medias.count)
            } else {
                output.medias = page.items
                list.reset(count: page.items.count)
            }
            output.resultsQuery = query
            output.totalResults = page.totalResults
            output.totalIsLowerBound = page.totalIsLowerBound
            output.page = page.page
            output.hasMore = page.hasMore && !page.items.isEmpty
            output.isStale = page.isStale
            if output.errorMessage != nil { status.clear() }
            output.errorMessage = nil
            log.record("search.results", ["query": query, "count": page.totalResults, "page": page.page])
            loadMoreIfNeeded()
        case let .failure(error):
            if (error as? MediaError)?.isCancellation == true { return }
            // Previous results stay on screen; only the message changes.
            output.errorMessage = String(describing: error)
            status.report(.error(String(describing: error)))
            log.record("search.failed", ["query": query])
        }
    }
}
