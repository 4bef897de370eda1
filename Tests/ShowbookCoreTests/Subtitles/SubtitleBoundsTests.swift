import Foundation
import ShowbookTestSupport
import XCTest
@testable import ShowbookPlatform
@testable import ShowbookWords

/// Work on subtitles stays bounded: only regular files are read (a FIFO given as the file, or
/// lying in the folder, never blocks), and a cancelled job stops inside a file, while parsing
/// and while tokenizing, not only between files.
final class SubtitleBoundsTests: XCTestCase {
    private var folder: URL!

    override func setUpWithError() throws { folder = try makeTemporaryFolder("showbook-subs").url }

    private func makeFIFO(_ name: String) throws -> String {
        let path = folder.appendingPathComponent(name).path
        guard mkfifo(path, 0o600) == 0 else {
            XCTFail("mkfifo \(path) failed: errno \(errno)")
            throw CocoaError(.fileWriteUnknown)
        }
        return path
    }

    /// Runs `work` on a thread and fails if it has not returned by the deadline (it blocked);
    /// a writer then opens the FIFO so the blocked reader is let go.
    private func returnsPromptly<T>(fifo: String, _ work: @escaping @Sendable () throws -> T) -> Result<T, Error>? {
        let done = DispatchSemaphore(value: 0)
        let box = ResultBox<T>()
        Thread.detachNewThread {
            box.result = Result { try work() }
            done.signal()
        }
        if done.wait(timeout: .now() + 20) == .timedOut {
            let writer = open(fifo, O_WRONLY | O_NONBLOCK)
            if writer >= 0 { close(writer) }
            _ = done.wait(timeout: .now() + 5)
            XCTFail("reading \(fifo) blocked")
            return nil
        }
        return box.result
    }

    func testAFIFOGivenAsTheFileIsRefusedWithOneLine() throws {
        let fifo = try makeFIFO("pipe.srt")
        let outcome = returnsPromptly(fifo: fifo) { try SubtitleReader().read(file: fifo) }
        guard case let .failure(error)? = outcome else { return XCTFail("read a FIFO: \(String(describing: outcome))") }
        XCTAssertEqual("\(error)", "\(fifo): a named pipe (FIFO), not a regular file")
        XCTAssertThrowsError(try SubtitleMiner(toolkit: MiningToolkit()).mine(path: fifo)) {
            XCTAssertEqual("\($0)", "\(fifo): a named pipe (FIFO), not a regular file")
        }
    }

    func testAFIFOInsideTheFolderIsSkippedWithANote() throws {
        try SubtitleFixtures.write(SubtitleFixtures.englishVTT, to: folder, name: "E01.vtt")
        let fifo = try makeFIFO("E02.srt")
        let path = folder.path
        let outcome = returnsPromptly(fifo: fifo) { try SubtitleMiner(toolkit: MiningToolkit()).mine(path: path) }
        guard case let .success(result)? = outcome else { return XCTFail("mining the folder: \(String(describing: outcome))") }
        XCTAssertEqual(result.files, 1)
        XCTAssertEqual(result.warnings, ["\(fifo): a named pipe (FIFO), not a regular file"])
    }

    func testParsingStopsSoonAfterCancellation() {
        let text = (1...20_000).map { "\($0)\n00:00:01,000 --> 00:00:02,000\nline \($0)\n" }.joined(separator: "\n")
        let cancelled = Cancellation()
        cancelled.cancel()
        XCTAssertEqual(SRTParser.parse(text).cues.count, 20_000)
        XCTAssertLessThanOrEqual(SRTParser.parse(text, cancellation: cancelled).cues.count, SubtitleBlocks.cancellationInterval)
        let vtt = "WEBVTT\n\n" + text
        XCTAssertLessThanOrEqual(VTTParser.parse(vtt, cancellation: cancelled).cues.count, SubtitleBlocks.cancellationInterval)
        let ass = "[Events]\n" + (1...20_000).map { "Dialogue: 0,0:00:01.00,0:00:02.00,Default,,0,0,0,,line \($0)" }.joined(separator: "\n")
        XCTAssertEqual(ASSParser.parse(ass).cues.count, 20_000)
        XCTAssertLessThanOrEqual(ASSParser.parse(ass, cancellation: cancelled).cues.count, SubtitleBlocks.cancellationInterval)
    }

    func testTokenizingStopsInsideAFileWhenCancelled() throws {
        let text = (1...5_000).map { "\($0)\n00:00:01,000 --> 00:00:02,000\nword\($0)\n" }.joined(separator: "\n")
        let path = try SubtitleFixtures.write(text, to: folder, name: "long.srt")
        let cancellation = Cancellation()
        let tokenizer = CancellingTokenizer(cancellation: cancellation, after: 10)
        let toolkit = MiningToolkit(english: { tokenizer })
        XCTAssertThrowsError(try SubtitleMiner(toolkit: toolkit).mine(path: path, language: .english, cancellation: cancellation)) {
            XCTAssertEqual($0 as? MiningError, .cancelled)
        }
        XCTAssertLessThanOrEqual(tokenizer.calls, 10 + DocumentTokenizer.cancellationInterval)
    }
}

/// Holds what a background thread produced, for the thread that waits for it.
private final class ResultBox<T>: @unchecked Sendable {
    var result: Result<T, Error>?
}

/// A tokenizer that cancels the job after `after` cues and counts how many it was given.
private final class CancellingTokenizer: WordTokenizer, @unchecked Sendable {
    let cancellation: Cancellation
    let after: Int
    private let lock = NSLock()
    private var count = 0

    init(cancellation: Cancellation, after: Int) {
        self.cancellation = cancellation
        self.after = after
    }

    var calls: Int { lock.withLock { count } }

    func tokens(in line: String) -> [MinedToken] {
        let calls = lock.withLock { count += 1; return count }
        if calls == after { cancellation.cancel() }
        return [MinedToken(term: line, reading: "")]
    }
}
