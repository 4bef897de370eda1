import Foundation
import ShowbookPlatform

/// A scripted mpv for tests: the command lines written to it are kept (decoded from JSON), the
/// bytes a test queues are what the next reads return, and `die()` makes reads fail as a
/// closed socket does.
public final class ScriptedPlayer: PlayerTransport, @unchecked Sendable {
    private let lock = NSLock()
    private var lines: [Data] = []
    private var queued: [[UInt8]] = []
    private var dead = false
    public private(set) var closed = false

    public init() {}

    public func write(_ data: Data) throws {
        try lock.withLock {
            if dead { throw PlayerSocketError.closed }
            lines.append(data)
        }
    }

    public func read(timeoutMilliseconds: Int32, maxBytes: Int) -> [UInt8]? {
        lock.withLock {
            if !queued.isEmpty { return queued.removeFirst() }
            return dead ? nil : []
        }
    }

    public func close() { lock.withLock { closed = true } }

    public func queue(_ bytes: [UInt8]) { lock.withLock { queued.append(bytes) } }

    public func die() { lock.withLock { dead = true } }

    /// Each command sent: its `command` array and `request_id`.
    public var commands: [(arguments: [Any], id: Int)] {
        lock.withLock {
            lines.map { line in
                let object = (try? JSONSerialization.jsonObject(with: line)) as? [String: Any] ?? [:]
                return (object["command"] as? [Any] ?? [], (object["request_id"] as? NSNumber)?.intValue ?? -1)
            }
        }
    }

    /// The commands' names in order.
    public var names: [String] { commands.map { $0.arguments.first as? String ?? "?" } }

    public var rawLines: [Data] { lock.withLock { lines } }

    /// A `property-change` event line.
    public static func property(_ name: String, _ value: Any) -> [UInt8] {
        let object: [String: Any] = ["event": "property-change", "id": 1, "name": name, "data": value]
        return Array(try! JSONSerialization.data(withJSONObject: object)) + [0x0A]
    }

    public static func event(_ name: String, _ extra: [String: Any] = [:]) -> [UInt8] {
        Array(try! JSONSerialization.data(withJSONObject: extra.merging(["event": name]) { $1 })) + [0x0A]
    }
}
