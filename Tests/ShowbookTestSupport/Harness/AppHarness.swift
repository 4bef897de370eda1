import Foundation
import ShowbookPlatform
import ShowbookTV
import ShowbookWords
import ShowbookExchange
import ShowbookApp

/// A complete app with no terminal, the one every model, flow and render test drives: a
/// migrated database (in memory, or a file at `path`) holding a small fixture catalog, a manual
/// clock, a manual executor and a log kept in memory. Keys go in through `type` and `press`;
/// `settle` runs the background jobs a key started and delivers their results.
public final class AppHarness {
    public let database: Database
    public let clock: ManualClock
    public let executor = ManualExecutor()
    public let log: EventLog
    public let container: AppContainer
    public let app: AppModel
    public let catalog: CatalogStore

    /// `pageSize` is the offline provider's page; `makeProvider` replaces that provider. The
    /// settings the tests depend on are fixed: UTC, the shuffle seed, the schedule's calendar.
    public init(path: String = ":memory:", records: [CatalogRecord] = CatalogFixtures.catalog, debounce: TimeInterval = 0.5,
                start: Date = FixtureDates.day(2026, 11, 30, hour: 9), pageSize: Int = 50,
                makeProvider: ((Database, AppClock, EventLog) -> MediaProvider)? = nil,
                dictionary: WordNet = WordNet(), edict: EDICTDictionary = EDICTDictionary(),
                study: StudySettings = StudySettings(), ankiConnectURL: String = AnkiConnectClient.defaultURL,
                clips: ClipSettings = ClipSettings(), examples: ExampleScope = .any,
                shuffleSeed: UInt64 = 42, log: EventLog = .inMemory()) throws {
        database = try Database(path: path)
        try DatabaseUpgrade.run(database)
        catalog = CatalogStore(database: database)
        try catalog.syncBundled(fingerprint: "fixture-\(records.count)", records: records)
        clock = ManualClock(start)
        self.log = log
        var settings = AppContainer.Settings()
        settings.debounce = debounce
        settings.timeZone = TimeZone(identifier: "UTC")!
        settings.shuffleSeed = shuffleSeed
        settings.dictionary = dictionary
        settings.edict = edict
        settings.study = study
        settings.ankiConnectURL = ankiConnectURL
        settings.clips = clips
        settings.examples = examples
        container = AppContainer(
            provider: makeProvider?(database, clock, log) ?? OfflineCatalogProvider(store: catalog, pageSize: pageSize),
            database: database, clock: clock,
            executor: executor, log: log, studyDays: StudyDays(calendar: FixtureDates.utcCalendar), settings: settings
        )
        app = AppModel(container: container)
    }

    /// Runs every pending background job and delivers the results.
    public func settle() {
        executor.runAll()
        app.tick()
    }

    /// Advances the clock and fires due timers (does not run jobs).
    public func advance(_ seconds: TimeInterval) {
        clock.advance(by: seconds)
        app.tick()
    }

    /// Types `text` one character key at a time.
    public func type(_ text: String) {
        for character in text { app.handle(.character(character)) }
    }

    public func press(_ keys: Key...) {
        for key in keys { app.handle(key) }
    }

    public var detailLive: Int { container.tracker.liveCount(DetailModel.lifecycleKind) }
    public var detailBuilt: Int { container.tracker.builtCount(DetailModel.lifecycleKind) }
    public var titles: [String] { app.search.state.results.map(\.title) }
}
