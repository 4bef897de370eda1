import Foundation
import ShowbookPlatform
import ShowbookTV

/// A screen's coverage, computed on a background job and kept for drawing: the screen asks
/// for its shows (each limited to the episodes it shows, when given, and measured at its
/// watch date: `WatchTime` from the air day of its next unwatched episode, given by the
/// screen) and draws what has arrived; until then, and for a show with no registered
/// subtitles, there is no entry, so no percentage is drawn (never 0 %). Asking again drops the answer of an older question; asking
/// about shows none of which has registered subtitles submits no job.
public final class CoverageLoader {
    private let service: CoverageService?
    private let jobs: Jobs
    private let clock: AppClock
    private let calendar: Calendar
    private var generation = 0
    public private(set) var shows: [MediaID: ShowCoverage] = [:]
    public private(set) var isLoading = false
    /// The last failure, as one line (nil after a success).
    public private(set) var failure: String?

    /// `service` nil: coverage is off (tests of screens that do not draw it).
    public init(service: CoverageService?, jobs: Jobs, clock: AppClock, calendar: Calendar = .current) {
        self.service = service
        self.jobs = jobs
        self.clock = clock
        self.calendar = calendar
    }

    /// The usual time to watch, in the screen's calendar.
    public var watchTime: WatchTime {
        (service?.settings ?? CoverageSettings()).watchTime(calendar: calendar)
    }

    /// Computes the shows' coverage at their watch dates (`airing`: the air day of each show's
    /// next unwatched episode, when known), off the main thread; with `curveDays`, each
    /// episode's curve from now too. `then` runs when it has landed.
    public func load(_ ids: [MediaID], episodes: [MediaID: Set<EpisodeCode>] = [:], airing: [MediaID: AirDay] = [:],
                     episodeAiring: [MediaID: [EpisodeCode: AirDay]] = [:], curveDays: Int? = nil, then: @escaping () -> Void = {}) {
        guard let service, !ids.isEmpty else { return }
        // No job at all for shows without registered subtitles (most shows): nothing to draw.
        let registered = (try? service.registry.registeredShows(among: ids)) ?? Set(ids)
        guard !registered.isEmpty else {
            generation += 1
            shows = [:]
            return then()
        }
        let ids = ids.filter(registered.contains)
        generation += 1
        let asked = generation
        let now = clock.now
        let watchTime = self.watchTime
        isLoading = true
        jobs.submit({
            Result {
                try service.shows(ids, watchTime: watchTime, now: now, episodes: episodes, airing: airing, episodeAiring: episodeAiring,
                                  curveDays: curveDays)
            }
        }) { [weak self] result in
            guard let self, asked == self.generation else { return }
            self.isLoading = false
            switch result {
            case let .success(shows):
                self.shows = shows
                self.failure = nil
            case let .failure(error):
                self.failure = "\(error)"
            }
            then()
        }
    }

    public func show(_ id: MediaID) -> ShowCoverage? { shows[id] }

    public func episode(_ code: EpisodeCode, of id: MediaID) -> EpisodeCoverage? { shows[id]?.episode(code) }

    /// The episodes with registered subtitles of `id` (those measured and those skipped).
    public func registeredEpisodes(of id: MediaID) -> [EpisodeCode] {
        guard let show = shows[id] else { return [] }
        return (show.episodes.map(\.episode) + show.skipped.map(\.source.episode)).sorted()
    }
}
