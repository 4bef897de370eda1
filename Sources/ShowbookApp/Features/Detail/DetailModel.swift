import ShowbookPlatform
import ShowbookTV
import ShowbookWords
/// The detail screen of one show. Built by `ScreenFactory` only when the navigator pushes it,
/// it fetches the full detail then (with a cancellation that fires if the screen is popped
/// first), toggles Saved (an unsave is undone with `u`), and scrolls the overview. With
/// registered subtitles it shows the median coverage of the show's episodes (computed on a
/// job), and lists the registered seasons when the provider lists none. `deinit` reports the
/// release.
public final class DetailModel: KeyMappedScreen, Scrollable, MouseHandling, StatusReporting {
    public enum LoadState: Equatable {
        case loading
        case loaded(MediaDetail)
        case failed(String)
    }

    public enum Command: Sendable {
        case back, toggleSaved, undoUnsave, scrollUp, scrollDown, previousSeason, nextSeason, pageUp, pageDown, wordBook, openSeason, mine
    }

    /// The keys of every detail.
    package static let commonKeyMap: [KeyBinding<Command>] = [
        KeyBinding([.escape, .left, .character("q")], "back", .back),
        KeyBinding([.character("s")], "save", .toggleSaved)
            .documented("save / unsave (in the background; a busy database shows a spinner and retries)"),
        KeyBinding([.character("u")], "undo removing from Saved", .undoUnsave, hint: false)
            .documented("undo an unsave for 10 s: the show is back in Saved with its saved date and place"),
        KeyBinding([.character("w")], "word book", .wordBook).documented("open or create the word book linked to this show"),
        KeyBinding([.character("m")], "mine subtitles for words", .mine, hint: HintText("m", "mine subtitles"))
            .documented("mine subtitles: asks for a `.srt`/`.vtt`/`.ass` file, a video or a folder of episodes (Tab "
                + "completes, `~` is `$HOME`), then lists the words none of your books has; files whose names say "
                + "their episode are registered for coverage"),
    ]

    /// ↑/↓ and the page keys when the show lists no seasons: they scroll.
    package static let scrollKeyMap: [KeyBinding<Command>] = [
        KeyBinding([.up, .character("k")], "scroll up", .scrollUp, hint: false,
                   doesNothingWhen: "the top is shown")
            .documented("scroll, when the show lists no seasons", keys: upDownKeys),
        KeyBinding([.down, .character("j")], "scroll down", .scrollDown, hint: HintText("↑↓", "scroll"),
                   doesNothingWhen: "the whole text fits or the end is shown").documentedInRowAbove(),
    ] + pageKeyMap

    package static let pageKeyMap: [KeyBinding<Command>] = [
        KeyBinding([.pageUp], "page up", .pageUp, hint: false)
            .documented("scroll", keys: KeyLabel.pair(.pageUp, .pageDown) + [.words(", "), .key(.character(" "))]),
        KeyBinding([.pageDown, .character(" ")], "page down", .pageDown, hint: false).documentedInRowAbove(),
    ]

    /// `↑/↓ (k/j)` in the key tables.
    package static let upDownKeys = KeyLabel.pair(.up, .down) + [.words(" (")] + KeyLabel.pair(.character("k"), .character("j")) + [.words(")")]

    /// With seasons listed, ↑/↓ move the `▸` and Enter opens the season.
    public static let keyMap: [KeyBinding<Command>] = commonKeyMap + [
        KeyBinding([.enter], "open the season's episodes", .openSeason, hint: HintText("Enter", "episodes"))
            .documented("open the selected season's episodes (a click on a season line does too)"),
        KeyBinding([.up, .character("k")], "previous season", .previousSeason, hint: false,
                   doesNothingWhen: "the first season is selected")
            .documented("move the ▸ among the seasons", keys: upDownKeys),
        KeyBinding([.down, .character("j")], "next season", .nextSeason, hint: HintText("↑↓", "season"),
                   doesNothingWhen: "the last season is selected").documentedInRowAbove(),
    ] + pageKeyMap

