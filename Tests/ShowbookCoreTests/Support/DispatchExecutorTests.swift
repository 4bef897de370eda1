import Foundation
import XCTest
@testable import ShowbookPlatform

/// The production executor tells the run loop when each job is done — after the job's work,
/// so the result is already in the inbox when the loop wakes.
final class DispatchExecutorTests: XCTestCase {
    func testAfterEachRunsOnceTheWorkIsDone() {
        let order = LockedLog()
        let woken = expectation(description: "woken after the job")
        let executor = DispatchExecutor(afterEach: {
            order.append("wake")
            woken.fulfill()
        })
        executor.execute { order.append("work") }
        wait(for: [woken], timeout: 10)
        XCTAssertEqual(order.entries, ["work", "wake"])
    }
}

private final class LockedLog: @unchecked Sendable {
    private let lock = NSLock()
    private var items: [String] = []
    func append(_ item: String) { lock.lock(); items.append(item); lock.unlock() }
    var entries: [String] { lock.lock(); defer { lock.unlock() }; return items }
}
