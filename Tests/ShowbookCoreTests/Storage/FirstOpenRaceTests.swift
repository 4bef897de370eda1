import Foundation
import ShowbookTestSupport
import XCTest
import ShowbookPlatform
import ShowbookApp

/// Several connections opening one new database file at the same moment, each running the
/// migrations, as two `showbook` processes started together do. Every one must open it (no
/// "table meta already exists", "duplicate column name" or "UNIQUE constraint failed:
/// meta.key"), and the file ends at the latest version, marked as Showbook's, whole.
final class FirstOpenRaceTests: XCTestCase {
    private var folder = URL(fileURLWithPath: "/nonexistent")

    override func setUpWithError() throws { folder = try makeTemporaryFolder("showbook-race").url }

    func testConnectionsOpeningANewFileAtOnceAllSucceed() throws {
        // Each round: a fresh file, 2–5 threads with their own connection, released together
        // after a seeded stagger of 0–2 ms each.
        try FuzzRun.cases("first-open-race", seed: 0x14_0_F1_25, count: 12) { random, index in
            let path = folder.appendingPathComponent("round-\(index).db").path
            let count = Int.random(in: 2...5, using: &random)
            let staggers = (0..<count).map { _ in UInt32.random(in: 0...2_000, using: &random) }
            let start = DispatchSemaphore(value: 0)
            let group = DispatchGroup()
            let failures = FailureList()
            for stagger in staggers {
                group.enter()
                Thread.detachNewThread {
                    defer { group.leave() }
                    start.wait()
                    usleep(stagger)
                    do {
                        let database = try Database(path: path)
                        try DatabaseUpgrade.run(database)
                    } catch {
                        failures.append("\(error)")
                    }
                }
            }
            for _ in staggers { start.signal() }
            group.wait()
            XCTAssertEqual(failures.all, [], "round \(index) with \(count) connections")
            let database = try Database(path: path)
            XCTAssertEqual(try database.userVersion, Migrations.latestVersion)
            XCTAssertEqual(try database.scalarInt("PRAGMA application_id"), Database.applicationID)
            XCTAssertEqual(try database.scalarText("PRAGMA integrity_check"), "ok")
        }
    }
}

/// What the racing threads saw fail, gathered under a lock.
private final class FailureList: @unchecked Sendable {
    private let lock = NSLock()
    private var items: [String] = []
    var all: [String] { lock.withLock { items } }
    func append(_ item: String) { lock.withLock { items.append(item) } }
}
