import Foundation
import ShowbookTestSupport
import XCTest
@testable import ShowbookPlatform
@testable import ShowbookWords
@testable import ShowbookExchange
@testable import ShowbookApp

/// Writes a background job starts go through the writer like a key's: while another process
/// holds the write lock they wait with the spinner and retry on the clock, and they land once
/// the lock is let go, instead of failing at the first busy answer.
final class JobWritesWaitTests: BusyDatabaseTestCase {
    private var policy: BackgroundWrite.Policy { harness.container.settings.writePolicy }
    private var wordFile: URL!

    override func setUpWithError() throws {
        try super.setUpWithError()
        wordFile = temporaryFile("deck", extension: "txt")
        try "#separator:tab\n#deck:Kitchen\n사과\tapple\n물\twater\n".write(to: wordFile, atomically: true, encoding: .utf8)
    }

    /// Runs the pending jobs once, then lets the retry delay pass on the manual clock.
    private func runOneRound() {
        harness.executor.run(at: 0)
        harness.app.tick()
        harness.advance(policy.retryDelay)
        harness.app.tick()
    }

    func testAnImportStartedWhileTheDatabaseIsBusyWaitsAndLandsWhenItIsFree() throws {
        try other.execute("BEGIN IMMEDIATE")
        harness.app.select(.books)
        harness.type("i")
        harness.type(wordFile.path)
        harness.press(.enter)
        runOneRound()
        guard case .importProgress? = harness.app.navigator.modal?.modal else {
            return XCTFail("the import gave up on a busy database: \(String(describing: harness.app.visibleMessage))")
        }
        XCTAssertTrue(harness.container.writeActivity.isWaiting, "the spinner says the app waits for the database")
        try other.execute("ROLLBACK")
        for _ in 0..<policy.attempts where harness.app.navigator.modal != nil { runOneRound() }
        XCTAssertNil(harness.app.navigator.modal, "the import ended")
        XCTAssertEqual(harness.app.books.selectedBook?.title, "Kitchen")
        XCTAssertEqual(try harness.database.scalarInt("SELECT count(*) FROM words w JOIN word_books b ON b.id = w.book_id WHERE b.title = 'Kitchen'"), 2)
    }

    func testEpisodeListsFetchedWhileTheDatabaseIsBusyAreStoredWhenItIsFree() throws {
        harness = try AppHarness(path: file.path, makeProvider: { _, _, _ in EpisodeFixtureProvider() })
        let show = EpisodeFixtureProvider.show
        try harness.container.savedStore.save(show)
        try other.execute("BEGIN IMMEDIATE")
        harness.app.select(.saved)
        harness.settle()
        XCTAssertTrue(harness.container.writeActivity.isWaiting, "the answer waits for the database, with the spinner")
        XCTAssertEqual(try other.scalarInt("SELECT count(*) FROM show_episodes"), 0)
        try other.execute("ROLLBACK")
        for _ in 0..<policy.attempts where harness.container.writeActivity.isWaiting { runOneRound() }
        XCTAssertEqual(try harness.container.episodeStore.episodes(of: show.id).count, 4, "both seasons stored")
        XCTAssertEqual(harness.app.saved.progress[show.id]?.total, 4, "Saved read them again")
    }

    func testSubtitlesMinedWhileTheDatabaseIsBusyAreRegisteredWhenItIsFree() throws {
        let subtitle = FileManager.default.temporaryDirectory.appendingPathComponent("Show S01E03 \(UUID()).srt")
        try "1\n00:00:01,000 --> 00:00:02,000\nThe station is closed.\n".write(to: subtitle, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: subtitle) }
        harness.type("Breaking Bad")
        harness.advance(0.5)
        harness.settle()
        harness.press(.enter)
        harness.settle()
        try other.execute("BEGIN IMMEDIATE")
        harness.type("m")
        harness.type(subtitle.path)
        harness.press(.enter)
        harness.settle()
        harness.settle()
        guard case let .mining(model) = harness.app.navigator.top else { throw harness.notShown("the mining screen") }
        XCTAssertEqual(model.candidates.first?.term, "station", "mining reads while another process writes")
        XCTAssertTrue(harness.container.writeActivity.isWaiting,
                      "the registration waits for the database: \(String(describing: harness.app.visibleMessage))")
        XCTAssertEqual(try other.scalarInt("SELECT count(*) FROM subtitle_sources"), 0)
        try other.execute("ROLLBACK")
        for _ in 0..<policy.attempts where harness.container.writeActivity.isWaiting {
            harness.advance(policy.retryDelay)
            harness.settle()
        }
        XCTAssertEqual(try harness.database.scalarInt("SELECT count(*) FROM subtitle_sources"), 1, "registered once the lock was let go")
        XCTAssertEqual(model.registered, "Registered S01E03 for coverage")
    }

    func testNoteIDsAPushBringsWhileTheDatabaseIsBusyAreKeptWhenItIsFree() throws {
        let server = try BookAnkiKeysTests.fakeAnki()
        defer { server.stop() }
        harness = try AppHarness(path: file.path, ankiConnectURL: server.baseURL.absoluteString)
        let store = harness.container.wordBooks
        let book = try store.books.createBook(title: "Kitchen")
        for term in ["칼", "물", "밥"] { try store.words.addWord(WordDraft(term: term, meaning: term), to: book.id) }
        harness.app.select(.books)
        harness.press(.enter)
        guard case .wordBook = harness.app.navigator.top else { throw harness.notShown("the book screen") }
        try other.execute("BEGIN IMMEDIATE")
        harness.type("A")
        harness.settle()
        harness.settle()
        XCTAssertTrue(harness.container.writeActivity.isWaiting,
                      "the note ids wait for the database: \(String(describing: harness.app.visibleMessage))")
        try other.execute("ROLLBACK")
        for _ in 0..<policy.attempts where harness.container.writeActivity.isWaiting {
            harness.advance(policy.retryDelay)
            harness.settle()
        }
        let links = try AnkiNoteLinks(database: harness.database).noteIDs(bookID: book.id)
        XCTAssertEqual(links.values.sorted(), [1_000, 1_001], "the two added words keep their note ids")
        XCTAssertEqual(harness.app.visibleMessage, "Anki deck “Kitchen”: 2 added, 0 updated, 1 already in Anki (not added)")
    }
}
