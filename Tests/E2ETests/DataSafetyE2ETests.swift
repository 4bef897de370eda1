import Foundation
import ShowbookTestSupport
import XCTest
import ShowbookPlatform
import ShowbookWords

/// Data safety against the real binary: a close killed with SIGKILL at seeded moments across
/// its transaction is all-or-nothing, a damaged database is refused with a clear message and left untouched,
/// unusable paths and terminals get one-line answers.
final class DataSafetyE2ETests: XCTestCase {
    private var directory: URL!

    override func setUpWithError() throws { directory = try makeTemporaryFolder("safety").url }

    private static var binary: String {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let configured = ProcessInfo.processInfo.environment["SHOWBOOK_BIN"] ?? ".build/debug/showbook"
        return configured.hasPrefix("/") ? configured : root.appendingPathComponent(configured).path
    }

    /// Runs a program to completion; returns status, stdout and stderr.
    @discardableResult
    private func run(_ path: String, _ arguments: [String], environment: [String: String] = [:]) throws -> (Int32, String, String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: path)
        process.arguments = arguments
        process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        process.standardInput = FileHandle.nullDevice
        try process.run()
        let output = out.fileHandleForReading.readDataToEndOfFile()
        let errors = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: output, as: UTF8.self), String(decoding: errors, as: UTF8.self))
    }

    private func sql(_ database: String, _ statement: String) throws -> String {
        let (status, output, errors) = try run("/usr/bin/sqlite3", [database, statement])
        XCTAssertEqual(status, 0, errors)
        return output.trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// Words in the closed book; three in four are unfinished and move. Enough that the close's
    /// one transaction writes pages to the write-ahead log before it commits (SQLite spills its
    /// cache), so the test sees from outside when the transaction is under way.
    private static let sourceWords = 20_000
    private static var unfinishedWords: Int { sourceWords / 4 * 3 }

    /// How one killed close ended, as read from its database afterwards.
    private enum KillOutcome { case untouched, moved }

    /// A close is killed with SIGKILL at moments from a fixed seeded schedule: each trial waits
    /// until the close has begun writing its transaction (its -wal file grows), then a delay
    /// from its own slice of a log scale from 50 µs to 4 s (seeded within the slice), so kills
    /// fall all across the transaction and after its commit whether it takes 10 ms on a fast
    /// machine or a second on a busy one — no bound depends on a measured run. Every outcome must be all or
    /// nothing: no word moved and the book open, or every unfinished word moved and the book
    /// closed — a close that committed in two steps leaves a state between them.
    func testCloseKilledAtRandomMomentsIsAllOrNothing() throws {
        let template = try makeCloseTemplate()
        var generator = SplitMix(seed: 20261130)
        var outcomes = (insideTransaction: 0, untouched: 0, moved: 0)
        let trials = 24
        for trial in 0..<trials {
            let path = directory.appendingPathComponent("trial-\(trial).db").path
            try FileManager.default.copyItem(atPath: template, toPath: path)
            let slice = (Double(trial) + Double(generator.next() % 1_000) / 1_000) / Double(trials)
            let delay = 0.000_05 * pow(80_000, slice)
            let (outcome, logHadFrames) = try killClose(path, after: delay, trial: trial)
            switch outcome {
            case .untouched:
                outcomes.untouched += 1
                if logHadFrames { outcomes.insideTransaction += 1 }
            case .moved:
                outcomes.moved += 1
            }
            try FileManager.default.removeItem(atPath: path)
        }
        // A kill after the transaction had written but before it committed must occur, and a
        // completed close too, or the schedule did not exercise the transaction.
        XCTAssertGreaterThan(outcomes.insideTransaction, 0, "no kill fell inside the transaction: \(outcomes)")
        XCTAssertGreaterThan(outcomes.moved, 0, "no close completed: \(outcomes)")
    }

    /// The close is one transaction, seen from outside: while a reader holds a snapshot, no
    /// checkpoint can empty the write-ahead log, so after the close has run every commit it
    /// made is still there to count — exactly one, however fast the steps follow each other.
    func testTheCloseCommitsOnce() throws {
        let path = try makeCloseTemplate()
        let reader = Process()
        reader.executableURL = URL(fileURLWithPath: "/usr/bin/sqlite3")
        reader.arguments = [path]
        let input = Pipe(), output = Pipe()
        reader.standardInput = input
        reader.standardOutput = output
        reader.standardError = FileHandle.nullDevice
        try reader.run()
        defer {
            try? input.fileHandleForWriting.close()
            reader.waitUntilExit()
        }
        input.fileHandleForWriting.write(Data("BEGIN; SELECT count(*) FROM words;\n".utf8))
        let seen = String(decoding: output.fileHandleForReading.availableData, as: UTF8.self)
        XCTAssertEqual(seen.trimmingCharacters(in: .whitespacesAndNewlines), "\(Self.sourceWords)", "the reader's snapshot")
        let (status, _, errors) = try run(Self.binary, ["--db", path, "--no-sample", "books", "close", "Source", "--into", "Target"])
        XCTAssertEqual(status, 0, errors)
        XCTAssertEqual(try Self.commitFrames(inLog: path + "-wal"), 1, "the close must commit once")
        input.fileHandleForWriting.write(Data("ROLLBACK;\n".utf8))
        XCTAssertEqual(try checkAllOrNothing(path, trial: 0), .moved)
    }

    /// The commit frames in a write-ahead log: frames of the log's current salt whose header
    /// gives the database size after a commit (SQLite's WAL format, all integers big-endian).
    private static func commitFrames(inLog path: String) throws -> Int {
        let log = [UInt8](try Data(contentsOf: URL(fileURLWithPath: path)))
        func word(_ offset: Int) -> UInt32 { log[offset..<offset + 4].reduce(0) { $0 << 8 | UInt32($1) } }
        guard log.count >= 32 else { return 0 }
        let pageSize = word(8) == 1 ? 65_536 : Int(word(8))
        var offset = 32, commits = 0
        while offset + 24 + pageSize <= log.count, word(offset + 8) == word(16), word(offset + 12) == word(20) {
            if word(offset + 4) != 0 { commits += 1 }
            offset += 24 + pageSize
        }
        return commits
    }

    /// A database with the book "Source" (id 1, `sourceWords` words, one in four Mature, one in
    /// four failed once with that review in its history) and the empty "Target" (id 2), its log
    /// checkpointed into the file.
    private func makeCloseTemplate() throws -> String {
        let template = directory.appendingPathComponent("template.db").path
        XCTAssertEqual(try run(Self.binary, ["--db", template, "--no-sample", "books", "list"]).0, 0)
        _ = try sql(template, """
            INSERT INTO word_books(id, title, created_at) VALUES (1, 'Source', 1), (2, 'Target', 2);
            WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < \(Self.sourceWords))
            INSERT INTO words(id, book_id, term, meaning, state, created_at, updated_at)
            SELECT i, 1, 'term' || i, 'meaning ' || i, CASE WHEN i % 4 = 0 THEN 'success' WHEN i % 4 = 1 THEN 'fail' ELSE 'undefined' END, 1, 1 FROM n;
            UPDATE words SET card_phase = 'review', stability = 40, difficulty = 5, due_at = 1 + 40 * 86400,
                last_review_at = 1, reps = 5 WHERE id % 4 = 0;
            UPDATE words SET card_step = 0, stability = 0.2, difficulty = 7, due_at = 61, last_review_at = 1, reps = 1
                WHERE id % 4 = 1;
            INSERT INTO study_marks(book_id, word_id, state, grade, marked_at) SELECT 1, id, 'fail', 'again', 1
                FROM words WHERE id % 4 = 1;
            PRAGMA wal_checkpoint(TRUNCATE);
            """)
        return template
    }

    /// Starts `books close Source --into Target` on `path`, waits until its -wal file grows
    /// (the transaction is writing) or it ends, then `delay` seconds more, kills it and checks
    /// the database. Returns the outcome and whether the log had frames when the kill came.
    private func killClose(_ path: String, after delay: TimeInterval, trial: Int) throws -> (KillOutcome, Bool) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: Self.binary)
        process.arguments = ["--db", path, "--no-sample", "books", "close", "Source", "--into", "Target"]
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        let log = path + "-wal"
        let deadline = Date().addingTimeInterval(Poll.defaultTimeout * 3)
        while process.isRunning && Self.fileSize(log) == 0 && Date() < deadline { usleep(100) }
        XCTAssertTrue(!process.isRunning || Self.fileSize(log) > 0, "trial \(trial): the close never wrote its log")
        let end = Date().addingTimeInterval(delay)
        while process.isRunning && Date() < end { usleep(50) }
        let logHadFrames = Self.fileSize(log) > 0
        let finished = !process.isRunning
        kill(process.processIdentifier, SIGKILL)  // the moment is the point of this test
        process.waitUntilExit()
        if finished { XCTAssertEqual(process.terminationStatus, 0, "trial \(trial): the close failed") }
        return (try checkAllOrNothing(path, trial: trial), logHadFrames)
    }

    private static func fileSize(_ path: String) -> Int64 {
        var info = stat()
        return stat(path, &info) == 0 ? Int64(info.st_size) : 0
    }

    /// The database after a killed close: intact, every word once, and either untouched or
    /// completely closed (the unfinished words moved out, each with its link).
    private func checkAllOrNothing(_ path: String, trial: Int) throws -> KillOutcome {
        XCTAssertEqual(try sql(path, "PRAGMA integrity_check"), "ok", "trial \(trial)")
        let moved = Int(try sql(path, "SELECT count(*) FROM words WHERE book_id = 2")) ?? -1
        let closed = try sql(path, "SELECT closed_at IS NOT NULL FROM word_books WHERE id = 1")
        let staying = try sql(path, "SELECT count(*) FROM words WHERE book_id = 1")
        XCTAssertEqual(try sql(path, "SELECT count(*) FROM words"), "\(Self.sourceWords)", "trial \(trial): no word lost or doubled")
        if moved == 0 {
            XCTAssertEqual(staying, "\(Self.sourceWords)", "trial \(trial)")
            XCTAssertEqual(closed, "0", "trial \(trial): nothing moved, so the book must still be open")
            XCTAssertEqual(try sql(path, "SELECT count(*) FROM study_marks WHERE book_id = 1"), "\(Self.sourceWords / 4)",
                           "trial \(trial): no history moved")
            return .untouched
        }
        XCTAssertEqual(moved, Self.unfinishedWords, "trial \(trial): every unfinished word or none")
        XCTAssertEqual(staying, "\(Self.sourceWords - Self.unfinishedWords)", "trial \(trial): the moved words left the closed book")
        XCTAssertEqual(try sql(path, "SELECT count(*) FROM word_moves WHERE from_book_id = 1 AND to_book_id = 2"),
                       "\(Self.unfinishedWords)", "trial \(trial): where each went")
        XCTAssertEqual(closed, "1", "trial \(trial): words moved, so the book must be closed")
        XCTAssertEqual(try sql(path, "SELECT count(*) FROM words WHERE book_id = 2 AND state != 'undefined'"), "0")
        XCTAssertEqual(try sql(path, "SELECT count(*) FROM study_marks WHERE book_id = 2"), "\(Self.sourceWords / 4)",
                       "trial \(trial): the failed words' history moved with them")
        return .moved
    }

    func testCorruptDatabaseIsRefusedAndLeftAlone() throws {
        let path = directory.appendingPathComponent("corrupt.db").path
        XCTAssertEqual(try run(Self.binary, ["--db", path, "books", "list"]).0, 0)
        var bytes = try Data(contentsOf: URL(fileURLWithPath: path))
        var generator = SplitMix(seed: 7)
        for index in 0..<100 { bytes[index] = UInt8(truncatingIfNeeded: generator.next()) }
        try bytes.write(to: URL(fileURLWithPath: path))
        try? FileManager.default.removeItem(atPath: path + "-wal")
        let (status, _, errors) = try run(Self.binary, ["--db", path, "books", "list"])
        XCTAssertEqual(status, 1)
        XCTAssertTrue(errors.contains(path), errors)
        XCTAssertTrue(errors.contains("--db"), "suggests a way out: \(errors)")
        XCTAssertEqual(errors.split(separator: "\n").count, 1, "one line")
        XCTAssertEqual(try Data(contentsOf: URL(fileURLWithPath: path)), bytes, "never overwritten")
    }

    func testUnusableDataDirectoryGetsAClearMessage() throws {
        let (status, _, errors) = try run(Self.binary, ["--db", "/dev/null/showbook/showbook.db", "books", "list"])
        XCTAssertEqual(status, 1)
        XCTAssertTrue(errors.hasPrefix("showbook: cannot open database /dev/null/showbook/showbook.db"), errors)
    }

    func testDumbTerminalRefusesInteractiveButSubcommandsWork() throws {
        let db = directory.appendingPathComponent("dumb.db").path
        let (status, _, errors) = try run(Self.binary, ["--db", db], environment: ["TERM": "dumb"])
        XCTAssertEqual(status, 2)
        XCTAssertTrue(errors.contains("showbook search QUERY"), errors)
        let search = try run(Self.binary, ["--db", db, "search", "squid"], environment: ["TERM": "dumb"])
        XCTAssertEqual(search.0, 0)
        XCTAssertTrue(search.1.contains("Squid Game (2021) — Netflix"))
    }
}

/// Reproducible randomness for kill timing and corruption.
private struct SplitMix {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