    public var activeKeyMap: [KeyBinding<Command>] { seasons.isEmpty ? Self.commonKeyMap + Self.scrollKeyMap : Self.keyMap }

    public let media: Media
    public private(set) var state: LoadState = .loading
    public private(set) var isSaved = false
    public let status: StatusReporter
    /// Scroll position over the rendered lines; the renderer reports the line count.
    public private(set) var scroll = ListState()
    public let attribution: String?
    /// The poster at the left of the facts (fetched once the detail is shown).
    public let poster: DetailPoster

    private let provider: MediaProvider
    private let saved: SavedStore
    /// The season line marked `▸` (an index into the detail's season list).
    public private(set) var selectedSeason = 0
    private var cancellation: Cancellation?
    /// The show as it was saved (date and place), for `u` after an unsave.
    private var undo = UndoSlot<RemovedShow>()
    public static let lifecycleKind = "detail"

    /// Coverage of the show's registered episodes, once computed.
    public let coverage: CoverageLoader

    package let context: ScreenContext

    package init(media: Media, provider: MediaProvider, saved: SavedStore, posterLoader: (any PosterFetching)?,
         coverage service: CoverageService? = nil, context: ScreenContext) {
        self.media = media
        coverage = CoverageLoader(service: service, jobs: context.jobs, clock: context.clock)
        self.provider = provider
        self.saved = saved
        status = context.status
        self.context = context
        attribution = provider.attribution
        poster = DetailPoster(loader: posterLoader, jobs: context.jobs, status: context.status)
        isSaved = (try? saved.isSaved(media.id)) ?? false
        tracker.didBuild(Self.lifecycleKind, id: media.id.description)
    }

    deinit {
        cancellation?.cancel()
        poster.cancel()
        tracker.didRelease(Self.lifecycleKind, id: media.id.description)
    }

    /// The media to show: the loaded detail's, or the list row's until it arrives.
    public var shownMedia: Media {
        if case let .loaded(detail) = state { return detail.media }
        return media
    }

    public var detail: MediaDetail? {
        if case let .loaded(detail) = state { return detail }
        return nil
    }

    public func didAppear() {
        isSaved = (try? saved.isSaved(media.id)) ?? isSaved
        poster.show(shownMedia.posterURL)
        coverage.load([media.id])
        guard cancellation == nil else { return }
        let cancellation = Cancellation()
        self.cancellation = cancellation
        let provider = self.provider
        let media = self.media
        jobs.submit({ Result { try provider.detail(of: media, cancellation: cancellation) } }) { [weak self] result in
            guard let self, !cancellation.isCancelled else { return }
            switch result {
            case let .success(detail):
                self.state = .loaded(detail)
                self.poster.show(detail.media.posterURL)
            case let .failure(error): self.state = .failed(String(describing: error))
            }
        }
    }

    public func willDisappear() {
        cancellation?.cancel()
        poster.cancel()
    }

    public func perform(_ command: Command) {
        status.clear()
        switch command {
        case .back: navigator.pop()
        case .toggleSaved: toggleSaved()
        case .undoUnsave: undoUnsave()
        case .scrollUp: scroll.scroll(by: -1)
        case .scrollDown: scroll.scroll(by: 1)
        case .previousSeason: moveSeason(by: -1)
        case .nextSeason: moveSeason(by: 1)
        case .openSeason: openSeason()
        case .pageUp: scroll.scroll(by: -scroll.visibleRows)
        case .pageDown: scroll.scroll(by: scroll.visibleRows)
        case .wordBook: navigator.show(.linkedBook(shownMedia))
        case .mine: presentMining()
        }
    }

    /// The seasons the detail lists (empty until it loads): the provider's, else those of the
    /// registered subtitles.
    public var seasons: [SeasonInfo] {
        if let listed = detail?.seasonList, !listed.isEmpty { return listed }
        let registered = Dictionary(grouping: coverage.registeredEpisodes(of: media.id), by: \.season)
        return registered.keys.sorted().map { SeasonInfo(number: $0, episodes: registered[$0]?.count) }
    }

