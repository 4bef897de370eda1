import Foundation
import XCTest

/// A private tmux server (`tmux -L <socket>`) holding one pane of a fixed size, in which the
/// tests run showbook or a shell, press keys and read the screen back — only through the waits
/// of `TmuxSession+Frames`, which read a screen once the program says it is whole.
final class TmuxSession {
    let socket: String
    let width: Int
    let height: Int
    private let environment: [String: String]
    private let configPath: String
    static let target = "e2e"
    /// The input sent since the last screen a wait read, which the next one must come after.
    var baseline = FrameBaseline()

    /// Starts a server and a detached session running `command` (a shell command line) in a
    /// `width`×`height` pane. The pane stays (dead) after the command exits, so its last screen
    /// and exit status can still be read.
    init(command: String, width: Int, height: Int, workDirectory: URL, environment: [String: String]) throws {
        self.socket = "showbook-e2e-\(getpid())-\(UUID().uuidString.prefix(8))"
        self.width = width
        self.height = height
        self.environment = environment
        configPath = workDirectory.appendingPathComponent("tmux-\(socket).conf").path
        let config = """
        set -g default-terminal xterm-256color
        set -g remain-on-exit on
        set -g status off
        set -g history-limit 2000

        """
        try config.write(toFile: configPath, atomically: true, encoding: .utf8)
        var arguments = ["new-session", "-d", "-s", Self.target, "-x", "\(width)", "-y", "\(height)"]
        for (name, value) in environment.sorted(by: { $0.key < $1.key }) {
            arguments += ["-e", "\(name)=\(value)"]
        }
        try tmux(arguments + [command])
    }

    /// Runs one tmux client command against this server and returns its stdout. The screen is
    /// read only by the waits (`waitUntil`, `waitForFrame`), never by a raw `capture-pane`.
    @discardableResult
    func tmux(_ arguments: [String]) throws -> String {
        guard !arguments.contains("capture-pane") else {
            throw E2EFailure("read the screen with a wait (waitUntil, waitForFrame), which knows when it is whole")
        }
        return try runTmux(arguments)
    }

    /// `tmux` without the check: for the waits' own reads.
    func runTmux(_ arguments: [String]) throws -> String {
        let result = try ProcessRunner.run(
            "/usr/bin/env", ["tmux", "-f", configPath, "-L", socket] + arguments, environment: environment
        )
        guard result.status == 0 else {
            throw E2EFailure("tmux \(arguments.joined(separator: " ")) failed (\(result.status)): \(result.stderr)")
        }
        return result.stdout
    }

    /// Presses named keys one after another, e.g. "Enter", "Escape", "Down", "C-c", "BTab", "M-1".
    func press(_ keys: String...) throws {
        for key in keys {
            try tmux(["send-keys", "-t", Self.target, key])
            if !Self.signalKeys.contains(key) { baseline.sent() }
        }
    }

    /// Keys the terminal turns into a signal (SIGINT, SIGTSTP, SIGQUIT) instead of a byte.
    private static let signalKeys: Set<String> = ["C-c", "C-z", "C-\\"]

    /// Types `text` literally (no key-name lookup), including non-ASCII text such as Hangul.
    func type(_ text: String) throws {
        try tmux(["send-keys", "-t", Self.target, "-l", "--", text])
        if !text.isEmpty { baseline.sent() }
    }

    /// The exit status of the pane's command once it has ended, nil while it runs.
    func exitStatus() throws -> Int32? {
        let fields = try tmux(["display-message", "-p", "-t", Self.target, "#{pane_dead} #{pane_dead_status}"])
            .trimmingCharacters(in: .whitespacesAndNewlines).split(separator: " ")
        guard fields.first == "1" else { return nil }
        return fields.count > 1 ? Int32(fields[1]) ?? -1 : -1
    }

    /// Stops the server and everything running in it; safe to call more than once.
    func kill() {
        _ = try? ProcessRunner.run(
            "/usr/bin/env", ["tmux", "-f", configPath, "-L", socket, "kill-server"], environment: environment
        )
        try? FileManager.default.removeItem(atPath: configPath)
    }
}

// MARK: - Window size, mouse and terminal state

extension TmuxSession {
    /// Resizes the window (and so the pane) to `width`×`height`; the app gets SIGWINCH.
    func resize(width: Int, height: Int) throws {
        try tmux(["resize-window", "-t", Self.target, "-x", "\(width)", "-y", "\(height)"])
        baseline.resized(width: width, height: height)
    }

    /// The pane's current size as tmux sees it.
    func paneSize() throws -> (width: Int, height: Int) {
        let fields = try tmux(["display-message", "-p", "-t", Self.target, "#{pane_width} #{pane_height}"])
            .trimmingCharacters(in: .whitespacesAndNewlines).split(separator: " ").compactMap { Int($0) }
        guard fields.count == 2 else { throw E2EFailure("cannot read the pane size") }
        return (fields[0], fields[1])
    }

    /// Presses one named key `times` times with a single tmux command.
    func press(_ key: String, times: Int) throws {
        try tmux(["send-keys", "-t", Self.target, "-N", "\(times)", key])
        if !Self.signalKeys.contains(key) { baseline.sent(times) }
    }

    /// Sends a left click (SGR 1006 press and release) on the 0-based cell (`column`, `row`).
    /// The app must have turned mouse reporting on, as showbook does.
    func click(column: Int, row: Int) throws {
        try type(Self.sgrClick(column: column, row: row))
    }

    /// Two left clicks in one write, so they fall well inside curses' double-click interval.
    func doubleClick(column: Int, row: Int) throws {
        let click = Self.sgrClick(column: column, row: row)
        try type(click + click)
    }

    private static func sgrClick(column: Int, row: Int) -> String {
        "\u{1B}[<0;\(column + 1);\(row + 1)M\u{1B}[<0;\(column + 1);\(row + 1)m"
    }

    /// The pane title (what OSC 0/2 from the program would change).
    func paneTitle() throws -> String {
        try tmux(["display-message", "-p", "-t", Self.target, "#{pane_title}"])
            .trimmingCharacters(in: .newlines)
    }

    /// `tmux list-buffers`: empty unless something (such as an OSC 52 write) made a paste buffer.
    func pasteBuffers() throws -> String {
        try tmux(["list-buffers"]).trimmingCharacters(in: .whitespacesAndNewlines)
    }
}
