import ShowbookTestSupport
import XCTest
@testable import ShowbookPlatform
@testable import ShowbookWords
@testable import ShowbookApp

/// Ctrl-D in the word form looks a Japanese term up in EDICT (every sense, the entry whose
/// reading matches first), an English one in WordNet, and says plainly that a Korean term has
/// no packaged dictionary.
final class JapaneseLookupTests: XCTestCase {
    private var folder: URL!

    override func setUpWithError() throws { folder = try makeTemporaryFolder("showbook-subs").url }

    /// A small EUC-JP EDICT written here (entries in EDICT's own format).
    func fixture() throws -> EDICTDictionary {
        let lines = """
        　？？？ /EDICT test header/
        行く(P);逝く [いく(P);ゆく] /(v5k-s,vi) (1) to go/to move/(2) (uk) to die/to pass away/EntL1/
        行 [ぎょう] /(n) line/row/EntL2/
        行う [おこなう] /(v5u,vt) to perform/to do/EntL3/
        食べる [たべる] /(v1,vt) to eat/(P)/EntL4/
        ありがとう /(int) thank you/EntL5/
        """
        let path = try SubtitleFixtures.write(lines + "\n", to: folder, name: "edict", encoding: "EUC-JP")
        return EDICTDictionary(path: path)
    }

    func testSensesOfAHeadwordInEDICTsOrder() throws {
        let senses = try fixture().senses(of: "逝く")
        XCTAssertEqual(senses, [
            DictionarySense(lemma: "行く", label: "v5k-s,vi", definition: "to go; to move"),
            DictionarySense(lemma: "行く", label: "v5k-s,vi", definition: "to die; to pass away"),
        ])
        XCTAssertEqual(try fixture().senses(of: "行").map(\.definition), ["line; row"], "行く and 行う are other headwords")
    }

    func testAKanaTermIsFoundByItsReading() throws {
        XCTAssertEqual(try fixture().senses(of: "たべる").map(\.lemma), ["食べる"])
        XCTAssertEqual(try fixture().senses(of: "ありがとう").map(\.definition), ["thank you"], "a kana headword first")
        XCTAssertEqual(try fixture().senses(of: "そら"), [])
    }

    /// The word form of a new book "Japanese".
    func openForm(_ h: AppHarness) throws -> WordFormModel { try h.openWordForm(in: try h.makeBook("Japanese")) }

    func testCtrlDPutsAnEDICTSenseIntoMeaning() throws {
        let h = try AppHarness(edict: try fixture())
        let form = try openForm(h)
        h.type("行く")
        h.press(.ctrl("d"))
        XCTAssertTrue(form.isPickingSense, form.errorMessage ?? "")
        XCTAssertEqual(form.sensesSource, "EDICT")
        XCTAssertEqual(form.senses.count, 2)
        h.press(.down, .enter)
        XCTAssertEqual(form.text(.meaning), "to die; to pass away")
        XCTAssertEqual(form.focus, .meaning)
    }

    func testTheInstalledEDICTKnowsCommonWords() throws {
        let h = try AppHarness()
        let form = try openForm(h)
        h.type("食べる")
        h.press(.ctrl("d"))
        XCTAssertEqual(form.sensesSource, "EDICT", form.errorMessage ?? "")
        XCTAssertTrue(form.senses.contains { $0.definition.contains("to eat") }, "\(form.senses)")
    }

    func testMissingEDICTAndKoreanSayWhatToDo() throws {
        let h = try AppHarness(edict: EDICTDictionary(path: "/nonexistent/edict"))
        let form = try openForm(h)
        h.type("行く")
        h.press(.ctrl("d"))
        XCTAssertFalse(form.isPickingSense)
        XCTAssertEqual(form.errorMessage, "EDICT is not installed (install the Debian package edict)")
        h.press(.ctrl("u"))
        h.type("가다")
        h.press(.ctrl("d"))
        XCTAssertEqual(form.text(.term), "가다")
        XCTAssertEqual(form.errorMessage, "No Korean–English dictionary is installed: type the meaning")
    }

    func testFormInExampleIsSavedAsTheSurface() throws {
        let h = try AppHarness(edict: try fixture())
        let form = try openForm(h)
        h.type("行く")
        h.press(.tab, .tab)
        h.type("to go")
        h.press(.tab)
        h.type("駅に行った")
        h.press(.tab)
        XCTAssertEqual(form.focus, .surface)
        h.type("行った")
        h.press(.tab)
        XCTAssertEqual(form.focus, .term, "Tab wraps round the five fields")
        h.press(.backTab)
        XCTAssertEqual(form.focus, .surface)
        h.press(.enter)
        XCTAssertNil(h.app.navigator.modal, form.errorMessage ?? "")
        let book = try XCTUnwrap(try h.container.wordBooks.books.openBooks().first)
        let word = try XCTUnwrap(try h.container.wordBooks.words.words(bookID: book.id).first)
        XCTAssertEqual(word.surface, "行った")
        XCTAssertEqual(CardFace.front(of: word, side: .meaning), CardFace(headline: "to go", details: ["駅に＿＿"]))
    }
}
