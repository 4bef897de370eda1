import XCTest

/// Anki's own exports of the note types learners' decks are made of — Kaishi-style, Core
/// 2k/6k Optimized, Korean vocabulary, Japanese (recognition), Basic and reversed, a type
/// chosen by content, Cloze, nested decks and hierarchical tags — read by `books import` as
/// legacy and modern packages and as notes text, every word's five parts compared with what
/// the collection was given (`scripts/anki/fields_check.py`). A note with an empty back comes
/// too, and the import succeeds.
final class AnkiFieldsE2ETests: E2ETestCase {
    func testEveryFamilysFieldsArriveFromEveryExport() throws {
        try runAnkiCheck("fields_check.py", expecting: [
            "fields: 57/57 notes right (3 exports)",
            "notes text Korean fields: 5/5 notes right",
            "legacy .apkg Core 2k/6k fields: 3/3 notes right",
            "anki fields check: passed",
        ])
    }
}
