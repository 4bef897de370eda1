import Foundation
import ShowbookTestSupport
import XCTest
@testable import ShowbookPlatform
@testable import ShowbookWords
@testable import ShowbookApp

/// Every UI write while another process holds the database's write lock: the key press returns
/// at once with the write pending and the app's spinner on, retries follow the clock, and after
/// the last one a single line says so — with nothing the user typed or chose thrown away.
final class BusyWriteTests: BusyDatabaseTestCase {
    private var store: WordBookStores { harness.container.wordBooks }
    private var policy: BackgroundWrite.Policy { harness.container.settings.writePolicy }

    private func count(_ sql: String) -> Int { (try? other.scalarInt(sql)) ?? -1 }

    /// Runs the pending write and its retries until none is left, checking on the way that the
    /// spinner is on and no error shows while it retries. Returns the background attempts run.
    @discardableResult
    private func runRetriesToTheEnd(file: StaticString = #filePath, line: UInt = #line) -> Int {
        let h = harness!
        var jobsRun = 0
        while h.executor.pendingCount > 0 && jobsRun <= policy.attempts {
            h.executor.run(at: 0)
            jobsRun += 1
            h.app.tick()
            if h.app.isWaitingForDatabase {
                XCTAssertNotEqual(h.app.visibleStatus?.isError, true, "no error while retrying", file: file, line: line)
                XCTAssertEqual(h.executor.pendingCount, 0, "the retry waits for the clock", file: file, line: line)
                h.advance(policy.retryDelay)
            }
        }
        XCTAssertEqual(jobsRun, policy.attempts, "every background attempt ran", file: file, line: line)
        XCTAssertFalse(h.app.isWaitingForDatabase, "the spinner stops after the last attempt", file: file, line: line)
        return jobsRun
    }

    private func assertOneBusyLine(_ text: String?, file: StaticString = #filePath, line: UInt = #line) {
        guard let text else { return XCTFail("no message", file: file, line: line) }
        XCTAssertTrue(text.contains(self.file.path), text, file: file, line: line)
        XCTAssertTrue(text.contains("busy"), text, file: file, line: line)
        XCTAssertFalse(text.contains("\n"), text, file: file, line: line)
    }

    // MARK: New book

    private func typeNewBook(_ title: String) throws -> PromptModel {
        let h = harness!
        h.app.select(.books)
        h.type("n")
        let prompt = try h.shownPrompt()
        h.type(title)
        try other.execute("BEGIN IMMEDIATE")
        h.press(.enter)
        return prompt
    }

    func testNewBookReturnsAtOnceWithTheWritePendingAndASpinner() throws {
        let h = harness!
        let prompt = try typeNewBook("Korean")
        XCTAssertEqual(h.executor.pendingCount, 1, "Enter queued the write instead of waiting for the lock")
        XCTAssertTrue(prompt.isSubmitting)
        XCTAssertTrue(h.app.isWaitingForDatabase, "the spinner is on")
        XCTAssertTrue(h.app.isBusy, "the run loop keeps drawing the spinner")
        h.type("x")
        h.press(.escape)
        XCTAssertNotNil(h.app.navigator.modal, "the modal waits for its write")
        XCTAssertEqual(prompt.field.text, "Korean", "keys do not change the text under the write")
        XCTAssertEqual(count("SELECT count(*) FROM word_books WHERE title = 'Korean'"), 0)
    }

    func testNewBookOnABusyDatabaseEndsWithOneLineAndKeepsTheName() throws {
        let h = harness!
        let prompt = try typeNewBook("Korean")
        runRetriesToTheEnd()
        XCTAssertFalse(prompt.isSubmitting)
        guard case .prompt? = h.app.navigator.modal?.modal else { return XCTFail("the modal stays open") }
        XCTAssertEqual(prompt.field.text, "Korean", "what was typed is kept")
        assertOneBusyLine(prompt.errorMessage)
        XCTAssertFalse(h.app.books.books.contains { $0.title == "Korean" })
    }

    func testNewBookLandsOnceTheLockIsReleased() throws {
        let h = harness!
        _ = try typeNewBook("Korean")
        XCTAssertEqual(h.executor.pendingCount, 1)
        guard h.executor.pendingCount == 1 else { return }
        h.executor.run(at: 0)
        h.app.tick()
        XCTAssertTrue(h.app.isWaitingForDatabase)
        try other.execute("ROLLBACK")
        h.advance(policy.retryDelay)
        h.settle()
        XCTAssertNil(h.app.navigator.modal)
        XCTAssertFalse(h.app.isWaitingForDatabase)
        XCTAssertEqual(h.app.books.selectedBook?.title, "Korean")
        XCTAssertEqual(h.app.visibleStatus?.text, "Created “Korean”")
        XCTAssertEqual(count("SELECT count(*) FROM word_books WHERE title = 'Korean'"), 1)
    }

