import ShowbookTestSupport
import XCTest
@testable import ShowbookPlatform
@testable import ShowbookWords
@testable import ShowbookApp

/// `ep01.en.srt` beside `ep01.ko.srt`: found as the translation, kept out of a folder's episodes,
/// and aligned into each mined word's example.
final class SubtitleSiblingsTests: XCTestCase {
    /// One toolkit for the class: Hunspell's Korean dictionary takes seconds to load.
    private static let toolkit = MiningToolkit()
    private var folder: URL!

    override func setUpWithError() throws { folder = try makeTemporaryFolder("showbook-subs").url }

    func testNamesSplitIntoEpisodeAndLanguage() {
        XCTAssertEqual(SubtitleSiblings.name("ep01.ko.srt"), .init(base: "ep01", language: "ko"))
        XCTAssertEqual(SubtitleSiblings.name("Show S01E02.eng.srt"), .init(base: "Show S01E02", language: "en"))
        XCTAssertEqual(SubtitleSiblings.name("Show.S01E02.srt"), .init(base: "Show.S01E02", language: ""))
        XCTAssertEqual(SubtitleSiblings.name("ep01.srt"), .init(base: "ep01", language: ""))
    }

    func testTheTranslationIsTheSameEpisodeInAnotherLanguageEnglishFirst() {
        let paths = ["/s/ep01.ko.srt", "/s/ep01.ja.srt", "/s/ep01.en.vtt", "/s/ep02.en.srt", "/s/ep01.en.txt"]
        XCTAssertEqual(SubtitleSiblings.translation(of: "/s/ep01.ko.srt", among: paths), "/s/ep01.en.vtt")
        XCTAssertEqual(SubtitleSiblings.translation(of: "/s/ep02.en.srt", among: paths), nil)
        // An English file's translation is in the learner's own language, not Korean or Japanese.
        XCTAssertEqual(SubtitleSiblings.translation(of: "/s/ep01.en.vtt", among: paths), nil)
        XCTAssertEqual(SubtitleSiblings.translation(of: "/s/ep01.en.vtt", among: paths, own: "ko"), "/s/ep01.ko.srt")
    }

    func testAFolderMinesOneLanguagePerEpisode() {
        let paths = ["/s/ep01.en.srt", "/s/ep01.ko.srt", "/s/ep02.en.srt", "/s/ep02.ko.srt", "/s/ep03.srt", "/s/ep04.en.srt"]
        XCTAssertEqual(SubtitleSiblings.mined(paths, language: ""), ["/s/ep01.ko.srt", "/s/ep02.ko.srt", "/s/ep03.srt", "/s/ep04.en.srt"])
        XCTAssertEqual(SubtitleSiblings.mined(paths, language: "en"), ["/s/ep01.en.srt", "/s/ep02.en.srt", "/s/ep03.srt", "/s/ep04.en.srt"])
    }

    func testASiblingFileTranslatesEachMinedWordAndReachesTheBook() throws {
        let korean = try SubtitleFixtures.write(VideoFixtures.koreanSRT, to: folder, name: "Show S01E04.ko.srt")
        _ = try SubtitleFixtures.write(VideoFixtures.englishSRT, to: folder, name: "Show S01E04.en.srt")
        let result = try SubtitleMiner(toolkit: Self.toolkit).mine(path: folder.path)
        XCTAssertEqual(result.files, 1)
        XCTAssertEqual(result.language, .korean)
        let eat = try XCTUnwrap(result.candidates.first { $0.term == "먹다" })
        XCTAssertEqual(eat.translation, "I eat rice.")
        XCTAssertEqual(try SubtitleMiner(toolkit: Self.toolkit, translation: .none).mine(path: korean)
            .candidates.first { $0.term == "먹다" }?.translation, "")

        let store = try WordBookStores.onFreshDatabase()
        let book = try store.books.createBook(title: "Show")
        _ = try store.mining.addMined([eat], to: book)
        let word = try XCTUnwrap(try store.words.words(bookID: book.id).first { $0.term == "먹다" })
        XCTAssertEqual(word.example, "밥을 먹어요.")
        XCTAssertEqual(word.exampleTranslation, "I eat rice.")
        XCTAssertEqual(word.meaning, "")
    }

    func testWithAFileNamesTheTranslation() throws {
        let korean = try SubtitleFixtures.write(VideoFixtures.koreanSRT, to: folder, name: "a.srt")
        let english = try SubtitleFixtures.write(VideoFixtures.englishSRT, to: folder, name: "b.srt")
        let result = try SubtitleMiner(toolkit: Self.toolkit, translation: .file(english)).mine(path: korean)
        XCTAssertEqual(result.candidates.first { $0.term == "친구" }?.translation, "I meet a friend.")
        let missing = try SubtitleMiner(toolkit: Self.toolkit, translation: .file(folder.appendingPathComponent("no.srt").path))
            .mine(path: korean)
        XCTAssertEqual(missing.warnings.count, 1)
        XCTAssertTrue(missing.warnings[0].hasPrefix("translation not used: "), missing.warnings[0])
    }
}
