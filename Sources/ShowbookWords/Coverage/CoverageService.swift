import Foundation
import ShowbookPlatform
import ShowbookTV

/// What the screens and commands ask for coverage through: the registry, the word store's
/// database, the settings and the scheduler, so "how much is recognized at this moment" means
/// the same everywhere. Words are read once per question (`WordMemories`), however many
/// moments and shows it covers.
public struct CoverageService: Sendable {
    public let registry: SubtitleRegistry
    public let settings: CoverageSettings
    public let scheduler: FSRSScheduler

    public init(registry: SubtitleRegistry, settings: CoverageSettings = CoverageSettings(), scheduler: FSRSScheduler = FSRSScheduler()) {
        self.registry = registry
        self.settings = settings
        self.scheduler = scheduler
    }

    /// The term keys sure at `date` (what the mining picker's i+1 lines are counted against).
    public func knownTerms(at date: Date) throws -> Set<String> {
        try KnownTerms.at(date, in: registry.database, settings: settings, scheduler: scheduler)
    }

    /// Every word's memory, read once.
    public func memories() throws -> WordMemories { try WordMemories.read(from: registry.database) }

    /// The lemmas as remembered at `date`.
    public func known(at date: Date) throws -> KnownLemmas {
        try known(at: date, index: LemmaIndex(keys: registry.lemmaKeys()), memories: memories())
    }

    func known(at date: Date, index: LemmaIndex, memories: WordMemories) -> KnownLemmas {
        KnownLemmas(index: index, memories: memories, at: date, sureFrom: settings.minimumRetrievability, scheduler: scheduler)
    }

    /// Every registered episode of the show at `date` (said as `day` on its rows).
    public func show(_ mediaID: MediaID, at date: Date, day: String = "", only: Set<EpisodeCode>? = nil) throws -> ShowCoverage {
        try ShowCoverage.measure(mediaID, registry: registry, known: known(at: date), date: date, day: day, only: only)
    }

    /// The shows' coverage, each at its watch date (`airing`: the air day of each show's next
    /// unwatched episode, when known) and said as the rows say it ("on Fri"): what the Saved tab
    /// and `showbook saved` both print. A show in `episodeAiring` (Upcoming's rows) has each of
    /// those episodes measured at its own air day instead.
    public func shows(_ mediaIDs: [MediaID], watchTime: WatchTime, now: Date, episodes: [MediaID: Set<EpisodeCode>] = [:],
                      airing: [MediaID: AirDay] = [:], episodeAiring: [MediaID: [EpisodeCode: AirDay]] = [:],
                      curveDays: Int? = nil) throws -> [MediaID: ShowCoverage] {
        let dates = Dictionary(mediaIDs.map { ($0, watchTime.date(airing: airing[$0], now: now)) }) { first, _ in first }
        let episodeDates = episodeAiring.mapValues { days in days.mapValues { watchTime.date(airing: $0, now: now) } }
        return try shows(mediaIDs, at: now, dates: dates, episodeDates: episodeDates, dayText: { watchTime.dayText($0, now: now) },
                         episodes: episodes, curveDays: curveDays, now: now)
    }

    /// Several shows against one reading of the words (Saved, Upcoming, Episodes): each at its
    /// date in `dates` (else `date`) — or each of its episodes in `episodeDates` at its own —
    /// said as `dayText` gives it, limited to its episodes in `episodes` when given there; with
    /// `curveDays`, each episode's curve from `now` on too.
    public func shows(_ mediaIDs: [MediaID], at date: Date, dates: [MediaID: Date] = [:],
                      episodeDates: [MediaID: [EpisodeCode: Date]] = [:],
                      dayText: (Date) -> String = { _ in "" }, episodes: [MediaID: Set<EpisodeCode>] = [:],
                      curveDays: Int? = nil, now: Date? = nil) throws -> [MediaID: ShowCoverage] {
        let registered = try registry.showCounts()
        let wanted = mediaIDs.filter { registered[$0] != nil }
        guard !wanted.isEmpty else { return [:] }
        let keys = try registry.lemmaKeys()
        let index = LemmaIndex(keys: keys)
        let memories = try memories()
        var byDate: [Date: KnownLemmas] = [:]
        func knownLemmas(at moment: Date) -> KnownLemmas {
            if let known = byDate[moment] { return known }
            let known = known(at: moment, index: index, memories: memories)
            byDate[moment] = known
            return known
        }
        var result: [MediaID: ShowCoverage] = [:]
        for id in wanted {
            if let perEpisode = episodeDates[id], !perEpisode.isEmpty {
                result[id] = try measure(id, byDate: Dictionary(grouping: perEpisode.keys) { perEpisode[$0] ?? date },
                                         known: knownLemmas(at:), dayText: dayText)
                continue
            }
            let at = dates[id] ?? date
            var show = try ShowCoverage.measure(id, registry: registry, known: knownLemmas(at: at), date: at, day: dayText(at),
                                                only: episodes[id])
            if let curveDays {
                let usable = try ShowCoverage.sources(of: id, registry: registry, only: episodes[id], checkFiles: false).usable
                    .filter { source in show.episodes.contains { $0.episode == source.episode } }
                let tokens = try registry.tokens(of: usable.map(\.id))
                for source in usable {
                    show.curves[source.episode] = CoverageCurve.measure(
                        tokens[source.id] ?? EpisodeTokens(lines: []), keys: keys, memories: memories, from: now ?? date, days: curveDays,
                        sureFrom: settings.minimumRetrievability, scheduler: scheduler)
                }
            }
            result[id] = show
        }
        return result
    }

    /// One show whose episodes are measured each at its own date (`byDate`: the episodes of each
    /// date), as one `ShowCoverage` in episode order.
    private func measure(_ id: MediaID, byDate: [Date: [EpisodeCode]], known: (Date) -> KnownLemmas,
                         dayText: (Date) -> String) throws -> ShowCoverage? {
        var show: ShowCoverage?
        for (at, codes) in byDate.sorted(by: { $0.key < $1.key }) {
            let part = try ShowCoverage.measure(id, registry: registry, known: known(at), date: at, day: dayText(at), only: Set(codes))
            if var merged = show {
                merged.episodes += part.episodes
                merged.skipped += part.skipped
                show = merged
            } else {
                show = part
            }
        }
        show?.episodes.sort { $0.episode < $1.episode }
        return show
    }
}
