import Foundation
import XCTest

/// The waits that read the screen, the only way tests read it. Each look is one tmux command
/// reading the pane's mark (`PaneMark`) and its text together, so the text is exactly what tmux
/// had when the mark was last written: with showbook's "frame N idle", the whole of frame N and
/// nothing after it. A look is used only once `FrameBaseline` says the program has drawn after
/// the input sent and is idle; then the condition decides. On the deadline the test fails with
/// why the last look was not used, the last mark and the last screen.
extension TmuxSession {
    /// Waits until `condition` holds on a whole, idle frame drawn after the input sent, and
    /// returns it. `stable: false` also takes whole frames of a busy app — a spinner or a
    /// progress that never stops, or a state the test must read before a timer ends it — and
    /// output of programs that mark nothing (`cat`); the condition itself must then say
    /// everything the test reads. `colors` keeps the text with its colour escapes too
    /// (`Screen.colored`).
    @discardableResult
    func waitUntil(
        _ what: String,
        timeout: TimeInterval = Poll.defaultTimeout,
        joinWrapped: Bool = false,
        stable: Bool = true,
        colors: Bool = false,
        file: StaticString = #filePath,
        line: UInt = #line,
        _ condition: (Screen) -> Bool
    ) throws -> Screen {
        try pollFrames(what, timeout: timeout, joinWrapped: joinWrapped, stable: stable, colors: colors,
                       file: file, line: line, note: { "" }, condition)
    }

    /// Waits for an idle frame holding every one of `texts`; on the deadline the failure names
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
        return try pollFrames("a frame with \(wanted)", timeout: timeout, joinWrapped: false, stable: true, colors: false,
                              file: file, line: line, note: {
            missing.isEmpty ? "" : "missing: " + missing.map { "“\($0)”" }.joined(separator: ", ") + "\n"
        }) { screen in
            missing = texts.filter { !screen.contains($0) }
            return missing.isEmpty
        }
    }

    /// Waits for an idle frame holding every one of `texts` (`waitForFrame(containing:)`).
    @discardableResult
    func waitForText(
        _ texts: String...,
        timeout: TimeInterval = Poll.defaultTimeout,
        file: StaticString = #filePath,
        line: UInt = #line
    ) throws -> Screen {
        try waitForFrame(containing: texts, timeout: timeout, file: file, line: line)
    }

    /// The screen once it is whole and idle after the input sent: `waitUntil` with no condition.
    func screen(joinWrapped: Bool = false, file: StaticString = #filePath, line: UInt = #line) throws -> Screen {
        try waitUntil("an idle frame", joinWrapped: joinWrapped, file: file, line: line) { _ in true }
    }

    /// Waits for the pane's command to end and returns its exit status; on the deadline the
    /// failure shows the screen as it was then.
    @discardableResult
    func waitForExit(
        timeout: TimeInterval = Poll.defaultTimeout, file: StaticString = #filePath, line: UInt = #line
    ) throws -> Int32 {
        try Poll.until("the program to exit", timeout: timeout, file: file, line: line, state: {
            (try? look(joinWrapped: false, colors: false)).map { "mark: \($0.mark)\n\($0.screen)" } ?? "(nothing captured)"
        }, probe: { try exitStatus() })
    }

    /// Looks until a look may be used and `condition` holds on it; on the deadline fails with
    /// `note()`, why the last look was not used, and the last screen.
    private func pollFrames(
        _ what: String, timeout: TimeInterval, joinWrapped: Bool, stable: Bool, colors: Bool,
        file: StaticString, line: UInt, note: @escaping () -> String, _ condition: (Screen) -> Bool
    ) throws -> Screen {
        var last: PaneLook?
        var why = "nothing seen yet"
        var heldOnUnusable: String?
        return try Poll.until(what, timeout: timeout, file: file, line: line, state: {
            note() + "not used: \(why)\n"
                + (heldOnUnusable.map { "(the condition held on a look not used: \($0))\n" } ?? "")
                + "mark: \(last?.mark.description ?? "none")\n" + (last?.screen.description ?? "(nothing captured)")
        }) {
            let current = try look(joinWrapped: joinWrapped, colors: colors)
            last = current
            let holds = condition(current.screen)
            if let reason = baseline.reasonToWait(for: current.mark, paneDead: current.paneDead, stable: stable) {
                why = reason
                if holds { heldOnUnusable = reason }
                return nil
            }
            guard holds else {
                why = "the condition does not hold on it"
                return nil
            }
            baseline.accept(current.mark)
            return current.screen
        }
    }

    /// The pane's mark, whether it is dead, and its text (and coloured text), in one tmux
    /// command, so no output is taken in between.
    private func look(joinWrapped: Bool, colors: Bool) throws -> PaneLook {
        let separator = "e2e-look:colours"
        var arguments = ["display-message", "-p", "-t", Self.target, "#{pane_dead}|#{pane_path}", ";",
                         "capture-pane", "-p", "-t", Self.target] + (joinWrapped ? ["-J"] : [])
        if colors {
            arguments += [";", "display-message", "-p", separator, ";", "capture-pane", "-p", "-e", "-t", Self.target]
        }
        let output = try runTmux(arguments)
        guard let newline = output.firstIndex(of: "\n") else { throw E2EFailure("tmux printed no pane state: \(output)") }
        let state = output[..<newline]
        var text = String(output[output.index(after: newline)...])
        var colored: String?
        if colors, let split = text.range(of: separator + "\n") {
            colored = Self.trimmed(String(text[split.upperBound...]))
            text = String(text[..<split.lowerBound])
        }
        let bar = state.firstIndex(of: "|") ?? state.endIndex
        let path = bar < state.endIndex ? String(state[state.index(after: bar)...]) : ""
        return PaneLook(paneDead: state[..<bar] == "1", mark: PaneMark(path: path),
                        screen: Screen(text: Self.trimmed(text), colored: colored))
    }

    private static func trimmed(_ text: String) -> String {
        text.hasSuffix("\n") ? String(text.dropLast()) : text
    }
}

/// One look at a pane: its mark, whether its program has ended, and its text.
private struct PaneLook {
    let paneDead: Bool
    let mark: PaneMark
    let screen: Screen
}
