import Foundation
@testable import ShowbookTUI
@testable import ShowbookPlatform
@testable import ShowbookTV
@testable import ShowbookWords
@testable import ShowbookApp

/// Builds an app on a fixture catalog with manual clock and executor, and renders it into a
/// `GridCanvas` through the same `FrameRenderer` the terminal uses.
final class RenderHarness {
    let database: Database
    let clock = ManualClock(RenderHarness.now)
    let executor = ManualExecutor()
    let container: AppContainer
    let app: AppModel
    static let now = Date(timeIntervalSince1970: 1_796_040_000)  // Monday 2026-11-30 12:00 UTC

    static var calendar: Calendar {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        return calendar
    }

    init(records: [CatalogRecord], provider: MediaProvider? = nil, examples: ExampleScope = .any) throws {
        database = try Database(path: ":memory:")
        try DatabaseUpgrade.run(database)
        let catalog = CatalogStore(database: database)
        try catalog.syncBundled(fingerprint: "render", records: records)
        var settings = AppContainer.Settings()
        settings.timeZone = TimeZone(identifier: "UTC")!
        settings.shuffleSeed = 7
        settings.examples = examples
        container = AppContainer(
            provider: provider ?? OfflineCatalogProvider(store: catalog), database: database, clock: clock, executor: executor,
            log: .disabled, schedule: StudySchedule(calendar: Self.calendar), settings: settings
        )
        app = AppModel(container: container)
    }

    func settle() {
        executor.runAll()
        app.tick()
    }

    func render(width: Int, height: Int) -> GridCanvas {
        let canvas = GridCanvas(width: width, height: height)
        let context = RenderContext(frame: 0, now: clock.now, schedule: container.schedule)
        ScreenLayout.apply(app, width: width, height: height, context: context)
        FrameRenderer.draw(app, on: canvas, context: context)
        return canvas
    }

    static func record(_ id: String, _ title: String, _ original: String = "", year: Int? = nil, end: Int? = nil,
                       network: String = "", rating: Double? = nil, overview: String = "") -> CatalogRecord {
        CatalogRecord(source: "bundled", sourceID: id, title: title, originalTitle: original.isEmpty ? title : original,
                      firstYear: year, endYear: end, network: network, country: "KR", language: "ko",
                      genres: ["Drama"], rating: rating, overview: overview)
    }
}
