import Foundation
import XCTest
@testable import ShowbookPlatform
@testable import ShowbookTV
@testable import ShowbookWords
@testable import ShowbookExchange
@testable import ShowbookApp

/// A complete app with no terminal: an in-memory (or file) database with a small fixture
/// catalog, a manual clock, a manual executor and an in-memory log.
final class TestHarness {
    let database: Database
    let clock: ManualClock
    let executor = ManualExecutor()
    let log = EventLog.inMemory()
    let container: AppContainer
    let app: AppModel
    let catalog: CatalogStore

    init(path: String = ":memory:", records: [CatalogRecord] = Fixtures.catalog, debounce: TimeInterval = 0.5,
         start: Date = Fixtures.day(2026, 11, 30, hour: 9), pageSize: Int = 50,
         makeProvider: ((Database, AppClock, EventLog) -> MediaProvider)? = nil,
         dictionary: WordNet = WordNet(), edict: EDICTDictionary = EDICTDictionary(),
         study: StudySettings = StudySettings(), ankiConnectURL: String = AnkiConnectClient.defaultURL,
         clips: ClipSettings = ClipSettings()) throws {
        database = try Database(path: path)
        try DatabaseUpgrade.run(database)
        catalog = CatalogStore(database: database)
        try catalog.syncBundled(fingerprint: "fixture-\(records.count)", records: records)
        clock = ManualClock(start)
        var settings = AppContainer.Settings()
        settings.debounce = debounce
        settings.timeZone = TimeZone(identifier: "UTC")!
        settings.shuffleSeed = 42
        settings.dictionary = dictionary
        settings.edict = edict
        settings.study = study
        settings.ankiConnectURL = ankiConnectURL
        settings.clips = clips
        container = AppContainer(
            provider: makeProvider?(database, clock, log) ?? OfflineCatalogProvider(store: catalog, pageSize: pageSize),
            database: database, clock: clock,
            executor: executor, log: log, schedule: StudySchedule(calendar: Fixtures.utcCalendar), settings: settings
        )
        app = AppModel(container: container)
    }

    /// Runs every pending background job and delivers the results.
    func settle() {
        executor.runAll()
        app.tick()
    }

    /// Advances the clock and fires due timers (does not run jobs).
    func advance(_ seconds: TimeInterval) {
        clock.advance(by: seconds)
        app.tick()
    }

    func type(_ text: String) {
        for character in text { app.handle(.character(character)) }
    }

    func press(_ keys: Key...) {
        for key in keys { app.handle(key) }
    }

    var detailLive: Int { container.tracker.liveCount(DetailModel.lifecycleKind) }
    var detailBuilt: Int { container.tracker.builtCount(DetailModel.lifecycleKind) }
    var titles: [String] { app.search.state.results.map(\.title) }
}

/// Test data: real shows (facts from general knowledge) in a small catalog.
enum Fixtures {
    static func record(_ id: String, _ title: String, _ original: String = "", year: Int? = nil, end: Int? = nil,
                       network: String = "", rating: Double? = nil, popularity: Double = 0, overview: String = "") -> CatalogRecord {
        CatalogRecord(source: "bundled", sourceID: id, title: title, originalTitle: original.isEmpty ? title : original,
                      firstYear: year, endYear: end, network: network, rating: rating, popularity: popularity,
                      overview: overview)
    }

    static let catalog: [CatalogRecord] = [
        record("1", "Breaking Bad", year: 2008, end: 2013, network: "AMC", rating: 9.5, overview: "A chemistry teacher turns to crime."),
        record("2", "Bad Sisters", year: 2022, network: "Apple TV+", rating: 7.9),
        record("3", "Bad", year: 2001, network: "Test"),
        record("4", "The Badlands", year: 2010),
        record("5", "Squid Game", "오징어 게임", year: 2021, network: "Netflix", rating: 8.0),
        record("6", "Game of Thrones", year: 2011, end: 2019, network: "HBO", rating: 9.2),
        record("7", "Money Heist", "La casa de papel", year: 2017, end: 2021, network: "Antena 3", rating: 8.2),
        record("8", "Café Society Test", year: 2020),
        record("9", "Attack on Titan", "進撃の巨人", year: 2013, end: 2023, network: "MBS", rating: 9.1),
        record("10", "Reply 1988", "응답하라 1988", year: 2015, end: 2016, network: "tvN", rating: 9.2),
        record("11", "Kingdom", "킹덤", year: 2019, network: "Netflix", rating: 8.3),
        record("12", "Better Call Saul", year: 2015, end: 2022, network: "AMC", rating: 9.0),
    ]

    /// `count` numbered shows sharing the word "Echo", for paging and lazy-construction tests.
    static func numbered(_ count: Int) -> [CatalogRecord] {
        (1...count).map { record("n\($0)", "Echo \($0)", year: 2000, popularity: Double(count - $0)) }
    }

    static var utcCalendar: Calendar {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        return calendar
    }

    static func day(_ year: Int, _ month: Int, _ day: Int, hour: Int = 12) -> Date {
        utcCalendar.date(from: DateComponents(year: year, month: month, day: day, hour: hour))!
    }
}
