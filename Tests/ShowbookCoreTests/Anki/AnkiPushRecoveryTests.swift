import Foundation
import ShowbookTestSupport
import XCTest
@testable import ShowbookWords
@testable import ShowbookExchange

/// A push whose answer from Anki is lost after Anki acted — an answer after the timeout, a
/// dropped connection, a reply cut short, note ids no Anki makes — must not split Anki and
/// Showbook for good: the notes Anki added are found on the next push (the Showbook note of
/// the deck with the word's term, that no other word is linked to) and linked, so the retry
/// heals instead of calling every word "already in Anki".
final class AnkiPushRecoveryTests: XCTestCase {
    private func book(_ terms: [String], title: String = "Kitchen", stores: WordBookStores) throws -> WordBook {
        let book = try stores.books.createBook(title: title)
        for term in terms { try stores.words.addWord(WordDraft(term: term, meaning: "meaning of \(term)"), to: book.id) }
        return book
    }

    private func push(_ book: WordBook, _ stores: WordBookStores, _ anki: FakeAnkiConnect, deck: String? = nil) throws -> AnkiPush.Report {
        let client = try XCTUnwrap(AnkiConnectClient(address: anki.url, timeout: 1))
        return try AnkiPush(stores: stores, client: client).push(bookID: book.id, deck: deck)
    }

    private func links(_ book: WordBook, _ stores: WordBookStores) throws -> [Int64: Int64] {
        try AnkiNoteLinks(database: stores.words.database).noteIDs(bookID: book.id)
    }

    func testALostAddNotesAnswerIsHealedByTheNextPush() throws {
        for how in [FakeAnkiConnect.LostAnswer.dropped, .late, .cut] {
            let stores = try WordBookStores.onFreshDatabase()
            let book = try book(["칼", "물", "밥"], stores: stores)
            let anki = try FakeAnkiConnect()
            defer { anki.stop() }
            anki.loseNextAnswer(to: "addNotes", how)
            XCTAssertThrowsError(try push(book, stores, anki), "\(how): the lost answer is an error")
            XCTAssertEqual(anki.notes.count, 3, "\(how): Anki added the notes")
            XCTAssertTrue(try links(book, stores).isEmpty, "\(how): nothing was linked")

            let report = try push(book, stores, anki)
            XCTAssertEqual(report.duplicates, [], "\(how): \(report.summary)")
            XCTAssertEqual(report.added, 0, "\(how)")
            XCTAssertTrue(report.summary.contains("3 linked to notes Anki had"), "\(how): \(report.summary)")
            XCTAssertEqual(Set(try links(book, stores).values), Set(anki.notes.map(\.id)), "\(how): each word has its note")
            XCTAssertEqual(anki.notes.count, 3, "\(how): no second note")

            let again = try push(book, stores, anki)
            XCTAssertEqual(again.summary, "0 added, 3 updated", "\(how): the push after is an ordinary update")
        }
    }

    func testAnAddNotesErrorAfterAnkiAddedTheNotesLinksThemByTerm() throws {
        let stores = try WordBookStores.onFreshDatabase()
        let book = try book(["칼", "물", "밥"], stores: stores)
        let anki = try FakeAnkiConnect()
        defer { anki.stop() }
        anki.loseNextAnswer(to: "addNotes", .error("cannot create note because it is a duplicate"))
        let report = try push(book, stores, anki)
        XCTAssertEqual(anki.notes.count, 3, "Anki added the notes before it answered the error")
        XCTAssertEqual(report.added, 3, report.summary)
        XCTAssertEqual(report.failed, 0, report.summary)
        XCTAssertEqual(Set(try links(book, stores).values), Set(anki.notes.map(\.id)), "each word has its note")
        let again = try push(book, stores, anki)
        XCTAssertEqual(again.summary, "0 added, 3 updated", "the push after is an ordinary update")
    }