    /// "≈ 84 % median of 12 episodes" once computed for a show with registered subtitles; nil otherwise.
    public var coverageText: String? {
        guard let show = coverage.show(media.id), let median = show.median else { return nil }
        let count = show.episodes.filter { $0.expectedShare != nil }.count
        return "\(EpisodeCoverage.expectedText(median)) median of \(count) episode\(count == 1 ? "" : "s") with subtitles"
    }

    /// Moves the `▸` among the seasons (↑/↓ while seasons are listed; otherwise they scroll).
    private func moveSeason(by delta: Int) {
        guard !seasons.isEmpty else { return }
        selectedSeason = min(max(0, selectedSeason + delta), seasons.count - 1)
        seasonMoved = true
    }

    /// Pushes the selected season's episodes, built now.
    public func openSeason() {
        guard seasons.indices.contains(selectedSeason) else { return }
        navigator.show(.episodes(shownMedia, seasons[selectedSeason]))
    }

    /// `m`: asks for a subtitle file or folder, then shows the mining screen for that path.
    private func presentMining() {
        let (navigator, media) = (self.navigator, shownMedia)
        navigator.present(.subtitlePath { outcome in
            guard case let .applied(path) = outcome else { return }
            navigator.show(.mining(media, path: path))
        })
    }

    /// A click on a season line selects and opens it.
    public func handleClick(_ action: MouseAction, on target: HitTarget) {
        guard case let .row(index) = target, seasons.indices.contains(index) else { return }
        selectedSeason = index
        openSeason()
    }

    /// Set when ↑/↓ moved the `▸`, until the renderer has scrolled it into view.
    private var seasonMoved = false

    /// Scrolls so that `line` (of the rendered content, the selected season's) is visible after
    /// the `▸` moved; PageUp/PageDown scroll freely otherwise.
    public func revealSeason(line: Int) {
        guard seasonMoved else { return }
        seasonMoved = false
        if line < scroll.offset { scroll.scroll(by: line - scroll.offset) }
        if line >= scroll.offset + scroll.visibleRows { scroll.scroll(by: line - scroll.offset - scroll.visibleRows + 1) }
    }

    /// The wheel scrolls the overview, as ↑/↓ do.
    public func scrollContent(by lines: Int) { scroll.scroll(by: lines) }

    /// The renderer reports the wrapped content height and the viewport height.
    public func setLayout(contentLines: Int, visibleRows: Int) {
        scroll.setCount(contentLines)
        scroll.setVisibleRows(visibleRows)
        scroll.scroll(by: 0)
    }

    /// True while a save or unsave is being written (the screen shows a spinner).
    public var isSaving: Bool { writer.isRunning }
    /// True once the database was found busy during the current save (it is being retried).
    public var isWaitingForDatabase: Bool { writer.isRunning && writer.busyAttempts > 0 }

    /// Saves or unsaves in a background job; the result arrives through the main loop.
    public func toggleSaved() {
        let store = saved
        let media = shownMedia
        let removing = isSaved
        let removed = LatestValue<RemovedShow>()
        writer.start({
            if removing { removed.value = try store.remove(media.id) } else { try store.save(media) }
        }, status: status, doing: "update Saved") { [weak self] in
            guard let self else { return }
            self.isSaved = !removing
            if let removed = removed.value {
                self.undo.hold(removed, now: self.clock.now)
                self.status.report(.undoable("Removed “\(media.title)” from Saved"))
            } else {
                self.undo = UndoSlot()  // saved again: nothing left to undo
                self.status.info("Saved “\(media.title)”")
            }
            self.navigator.rootDidChange()
        }
    }

    /// `u` after an unsave: puts the show back in Saved with its saved date and place.
    private func undoUnsave() {
        guard !writer.isStillSaving(status) else { return }
        guard let removed = undo.take(now: clock.now) else { return status.info("Nothing to undo") }
        let store = saved
        let title = shownMedia.title
        writer.start({ try store.restore(removed) }, status: status, doing: "restore “\(title)”") { [weak self] in
            guard let self else { return }
            self.isSaved = true
            self.status.info("Restored “\(title)” to Saved")
            self.navigator.rootDidChange()
        }
    }
}

extension DetailModel: ContextualScreen {}
