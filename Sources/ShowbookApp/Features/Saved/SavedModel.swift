import Foundation
import ShowbookPlatform
import ShowbookTV
import ShowbookWords
import ShowbookExchange

/// The Saved tab: saved shows newest first, reloaded whenever the tab is shown again, so a show
/// unsaved in its detail is gone on return. Enter goes through the same navigator and lazy
/// detail as search; `d` removes a show (undone with `u`), `/` filters by title. Each show
/// with stored episodes carries its progress ("watched 14/20 · up next …"); shows with an
/// aired unwatched episode come first, and episode lists older than a day are refreshed in
/// the background. A show's episodes are those of `ShowEpisodeLists` — the provider's list, else
/// the episodes of its registered subtitles — the same list `showbook saved` reads. Next to "up
/// next" goes that episode's coverage when its subtitles are registered (computed on a job after
/// the rows are drawn). `o` switches to the "continue watching" order (`ContinueWatching`: shows
/// with an aired unwatched episode, most recently watched first) and back; `w` shows only the
/// shows with an aired unwatched episode.
public final class SavedModel: FilteringListScreen, RowSelecting, StatusReporting {
    public enum Command: Sendable {
        case move(ListMotion), open, remove, undo, filter, clearFilter, filterField(FilterCommand), upcoming, prep, importHistory
        case continueWatching, unwatchedOnly
    }

    public static let keyMap: [KeyBinding<Command>] = ListMotion.bindings(Command.move) + [
        KeyBinding([.enter], "open", .open, doesNothingWhen: "nothing is saved").documented("open the show"),
        KeyBinding([.character("d")], "remove", .remove, doesNothingWhen: "nothing is saved").documented("remove from Saved"),
        KeyBinding([.character("u")], "undo remove", .undo, hint: false)
            .documented("undo the last remove (for 10 s)"),
        KeyBinding([.character("/")], "filter", .filter).documented(FilterCommand.openingDoc),
        KeyBinding([.character("U")], "upcoming episodes", .upcoming, hint: HintText("U", "upcoming"))
            .documented("upcoming: saved shows' episodes airing in the next 30 days"),
        KeyBinding([.character("P")], "prep the up next episode: study the fewest new words that lift it to the target", .prep,
                   hint: false, doesNothingWhen: "the show's up next episode has no registered subtitles")
            .documented("prep the selected show's up next episode, as `P` on an episode row"),
        KeyBinding([.character("o")], "continue watching order", .continueWatching, hint: false)
            .documented("continue watching: shows with an aired unwatched episode, most recently watched first (again: saved order)"),
        KeyBinding([.character("w")], "unwatched only", .unwatchedOnly, hint: false)
            .documented("show only shows with an aired unwatched episode (again: all)"),
        KeyBinding([.escape], "clear the filter", .clearFilter, hint: false).documented("clear a kept filter"),
        KeyBinding([.character("i")], "import watching history", .importHistory, hint: false)
            .documented("import watching history: a TV Time export, Trakt JSON, an IMDb list CSV or a Showbook export"),
    ]

    public private(set) var content = SelectableList<Media, MediaID>(id: \.id) { [$0.title, $0.originalTitle] }
    public var shows: [Media] { content.visible }
    public var list: ListState { content.state }
    public var filterText: String { content.filter.text }
    public let status: StatusReporter
    private var undo = UndoSlot<(show: RemovedShow, title: String)>()
    private let store: SavedStore
    private let episodes: EpisodeSource
    /// Each show's episodes, from the stored lists and the registered subtitles.
    private let lists: ShowEpisodeLists
    private let calendar: Calendar
    /// Shows whose episode lists are being refreshed now (one job each at a time).
    private var refreshing: Set<MediaID> = []
    /// Stores the refreshed lists, one after another, retried while the database is busy.
    private lazy var episodeWriter = context.makeJobWriter()
    /// Each saved show's progress, for shows with stored episodes.
    public private(set) var progress: [MediaID: ShowProgress] = [:]
    /// `o`: the "continue watching" order instead of the saved order.
    public private(set) var continueWatching = false
    /// `w`: only the shows with an aired unwatched episode.
    public private(set) var unwatchedOnly = false
    /// How many shows are saved (the rows may be fewer with `unwatchedOnly`).
    public private(set) var savedCount = 0

    /// Coverage of each show's up next (every registered episode of a show without a list).
    public let coverage: CoverageLoader

    package let context: ScreenContext
    /// Saved's `i`: the history import (`SavedModel+History`).
    package let history: HistoryImporter?

    package init(store: SavedStore, episodes: EpisodeSource, calendar: Calendar, coverage service: CoverageService? = nil,
         context: ScreenContext, history: HistoryImporter? = nil) {
        self.history = history
        coverage = CoverageLoader(service: service, jobs: context.jobs, clock: context.clock, calendar: calendar)
        self.store = store
        self.episodes = episodes
        lists = ShowEpisodeLists(episodes: episodes.episodes, watched: episodes.watched, registry: service?.registry)
        self.calendar = calendar
        status = context.status
        self.context = context
    }

    public var isEditingFilter: Bool { content.isEditingFilter }
    public func editFilter(_ key: Key) { content.handleFilterKey(key) }

