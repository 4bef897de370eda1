import Foundation
import ShowbookPlatform
import ShowbookTV
import ShowbookWords

/// The upcoming view (`U` on Saved): the next air dates of saved shows for the coming 30 days,
/// from the stored episode lists. Built only when pushed; on appearing it refreshes, in the
/// background, the lists that are missing or older than a day, and relists as they arrive.
/// An episode whose subtitles are registered shows its coverage once computed.
public final class UpcomingModel: KeyMappedScreen, RowSelecting, StatusReporting {
    public enum Command: Sendable { case move(ListMotion), back, open }

    public static let keyMap: [KeyBinding<Command>] = ListMotion.bindings(Command.move) + [
        KeyBinding([.escape, .left, .character("q")], "back", .back),
        KeyBinding([.enter], "open the show", .open, doesNothingWhen: "nothing airs in the coming days")
            .documented("open the episode's show"),
    ]

    public static let days = 30
    public static let lifecycleKind = "upcoming"

    /// Kept on the same show's episode across a relist (a refreshed list can add rows above it).
    public private(set) var content = SelectableList<UpcomingEpisode, UpcomingEpisode.ID>(id: \.id)
    public var entries: [UpcomingEpisode] { content.visible }
    public var list: ListState { content.state }
    /// Lists being fetched now.
    public private(set) var refreshing = 0
    /// Stores the refreshed lists, one after another, retried while the database is busy.
    private lazy var episodeWriter = context.makeJobWriter()
    public let status: StatusReporter
    public let calendar: Calendar

    private let saved: SavedStore
    private let source: EpisodeSource
    private let cancellation = Cancellation()

    /// Coverage of the listed episodes that have registered subtitles.
    public let coverage: CoverageLoader

    package let context: ScreenContext

    package init(saved: SavedStore, source: EpisodeSource, calendar: Calendar, coverage service: CoverageService? = nil,
         context: ScreenContext) {
        coverage = CoverageLoader(service: service, jobs: context.jobs, clock: context.clock, calendar: calendar)
        self.saved = saved
        self.source = source
        self.calendar = calendar
        self.context = context
        status = context.status
        tracker.didBuild(Self.lifecycleKind, id: "upcoming")
    }

    deinit {
        cancellation.cancel()
        tracker.didRelease(Self.lifecycleKind, id: "upcoming")
    }

    public var today: AirDay { AirDay(clock.now, calendar: calendar) }

    public func didAppear() {
        reload()
        guard refreshing == 0 else { return }
        let shows = (try? saved.all()) ?? []
        let source = self.source
        let cancellation = self.cancellation
        for media in shows where source.canFetch(media.id) && ((try? source.episodes.needsRefresh(media.id)) ?? false) {
            refreshing += 1
            jobs.submit({ Result { try source.showAnswer(of: media, cancellation: cancellation) } }) { [weak self] answer in
                guard let self, !cancellation.isCancelled else { return }
                switch answer {
                case let .success(answer):
                    self.episodeWriter.enqueue({ try source.store(answer) }) { [weak self] written in
                        guard let self else { return }
                        self.refreshed(media, written.error)
                    }
                case let .failure(error):
                    self.refreshed(media, error)
                }
            }
        }
    }

    /// One show's refresh ended: its error on the status line, the list read again.
    private func refreshed(_ media: Media, _ error: Error?) {
        refreshing -= 1
        if let error { status.report(error, doing: "refresh “\(media.title)”") }
        reload()
    }

    public func willDisappear() { cancellation.cancel() }

    public func reload() {
        do {
            content.setItems(try UpcomingEpisode.list(shows: try saved.all(), store: source.episodes, today: today,
                                                      days: Self.days, calendar: calendar))
            let byShow = Dictionary(grouping: content.items, by: \.media.id)
            // Each episode at its own watch date: the day it airs.
            let airing = byShow.mapValues { entries in Dictionary(entries.map { ($0.episode.key, $0.day) }) { first, _ in first } }
            coverage.load(Array(byShow.keys), episodes: airing.mapValues { Set($0.keys) }, episodeAiring: airing)
        } catch {
            status.report(error, doing: "read upcoming episodes")
        }
    }

    /// "≈ 91 % on Fri · 38 new" for an entry whose subtitles are registered, once computed.
    public func coverageText(_ entry: UpcomingEpisode) -> String? {
        coverage.episode(entry.episode.key, of: entry.media.id)?.summary
    }

    /// "airs Fri 12 Dec" for an entry.
    public func when(_ entry: UpcomingEpisode) -> String { AirDateText.text(entry.day, today: today, calendar: calendar) }

    public func perform(_ command: Command) {
        status.clear()
        switch command {
        case let .move(motion): content.apply(motion)
        case .back: navigator.pop()
        case .open: openSelectedRow()
        }
    }

    public func setVisibleRows(_ rows: Int) { content.setVisibleRows(rows) }

    public func selectRow(_ index: Int) { content.select(index) }

    /// Opens the show's detail through the same navigator.
    public func openSelectedRow() {
        guard let entry = content.selected else { return }
        navigator.show(.detail(entry.media))
    }
}

extension UpcomingModel: ContextualScreen {}
