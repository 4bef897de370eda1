import Foundation
import ShowbookTestSupport
import XCTest

/// Base class of the end-to-end tests: gives each test a fresh temporary folder (database,
/// log, XDG_DATA_HOME), starts showbook or a shell in private tmux servers with a pinned
/// environment, runs the CLI, and tears everything down afterwards.
class E2ETestCase: XCTestCase {
    /// The package root, found from this file's location (Tests/E2ETests/Support/…).
    static let packageRoot: URL = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    /// The showbook binary: $SHOWBOOK_BIN (relative paths resolved against the current
    /// directory), else `.build/release/showbook` under the package root.
    static var binaryPath: String {
        if let value = ProcessInfo.processInfo.environment["SHOWBOOK_BIN"], !value.isEmpty {
            let base = URL(fileURLWithPath: FileManager.default.currentDirectoryPath, isDirectory: true)
            return URL(fileURLWithPath: value, relativeTo: base).standardizedFileURL.path
        }
        return packageRoot.appendingPathComponent(".build/release/showbook").path
    }

    private(set) var workDirectory = URL(fileURLWithPath: "/nonexistent")
    /// The folder `workDirectory` names, removed once the panes in it are gone.
    private var work: TemporaryFolder?
    private var sessions: [TmuxSession] = []

    /// The test's own database file (not created until showbook runs).
    var databasePath: String { workDirectory.appendingPathComponent("showbook.db").path }
    /// Where `--log` writes in tests that ask for it.
    var logPath: String { workDirectory.appendingPathComponent("events.jsonl").path }

    /// The test's own temporary folder ($TMPDIR for the app, the CLI and tmux), so what a test
    /// checks there is never another run's.
    var temporaryFolder: String { workDirectory.appendingPathComponent("tmp").path }

    /// Exactly the variables the app and shell see: nothing inherited from the test runner
    /// (so NO_COLOR and the user's XDG_DATA_HOME never leak in), the test's own TMPDIR, and
    /// the frame marks on, which the waits read.
    var environment: [String: String] {
        [
            "PATH": "/usr/local/bin:/usr/bin:/bin",
            "HOME": workDirectory.path,
            "TERM": "xterm-256color",
            "LANG": "C.UTF-8",
            "LC_ALL": "C.UTF-8",
            "ESCDELAY": "25",
            "XDG_DATA_HOME": workDirectory.appendingPathComponent("xdg").path,
            "TMPDIR": temporaryFolder,
            "SHOWBOOK_FRAME_MARKS": "1",
        ]
    }

    override func setUpWithError() throws {
        try super.setUpWithError()
        let binary = Self.binaryPath
        guard FileManager.default.isExecutableFile(atPath: binary) else {
            XCTFail("showbook binary not found at \(binary); build it with `swift build -c release` or set SHOWBOOK_BIN")
            throw E2EFailure("no binary at \(binary)")
        }
        let work = try TemporaryFolder("showbook-e2e")
        self.work = work
        workDirectory = work.url
        for folder in ["xdg", "tmp"] {
            try FileManager.default.createDirectory(
                at: workDirectory.appendingPathComponent(folder), withIntermediateDirectories: true
            )
        }
    }

    override func tearDown() {
        sessions.forEach { $0.kill() }
        sessions.removeAll()
        work?.remove()
        super.tearDown()
    }

    /// Starts `showbook --db <test db> arguments…` in a new tmux pane and waits for its first
    /// frame (the tab bar).
    func launchApp(
        _ arguments: [String] = [], width: Int = 100, height: Int = 30,
        file: StaticString = #filePath, line: UInt = #line
    ) throws -> TmuxSession {
        let words = [Self.binaryPath, "--db", databasePath] + arguments
        let session = try startSession("exec " + words.map(ProcessRunner.shellQuote).joined(separator: " "),
                                        width: width, height: height)
        try session.waitUntil("the tab bar", file: file, line: line) { screen in
            screen.line(0).contains("1 Search") && screen.line(0).contains("4 Today")
        }
        return session
    }

    /// Starts a plain bash (no profile, only the rc file below: prompt `e2e$ `, which marks
    /// itself for the waits as `e2e-shell prompt=N`) in a new tmux pane and waits for its prompt.
    func launchShell(width: Int = 120, height: Int = 40, file: StaticString = #filePath, line: UInt = #line) throws -> TmuxSession {
        let rcFile = workDirectory.appendingPathComponent("e2e-bashrc")
        let rc = #"""
        PROMPT_COMMAND='e2e_prompts=$((e2e_prompts + 1))'
        PS1='e2e$ \[\e]7;e2e-shell prompt=${e2e_prompts}\a\]'

        """#
        try rc.write(to: rcFile, atomically: true, encoding: .utf8)
        let session = try startSession("exec bash --noprofile --rcfile \(ProcessRunner.shellQuote(rcFile.path)) -i",
                                       width: width, height: height)
        try session.waitUntil("the shell prompt", file: file, line: line) { $0.hasRow("e2e$") }
        return session
    }

    private func startSession(_ command: String, width: Int, height: Int) throws -> TmuxSession {
        let session = try TmuxSession(
            command: command, width: width, height: height, workDirectory: workDirectory, environment: environment
        )
        sessions.append(session)
        return session
    }

    /// Runs `showbook --db <test db> arguments…` without a terminal (stdin /dev/null,
    /// stdout a pipe).
    func runCLI(_ arguments: [String], useDatabase: Bool = true) throws -> ProcessResult {
        let prefix = useDatabase ? ["--db", databasePath] : []
        return try ProcessRunner.run(Self.binaryPath, prefix + arguments, environment: environment, stdoutToPipe: true)
    }

    /// Parses JSON-lines text (CLI `--json` output or the `--log` file) into objects; a line
    /// that is not a JSON object fails the test.
    func jsonLines(_ text: String, file: StaticString = #filePath, line: UInt = #line) -> [[String: Any]] {
        text.split(separator: "\n").compactMap { row in
            let object = try? JSONSerialization.jsonObject(with: Data(row.utf8)) as? [String: Any]
            if object == nil { XCTFail("not a JSON object: \(row)", file: file, line: line) }
            return object
        }
    }
}
