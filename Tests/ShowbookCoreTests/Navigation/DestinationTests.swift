import ShowbookTestSupport
import XCTest
@testable import ShowbookPlatform
@testable import ShowbookTV
@testable import ShowbookWords
@testable import ShowbookApp

/// Navigation as data: a screen hands the navigator a `Destination` value, and the factory
/// builds that screen's model only then; popping releases it. Modals hand their outcome, with
/// its value, to the presenter after the navigator removed them; buttons are pressed by name.
final class DestinationTests: XCTestCase {
    private func media(_ h: AppHarness, _ query: String) throws -> Media {
        try XCTUnwrap(h.container.provider.search(query: query, page: 1, cancellation: Cancellation()).items.first)
    }

    private func counts(_ h: AppHarness, _ kind: String) -> (built: Int, released: Int) {
        (h.log.events(named: "\(kind).built").count, h.log.events(named: "\(kind).released").count)
    }

    func testEachPushedDestinationIsBuiltWhenShownAndReleasedWhenPopped() throws {
        let h = try AppHarness()
        let show = try media(h, "squid")
        let book = try h.container.wordBooks.books.createBook(title: "Words")
        let subtitles = temporaryFile("destination", extension: "srt")
        try "1\n00:00:01,000 --> 00:00:02,000\nhello there\n".write(to: subtitles, atomically: true, encoding: .utf8)
        let cases: [(Destination, String, (Route) -> Bool)] = [
            (.detail(show), DetailModel.lifecycleKind, \.isMediaDetail),
            (.episodes(show, SeasonInfo(number: 1)), EpisodesModel.lifecycleKind, { if case .episodes = $0 { true } else { false } }),
            (.upcoming, UpcomingModel.lifecycleKind, { if case .upcoming = $0 { true } else { false } }),
            (.wordBook(book), BookModel.lifecycleKind, { if case .wordBook = $0 { true } else { false } }),
            (.mining(show, path: subtitles.path), MiningModel.lifecycleKind, { if case .mining = $0 { true } else { false } }),
            (.watch(.attached(ScriptedPlayer(), WatchEpisode(media: show, code: EpisodeCode(season: 1, number: 1), video: "/v.mkv", cues: []))),
             NowPlayingModel.lifecycleKind, { if case .nowPlaying = $0 { true } else { false } }),
        ]
        for (destination, kind, isExpected) in cases {
            XCTAssertEqual(counts(h, kind).built, 0, "\(kind): nothing is built before it is shown")
            h.app.navigator.show(destination)
            XCTAssertTrue(isExpected(h.app.navigator.top), "\(kind): shown as its own route, top is \(h.app.navigator.top)")
            XCTAssertEqual(counts(h, kind).built, 1, "\(kind): built once, when shown")
            h.settle()
            h.app.navigator.pop()
            h.settle()
            XCTAssertEqual(counts(h, kind).released, 1, "\(kind): released when popped")
            XCTAssertNil(h.app.navigator.top.model, "\(kind): back at the root")
        }
    }

    func testAStudyDestinationCarriesTheDeckItsPresenterRead() throws {
        let h = try AppHarness()
        let book = try h.container.wordBooks.books.createBook(title: "Words")
        _ = try h.container.wordBooks.words.addWord(WordDraft(term: "비", reading: "", meaning: "rain", example: ""), to: book.id)
        let deck = try h.container.wordBooks.study.studyDeck(for: .book(book), at: h.clock.now, calendar: h.container.studyDays.calendar)
        h.app.navigator.show(.study(deck))
        guard case let .study(study) = h.app.navigator.top else { return XCTFail("no study screen: \(h.app.navigator.top)") }
        XCTAssertEqual(study.title, "Words")
        XCTAssertEqual(study.currentCard?.term, "비")
    }

    func testTheLinkedBookDestinationAsksFirstThenOpensTheBookThePromptCreated() throws {
        let h = try AppHarness()
        let show = try media(h, "squid")
        h.app.navigator.show(.linkedBook(show))
        XCTAssertNil(h.app.navigator.top.model, "nothing is pushed before the answer")
        guard case .prompt? = h.app.navigator.modal?.modal else { return XCTFail("no prompt: \(String(describing: h.app.navigator.modal))") }
        h.press(.enter)
        guard case let .wordBook(screen) = h.app.navigator.top else { return XCTFail("the created book is not shown") }
        XCTAssertEqual(screen.book.showID, show.id.description)
        XCTAssertEqual(try h.container.wordBooks.books.book(linkedTo: show.id)?.id, screen.book.id)
    }

    func testThePresenterHearsTheValueAfterTheModalIsGoneAndOnlyOnce() throws {
        let h = try AppHarness()
        let subtitles = temporaryFile("presenter", extension: "srt")
        try "1\n00:00:01,000 --> 00:00:02,000\nhello there\n".write(to: subtitles, atomically: true, encoding: .utf8)
        var heard: [ModalOutcome<String>] = []
        var modalShownWhenHeard: [Bool] = []
        h.app.navigator.present(.subtitlePath { outcome in
            modalShownWhenHeard.append(h.app.navigator.modal != nil)
            heard.append(outcome)
        })
        guard case let .prompt(prompt)? = h.app.navigator.modal?.modal else { return XCTFail("no prompt") }
        h.type(subtitles.path)
        h.press(.enter)
        XCTAssertEqual(heard, [.applied(subtitles.path)], "the value comes back with the outcome")
        XCTAssertEqual(modalShownWhenHeard, [false], "the navigator removed the modal before the presenter heard")
        prompt.press(.cancel)
        XCTAssertEqual(heard.count, 1, "a modal no longer shown reports nothing more")
    }

    func testARefusedPromptStaysOpenWithTheThrownWords() throws {
        let h = try AppHarness()
        var heard: [ModalOutcome<String>] = []
        h.app.navigator.present(.importPath { heard.append($0) })
        guard case let .prompt(prompt)? = h.app.navigator.modal?.modal else { return XCTFail("no prompt") }
        h.type("/nonexistent/words.txt")
        h.press(.enter)
        XCTAssertEqual(prompt.errorMessage?.contains("/nonexistent/words.txt"), true, prompt.errorMessage ?? "no refusal")
        XCTAssertNotNil(h.app.navigator.modal, "a refusal keeps the modal")
        XCTAssertEqual(heard, [])
        h.press(.escape)
        XCTAssertEqual(heard, [.cancelled])
        XCTAssertNil(h.app.navigator.modal)
    }

    func testConfirmButtonsArePressedByNameFromKeysAndClicks() throws {
        let h = try AppHarness()
        var heard: [ModalAnswer] = []
        func present() {
            h.app.navigator.present(.confirm(ModalDestination.Question(title: "Delete", message: "Delete it?",
                                                                       confirmLabel: "Delete")) { heard.append($0) })
        }
        present()
        h.press(.enter)
        XCTAssertEqual(heard, [.cancelled], "Cancel has the focus at first: a stray Enter deletes nothing")
        present()
        h.press(.right, .enter)
        XCTAssertEqual(heard.last, .confirmed)
        present()
        h.app.handleMouse(.click, on: .button(.confirm))
        XCTAssertEqual(heard.last, .confirmed, "a click on the confirm button")
        present()
        h.app.handleMouse(.click, on: .button(.cancel))
        XCTAssertEqual(heard, [.cancelled, .confirmed, .confirmed, .cancelled])
        XCTAssertNil(h.app.navigator.modal)
    }
}
