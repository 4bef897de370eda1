import Foundation
import ShowbookPlatform
import ShowbookTV
import ShowbookWords

/// The episodes of one season, pushed from a show's detail and built only then (the same
/// navigator and lazy idea as the detail). It fetches the season on a background job (cached
/// like every response, and stored for Saved), lists number, title, air date and runtime, and
/// marks episodes watched: Space or `x` one, `W` the whole season; a mark records what the
/// learner heard in the episode (`EpisodeExposures`, on a job), an unmark forgets it, and a
/// one-episode mark says so on the status line once written (`WatchedReport`). Each episode with registered
/// subtitles shows its coverage (computed on a job, drawn when it lands); a show whose provider
/// lists no episodes lists the season's registered ones instead. `m` mines the episode: its
/// registered subtitles, or a file asked for and then registered to it. `w` watches it along in
/// mpv (the now-playing screen). `deinit` reports the release.
public final class EpisodesModel: KeyMappedScreen, RowSelecting, StatusReporting {
    public enum LoadState: Equatable {
        case loading
        case loaded
        case failed(String)
    }

    public enum Command: Sendable { case move(ListMotion), back, toggleWatched, toggleSeason, prep, mine, watch }

    public static let keyMap: [KeyBinding<Command>] = ListMotion.bindings(Command.move) + [
        KeyBinding([.escape, .left, .character("q")], "back", .back),
        KeyBinding([.character(" "), .character("x")], "watched", .toggleWatched, hint: HintText("Space", "watched"),
                   doesNothingWhen: "the season has no episodes")
            .documented("mark the episode watched / not watched (a double click too; then move to the next); watched "
                + "records the words you heard in it, not watched forgets them"),
        KeyBinding([.character("W")], "whole season watched", .toggleSeason, hint: HintText("W", "season"),
                   doesNothingWhen: "the season has no episodes").documented("mark the whole season watched (again: not watched)"),
        KeyBinding([.character("P")], "prep: study the fewest new words that lift the episode to the target", .prep,
                   hint: HintText("P", "prep"), doesNothingWhen: "the episode has no registered subtitles")
            .documented("prep: the fewest new words whose study lifts the selected episode's expected coverage at its "
                + "watch date to `prep_target` (95 %), added to the show's book, then a study session of exactly those; "
                + "the status bar says the coverage before and predicted for the watch day"),
        KeyBinding([.character("m")], "mine the episode's subtitles (asks for the file when none is registered, then registers it)",
                   .mine, hint: HintText("m", "mine"), rank: .extra, doesNothingWhen: "the season has no episodes")
            .documented("mine the episode's subtitles: its registered file, or (none yet) asks for one, which is then "
                + "registered to this episode"),
        KeyBinding([.character("w")], "watch along: play the episode in mpv beside its lines", .watch, hint: HintText("w", "watch"),
                   rank: .extra, doesNothingWhen: "the season has no episodes")
            .documented("watch along: mpv plays the episode's video with its subtitles and their translation while the "
                + "now-playing screen shows each line by what you know; lines played to their end are heard, "
                + "`watched_share` (90 %) played marks the episode watched"),
    ]

    public static let lifecycleKind = "episodes"

    public let media: Media
    public let season: SeasonInfo
    public private(set) var state: LoadState = .loading
    public private(set) var content = SelectableList<Episode, EpisodeCode>(id: \.key)
    public var episodes: [Episode] { content.visible }
    public private(set) var watched: Set<EpisodeCode> = []
    public var list: ListState { content.state }
    public let status: StatusReporter

    /// Coverage of the season's registered episodes, once computed.
    public let coverage: CoverageLoader
    private let registry: SubtitleRegistry?
    /// The "heard it" writes of this screen's marks.
    public let heard: ExposureQueue

    private let source: EpisodeSource
    private var cancellation: Cancellation?
    /// Stores the fetched list, retried while the database is busy.
    private lazy var episodeWriter = context.makeJobWriter()

    package let context: ScreenContext

    package init(media: Media, season: SeasonInfo, source: EpisodeSource, coverage service: CoverageService? = nil,
         exposures: EpisodeExposures? = nil, calendar: Calendar = .current, context: ScreenContext) {
        heard = ExposureQueue(exposures: exposures, writer: context.forAnotherScreen().writer)
        self.media = media
        self.season = season
        self.source = source
        self.context = context
        coverage = CoverageLoader(service: service, jobs: context.jobs, clock: context.clock, calendar: calendar)
        registry = service?.registry
        status = context.status
        watched = (try? source.watched.watched(media.id)) ?? []
        heard.failed = { [weak status] error in status?.report(error, doing: "record the words heard") }
        tracker.didBuild(Self.lifecycleKind, id: "\(media.id) S\(season.number)")
    }

    deinit {
        cancellation?.cancel()
        tracker.didRelease(Self.lifecycleKind, id: "\(media.id) S\(season.number)")
    }

    /// "Season 1", or the provider's name for it.
    public var title: String { season.name.isEmpty ? "Season \(season.number)" : season.name }

    public var selectedEpisode: Episode? { content.selected }

    public func isWatched(_ episode: Episode) -> Bool { watched.contains(episode.key) }

    /// "≈ 91 % on Fri · 38 new" for an episode whose coverage has arrived; nil otherwise.
    public func coverage(of episode: Episode) -> EpisodeCoverage? { coverage.episode(episode.key, of: media.id) }

    /// How the episode's expected coverage fades from now over `curveDays` days without
    /// reviews, once arrived (the detail under the list draws it).
    public func curve(of episode: Episode) -> CoverageCurve? { coverage.show(media.id)?.curves[episode.key] }

