import Foundation
import XCTest

/// What Anki writes, read by Showbook: `scripts/anki/import-check.sh` has the pinned `anki`
/// package make a collection with two note types, tags, a Cloze note, media and reviews
/// answered at given times, export it as a legacy package, a newer-format package and as text,
/// and `books import` each; the replayed schedules are held to the pinned py-fsrs.
final class AnkiImportE2ETests: E2ETestCase {
    func testAnkisPackagesAndTextExportReadBackIntoShowbook() throws {
        try runAnkiCheck("import-check.sh", expecting: ["anki import check: passed"])
    }
}
