import ShowbookTestSupport
import XCTest
@testable import ShowbookTV
@testable import ShowbookWords
@testable import ShowbookApp

/// `m` with a video: when the show's language names no single text track, the mining screen
/// lists the tracks; Enter mines the highlighted one with another track as each word's
/// translation, which reaches the book.
final class MiningTrackPickerTests: XCTestCase {
    private var folder: URL!

    override func setUpWithError() throws { folder = try makeTemporaryFolder("showbook-subs").url }

    func testAVideoWithoutATrackInTheShowsLanguageListsItsTracksToPick() throws {
        let path = try VideoFixtures.make("Squid S01E02.mkv", tracks: [
            .init(srt: VideoFixtures.englishSRT, language: "eng", title: "English"),
            .init(srt: VideoFixtures.koreanSRT, language: "und", title: "Korean"),
        ], in: folder)
        let h = try AppHarness()
        let model = try h.openMining(searching: "squid", path: path)
        h.settle()
        // ffmpeg flags the first subtitle stream it writes as the default.
        let english = SubtitleTrack(index: 1, language: "eng", codec: "subrip", title: "English", isDefault: true)
        let korean = SubtitleTrack(index: 2, language: "", codec: "subrip", title: "Korean")
        XCTAssertEqual(model.phase, .choosingTrack([english, korean]))
        XCTAssertEqual(h.app.statusHints.first?.text.label, "mine this track")
        h.press(.down, .enter)
        XCTAssertEqual(model.phase, .mining(done: 0, total: 1))
        h.settle()
        guard case let .ready(result) = model.phase else { throw h.notShown("the mined words") }
        XCTAssertEqual(result.language, .korean)
        let eat = try XCTUnwrap(model.candidates.first { $0.term == "먹다" })
        XCTAssertEqual(eat.translation, "I eat rice.")
        while model.selectedCandidate?.term != "먹다" { h.press(.down) }
        h.press(.enter)
        let book = try XCTUnwrap(try h.container.wordBooks.books.book(linkedTo: MediaID("bundled:5")))
        let word = try XCTUnwrap(try h.container.wordBooks.words.words(bookID: book.id).first)
        XCTAssertEqual(word.term, "먹다")
        XCTAssertEqual(word.example, "밥을 먹어요.")
        XCTAssertEqual(word.exampleTranslation, "I eat rice.")
    }

    func testEscWhileChoosingATrackGoesBack() throws {
        let h = try AppHarness()
        let path = try VideoFixtures.twoTracks("Squid S01E01.mkv", in: folder)
        let model = try h.openMining(searching: "squid", path: path)
        h.settle()
        XCTAssertTrue(model.isChoosingTrack)
        h.press(.escape)
        XCTAssertTrue(h.app.navigator.isShowingDetail)
    }
}
