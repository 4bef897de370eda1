import Foundation

/// Lifecycle and search events as JSON lines (`--log FILE`), so tests and benchmarks can watch
/// the app from outside. Never given secrets: callers log ids, queries and counts only.
public final class EventLog: @unchecked Sendable {
    private let lock = NSLock()
    private let path: String?
    private var descriptor: Int32?
    private var memory: [String] = []
    private let keepsInMemory: Bool
    /// Why writing stopped, until the app has shown it once.
    private var unshownStop: String?

    /// A log that discards everything.
    public static let disabled = EventLog(path: nil, descriptor: nil, keepsInMemory: false)

    /// A log kept in memory, for tests.
    public static func inMemory() -> EventLog { EventLog(path: nil, descriptor: nil, keepsInMemory: true) }

    /// Appends to `path`, creating it if needed. The open never waits: a FIFO nobody reads is
    /// refused at once (the app would otherwise hang on a blank screen before its first frame).
    public static func file(_ path: String) throws -> EventLog {
        let descriptor = open(path, O_WRONLY | O_APPEND | O_CREAT | O_NONBLOCK | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else {
            let code = errno
            let reason = code == ENXIO ? "no program is reading this FIFO (start the reader first)" : String(cString: strerror(code))
            throw MediaError("cannot write log file \(path): \(reason)")
        }
        // Opened: writes may wait for a slow reader as a file write waits for the disk.
        _ = fcntl(descriptor, F_SETFL, fcntl(descriptor, F_GETFL) & ~O_NONBLOCK)
        return EventLog(path: path, descriptor: descriptor, keepsInMemory: false)
    }

    private init(path: String?, descriptor: Int32?, keepsInMemory: Bool) {
        self.path = path
        self.descriptor = descriptor
        self.keepsInMemory = keepsInMemory
    }

    deinit {
        if let descriptor { close(descriptor) }
    }

    public func record(_ event: String, _ fields: [String: any Sendable] = [:]) {
        guard descriptor != nil || keepsInMemory else { return }
        var object: [String: Any] = ["event": event, "time": Date().timeIntervalSince1970]
        for (key, value) in fields { object[key] = value }
        guard let data = try? JSONSerialization.data(withJSONObject: object, options: [.sortedKeys]),
              let line = String(data: data, encoding: .utf8) else { return }
        lock.lock()
        defer { lock.unlock() }
        if keepsInMemory { memory.append(line) }
        guard let descriptor else { return }
        do {
            try OutputChannel.writeAll(Array((line + "\n").utf8), to: descriptor, name: path ?? "the log")
        } catch {
            // The first failure (full disk, a FIFO whose reader left) ends the log, once.
            close(descriptor)
            self.descriptor = nil
            let reason = (error as? OutputError).map(Self.reason) ?? "\(error)"  // strerror has no ": "
            unshownStop = "stopped writing the event log \(path ?? ""): \(reason)"
        }
    }

    /// Why the log stopped writing, the first time it is asked (nil otherwise), so the app
    /// shows it once.
    public func takeStopMessage() -> String? {
        lock.lock()
        defer { lock.unlock() }
        let message = unshownStop
        unshownStop = nil
        return message
    }

    /// True once a write failed and the log stopped itself.
    public var hasStopped: Bool {
        lock.lock()
        defer { lock.unlock() }
        return path != nil && descriptor == nil
    }

    private static func reason(_ error: OutputError) -> String {
        if case .brokenPipe = error { return "the program reading it went away" }
        guard case let .failed(text) = error, let colon = text.range(of: ": ", options: .backwards) else { return "\(error)" }
        return String(text[colon.upperBound...])
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
