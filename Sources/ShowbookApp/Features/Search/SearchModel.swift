import Foundation
import ShowbookPlatform
import ShowbookTV

/// The Search tab: the `query` field, the `state` of the latest search (its `results`), and
/// `perform(_:)` for every command, as the other screens have. Rows are plain items: opening one
/// only hands the shared `Navigator` the value `.detail(media)`, which builds and pushes the detail.
///
/// Typing is debounced on the injected clock. Each search gets a generation number and a
/// cancellation; a newer query cancels the older one and results from an older generation are
/// dropped, so a late answer can never overwrite a newer one (switch-to-latest).
///
/// Rows on screen may belong to an older query while a new one waits for its debounce or runs
/// (`isPending`). Enter then never opens one of those rows: it runs the search now and opens
/// the new query's top result when it lands. A click opens the row the user pointed at.
public final class SearchModel: KeyMappedScreen, RowSelecting, StatusReporting {
    /// What the latest search found and whether one is running.
    public struct SearchState {
        public var results: [Media] = []
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
        /// The query whose search failed last (its rows never landed); nil once one succeeds.
        public var failedQuery: String?
        public var isStale = false
        /// How many results match exactly when the rest are approximate; nil when all are exact.
        public var exactResults: Int?
        /// The listed shows that match only approximately (typos, joined words).
        public var approximateIDs: Set<MediaID> = []
        /// Titles a query that matched nothing may have meant (a mistyped year: `reply 1998`).
        public var suggestions: [String] = []
        package fileprivate(set) var page = 0
        package fileprivate(set) var hasMore = false
    }

    public enum Command: Sendable, Equatable {
        case move(ListMotion), open, clear, searchNow
        /// Replaces the whole query (as a paste would), restarting the debounce.
        case replaceQuery(String)
    }

    public static let keyMap: [KeyBinding<Command>] = [
        KeyBinding([.enter], "open", .open)
            .documented("open the show; while the list still shows an older query's rows (dimmed, “searching…”), "
                + "search now and open the new query's top result"),
        KeyBinding([.escape], "clear", .clear, doesNothingWhen: "the query is already empty").documented("clear the query"),
        KeyBinding([.up, .ctrl("p")], "up", .move(.up), hint: false)
            .documented("move, page, first/last result (End loads up to 20 more pages per press and goes to the last one "
                + "loaded), whatever the query",
                keys: KeyLabel.pair(.up, .down) + [.words(" (")] + KeyLabel.pair(.ctrl("p"), .ctrl("n")) + [.words("), ")]
                    + KeyLabel.pair(.pageUp, .pageDown) + [.words(", ")] + KeyLabel.pair(.home, .end)),
        KeyBinding([.down, .ctrl("n")], "down", .move(.down), hint: HintText("↑↓", "move")).documentedInRowAbove(),
        KeyBinding([.pageUp], "page up", .move(.pageUp), hint: false).documentedInRowAbove(),
        KeyBinding([.pageDown], "page down", .move(.pageDown), hint: false).documentedInRowAbove(),
        KeyBinding([.home], "first result", .move(.first), hint: false).documentedInRowAbove(),
        KeyBinding([.end], "last result (loads up to 20 more pages)", .move(.last), hint: false).documentedInRowAbove(),
        KeyBinding([.ctrl("r"), .function(5)], "search now", .searchNow, hint: false)
            .documented("search now, without waiting; after a failed search (“search failed”, rows dimmed), try again"),
    ]

    /// Home and End always move the results (End to the last of the whole set); Ctrl-A and
    /// Ctrl-E move the cursor in the query.
    public var helpEntries: [HelpEntry] { Self.keyMap.helpEntries() + TextFieldState.helpEntriesWithoutHomeEnd }

    /// The query as typed, with its cursor.
    public private(set) var query = TextFieldState()
    public private(set) var state = SearchState()
    public private(set) var list = ListState()

