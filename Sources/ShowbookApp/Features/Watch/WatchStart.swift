import ShowbookPlatform
import ShowbookTV
import ShowbookWords

/// How a now-playing screen gets its player: Showbook starts mpv on the episode (an episode
/// row, `showbook watch SHOW S01E03`), or the learner's own mpv, already connected and its
/// episode found from its `path` (`showbook watch --attach SOCKET`), which Showbook never quits.
public enum WatchStart {
    case launch(Media, EpisodeCode)
    case attached(PlayerTransport, WatchEpisode)
}

/// The stores and settings a now-playing screen uses, gathered by the factory.
public struct WatchStores {
    public var registry: SubtitleRegistry
    public var mining: MiningStore
    public var exposures: EpisodeExposures?
    public var watched: WatchedStore
    public var lookup: TermLookup
    public var watchedShare: Double
    /// The episode's expected coverage, shown under the line (nil: not shown).
    public var coverage: CoverageService?

    public init(registry: SubtitleRegistry, mining: MiningStore, exposures: EpisodeExposures?, watched: WatchedStore,
                lookup: TermLookup, watchedShare: Double, coverage: CoverageService? = nil) {
        self.registry = registry
        self.mining = mining
        self.exposures = exposures
        self.watched = watched
        self.lookup = lookup
        self.watchedShare = watchedShare
        self.coverage = coverage
    }
}
