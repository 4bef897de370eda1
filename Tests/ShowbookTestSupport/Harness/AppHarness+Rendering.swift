import Foundation
import ShowbookTV
import ShowbookWords
import ShowbookTUI

/// The render tests' app: the same harness, drawn into a `GridCanvas` through the
/// `FrameRenderer` the terminal uses, so a test compares the frame line by line.
extension AppHarness {
    /// Where the render tests' clock starts: Monday 2026-11-30 12:00 UTC.
    public static let renderingStart = FixtureDates.day(2026, 11, 30, hour: 12)

    /// An app as the render tests draw it: `records` in the catalog (or `provider`), the clock
    /// at `renderingStart`, shuffle seed 7, no log.
    public static func forRendering(records: [CatalogRecord], provider: MediaProvider? = nil,
                                    examples: ExampleScope = .any) throws -> AppHarness {
        try AppHarness(records: records, start: renderingStart, makeProvider: provider.map { provider in { _, _, _ in provider } },
                       examples: examples, shuffleSeed: 7, log: .disabled)
    }

    /// Lays the app out for a `width` × `height` terminal and draws one frame of it.
    public func render(width: Int, height: Int, posterMode: PosterColorMode? = nil) -> GridCanvas {
        let canvas = GridCanvas(width: width, height: height)
        let context = RenderContext(frame: 0, now: clock.now, studyDays: container.studyDays, posterMode: posterMode)
        ScreenLayout.apply(app, width: width, height: height, context: context)
        FrameRenderer.draw(app, on: canvas, context: context)
        return canvas
    }
}
