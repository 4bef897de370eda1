import Foundation
import XCTest

/// Why an end-to-end step gave up; thrown after the failure has been recorded with XCTFail.
struct E2EFailure: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}

/// Deadline-based polling: the only way these tests wait for anything.
enum Poll {
    /// Time allowed for any single expected change on screen, in a file or of a process.
    static let defaultTimeout: TimeInterval = 10
    /// Time between two looks.
    static let interval: TimeInterval = 0.05

    /// Calls `probe` every 50 ms until it returns a value, or records a failure (with `state()`,
    /// the last thing seen) and throws when `timeout` passes.
    static func until<Value>(
        _ what: String,
        timeout: TimeInterval = defaultTimeout,
        file: StaticString,
        line: UInt,
        state: () -> String,
        probe: () throws -> Value?
    ) throws -> Value {
        let deadline = Date().addingTimeInterval(timeout)
        while true {
            if let value = try probe() { return value }
            if Date() >= deadline { break }
            Thread.sleep(forTimeInterval: interval)
        }
        let message = "timed out after \(timeout) s waiting for \(what); last seen:\n\(state())"
        XCTFail(message, file: file, line: line)
        throw E2EFailure("timed out waiting for \(what)")
    }

    /// Waits until the text file at `path` satisfies `condition`, failing with its content.
    @discardableResult
    static func file(
        _ path: String,
        _ what: String,
        timeout: TimeInterval = defaultTimeout,
        file: StaticString = #filePath,
        line: UInt = #line,
        condition: (String) -> Bool
    ) throws -> String {
        var last = ""
        return try until(what, timeout: timeout, file: file, line: line, state: {
            "+--- \(path) ---\n\(last)\n+--------------"
        }, probe: {
            last = (try? String(contentsOfFile: path, encoding: .utf8)) ?? "(file missing)"
            return condition(last) ? last : nil
        })
    }
}