    private let provider: MediaProvider
    private let debounce: TimeInterval
    public let status: StatusReporter
    private var generation = 0
    private var inFlight: Cancellation?
    /// The query of the search that is running, if any.
    private var searchingQuery: String?
    /// Enter was pressed while this query was pending: open its top result when it arrives.
    private var openTopOfQuery: String?
    /// End was pressed with more pages to come: keep loading (up to `pagesPerAction` pages),
    /// then select the last row.
    private var isSeekingLast = false
    /// Pages End may still load in this press.
    private var pagesLeftToSeek = 0
    /// End loads at most this many pages per press (a server may claim millions).
    package static let pagesPerAction = 20
    /// Load the next page when the selection is this close to the end.
    package static let pagingMargin = 10
    package static let debounceTimer = "search.debounce"

    package let context: ScreenContext

    package init(provider: MediaProvider, debounce: TimeInterval, context: ScreenContext) {
        self.provider = provider
        self.debounce = debounce
        status = context.status
        self.context = context
    }

    /// True once the running search has taken longer than `spinnerDelay`: fast searches do not
    /// flash a spinner.
    public var showsSpinner: Bool {
        guard state.isSearching, let started = state.searchStartedAt else { return false }
        return timers.now.timeIntervalSince(started) >= Self.spinnerDelay
    }

    public static let spinnerDelay: TimeInterval = 0.15

    /// The first search, for the empty query (browse by popularity).
    public func start() { searchNow() }

    /// The provider's short name ("offline", "tmdb", "tvmaze"), for the empty-list hint.
    public var providerName: String { provider.name }
    public var providerKind: ProviderKind { provider.kind }
    /// The credit line the provider requires on screen (TMDB, TVmaze), if any.
    public var attribution: String? { provider.attribution }

    public var selectedRow: Media? { list.selectedIndex.map { state.results[$0] } }

    /// True from the keystroke that changes the query until the results of exactly that query
    /// are on screen: the rows shown now belong to another query, or are being replaced.
    public var isPending: Bool { state.isSearching || (state.resultsQuery != query.text && !searchFailed) }

    /// The search for the query as typed failed and nothing runs: the screen says so (instead of
    /// "searching…"), and only Ctrl-R / F5 try again.
    public var searchFailed: Bool { !state.isSearching && state.failedQuery == query.text }

    /// The rows shown are not the answer to the query as typed (pending, or its search failed).
    public var rowsAreStale: Bool { isPending || searchFailed }

    /// The failure line: what failed and the key that retries (Ctrl-R, which already means
    /// "search now" and, unlike a letter, does not type into the query field).
    package static func failureLine(_ message: String) -> String { "Search failed: \(message) — Ctrl-R retries" }

    // MARK: Keys

    public var isEditingText: Bool { true }

    /// Every other key edits the query (which restarts the debounce when the text changes).
    public func handleUnmapped(_ key: Key) -> Bool {
        let before = query.text
        guard query.handle(key) else { return false }
        if query.text != before { queryChanged() }
        return true
    }