    // MARK: Adding a word

    func testAddingAWordOnABusyDatabaseKeepsTheForm() throws {
        let h = harness!
        let book = try store.books.createBook(title: "B")
        h.app.select(.books)
        h.press(.enter)
        h.type("a")
        guard case let .wordForm(form)? = h.app.navigator.modal?.modal else { return XCTFail("no form") }
        h.type("사과")
        h.press(.tab, .tab)
        h.type("apple")
        try other.execute("BEGIN IMMEDIATE")
        h.press(.enter)
        XCTAssertEqual(h.executor.pendingCount, 1, "Enter queued the write")
        XCTAssertTrue(form.isSaving)
        XCTAssertTrue(h.app.isWaitingForDatabase)
        h.type("zz")
        XCTAssertEqual(form.text(.meaning), "apple", "the form does not change under the write")
        runRetriesToTheEnd()
        guard case .wordForm? = h.app.navigator.modal?.modal else { return XCTFail("the form stays open") }
        XCTAssertEqual([form.text(.term), form.text(.meaning)], ["사과", "apple"], "what was typed is kept")
        assertOneBusyLine(form.errorMessage)
        XCTAssertEqual(count("SELECT count(*) FROM words WHERE book_id = \(book.id)"), 0)
        try other.execute("ROLLBACK")
        h.press(.enter)
        XCTAssertNil(h.app.navigator.modal, "a free database saves at once, as before")
        XCTAssertEqual(try store.words.words(bookID: book.id).map(\.term), ["사과"])
    }

    // MARK: Grading

    func testAGradeNotSavedIsNotCounted() throws {
        let h = harness!
        let book = try store.books.createBook(title: "S")
        for index in 0..<2 { try store.words.addWord(WordDraft(term: "t\(index)", meaning: "m\(index)"), to: book.id) }
        h.app.select(.books)
        h.press(.enter)
        h.type("s")
        guard case let .study(study) = h.app.navigator.top else { return XCTFail("no study screen") }
        h.type(" ")
        try other.execute("BEGIN IMMEDIATE")
        h.type("3")
        XCTAssertEqual(h.executor.pendingCount, 1, "the grade is a pending write")
        XCTAssertTrue(study.isSaving)
        XCTAssertTrue(h.app.isWaitingForDatabase)
        XCTAssertEqual(study.currentCard?.term, "t0", "the card waits for its grade to be saved")
        h.type("3")
        XCTAssertEqual(h.executor.pendingCount, 1, "a second grade does not start a second write")
        runRetriesToTheEnd()
        XCTAssertEqual(study.currentCard?.term, "t0", "not saved, so not done")
        XCTAssertTrue(study.session.steps.isEmpty)
        XCTAssertEqual(study.progressText, "2 new · 0 learning · 0 review")
        let message = try XCTUnwrap(h.app.visibleStatus)
        XCTAssertTrue(message.isError)
        assertOneBusyLine(message.text)
        XCTAssertEqual(count("SELECT count(*) FROM study_marks"), 0)
    }

    // MARK: Saved

    func testRemovingFromSavedOnABusyDatabaseKeepsTheShow() throws {
        let h = harness!
        let media = try XCTUnwrap(h.container.provider.search(query: "squid", page: 1, cancellation: Cancellation()).items.first)
        try h.container.savedStore.save(media)
        h.app.select(.saved)
        h.settle()
        XCTAssertEqual(h.app.saved.content.items.map(\.id), [media.id])
        try other.execute("BEGIN IMMEDIATE")
        h.type("d")
        XCTAssertEqual(h.executor.pendingCount, 1, "the removal is a pending write")
        XCTAssertTrue(h.app.isWaitingForDatabase)
        runRetriesToTheEnd()
        XCTAssertEqual(h.app.saved.content.items.map(\.id), [media.id], "still saved")
        let message = try XCTUnwrap(h.app.visibleStatus)
        XCTAssertTrue(message.isError)
        assertOneBusyLine(message.text)
        XCTAssertEqual(count("SELECT count(*) FROM saved_media"), 1)
    }

