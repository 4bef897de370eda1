import Foundation
import XCTest

/// `books import` on notes exactly as Anki writes them: `scripts/anki/notes_check.py` has the
/// pinned `anki` package build a collection (ruby, furigana, sounds, pictures, a cloze note,
/// tags, no-break spaces, `<div>` lines, several note types), export it with Anki's own text
/// exporter, and checks what Showbook imports and reports; then Anki imports Showbook's export
/// and keeps its tags and no-break spaces. Not being able to install Anki is a failure with one
/// line, never a skip.
final class AnkiNotesImportE2ETests: E2ETestCase {
    func testShowbookReadsAnkisNotesAndAnkiKeepsShowbooksTags() throws {
        try runAnkiCheck("notes_check.py", expecting: ["anki notes check: passed"])
    }
}
