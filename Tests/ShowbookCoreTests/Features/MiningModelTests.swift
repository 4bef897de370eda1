import ShowbookTestSupport
import XCTest
@testable import ShowbookTV
@testable import ShowbookWords
@testable import ShowbookApp

/// `m` on a show's detail: the path prompt, the lazily built mining screen with its job and
/// progress, choosing words and adding them to the show's book.
final class MiningModelTests: XCTestCase {
    private var folder: URL!

    override func setUpWithError() throws { folder = try makeTemporaryFolder("showbook-subs").url }

    /// Opens Squid Game's detail and presses `m`.
    private func promptOnDetail(_ h: AppHarness) throws -> PromptModel {
        try h.openDetail(searching: "squid")
        h.type("m")
        return try h.shownPrompt()
    }

    private func miningScreen(_ h: AppHarness) -> MiningModel? {
        if case let .mining(model) = h.app.navigator.top { return model }
        return nil
    }

    func testMineAFileChooseWordsAndAddThemToTheShowsBook() throws {
        let h = try AppHarness()
        let path = try SubtitleFixtures.write(SubtitleFixtures.japaneseSRT, to: folder, name: "Squid S01E03.srt")
        let prompt = try promptOnDetail(h)
        XCTAssertEqual(prompt.fieldLabel, "Path:")
        XCTAssertEqual(h.container.tracker.builtCount(MiningModel.lifecycleKind), 0, "nothing is built before the path is given")
        h.type(String(path.dropLast(4)))
        h.press(.tab)
        XCTAssertEqual(prompt.field.text, path, "Tab completes the file name")
        h.press(.enter)
        do {
            let model = try XCTUnwrap(miningScreen(h))
            XCTAssertEqual(model.phase, .mining(done: 0, total: 1))
            XCTAssertEqual(h.app.statusHints.first?.text.label, "cancel")
            h.settle()
            XCTAssertEqual(Array(model.candidates.map(\.term).prefix(3)), ["駅", "先生", "昨日"])
            h.press(.character(" "))
            XCTAssertEqual(model.chosen, ["駅"])
            XCTAssertEqual(model.list.selected, 1, "Space moves on to the next word")
        }
        h.press(.character(" "), .enter)
        XCTAssertTrue(h.app.navigator.isShowingDetail, "back on the detail")
        XCTAssertEqual(h.container.tracker.liveCount(MiningModel.lifecycleKind), 0, "the mining screen is released")
        let book = try XCTUnwrap(try h.container.wordBooks.books.book(linkedTo: MediaID("bundled:5")))
        XCTAssertEqual(book.title, "Squid Game")
        let words = try h.container.wordBooks.words.words(bookID: book.id)
        XCTAssertEqual(Set(words.map(\.term)), ["駅", "先生"])
        let station = try XCTUnwrap(words.first { $0.term == "駅" })
        XCTAssertEqual(station.reading, "えき")
        XCTAssertEqual(station.meaning, "railway station; train station")
        XCTAssertEqual(station.example, "昨日、駅で先生に会いました。")
        XCTAssertEqual(h.app.visibleStatus?.text, "Added 2 words to “Squid Game”")

        // Mining again leaves out what the book now has; `a` takes the top words.
        h.type("m")
        try h.shownPrompt()
        h.type(path)
        h.press(.enter)
        h.settle()
        let again = try XCTUnwrap(miningScreen(h))
        XCTAssertFalse(again.candidates.contains { $0.term == "駅" || $0.term == "先生" })
        h.type("a")
        XCTAssertEqual(again.chosen.count, again.candidates.count)
        h.press(.enter)
        XCTAssertEqual(try h.container.wordBooks.words.words(bookID: book.id).count, 2 + again.candidates.count)
    }

    /// A chosen word some book got meanwhile is not added again, and the line says where it
    /// is — "already in your books", not "already known" (Known is a mark of its own) — with
    /// the count's noun in the singular for one.
    func testAWordAlreadyInABookIsCountedAsInYourBooks() throws {
        let h = try AppHarness()
        let path = try SubtitleFixtures.write(SubtitleFixtures.japaneseSRT, to: folder, name: "Squid S01E03.srt")
        _ = try promptOnDetail(h)
        h.type(path)
        h.press(.enter)
        h.settle()
        let model = try XCTUnwrap(miningScreen(h))
        XCTAssertEqual(Array(model.candidates.map(\.term).prefix(2)), ["駅", "先生"])
        let elsewhere = try h.container.wordBooks.books.createBook(title: "Elsewhere")
        try h.container.wordBooks.words.addWord(WordDraft(term: "駅", meaning: "station"), to: elsewhere.id)
        h.press(.character(" "), .character(" "), .enter)
        XCTAssertEqual(h.app.visibleStatus?.text, "Added 1 word to “Squid Game”, 1 already in your books")
    }

    func testAPathThatIsNotSubtitlesKeepsThePromptOpen() throws {
        let h = try AppHarness()
        let prompt = try promptOnDetail(h)
        h.type(folder.appendingPathComponent("missing.srt").path)
        h.press(.enter)
        XCTAssertEqual(prompt.errorMessage, "\(folder.appendingPathComponent("missing.srt").path): no such file or folder")
        XCTAssertNil(miningScreen(h))
    }

    func testEscapeWhileMiningCancelsAndGoesBack() throws {
        let h = try AppHarness()
        try SubtitleFixtures.write(SubtitleFixtures.englishVTT, to: folder, name: "E01.vtt")
        try SubtitleFixtures.write(SubtitleFixtures.englishVTT, to: folder, name: "E02.vtt")
        _ = try promptOnDetail(h)
        h.type(folder.path)
        h.press(.enter)
        XCTAssertNotNil(miningScreen(h))
        h.press(.escape)
        XCTAssertTrue(h.app.navigator.isShowingDetail)
        h.settle()
        XCTAssertEqual(h.container.tracker.liveCount(MiningModel.lifecycleKind), 0)
        XCTAssertNil(try h.container.wordBooks.books.book(linkedTo: MediaID("bundled:5")), "nothing was added")
    }

    func testFolderProgressIsReportedWhileTheJobRuns() throws {
        try SubtitleFixtures.write(SubtitleFixtures.koreanSRT, to: folder, name: "E01.srt")
        try SubtitleFixtures.write(SubtitleFixtures.koreanSRT, to: folder, name: "E02.srt")
        let h = try AppHarness()
        _ = try promptOnDetail(h)
        h.type(folder.path)
        h.press(.enter)
        let model = try XCTUnwrap(miningScreen(h))
        XCTAssertEqual(model.progress.done, 0)
        h.executor.runAll()
        XCTAssertEqual(model.progress.done, model.progress.total, "the job reported every file before it was delivered")
        h.app.tick()
        XCTAssertEqual(model.candidates.first?.term, "친구")
        XCTAssertEqual(model.candidates.first?.count, 4)
    }
}
