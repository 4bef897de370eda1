import Foundation

/// What a finished child process left behind.
struct ProcessResult {
    let status: Int32
    let stdout: String
    let stderr: String
}

/// Runs short-lived commands (tmux clients, the showbook CLI) with a fixed environment.
enum ProcessRunner {
    /// Runs `executable` with stdin from /dev/null and stderr to a file; stdout goes to a pipe
    /// when `stdoutToPipe` (output must then stay under a pipe buffer) and to a file otherwise
    /// (needed for tmux, whose server would inherit and hold a pipe open). A process still
    /// running after `timeout` is killed and reported with status -1.
    static func run(
        _ executable: String,
        _ arguments: [String],
        environment: [String: String],
        stdoutToPipe: Bool = false,
        timeout: TimeInterval = Poll.defaultTimeout
    ) throws -> ProcessResult {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        process.environment = environment
        let scratch = FileManager.default.temporaryDirectory
            .appendingPathComponent("showbook-e2e-run-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: scratch) }
        let outURL = scratch.appendingPathComponent("stdout")
        let errURL = scratch.appendingPathComponent("stderr")
        guard FileManager.default.createFile(atPath: outURL.path, contents: nil),
              FileManager.default.createFile(atPath: errURL.path, contents: nil),
              let input = FileHandle(forReadingAtPath: "/dev/null"),
              let outFile = FileHandle(forWritingAtPath: outURL.path),
              let errFile = FileHandle(forWritingAtPath: errURL.path) else {
            throw E2EFailure("cannot set up the standard streams in \(scratch.path)")
        }
        defer { [input, outFile, errFile].forEach { try? $0.close() } }
        let pipe = Pipe()
        process.standardInput = input
        process.standardOutput = stdoutToPipe ? pipe : outFile
        process.standardError = errFile
        try process.run()
        // Process notices the exit through the run loop, so spin it (not a plain sleep).
        let deadline = Date().addingTimeInterval(timeout)
        while process.isRunning && Date() < deadline {
            _ = RunLoop.current.run(mode: .default, before: Date().addingTimeInterval(0.01))
        }
        let timedOut = process.isRunning
        if timedOut {
            kill(process.processIdentifier, SIGKILL)
            process.waitUntilExit()
        }
        let output = stdoutToPipe ? pipe.fileHandleForReading.readDataToEndOfFile() : (try? Data(contentsOf: outURL)) ?? Data()
        let errors = (try? Data(contentsOf: errURL)) ?? Data()
        return ProcessResult(
            status: timedOut ? -1 : process.terminationStatus,
            stdout: String(decoding: output, as: UTF8.self),
            stderr: String(decoding: errors, as: UTF8.self)
        )
    }

    /// Quotes `word` for a POSIX shell command line.
    static func shellQuote(_ word: String) -> String {
        "'" + word.replacingOccurrences(of: "'", with: "'\\''") + "'"
    }
}
