import Foundation
import XCTest

/// Schedules Anki made, read by Showbook: `scripts/anki/schedule_check.py` has the pinned `anki`
/// package answer the team's own cards at chosen dates across the 04:00 rollover (under
/// libfaketime, nine hours east of UTC) with FSRS on, a preset with retention 0.85, its own
/// steps and FSRS parameters, Forget and Set due date; exports legacy and modern packages and
/// `books import`s each. At least 98 % of the cards must have Anki's stability (within 1 %)
/// and due day, or the script fails.
final class AnkiScheduleE2ETests: E2ETestCase {
    func testAnkisSchedulesSurviveTheImport() throws {
        try runAnkiCheck("schedule_check.py", expecting: [
            "modern.apkg: schedules: ", "legacy.apkg: schedules: ", "anki schedule check: passed",
        ])
    }
}
