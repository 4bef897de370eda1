import Foundation

/// What the subtitle pipeline did to each file, counted and never timed: how many times it was
/// parsed (its bytes decoded and cut into cues) and tokenized (its cues run through a
/// tokenizer). A flow that reads a file once counts 1 and 1; a consumer that reads the stored
/// document counts nothing. Kept by the `MiningToolkit` every consumer shares, so a test sees a
/// whole flow's work; the app only keeps the counts.
public final class DocumentWork: @unchecked Sendable {
    private var parses: [String: Int] = [:]
    private var tokenizings: [String: Int] = [:]
    private let lock = NSLock()

    public init() {}

    /// One more parse of `file` (a path; a video's track as `path#index`).
    public func countParse(of file: String) {
        lock.lock()
        parses[file, default: 0] += 1
        lock.unlock()
    }

    /// One more pass of a tokenizer over `file`'s cues.
    public func countTokenizing(of file: String) {
        lock.lock()
        tokenizings[file, default: 0] += 1
        lock.unlock()
    }

    public func parses(of file: String) -> Int {
        lock.lock()
        defer { lock.unlock() }
        return parses[file] ?? 0
    }

    public func tokenizings(of file: String) -> Int {
        lock.lock()
        defer { lock.unlock() }
        return tokenizings[file] ?? 0
    }

    /// Parses of every file.
    public var totalParses: Int {
        lock.lock()
        defer { lock.unlock() }
        return parses.values.reduce(0, +)
    }

    /// Tokenizer passes over every file.
    public var totalTokenizings: Int {
        lock.lock()
        defer { lock.unlock() }
        return tokenizings.values.reduce(0, +)
    }

    /// The key of a video's track.
    public static func key(_ path: String, track: Int?) -> String {
        track.map { "\(path)#\($0)" } ?? path
    }
}
