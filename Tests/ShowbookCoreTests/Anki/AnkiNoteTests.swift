import ShowbookTestSupport
import XCTest
@testable import ShowbookPlatform
@testable import ShowbookWords
@testable import ShowbookExchange

/// A word as a Showbook note: fields in the note type's order (the example's translation in
/// Translation, where it was heard in Source), tags for the show and episode, and a GUID that
/// stays the same for a word across exports of a growing book.
final class AnkiNoteTests: XCTestCase {
    var h: AppHarness!
    var store: WordBookStores { h.container.wordBooks }

    override func setUpWithError() throws { h = try AppHarness() }

    func testAMinedWordFillsEveryFieldAndGetsShowAndEpisodeTags() throws {
        let book = try store.books.insertBook(title: "Midnight Diner", showID: "bundled:1", showTitle: "Midnight Diner")
        var draft = WordDraft(term: "駅", reading: "えき", meaning: "station", example: "駅で会いました。 (S01E03 12:34)")
        draft.exampleTranslation = "We met at the station."
        let word = try store.words.addWord(draft, to: book.id)
        let note = AnkiNote(word: word, book: book, production: false)
        XCTAssertEqual(AnkiNoteType.fieldNames, ["Term", "Reading", "Meaning", "Example", "Translation", "Audio", "Image",
                                                 "Source", "Production"])
        XCTAssertEqual(note.fields, ["駅", "えき", "station", "駅で会いました。", "We met at the station.", "", "",
                                     "Midnight Diner · S01E03 · 12:34", ""])
        XCTAssertEqual(note.tags, ["showbook", "show::Midnight_Diner", "show::Midnight_Diner::S01E03", "showbook::show::bundled:1"],
                       "the show's id goes in a tag an import links the book by")
        XCTAssertEqual(AnkiNote(word: word, book: book, production: true)[field: "Production"], "y",
                       "the production card is made only for notes whose Production field is filled")
    }

    func testFieldsAreHTMLAndExamplesWithoutASourceStayWhole() throws {
        let book = try store.books.createBook(title: "Plain")
        let word = try store.words.addWord(WordDraft(term: "a < b & c", meaning: "line one\nline two",
                                                     example: "Not a source (really)"), to: book.id)
        let note = AnkiNote(word: word, book: book, production: false)
        XCTAssertEqual(note[field: "Term"], "a &lt; b &amp; c")
        XCTAssertEqual(note[field: "Meaning"], "line one<br>line two")
        XCTAssertEqual(note[field: "Example"], "Not a source (really)")
        XCTAssertEqual(note[field: "Source"], "")
        XCTAssertEqual(note.tags, ["showbook"])
    }

    func testWhereAWordWasHeardIsReadFromItsExample() {
        XCTAssertEqual(HeardAt(example: "行こう (12:34)"), HeardAt(sentence: "行こう", episode: nil, time: "12:34"))
        XCTAssertEqual(HeardAt(example: "x (S02E11 1:02:03)"), HeardAt(sentence: "x", episode: "S02E11", time: "1:02:03"))
        XCTAssertEqual(HeardAt(example: "x (soon 12:34)").episode, nil)
        XCTAssertEqual(HeardAt(example: "x (soon 12:34)").sentence, "x (soon 12:34)")
        XCTAssertEqual(HeardAt(example: "").sentence, "")
    }

    func testAWordKeepsItsGUIDWhenTheBookGrowsAndEveryWordHasItsOwn() throws {
        let book = try store.books.createBook(title: "Growing")
        for term in ["one", "two", "three"] { try store.words.addWord(WordDraft(term: term, meaning: term), to: book.id) }
        let exporter = AnkiPackageExporter(stores: store, clock: h.clock)
        let first = try exporter.notes(bookID: book.id, production: false).notes
        let edited = first[1].wordID
        try store.words.updateWord(id: edited, with: WordDraft(term: "two", meaning: "2"))
        for term in ["four", "five"] { try store.words.addWord(WordDraft(term: term, meaning: term), to: book.id) }
        let second = try exporter.notes(bookID: book.id, production: false).notes
        XCTAssertEqual(second.prefix(3).map(\.guid), first.map(\.guid), "an edit or new words change no GUID")
        XCTAssertEqual(Set(second.map(\.guid)).count, 5, "every word has its own GUID")
        XCTAssertEqual(AnkiGUID.of(bookID: 1, wordID: 2), AnkiGUID.of(bookID: 1, wordID: 2))
        XCTAssertNotEqual(AnkiGUID.of(bookID: 1, wordID: 2), AnkiGUID.of(bookID: 2, wordID: 2),
                          "the same word id in another book is another note")
        XCTAssertEqual(AnkiGUID.of(bookID: 1, wordID: 2).count, 10)
    }

    func testTheSortFieldAndChecksumAreThoseOfTheTextWithoutMarkup() {
        let (text, checksum) = AnkiNote.sortField("a &lt; <b>b</b>")
        XCTAssertEqual(text, "a < b")
        // The first eight hex digits of SHA-1("a < b").
        XCTAssertEqual(checksum, Int64(String(SHA1.hex("a < b").prefix(8)), radix: 16))
    }

    /// A word's times come from the database, which another program can change: times no
    /// clock gives (1e300 s, −∞) make a note with times Anki can hold instead of trapping, and
    /// the package is still written.
    func testTimesFromADatabaseChangedByHandNeverTrap() throws {
        let book = try store.books.createBook(title: "Odd times")
        let cases = [("1e300", "9e999"), ("-9e999", "-1e300"), ("9.3e15", "9.3e18")]
        for (created, updated) in cases {
            let word = try store.words.addWord(WordDraft(term: "시간\(created)", meaning: "time"), to: book.id)
            _ = try store.words.database.run("UPDATE words SET created_at = \(created), updated_at = \(updated) WHERE id = ?", word.id)
        }
        let notes = try AnkiPackageExporter(stores: store).notes(bookID: book.id, production: true).notes
        XCTAssertEqual(notes.count, cases.count)
        for note in notes {
            XCTAssertTrue((1...253_402_300_799_999).contains(note.created), "created \(note.created)")
            XCTAssertTrue((0...253_402_300_799).contains(note.modified), "modified \(note.modified)")
        }
        XCTAssertGreaterThan(try AnkiPackageExporter(stores: store).package(bookID: book.id, production: true).bytes.count, 0)
    }
}
