import Foundation
import XCTest

/// The waits that read the screen. Each returns a whole frame: the condition must hold on a
/// capture that is identical to the one taken 50 ms before it, so a frame that curses is still
/// drawing (a modal whose last rows are not there yet) is never what a test reads. On the
/// deadline the test fails with the last screen captured.
extension TmuxSession {
    /// Polls the screen every 50 ms until `condition` holds on a stable frame and returns it.
    /// `stable: false` is only for a screen that never stops changing (a spinner, a counter),
    /// where the condition itself must say everything the test reads.
    @discardableResult
    func waitUntil(
        _ what: String,
        timeout: TimeInterval = Poll.defaultTimeout,
        joinWrapped: Bool = false,
        stable: Bool = true,
        file: StaticString = #filePath,
        line: UInt = #line,
        _ condition: (Screen) -> Bool
    ) throws -> Screen {
        try pollFrames(what, timeout: timeout, joinWrapped: joinWrapped, stable: stable, file: file, line: line,
                       note: { "" }, condition)
    }

    /// Waits for a stable frame holding every one of `texts`; on the deadline the failure names
    /// the ones missing from the last screen.
    @discardableResult
    func waitForFrame(
        containing texts: [String],
        timeout: TimeInterval = Poll.defaultTimeout,
        file: StaticString = #filePath,
        line: UInt = #line
    ) throws -> Screen {
        var missing = texts
        let wanted = texts.map { "“\($0)”" }.joined(separator: ", ")
        return try pollFrames("a frame with \(wanted)", timeout: timeout, joinWrapped: false, stable: true,
                              file: file, line: line, note: {
            missing.isEmpty ? "" : "missing: " + missing.map { "“\($0)”" }.joined(separator: ", ") + "\n"
        }) { screen in
            missing = texts.filter { !screen.contains($0) }
            return missing.isEmpty
        }
    }

    /// Waits for a stable frame holding every one of `texts` (`waitForFrame(containing:)`).
    @discardableResult
    func waitForText(
        _ texts: String...,
        timeout: TimeInterval = Poll.defaultTimeout,
        file: StaticString = #filePath,
        line: UInt = #line
    ) throws -> Screen {
        try waitForFrame(containing: texts, timeout: timeout, file: file, line: line)
    }

    /// Captures every 50 ms until `condition` holds (on a capture equal to the one before it,
    /// when `stable`); on the deadline fails with `note()` and the last screen.
    private func pollFrames(
        _ what: String, timeout: TimeInterval, joinWrapped: Bool, stable: Bool,
        file: StaticString, line: UInt, note: @escaping () -> String, _ condition: (Screen) -> Bool
    ) throws -> Screen {
        var last = Screen(text: "(nothing captured)")
        var previous: Screen?
        var heldUnstable = false
        return try Poll.until(what, timeout: timeout, file: file, line: line, state: {
            note() + (heldUnstable ? "(the condition held, but never on two identical captures 50 ms apart)\n" : "")
                + last.description
        }) {
            let current = try screen(joinWrapped: joinWrapped)
            defer { previous = current; last = current }
            guard condition(current) else { return nil }
            if !stable || previous?.text == current.text { return current }
            heldUnstable = true
            return nil
        }
    }
}