    public func perform(_ command: Command) {
        isSeekingLast = false
        switch command {
        case .move(.last) where state.hasMore:
            isSeekingLast = true
            pagesLeftToSeek = Self.pagesPerAction
            loadMoreIfNeeded(force: true)
        case let .move(motion): list.apply(motion)
        case .open:
            if searchFailed {
                status.report(.error(Self.failureLine(state.errorMessage ?? "unknown error")))
            } else if isPending {
                openTopWhenReady()
            } else if let media = selectedRow {
                navigator.show(.detail(media))
            }
        case .clear: if !query.isEmpty { replaceQuery("") }
        case .searchNow: searchNow()
        case let .replaceQuery(text): replaceQuery(text)
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
        if let media = selectedRow { navigator.show(.detail(media)) }
    }

    /// The renderer reports how many rows fit.
    public func setVisibleRows(_ rows: Int) {
        list.setVisibleRows(rows)
    }

    // MARK: Searching

    private func replaceQuery(_ text: String) {
        query.text = text
        queryChanged()
    }

    /// Every change of the query restarts the debounce.
    private func queryChanged() {
        openTopOfQuery = nil
        timers.schedule(Self.debounceTimer, after: debounce) { [weak self] in
            self?.searchNow()
        }
    }

    /// Searches for the query as it is now, without waiting for the debounce.
    private func searchNow() {
        timers.cancel(Self.debounceTimer)
        startSearch(query.text)
    }

    /// Enter while the rows are stale: search now (unless this very query is already running)
    /// and open its top result when it arrives.
    private func openTopWhenReady() {
        let query = self.query.text
        openTopOfQuery = query
        if !(state.isSearching && searchingQuery == query) { searchNow() }
    }

    private func startSearch(_ query: String) {
        inFlight?.cancel()
        searchingQuery = query
        isSeekingLast = false
        generation += 1
        let generation = self.generation
        let cancellation = Cancellation()
        inFlight = cancellation
        state.isSearching = true
        state.failedQuery = nil
        state.searchStartedAt = timers.now
        state.isLoadingMore = false
        let provider = self.provider
        jobs.submit({ Result { try provider.search(query: query, page: 1, cancellation: cancellation) } }) {
            [weak self] result in
            self?.receive(result, query: query, generation: generation, appending: false)
        }
    }

    private func loadMoreIfNeeded(force: Bool = false) {
        guard state.hasMore, !state.isLoadingMore, !state.isSearching,
              force || list.isNearEnd(margin: Self.pagingMargin), let query = state.resultsQuery else { return }
        state.isLoadingMore = true
        let generation = self.generation
        let page = state.page + 1
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
        if appending { state.isLoadingMore = false } else { state.isSearching = false; searchingQuery = nil }
        switch result {
        case let .success(page):
            var addsNothing = false
            if appending {
                let known = Set(state.results.map(\.id))
                let added = page.items.filter { !known.contains($0.id) }
                addsNothing = added.isEmpty
                state.results += added
                state.approximateIDs.formUnion(page.approximateIDs)
                list.setCount(state.results.count)
            } else {
                state.results = page.items
                state.approximateIDs = page.approximateIDs
                state.suggestions = page.suggestions
                list.reset(count: page.items.count)
            }
            state.exactResults = page.exactResults
            state.resultsQuery = query
            state.totalResults = page.totalResults
            state.totalIsLowerBound = page.totalIsLowerBound
            state.page = page.page
            // A page that adds no new show ends the paging, whatever the server's page count.
            state.hasMore = page.hasMore && !page.items.isEmpty && !addsNothing
            state.isStale = page.isStale
            // A new answer replaces every line about an earlier one (a failure, a suggestion).
            if !appending || state.errorMessage != nil { status.clear() }
            state.errorMessage = nil
            if !appending { state.failedQuery = nil }
            log.record("search.results", ["query": query, "count": page.totalResults, "page": page.page])
            if !appending, openTopOfQuery == query { openTop(of: query) }
            if !appending { suggestCorrection() }
            if isSeekingLast && appending { pagesLeftToSeek -= 1 }
            if isSeekingLast { continueSeekingLast() } else { loadMoreIfNeeded() }
        case let .failure(error):
            isSeekingLast = false
            if openTopOfQuery == query { openTopOfQuery = nil }
            if (error as? MediaError)?.isCancellation == true { return }
            // Previous results stay on screen, marked stale; the message says what failed.
            state.errorMessage = String(describing: error)
            if !appending { state.failedQuery = query }
            status.report(.error(appending ? String(describing: error) : Self.failureLine(String(describing: error))))
            log.record("search.failed", ["query": query])
        }
    }

    /// The next page of an End press, or — once the pages run out or the press has loaded
    /// `pagesPerAction` pages — the last row selected (saying so when more pages remain).
    private func continueSeekingLast() {
        if state.hasMore && pagesLeftToSeek > 0 {
            loadMoreIfNeeded(force: true)
            return
        }
        isSeekingLast = false
        list.toLast()
        if state.hasMore {
            status.info("Loaded \(Counted.text(state.results.count, "result")); End loads \(Self.pagesPerAction) more pages")
        }
    }

    /// "did you mean ‘Breaking Bad’?" when nothing matched exactly but something came close.
    private func suggestCorrection() {
        guard state.exactResults == 0, let first = state.results.first, state.approximateIDs.contains(first.id) else { return }
        status.info("did you mean ‘\(first.title)’?")
    }

    private func openTop(of query: String) {
        openTopOfQuery = nil
        if let first = state.results.first {
            navigator.show(.detail(first))
        } else {
            status.info("No shows match “\(query)”")
        }
    }
}

extension SearchModel: ContextualScreen {}
