import Foundation

/// The Search tab, shaped like the seed's view model: `Input` (the query subject), `Action`
/// (`searchButtonTapped`, `navigationTapped(media)`) and `Output` (`medias`,
/// `isNavigationShow`, `selectedMedia`). Rows are plain items: choosing one only sends
/// `navigationTapped`, and the shared `Navigator` does the push.
///
/// Typing is debounced on the injected clock. Each search gets a generation number and a
/// cancellation; a newer query cancels the older one and results from an older generation are
/// dropped, so a late answer can never overwrite a newer one (switch-to-latest).
///
/// Rows on screen may belong to an older query while a new one waits for its debounce or runs
/// (`isPending`). Enter then never opens one of those rows: it runs the search now and opens
/// the new query's top result when it lands. A click opens the row the user pointed at.
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
        /// How many results match exactly when the rest are approximate; nil when all are exact.
        public var exactResults: Int?
        /// The listed shows that match only approximately (typos, joined words).
        public var approximateIDs: Set<String> = []
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
    /// The query of the search that is running, if any.
    private var searchingQuery: String?
    /// Enter was pressed while this query was pending: open its top result when it arrives.
    private var openTopOfQuery: String?
    /// End was pressed with more pages to come: keep loading, then select the last row.
    private var isSeekingLast = false
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

    /// True from the keystroke that changes the query until the results of exactly that query
    /// are on screen: the rows shown now belong to another query, or are being replaced.
    public var isPending: Bool { output.isSearching || output.resultsQuery != input.query.text }

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
        isSeekingLast = false
        switch command {
        case .move(.last) where output.hasMore:
            isSeekingLast = true
            loadMoreIfNeeded(force: true)
        case let .move(motion): list.apply(motion)
        case .open:
            if isPending { openTopWhenReady() } else if let media = selectedRow { action(.navigationTapped(media)) }
        case .clear: if !input.query.isEmpty { send("") }
        case .searchNow: action(.searchButtonTapped)
        }
        loadMoreIfNeeded()
    }

    public func selectRow(_ index: Int) {
        list.select(index)
        loadMoreIfNeeded()
    }

    /// A double click opens the row the user pointed at, even while newer results are pending
    /// (Enter would wait for them).
    public func openSelectedRow() {
        if let media = selectedRow { action(.navigationTapped(media)) }
    }

    /// The renderer reports how many rows fit.
    public func setVisibleRows(_ rows: Int) {
        list.setVisibleRows(rows)
    }

    // MARK: Searching

    private func queryChanged() {
        openTopOfQuery = nil
        timers.schedule(Self.debounceTimer, after: debounce) { [weak self] in
            self?.action(.searchButtonTapped)
        }
    }

    /// Enter while the rows are stale: search now (unless this very query is already running)
    /// and open its top result when it arrives.
    private func openTopWhenReady() {
        let query = input.query.text
        openTopOfQuery = query
        if !(output.isSearching && searchingQuery == query) { action(.searchButtonTapped) }
    }

    private func startSearch(_ query: String) {
        inFlight?.cancel()
        searchingQuery = query
        isSeekingLast = false
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

    private func loadMoreIfNeeded(force: Bool = false) {
        guard output.hasMore, !output.isLoadingMore, !output.isSearching,
              force || list.isNearEnd(margin: Self.pagingMargin), let query = output.resultsQuery else { return }
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
        if appending { output.isLoadingMore = false } else { output.isSearching = false; searchingQuery = nil }
        switch result {
        case let .success(page):
            if appending {
                let known = Set(output.medias.map(\.id))
                output.medias += page.items.filter { !known.contains($0.id) }
                output.approximateIDs.formUnion(page.approximateIDs)
                list.setCount(output.medias.count)
            } else {
                output.medias = page.items
                output.approximateIDs = page.approximateIDs
                list.reset(count: page.items.count)
            }
            output.exactResults = page.exactResults
            output.resultsQuery = query
            output.totalResults = page.totalResults
            output.totalIsLowerBound = page.totalIsLowerBound
            output.page = page.page
            output.hasMore = page.hasMore && !page.items.isEmpty
            output.isStale = page.isStale
            if output.errorMessage != nil { status.clear() }
            output.errorMessage = nil
            log.record("search.results", ["query": query, "count": page.totalResults, "page": page.page])
            if !appending, openTopOfQuery == query { openTop(of: query) }
            if !appending { suggestCorrection() }
            if isSeekingLast {
                if output.hasMore { loadMoreIfNeeded(force: true) } else { isSeekingLast = false; list.toLast() }
            }
            loadMoreIfNeeded()
        case let .failure(error):
            isSeekingLast = false
            if openTopOfQuery == query { openTopOfQuery = nil }
            if (error as? MediaError)?.isCancellation == true { return }
            // Previous results stay on screen; only the message changes.
            output.errorMessage = String(describing: error)
            status.report(.error(String(describing: error)))
            log.record("search.failed", ["query": query])
        }
    }

    /// "did you mean ‘Breaking Bad’?" when nothing matched exactly but something came close.
    private func suggestCorrection() {
        guard output.exactResults == 0, let first = output.medias.first, output.approximateIDs.contains(first.id) else { return }
        status.info("did you mean ‘\(first.title)’?")
    }

    private func openTop(of query: String) {
        openTopOfQuery = nil
        if let first = output.medias.first {
            action(.navigationTapped(first))
        } else {
            status.info("No shows match “\(query)”")
        }
    }
}
