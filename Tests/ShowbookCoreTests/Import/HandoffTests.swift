import Foundation
import XCTest
@testable import ShowbookTV

/// The bounded hand-over between an import's reading thread and its writing one: every item
/// arrives in order, the producer's error arrives after its items, the consumer's error stops
/// the producer, and the producer never runs more than `capacity` items ahead.
final class HandoffTests: XCTestCase {
    struct Failure: Error, Equatable { var name: String }

    func testEveryItemArrivesInOrder() throws {
        var taken: [Int] = []
        try Handoff<Int>.run(capacity: 3, produce: { handoff in
            for item in 0..<1_000 { XCTAssertTrue(handoff.put(item)) }
        }, consume: { taken.append($0) })
        XCTAssertEqual(taken, Array(0..<1_000))
    }

    func testTheProducersErrorComesAfterEveryItemItPut() {
        var taken: [Int] = []
        XCTAssertThrowsError(try Handoff<Int>.run(capacity: 2, produce: { handoff in
            for item in 0..<10 { _ = handoff.put(item) }
            throw Failure(name: "reader")
        }, consume: { taken.append($0) })) { error in
            XCTAssertEqual(error as? Failure, Failure(name: "reader"))
        }
        XCTAssertEqual(taken, Array(0..<10))
    }

    func testTheConsumersErrorStopsTheProducer() {
        let stoppedAt = Counter()
        XCTAssertThrowsError(try Handoff<Int>.run(capacity: 2, produce: { handoff in
            for item in 0..<100_000 {
                guard handoff.put(item) else { stoppedAt.set(item); return }
            }
        }, consume: { item in
            if item == 5 { throw Failure(name: "writer") }
        })) { error in
            XCTAssertEqual(error as? Failure, Failure(name: "writer"))
        }
        // run returns only once the producer has ended, and it ended early.
        XCTAssertGreaterThan(stoppedAt.value, 5)
        XCTAssertLessThan(stoppedAt.value, 100_000)
    }

    func testTheProducerWaitsWhileTheQueueIsFull() throws {
        let ahead = Counter()
        let put = Counter()
        try Handoff<Int>.run(capacity: 4, produce: { handoff in
            for item in 0..<200 {
                _ = handoff.put(item)
                put.set(item + 1)
            }
        }, consume: { item in
            ahead.raise(to: put.value - (item + 1))
        })
        // Besides the queued items, the producer may hold one it is trying to put.
        XCTAssertLessThanOrEqual(ahead.value, 4 + 1)
    }

    /// An integer both threads may touch.
    final class Counter: @unchecked Sendable {
        private let lock = NSLock()
        private var stored = 0
        var value: Int { lock.withLock { stored } }
        func set(_ value: Int) { lock.withLock { stored = value } }
        func raise(to value: Int) { lock.withLock { stored = max(stored, value) } }
    }
}
