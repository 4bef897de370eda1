import Foundation

/// Lifecycle and search events as JSON lines (`--log FILE`), so tests and benchmarks can watch
/// the app from outside. Never given secrets: callers log ids, queries and counts only.
public final class EventLog: @unchecked Sendable {
    private let lock = NSLock()
    private let handle: FileHandle?
    private var memory: [String] = []
    private let keepsInMemory: Bool

    /// A log that discards everything.
    public static let disabled = EventLog(handle: nil, keepsInMemory: false)

    /// A log kept in memory, for tests.
    public static func inMemory() -> EventLog { EventLog(handle: nil, keepsInMemory: true) }

    /// Appends to `path`, creating it if needed.
    public static func file(_ path: String) throws -> EventLog {
        if !FileManager.default.fileExists(atPath: path) {
            guard FileManager.default.createFile(atPath: path, contents: nil) else {
                throw MediaError("cannot create log file \(path)")
            }
        }
        guard let handle = FileHandle(forWritingAtPath: path) else {
            throw MediaError("cannot write log file \(path)")
        }
        handle.seekToEndOfFile()
        return EventLog(handle: handle, keepsInMemory: false)
    }

    private init(handle: FileHandle?, keepsInMemory: Bool) {
        self.handle = handle
        self.keepsInMemory = keepsInMemory
    }

    public func record(_ event: String, _ fields: [String: any Sendable] = [:]) {
        guard handle != nil || keepsInMemory else { return }
        var object: [String: Any] = ["event": event, "time": Date().timeIntervalSince1970]
        for (key, value) in fields { object[key] = value }
        guard let data = try? JSONSerialization.data(withJSONObject: object, options: [.sortedKeys]),
              let line = String(data: data, encoding: .utf8) else { return }
        lock.lock()
        defer { lock.unlock() }
        if keepsInMemory { memory.append(line) }
        handle?.write(Data((line + "\n").utf8))
    }

    /// Recorded lines (in-memory logs only).
    public var lines: [String] {
        lock.lock()
        defer { lock.unlock() }
        return memory
    }

    /// Events with this name, decoded (in-memory logs only).
    public func events(named name: String) -> [[String: Any]] {
        lines.compactMap { line in
            guard let data = line.data(using: .utf8),
                  let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
                  object["event"] as? String == name else { return nil }
            return object
        }
    }
}
