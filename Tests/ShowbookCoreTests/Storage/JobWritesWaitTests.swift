import Foundation
import ShowbookTestSupport
import XCTest
@testable import ShowbookCore

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
}