    func testASecondRemovalWhileTheFirstIsRetriedSaysStillSavingOnce() throws {
        let h = harness!
        let media = try XCTUnwrap(h.container.provider.search(query: "squid", page: 1, cancellation: Cancellation()).items.first)
        try h.container.savedStore.save(media)
        h.app.select(.saved)
        h.settle()
        try other.execute("BEGIN IMMEDIATE")
        h.type("dd")
        XCTAssertEqual(h.executor.pendingCount, 1, "the second d started no second write")
        XCTAssertEqual(h.app.visibleStatus?.text, "Still saving…")
        XCTAssertEqual(h.container.messages.entries.map(\.text), ["Still saving…"], "said once, nothing else")
        runRetriesToTheEnd()
        assertOneBusyLine(h.app.visibleStatus?.text)
        XCTAssertEqual(h.container.messages.entries.filter { $0.text == "Still saving…" }.map(\.repeats), [1])
    }

    // MARK: Deleting

    func testDeletingABookOrAWordOnABusyDatabaseKeepsThem() throws {
        let h = harness!
        let book = try store.books.createBook(title: "Keep")
        try store.words.addWord(WordDraft(term: "물", meaning: "water"), to: book.id)
        h.app.select(.books)
        try other.execute("BEGIN IMMEDIATE")
        h.type("dy")
        XCTAssertEqual(h.executor.pendingCount, 1, "the delete is a pending write")
        runRetriesToTheEnd()
        XCTAssertEqual(h.app.books.books.map(\.title), ["Keep"], "still listed")
        assertOneBusyLine(h.app.visibleStatus?.text)
        h.type("u")
        XCTAssertEqual(h.app.visibleStatus?.text, "Nothing to undo", "no undo for a delete that did not happen")

        try other.execute("ROLLBACK")
        h.press(.enter)
        guard case let .wordBook(screen) = h.app.navigator.top else { return XCTFail("no book screen") }
        try other.execute("BEGIN IMMEDIATE")
        h.type("xy")
        XCTAssertEqual(h.executor.pendingCount, 1)
        runRetriesToTheEnd()
        XCTAssertEqual(screen.words.map(\.term), ["물"], "the word is still there")
        assertOneBusyLine(h.app.visibleStatus?.text)
        XCTAssertEqual(count("SELECT count(*) FROM words"), 1)
    }

    // MARK: Closing a book

    func testClosingABookOnABusyDatabaseRetriesWithShortWaitsThenSaysSo() throws {
        let h = harness!
        let book = try store.books.createBook(title: "Done")
        h.app.select(.books)
        h.press(.enter)
        h.type("c")
        guard case let .closeBook(modal)? = h.app.navigator.modal?.modal else { return XCTFail("no close modal") }
        try other.execute("BEGIN IMMEDIATE")
        h.press(.enter)
        XCTAssertEqual(h.executor.pendingCount, 1, "the close is a job")
        runRetriesToTheEnd()
        guard case .closeBook? = h.app.navigator.modal?.modal else { return XCTFail("the modal stays open") }
        assertOneBusyLine(modal.errorMessage)
        XCTAssertEqual(try XCTUnwrap(store.books.book(id: book.id)).isClosed, false)
    }

    // MARK: The run loop's own statements

    func testMainThreadStatementsWaitBrieflyJobsALittleLongerAndCommandsTheFullWait() throws {
        let database = harness.database
        let onMain = try database.scalarInt("PRAGMA busy_timeout")
        XCTAssertEqual(onMain, Int(policy.busyWaitMilliseconds), "a read in the run loop waits briefly")
        XCTAssertEqual(try database.withBusyTimeout(milliseconds: 0) { try database.scalarInt("PRAGMA busy_timeout") }, 0)
        let onJob = LockedValue()
        let done = expectation(description: "read on a worker thread")
        Thread.detachNewThread {
            onJob.set(try? database.scalarInt("PRAGMA busy_timeout"))
            done.fulfill()
        }
        wait(for: [done], timeout: 10)
        XCTAssertEqual(onJob.get(), Int(harness.container.settings.jobBusyWaitMilliseconds),
                       "background work (imports, refreshes) holds the shared connection for a bounded time")
        XCTAssertEqual(try other.scalarInt("PRAGMA busy_timeout"), 5_000, "commands keep the full wait")
    }
}

/// One value handed from a worker thread to the test.
private final class LockedValue: @unchecked Sendable {
    private let lock = NSLock()
    private var value: Int??

    func set(_ newValue: Int?) { lock.withLock { value = newValue } }
    func get() -> Int? { lock.withLock { value ?? nil } }
}