    /// While the `/` field has the keys: the filter's own keys; the rest edit its text.
    public var activeKeyMap: [KeyBinding<Command>] {
        content.isEditingFilter ? FilterCommand.bindings(Command.filterField) : Self.keyMap
    }


    public func didAppear() {
        reload()
        refreshStaleEpisodes()
    }

    public func reload() {
        do {
            var shows = try lists.saved(store, now: clock.now, calendar: calendar)
            savedCount = shows.count
            progress = Dictionary(shows.compactMap { show in show.progress.map { (show.media.id, $0) } }) { first, _ in first }
            if continueWatching {
                shows = ContinueWatching.ordered(shows, lastWatched: try lists.watched.lastWatched(shows.map(\.media.id)))
            }
            if unwatchedOnly { shows = ContinueWatching.unwatchedOnly(shows) }
            content.setItems(shows.map(\.media))
            loadCoverage()
        } catch {
            status.report(error, doing: "read saved shows")
        }
    }

    private func loadCoverage() {
        coverage.load(content.items.map(\.id), episodes: ShowProgress.upNextEpisodes(progress),
                      airing: ShowProgress.upNextAirDays(progress))
    }

    /// The row's progress line: "watched 2/7 · up next S01E03 ‘Title’ · ≈ 91 % on Fri · 38 new"
    /// (from the registered files, "watched 3/4 · up next S01E04 · ≈ 91 % today · 38 new"); nil
    /// without episodes.
    public func progressText(for media: Media) -> String? {
        progress[media.id]?.summary(coverage: coverage.show(media.id))
    }

    /// Fetches again, in the background, the episode lists of saved shows that have none or
    /// whose oldest season is more than a day old; Saved reloads as each arrives.
    public func refreshStaleEpisodes() {
        let (episodes, jobs) = (self.episodes, self.jobs)
        for media in content.items where episodes.canFetch(media.id) && !refreshing.contains(media.id) {
            guard (try? episodes.episodes.needsRefresh(media.id)) ?? false else { continue }
            refreshing.insert(media.id)
            jobs.submit({ Result { try episodes.showAnswer(of: media, cancellation: Cancellation()) } }) { [weak self] answer in
                guard let self else { return }
                guard case let .success(answer) = answer else {
                    self.refreshing.remove(media.id)
                    return
                }
                self.episodeWriter.enqueue({ try episodes.store(answer) }) { [weak self] _ in
                    guard let self else { return }
                    self.refreshing.remove(media.id)
                    self.reload()
                }
            }
        }
    }

    public func perform(_ command: Command) {
        switch command {
        case let .move(motion): content.apply(motion)
        case .open: if let media = content.selected { navigator.show(.detail(media)) }
        case .remove: if let media = content.selected { remove(media) }
        case .undo: undoRemove()
        case .filter: content.beginFilter()
        case .clearFilter: content.clearFilter()
        case let .filterField(command): content.perform(command)
        case .upcoming: navigator.show(.upcoming)
        case .prep: prepUpNext()
        case .continueWatching:
            continueWatching.toggle()
            reload()
            status.info(continueWatching ? "Continue watching: aired unwatched episodes, most recently watched first" : "Saved order")
        case .unwatchedOnly:
            unwatchedOnly.toggle()
            reload()
            status.info(unwatchedOnly ? "Only shows with an aired unwatched episode" : "All saved shows")
        case .importHistory: presentHistoryImport()
        }
    }

    /// "Saved shows · continue watching · unwatched only", as the modes stand.
    public var heading: String {
        "Saved shows" + (continueWatching ? " · continue watching" : "") + (unwatchedOnly ? " · unwatched only" : "")
    }

    /// The selected show's up next episode (from its list or its registered files).
    public func upNext(of media: Media) -> EpisodeCode? { progress[media.id]?.upNext?.key }

    /// `P`: prep for the selected show's up next episode (`PrepFlow`, the same as an episode row's `P`).
    private func prepUpNext() {
        guard let media = content.selected else { return }
        guard let code = upNext(of: media) else { return status.info("“\(media.title)” has no up next episode") }
        navigator.show(.prep(media, code))
    }

    private func remove(_ media: Media) {
        let store = self.store
        writer.perform({ try store.remove(media.id) }, status: status, doing: "update Saved",
                       otherwise: { [weak self] in self?.reload() }) { [weak self] removed in
            guard let self else { return }
            self.undo.hold((removed, media.title), now: self.clock.now)
            self.status.report(.undoable("Removed “\(media.title)” from Saved"))
            self.reload()
        }
    }

    private func undoRemove() {
        guard let (removed, title) = undo.take(now: clock.now) else { return status.report(.info("Nothing to undo")) }
        let store = self.store
        writer.undo((removed, title), restore: { try store.restore(removed) }, action: "restore “\(title)”", status: status,
                    keep: { [weak self] in self?.hold($0) }) { [weak self] in
            guard let self else { return }
            self.reload()
            self.content.select(id: removed.mediaID)
            self.status.report(.info("Restored “\(title)” to Saved"))
        }
    }

    private func hold(_ removed: (show: RemovedShow, title: String)) { undo.hold(removed, now: clock.now) }

    public func setVisibleRows(_ rows: Int) { content.setVisibleRows(rows) }

    public func selectRow(_ index: Int) { content.select(index) }

    public func openSelectedRow() { perform(.open) }
}

extension SavedModel: ContextualScreen {}
