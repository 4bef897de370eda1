import Foundation

/// What a finished child process left behind.
struct ProcessResult {
    let status: Int32
    let stdout: String
    let stderr: String
}

/// Runs short-lived commands (tmux clients, the showbook CLI) with a fixed environment.
enum ProcessRunner {
    /// Runs `executable` with stdin from /dev/null, stdout to a pipe and stderr to a file.
    /// Output must stay small (under a pipe buffer); a process still running after `timeout`
    /// is killed and reported with status -1.
    static func run(
        _ executable: String,
        _ arguments: [String],
        environment: [String: String],
        timeout: TimeInterval = Poll.defaultTimeout
    ) throws -> ProcessResult {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        process.environment = environment
        let errorURL = FileManager.default.temporaryDirectory
            .appendingPathComponent("showbook-e2e-stderr-\(UUID().uuidString)")
        guard FileManager.default.createFile(atPath: errorURL.path, contents: nil) else {
            throw E2EFailure("cannot create \(errorURL.path)")
        }
        defer { try? FileManager.default.removeItem(at: errorURL) }
        guard let input = FileHandle(forReadingAtPath: "/dev/null"),
              let errorOutput = FileHandle(forWritingAtPath: errorURL.path) else {
            throw E2EFailure("cannot open /dev/null or \(errorURL.path)")
        }
        defer {
            try? input.close()
            try? errorOutput.close()
        }
        let output = Pipe()
        process.standardInput = input
        process.standardOutput = output
        process.standardError = errorOutput
        try process.run()
        let deadline = Date().addingTimeInterval(timeout)
        while process.isRunning && Date() < deadline {
            Thread.sleep(forTimeInterval: 0.01)
        }
        let timedOut = process.isRunning
        if timedOut { process.terminate() }
        process.waitUntilExit()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        let errorData = (try? Data(contentsOf: errorURL)) ?? Data()
        return ProcessResult(
            status: timedOut ? -1 : process.terminationStatus,
            stdout: String(decoding: data, as: UTF8.self),
            stderr: String(decoding: errorData, as: UTF8.self)
        )
    }

    /// Quotes `word` for a POSIX shell command line.
    static func shellQuote(_ word: String) -> String {
        "'" + word.replacingOccurrences(of: "'", with: "'\\''") + "'"
    }
}
