import Foundation

/// Hands work from one producing thread to the calling one through a bounded queue, so an
/// import parses and keys its rows on one core while SQLite writes them on the other. The
/// producer blocks while `capacity` items wait (memory stays bounded); the consumer ends it
/// early by throwing (the producer's next `put` returns false and it stops). Items arrive in
/// the order they were put; an error the producer throws arrives after every item it put.
package final class Handoff<Element: Sendable>: @unchecked Sendable {
    private let condition = NSCondition()
    private var items: [Element] = []
    private var head = 0
    private var finished = false
    private var cancelled = false
    private var failure: Error?
    package let capacity: Int

    private init(capacity: Int) {
        self.capacity = max(1, capacity)
    }

    /// Runs `produce` on a thread of its own and `consume` here on each item it puts, in order.
    /// Returns when both are done: rethrows the consumer's error (after stopping the producer)
    /// or else the producer's, once every item put before it was consumed.
    package static func run(
        capacity: Int, produce: @escaping @Sendable (Handoff) throws -> Void, consume: (Element) throws -> Void
    ) throws {
        let handoff = Handoff(capacity: capacity)
        let done = DispatchSemaphore(value: 0)
        let thread = Thread {
            do { try produce(handoff) } catch { handoff.finish(failure: error) }
            handoff.finish(failure: nil)
            done.signal()
        }
        thread.stackSize = 8 << 20
        thread.start()
        defer { done.wait() }
        do {
            while let item = handoff.take() { try consume(item) }
        } catch {
            handoff.cancel()
            throw error
        }
        if let failure = handoff.finalFailure { throw failure }
    }

    /// Queues `item`, waiting while the queue is full; false when the consumer has stopped.
    package func put(_ item: Element) -> Bool {
        condition.lock()
        defer { condition.unlock() }
        while items.count - head >= capacity && !cancelled { condition.wait() }
        guard !cancelled else { return false }
        items.append(item)
        condition.broadcast()
        return true
    }

    /// The next item, waiting for one; nil once the producer has finished and all were taken.
    private func take() -> Element? {
        condition.lock()
        defer { condition.unlock() }
        while items.count == head && !finished { condition.wait() }
        guard items.count > head else { return nil }
        let item = items[head]
        head += 1
        if head == items.count {
            items.removeAll(keepingCapacity: true)
            head = 0
        }
        condition.broadcast()
        return item
    }

    private func finish(failure: Error?) {
        condition.lock()
        defer { condition.unlock() }
        if !finished { self.failure = failure }
        finished = true
        condition.broadcast()
    }

    private func cancel() {
        condition.lock()
        defer { condition.unlock() }
        cancelled = true
        items.removeAll()
        head = 0
        condition.broadcast()
    }

    private var finalFailure: Error? {
        condition.lock()
        defer { condition.unlock() }
        return failure
    }
}