    func testANoteOfAnotherWordStaysADuplicate() throws {
        let stores = try WordBookStores.onFreshDatabase()
        let first = try book(["물"], stores: stores)
        let second = try book(["물", "불"], title: "Other", stores: stores)
        let anki = try FakeAnkiConnect()
        defer { anki.stop() }
        _ = try push(first, stores, anki)
        let report = try push(second, stores, anki, deck: "Kitchen")
        XCTAssertEqual(report.summary, "1 added, 0 updated, 1 already in Anki (not added)")
        XCTAssertEqual(report.duplicates, ["물"])
        XCTAssertEqual(try links(second, stores).count, 1, "only 불 is linked: 물's note belongs to the first book's word")
    }

    func testANoteMadeInAnkiWithoutShowbooksTagIsNotTaken() throws {
        let stores = try WordBookStores.onFreshDatabase()
        let book = try book(["물"], stores: stores)
        let anki = try FakeAnkiConnect()
        defer { anki.stop() }
        anki.add(.init(id: 0, deck: "Kitchen", model: AnkiNoteType.name, fields: ["Term": "물", "Meaning": "mine"], tags: ["own"]))
        let report = try push(book, stores, anki)
        XCTAssertEqual(report.duplicates, ["물"])
        XCTAssertTrue(try links(book, stores).isEmpty)
        XCTAssertEqual(anki.notes.first?.fields["Meaning"], "mine", "the user's note is left as it was")
    }

    /// Note ids come from outside: a number that cannot be an Anki note id (Anki numbers
    /// notes by the millisecond they were made) is never stored, and the note is linked by
    /// what Anki has.
    func testNoteIDsOutOfRangeAreNeverStored() throws {
        let stores = try WordBookStores.onFreshDatabase()
        let book = try book(["칼", "물", "밥", "불", "떡"], stores: stores)
        let anki = try FakeAnkiConnect()
        defer { anki.stop() }
        anki.replaceNextResult(of: "addNotes", with: "[1e300, -5, 9223372036854775808, 1.5, true]")
        let report = try push(book, stores, anki)
        let stored = try links(book, stores)
        for id in stored.values {
            XCTAssertTrue((1...253_402_300_799_999).contains(id), "stored note id \(id) (\(report.summary))")
        }
        XCTAssertEqual(Set(stored.values), Set(anki.notes.map(\.id)), report.summary)
        XCTAssertEqual(stored.count, 5, report.summary)
    }

    /// Anki gives each added note its own id: an answer naming one id for several notes is
    /// not believed for any of them, and the notes are found by what Anki has.
    func testAnIDAnsweredForSeveralNotesLinksNoneOfThemTwice() throws {
        let stores = try WordBookStores.onFreshDatabase()
        let book = try book(["칼", "물", "밥"], stores: stores)
        let anki = try FakeAnkiConnect()
        defer { anki.stop() }
        anki.replaceNextResult(of: "addNotes", with: "[\(FakeAnkiConnect.firstNoteID), \(FakeAnkiConnect.firstNoteID), \(FakeAnkiConnect.firstNoteID)]")
        let report = try push(book, stores, anki)
        let stored = try links(book, stores)
        XCTAssertEqual(Set(stored.values), Set(anki.notes.map(\.id)), report.summary)
        XCTAssertEqual(stored.count, 3, report.summary)
        XCTAssertEqual(report.added, 3, report.summary)
    }

    /// A note found for a lost answer is linked to one word at most, even when Anki's
    /// `notesInfo` names it twice with different terms.
    func testANoteNamedTwiceByNotesInfoIsLinkedToOneWordAtMost() throws {
        let stores = try WordBookStores.onFreshDatabase()
        let book = try book(["칼", "물"], stores: stores)
        let anki = try FakeAnkiConnect()
        defer { anki.stop() }
        anki.loseNextAnswer(to: "addNotes", .dropped)
        XCTAssertThrowsError(try push(book, stores, anki))
        let id = FakeAnkiConnect.firstNoteID
        func info(_ term: String) -> String {
            #"{"noteId": \#(id), "modelName": "Showbook", "tags": ["showbook"], "fields": {"Term": {"value": "\#(term)", "order": 0}}}"#
        }
        anki.replaceNextResult(of: "notesInfo", with: "[\(info("칼")), \(info("물"))]")
        let report = try push(book, stores, anki)
        let stored = try links(book, stores)
        XCTAssertEqual(Set(stored.values).count, stored.count, "\(stored) (\(report.summary))")
    }
}
