import Foundation
import ShowbookPlatform
import ShowbookTV
import ShowbookExchange
import ShowbookTestSupport
import XCTest

/// The readers of paths a user gives, handed a FIFO nobody writes to, a device, a socket or a
/// folder: each refuses at once with one line naming the path and what it is, instead of
/// waiting in open(2) for a writer that never comes (which froze the app's import prompt).
final class SpecialFileReadersTests: XCTestCase {
    private var folder = URL(fileURLWithPath: "/nonexistent")

    override func setUpWithError() throws { folder = try makeTemporaryFolder("showbook-special").url }

    private func fifo(_ name: String) throws -> String {
        let path = folder.appendingPathComponent(name).path
        guard mkfifo(path, 0o600) == 0 else { throw SetupFailure("mkfifo \(path): errno \(errno)") }
        return path
    }

    private struct SetupFailure: Error { let text: String; init(_ text: String) { self.text = text } }

    /// Runs `body` on another thread; if it has not returned after 5 s it is blocked, and the
    /// FIFO at `release` is opened from the other side so the thread can end.
    private func returnsAtOnce<T>(_ what: String, release: String, _ body: @escaping @Sendable () -> T) -> T? {
        let done = DispatchSemaphore(value: 0)
        let box = ResultBox<T>()
        Thread.detachNewThread {
            box.value = body()
            done.signal()
        }
        if done.wait(timeout: .now() + 5) == .timedOut {
            XCTFail("\(what) blocked on \(release)")
            // Both ends opened and closed: a blocked open returns, and a read then sees the end.
            let reader = open(release, O_RDONLY | O_NONBLOCK)
            let writer = open(release, O_WRONLY | O_NONBLOCK)
            close(writer)
            done.wait()
            close(reader)
            return nil
        }
        return box.value
    }

    func testTheImportPromptsCheckRefusesAFIFOAtOnce() throws {
        let path = try fifo("words.txt")
        let problem = returnsAtOnce("problemOpening", release: path) { WordBookImporter.problemOpening(path) }
        XCTAssertEqual(problem ?? nil, "\(path) is a named pipe (FIFO), not a file")
    }

    func testCatalogAndWordImportsRefuseAFIFOAtOnce() throws {
        let path = try fifo("shows.jsonl")
        let catalog = returnsAtOnce("ImportInput.open", release: path) { () -> String in
            do { _ = try ImportInput.open(path); return "opened" } catch { return "\(error)" }
        }
        XCTAssertEqual(catalog, "\(path) is a named pipe (FIFO), not a file")
        let package = try fifo("deck.apkg")
        let words = returnsAtOnce("WordBookImporter.rows", release: package) { () -> String in
            do { _ = try WordBookImporter.rows(contentsOf: package); return "opened" } catch { return "\(error)" }
        }
        XCTAssertEqual(words, "\(package) is a named pipe (FIFO), not a file")
    }

    func testWritingToAFIFONobodyReadsIsRefusedAtOnce() throws {
        let path = try fifo("out.apkg")
        let written = returnsAtOnce("OutputFile.write", release: path) { () -> String in
            do { try OutputFile.write(Array("x".utf8), to: path); return "written" } catch { return "\(error)" }
        }
        XCTAssertEqual(written, "cannot write \(path): no program is reading this FIFO")
    }

    func testDevicesAndFoldersAreRefusedByWhatTheyAre() {
        XCTAssertEqual(WordBookImporter.problemOpening("/dev/zero"), "/dev/zero is a character device, not a file")
        XCTAssertEqual(WordBookImporter.problemOpening(folder.path), "\(folder.path) is a folder, not a file")
    }

    func testADatabaseThatIsNotAFileIsNamedForWhatItIs() throws {
        let path = try fifo("showbook.db")
        let opened = returnsAtOnce("Database(path:)", release: path) { () -> String in
            do { _ = try Database(path: path); return "opened" } catch { return "\(error)" }
        }
        XCTAssertEqual(opened, "cannot open database \(path): it is a named pipe (FIFO), not a file")
        XCTAssertThrowsError(try Database(path: folder.path)) { error in
            XCTAssertEqual("\(error)", "cannot open database \(self.folder.path): it is a folder, not a file")
        }
    }

    func testAConfigFIFOIsNotWaitedFor() throws {
        let path = try fifo("config")
        let loaded = returnsAtOnce("ConfigFile.load", release: path) { ConfigFile.load(path: path) }
        XCTAssertNotNil(loaded ?? nil, "a FIFO is reported (with no settings), not taken for a missing file")
    }
}

private final class ResultBox<T>: @unchecked Sendable {
    var value: T?
}
