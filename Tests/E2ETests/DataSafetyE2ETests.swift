import Foundation
import XCTest

/// Data safety against the real binary: a close killed with SIGKILL at random moments is
/// all-or-nothing, a damaged database is refused with a clear message and left untouched,
/// unusable paths and terminals get one-line answers.
final class DataSafetyE2ETests: XCTestCase {
    private var directory: URL!

    override func setUpWithError() throws {
        directory = FileManager.default.temporaryDirectory.appendingPathComponent("safety-\(UUID())")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws { try? FileManager.default.removeItem(at: directory) }

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

    func testCloseKilledAtRandomMomentsIsAllOrNothing() throws {
        let template = directory.appendingPathComponent("template.db").path
        XCTAssertEqual(try run(Self.binary, ["--db", template, "--no-sample", "books", "list"]).0, 0)
        _ = try sql(template, """
            INSERT INTO word_books(id, title, created_at) VALUES (1, 'Source', 1), (2, 'Target', 2);
            WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 2000)
            INSERT INTO words(book_id, term, meaning, state, created_at, updated_at)
            SELECT 1, 'term' || i, 'meaning', CASE WHEN i % 4 = 0 THEN 'success' WHEN i % 4 = 1 THEN 'fail' ELSE 'undefined' END, 1, 1 FROM n;
            PRAGMA wal_checkpoint(TRUNCATE);
            """)
        func startClose(_ path: String) throws -> Process {
            let process = Process()
            process.executableURL = URL(fileURLWithPath: Self.binary)
            process.arguments = ["--db", path, "books", "close", "Source", "--into", "Target"]
            process.environment = ProcessInfo.processInfo.environment.merging(["SHOWBOOK_DEBUG_CLOSE_DELAY_MS": "150"]) { $1 }
            process.standardOutput = FileHandle.nullDevice
            process.standardError = FileHandle.nullDevice
            try process.run()
            return process
        }
        // How long one close takes on this machine, start-up included, so the random kills
        // spread over the whole run whether the machine is fast or busy.
        let timing = directory.appendingPathComponent("timing.db").path
        try FileManager.default.copyItem(atPath: template, toPath: timing)
        let started = Date()
        let timed = try startClose(timing)
        timed.waitUntilExit()
        XCTAssertEqual(timed.terminationStatus, 0)
        let window = UInt64(max(0.25, Date().timeIntervalSince(started) * 1.3) * 1_000_000)
        var generator = SplitMix(seed: 20261130)
        var outcomes = (moved: 0, untouched: 0)
        for trial in 0..<50 {
            let path = directory.appendingPathComponent("trial-\(trial).db").path
            try FileManager.default.copyItem(atPath: template, toPath: path)
            let process = try startClose(path)
            usleep(UInt32(generator.next() % window))  // the random moment is the point of this test
            kill(process.processIdentifier, SIGKILL)
            process.waitUntilExit()
            XCTAssertEqual(try sql(path, "PRAGMA integrity_check"), "ok", "trial \(trial)")
            let moved = Int(try sql(path, "SELECT count(*) FROM words WHERE book_id = 2")) ?? -1
            let closed = try sql(path, "SELECT closed_at IS NOT NULL FROM word_books WHERE id = 1")
            let resetStates = try sql(path, "SELECT count(*) FROM words WHERE book_id = 2 AND state != 'undefined'")
            if moved == 0 {
                XCTAssertEqual(closed, "0", "trial \(trial): nothing moved, so the book must still be open")
                outcomes.untouched += 1
            } else {
                XCTAssertEqual(moved, 1500, "trial \(trial): every unfinished word or none")
                XCTAssertEqual(closed, "1", "trial \(trial): words moved, so the book must be closed")
                XCTAssertEqual(resetStates, "0")
                outcomes.moved += 1
            }
            XCTAssertEqual(try sql(path, "SELECT count(*) FROM words WHERE book_id = 1"), "2000", "trial \(trial)")
        }
        // Both endings must occur, or the kill timing did not exercise the transaction.
        XCTAssertGreaterThan(outcomes.untouched, 0)
        XCTAssertGreaterThan(outcomes.moved, 0)
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
