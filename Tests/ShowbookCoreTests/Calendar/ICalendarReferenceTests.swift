import Foundation
import ShowbookTestSupport
import XCTest
@testable import ShowbookPlatform
@testable import ShowbookTV
@testable import ShowbookExchange

/// Two exports of `CalendarFixture`'s calendar — the second an hour later, after the provider
/// renamed an episode — read by the `icalendar` package (pinned in `scripts/calendar/ics-check.sh`,
/// from PyPI into a cached virtualenv under `.build/`): every event parses without errors with
/// exactly the values meant (hostile titles included), times are in UTC at the right instant,
/// and both exports carry the same UIDs. Not being able to reach PyPI fails with one line.
final class ICalendarReferenceTests: XCTestCase {
    private static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// What Showbook meant to write, per export, as `scripts/calendar/check.py` reads it.
    private struct Expected: Encodable {
        struct Start: Encodable { var date: String?; var utc: String?; var minutes: Int? }
        struct Event: Encodable { var uid: String; var summary: String; var description: String; var start: Start }
        var exports: [[Event]]
    }

    func testIcalendarReadsTwoExportsWithStableUIDs() throws {
        let f = try CalendarFixture()
        let folder = try TemporaryFolder("showbook-ics")
        let first = try f.events()
        let firstPath = try folder.write("first.ics", Array(ICalendarWriter.document(first, name: EpisodeCalendar.name, stamp: f.clock.now).utf8))
        f.clock.advance(by: 3_600)
        try f.store(f.hostile, [
            Episode(season: 1, number: 1, title: "Renamed, at last; \u{1}soh", airDate: "2026-12-14"),
            Episode(season: 1, number: 2, title: CalendarFixture.longTitle, airDate: "2026-12-18", runtime: 45,
                    airStamp: "2026-12-18T21:00:00-05:00"),
        ])
        let second = try f.events()
        XCTAssertTrue(second.contains { $0.summary.hasSuffix("Renamed, at last; \u{1}soh") }, "the rename reaches the second export")
        let secondPath = try folder.write("second.ics", Array(ICalendarWriter.document(second, name: EpisodeCalendar.name, stamp: f.clock.now).utf8))

        let expected = Expected(exports: [first, second].map { events in
            events.map { event in
                let start: Expected.Start
                switch event.start {
                case let .day(day): start = Expected.Start(date: day.description)
                case let .instant(date, minutes):
                    start = Expected.Start(utc: ISO8601DateFormatter().string(from: date).replacingOccurrences(of: "Z", with: ""), minutes: minutes)
                }
                return Expected.Event(uid: event.uid, summary: ICalendarText.cleaned(event.summary),
                                      description: ICalendarText.cleaned(event.description), start: start)
            }
        })
        // The instants by hand: Tokyo's 00:10 on the 10th, New York's 21:00 on the 18th.
        XCTAssertEqual(expected.exports[0].compactMap(\.start.utc), ["2026-12-09T15:10:00", "2026-12-19T02:00:00"])
        XCTAssertEqual(expected.exports[1].map(\.summary)[2], #"Naïve; Show, \ "quoted" — S01E01 · Renamed, at last;  soh"#)
        let json = try folder.write("expected.json", Array(try JSONEncoder().encode(expected)))

        let checked = try ScriptRun.bash(Self.root.appendingPathComponent("scripts/calendar/ics-check.sh").path, [json, firstPath, secondPath])
        print(checked.stdout, terminator: "")
        switch checked.status {
        case 0: XCTAssertTrue(checked.stdout.contains("agree: 8 events in 2 exports"), checked.stdout)
        case 1: XCTFail("icalendar reads the exports differently:\n\(checked.stdout)")
        default: XCTFail(checked.lastErrorLine ?? "ics-check.sh exited \(checked.status)")
        }
    }
}