    /// Days of curve the detail draws: now to 30 days on.
    public static let curveDays = 30

    /// The air day of the season's first unwatched episode: the watch date's day when it is to come.
    private var nextUnwatchedAirDay: AirDay? {
        content.items.first { !watched.contains($0.key) }?.airDay
    }

    public func didAppear() {
        // Back from a study session: what is known has changed; from watching along, the marks too.
        if state == .loaded {
            watched = (try? source.watched.watched(media.id)) ?? watched
            loadCoverage()
        }
        guard cancellation == nil else { return }
        let cancellation = Cancellation()
        self.cancellation = cancellation
        let (source, registry) = (self.source, self.registry)
        let media = self.media
        let number = season.number
        jobs.submit({
            (Result { try source.seasonAnswer(number, of: media, cancellation: cancellation) },
             ((try? registry?.preferredSources(of: media.id)) ?? []).map(\.episode).filter { $0.season == number })
        }) { [weak self] result, registered in
            guard let self, !cancellation.isCancelled else { return }
            let fromFiles = registered.map { Episode(season: $0.season, number: $0.number, title: "") }
            switch result {
            case let .success(answer):
                // Shown at once; kept for Saved and the upcoming list through the writer.
                self.episodeWriter.enqueue({ try source.store(answer) }) { [weak self] written in
                    guard let self else { return }
                    if let error = written.error { return self.status.report(error, doing: "keep the episode list") }
                    // Marks made under the show's IMDb id follow once its identity is stored.
                    self.watched = (try? source.watched.watched(media.id)) ?? self.watched
                }
                let list = answer.seasons.first?.episodes ?? []
                self.content.setItems(list.isEmpty ? fromFiles : list)
                self.state = .loaded
                self.watched = (try? source.watched.watched(media.id)) ?? self.watched
            case let .failure(error):
                if fromFiles.isEmpty {
                    self.state = .failed(String(describing: error))
                } else {
                    self.content.setItems(fromFiles)
                    self.state = .loaded
                }
            }
            self.loadCoverage()
        }
    }

    private func loadCoverage() {
        var airing: [MediaID: AirDay] = [:]
        airing[media.id] = nextUnwatchedAirDay
        coverage.load([media.id], episodes: [media.id: Set(content.items.map(\.key))], airing: airing, curveDays: Self.curveDays)
    }

    public func willDisappear() { cancellation?.cancel() }

    public func perform(_ command: Command) {
        status.clear()
        switch command {
        case let .move(motion): content.apply(motion)
        case .back: navigator.pop()
        case .toggleWatched:
            guard let episode = selectedEpisode else { return }
            setWatched([episode], !isWatched(episode))
            if isWatched(episode) { content.apply(.down) }
        case .toggleSeason:
            guard !episodes.isEmpty else { return }
            setWatched(episodes, !episodes.allSatisfy(isWatched))
        case .prep: prep()
        case .mine: mine()
        case .watch:
            guard let episode = selectedEpisode else { return }
            navigator.show(.watch(.launch(media, episode.key)))
        }
    }

    /// `m`: mines the episode's registered source, or asks for a file (which mining registers to it).
    private func mine() {
        guard let episode = selectedEpisode else { return }
        let (navigator, media, code) = (self.navigator, self.media, episode.key)
        if let registered = (try? registry?.source(of: media.id, episode: code)) ?? nil {
            return navigator.show(.mining(media, path: registered.path, episode: code))
        }
        navigator.present(.subtitlePath(episode: code) { outcome in
            guard case let .applied(path) = outcome else { return }
            navigator.show(.mining(media, path: path, episode: code))
        })
    }

    /// Marks at once (the list shows it) and writes them through the writer; a failed write
    /// (or one refused while the last is still being retried) puts the marks back and says why.
    private func setWatched(_ chosen: [Episode], _ value: Bool) {
        let codes = chosen.map(\.key)
        let before = watched
        if value { watched.formUnion(codes) } else { watched.subtract(codes) }
        let store = source.watched
        let mediaID = media.id
        let putBack: () -> Void = { [weak self] in self?.watched = before }
        let (heard, now) = (self.heard, clock.now)
        // One episode: the status line says what it did, as `showbook watched` does.
        let report: (Int) -> Void = chosen.count == 1 ? { [weak status, media] added in
            status?.info(WatchedReport.text(show: media.title, episode: chosen[0].key, episodeTitle: chosen[0].title,
                                            watched: value, heard: added))
        } : { _ in }
        let start = writer.perform({ try store.setWatched(codes, of: mediaID, watched: value) }, status: status,
                                   doing: "mark episodes watched", otherwise: putBack) { [weak self] in
            heard.submit(value ? .record(mediaID, codes, at: now) : .forget(mediaID, codes), landed: report)
            self?.navigator.rootDidChange()
        }
        guard start == .started else { return putBack() }
        if chosen.count > 1 {
            status.info(value ? "Marked \(title) watched" : "Marked \(title) not watched")
        }
    }

    /// `P`: prep for the selected episode (`PrepFlow`, the same as Saved's `P`).
    private func prep() {
        guard let episode = selectedEpisode else { return }
        navigator.show(.prep(media, episode.key))
    }

    public func setVisibleRows(_ rows: Int) { content.setVisibleRows(rows) }

    public func selectRow(_ index: Int) { content.select(index) }

    /// Enter and a double click mark the row, as Space does.
    public func openSelectedRow() { perform(.toggleWatched) }
}

extension EpisodesModel: ContextualScreen {}
