import Foundation
import XCTest

/// Showbook's packages carry each card's schedule into Anki: `scripts/anki/export_schedule_check.py`
/// builds a book with words in every state (answered at several dates, one reset, Known and
/// Suspended ones, a word without a meaning), exports it with `books export --apkg` and imports
/// it into a fresh collection with Anki's own importer, then compares card by card: state,
/// due day, memory state to Anki's precision, review-log count, a front with text. Not being
/// able to install Anki is a failure with one line, never a skip.
final class AnkiExportScheduleE2ETests: E2ETestCase {
    func testAnkiContinuesTheSchedulesOfAnExportedBook() throws {
        try runAnkiCheck("export_schedule_check.py",
                         expecting: ["anki export schedule check: passed", "round trip: 10/10 cards match"])
    }
}
