import Foundation
import ShowbookPlatform
import ShowbookTV
import ShowbookWords
import ShowbookExchange

/// The app's dependencies: stores over the one database, the provider, jobs, timers, the clock
/// and settings, and what each screen is built with (`context(navigator:)`). `ScreenFactory`
/// builds the screens from them at push time — never before.
public final class AppContainer {
    public struct Settings: Sendable {
        public var debounce: TimeInterval = 0.5
        public var shuffleSeed: UInt64 = UInt64(Date().timeIntervalSince1970 * 1000)
        /// Where Ctrl-D in the word form looks English terms up.
        public var dictionary = WordNet()
        /// Where Ctrl-D looks Japanese terms up.
        public var edict = EDICTDictionary()
        /// How UI writes retry while another process holds the database (and how long the run
        /// loop's own statements may wait for it).
        public var writePolicy = BackgroundWrite.Policy()
        /// How long other background work (episode refreshes, the response cache, imports)
        /// waits for another process's lock; the run loop's statements may queue behind it.
        public var jobBusyWaitMilliseconds: Int32 = 250
        /// Desired retention, new words a day and interval fuzz (from the config file).
        public var study = StudySettings()
        /// When a word counts as known for coverage (from the config file).
        public var coverage = CoverageSettings()
        /// Where mined words' examples may come from (`examples` in the config file).
        public var examples = ExampleScope.any
        /// The time zone air dates are read in ("aired 3 days ago", "airs Fri 12 Dec").
        public var timeZone = TimeZone.current
        /// Tokenizers and dictionaries for mining subtitles, loaded on first use.
        public var mining = MiningToolkit()
        /// Where `A` on a book screen finds AnkiConnect (`--anki-url`).
        public var ankiConnectURL = AnkiConnectClient.defaultURL
        /// Whether `E` and `A` on a book screen cut clips, and how (the config file's `anki_media`…).
        public var clips = ClipSettings()
        /// The learner's own language, which automatic translations are in (`own_language`).
        public var ownLanguage = "en"
        public init() {}

        /// A Gregorian calendar in `timeZone`.
        public var calendar: Calendar {
            var calendar = Calendar(identifier: .gregorian)
            calendar.timeZone = timeZone
            return calendar
        }
    }

    public let provider: MediaProvider
    public let database: Database
    public let savedStore: SavedStore
    /// The word-book stores; each screen gets only the ones it uses.
    public let wordBooks: WordBookStores
    public let episodeStore: EpisodeStore
    public let watchedStore: WatchedStore
    public let jobs: Jobs
    public let timers: Timers
    public let clock: AppClock
    public let log: EventLog
    public let tracker: LifecycleTracker
    public let studyDays: StudyDays
    public let settings: Settings
    /// Every status line the screens report, and the `!` history.
    public let messages = MessageLog()
    /// UI writes being retried on a busy database (the status bar's spinner).
    public let writeActivity = WriteActivity()
    /// Fetches posters for the detail screen; nil when images are off (`--no-images`).
    public var posterLoader: (any PosterFetching)?
    /// Plays a word's clip for `r` on a study card (tests put in a recorder).
    public var clipPlayer: ClipPlayer = MPVClipPlayer()

    public init(
        provider: MediaProvider, database: Database, clock: AppClock, executor: JobExecutor, log: EventLog,
        studyDays: StudyDays = StudyDays(), settings: Settings = Settings()
    ) {
        self.provider = provider
        self.database = database
        self.clock = clock
        self.log = log
        self.studyDays = studyDays
        self.settings = settings
        savedStore = SavedStore(database: database, clock: clock)
        wordBooks = WordBookStores(database: database, clock: clock, studySettings: settings.study)
        episodeStore = EpisodeStore(database: database, clock: clock)
        watchedStore = WatchedStore(database: database, clock: clock)
        jobs = Jobs(executor: executor)
        timers = Timers(clock: clock)
        tracker = LifecycleTracker(log: log)
        // The run loop never sits on another process's lock for the full wait: its reads
        // fail fast, and its writes go through `makeWriter(for:)`, which retries in the background.
        // Jobs wait a little longer, but never the seconds a command may.
        database.mainThreadBusyTimeoutMilliseconds = settings.writePolicy.busyWaitMilliseconds
        database.otherThreadBusyTimeoutMilliseconds = settings.jobBusyWaitMilliseconds
    }

    // MARK: What each screen is built with (the models themselves come from `ScreenFactory`)

    /// A screen's context: its own status line and writer, with the shared services.
    package func context(navigator: Navigator) -> ScreenContext { ScreenContext(container: self, navigator: navigator) }

    /// A reporter for one screen's status lines, feeding `messages`.
    package func makeStatus() -> StatusReporter { StatusReporter(log: messages, clock: clock) }

    /// A writer for one screen's or modal's UI writes: at once when the database is free,
    /// retried in the background with a spinner when it is busy; a write refused because its
    /// book was closed elsewhere is answered the same way from every screen on `navigator`.
    package func makeWriter(for navigator: Navigator) -> BackgroundWrite {
        BackgroundWrite(database: database, jobs: jobs, timers: timers, policy: settings.writePolicy, activity: writeActivity,
                        refusal: BookClosedElsewhere.refusal(navigator: navigator, announce: announce))
    }

    /// Shows a message in the status bar from work that outlives its screen (a finished close
    /// pops the book screen that started it), so it is not tied to any screen's focus.
    package func announce(_ message: StatusMessage) { messages.post(message, now: clock.now) }

    /// Coverage of registered subtitles, against what the learner knows.
    public var coverage: CoverageService {
        CoverageService(registry: SubtitleRegistry(database: database, clock: clock), settings: settings.coverage)
    }

    /// `P` on an episode: the prep list, its words added to the show's book.
    public var episodePrep: EpisodePrep {
        EpisodePrep(coverage: coverage, mining: wordBooks.mining, words: wordBooks.words, toolkit: settings.mining,
                    calendar: settings.calendar)
    }

    /// "Heard it": the exposures a watched episode records.
    public var episodeExposures: EpisodeExposures {
        EpisodeExposures(registry: SubtitleRegistry(database: database, clock: clock), toolkit: settings.mining)
    }

    /// Where episodes come from and are kept.
    public var episodeSource: EpisodeSource {
        EpisodeSource(provider: provider, episodes: episodeStore, watched: watchedStore)
    }
}
