import ShowbookTestSupport
import XCTest
@testable import ShowbookWords
@testable import ShowbookExchange
@testable import ShowbookApp

/// Anki's "Notes in Plain Text" names each row's note type and deck but not its fields: rows of
/// a note type Showbook does not know by name are mapped by what their fields hold (the term
/// is the one word, not the index or the sentence), and each deck goes into its own book.
final class AnkiTextNoteTypesTests: XCTestCase {
    static let header = "#separator:tab\n#html:true\n#notetype column:1\n#deck column:2\n#tags column:9\n"

    func testRowsOfAnUnknownNoteTypeAreMappedByContent() {
        let text = Self.header
            + "Core Vocab\tJapanese::Core\t3\t駅\tえき\tstation\t駅で友達に会う。\tI meet a friend at the station.\t\n"
            + "Core Vocab\tJapanese::Core\t4\t雨\tあめ\train\t雨が降る。\tIt rains.\t\n"
        let words = AnkiText.batch(text).words
        XCTAssertEqual(words.map(\.term), ["駅", "雨"])
        XCTAssertEqual(words.map(\.reading), ["えき", "あめ"])
        XCTAssertEqual(words.map(\.meaning), ["station", "rain"])
        XCTAssertEqual(words.map(\.example), ["駅で友達に会う。", "雨が降る。"])
        XCTAssertEqual(words.map(\.exampleTranslation), ["I meet a friend at the station.", "It rains."])
    }

    func testEachDeckGoesIntoItsOwnBook() throws {
        let h = try AppHarness()
        let folder = try TemporaryFolder("decks")
        let path = try folder.write("notes.txt", Self.header
            + "Basic\tKorean::Food\t밥\trice\t\t\t\t\t\n"
            + "Basic\tKorean::Places\t학교\tschool\t\t\t\t\t\n"
            + "Basic\tKorean::Food\t물\twater\t\t\t\t\t\n")
        let report = try WordBookImporter(stores: h.container.wordBooks).importFile(at: path, options: ImportOptions())
        let books = try h.container.wordBooks.books.openBooks()
        XCTAssertEqual(Set(books.map(\.title)), ["Korean::Food", "Korean::Places"], "\(report)")
        let food = try XCTUnwrap(books.first { $0.title == "Korean::Food" })
        XCTAssertEqual(Set(try h.container.wordBooks.words.words(bookID: food.id).map(\.term)), ["밥", "물"])
    }
}
