import Foundation

/// Runs one of the repository's shell scripts (a pinned reference in its virtualenv) and
/// returns its exit status, output and error text. stderr goes to a file, so the two streams
/// cannot block each other however much either writes; stdin is empty.
public enum ScriptRun {
    public struct Result: Sendable {
        public var status: Int32
        public var stdout: String
        public var stderr: String
        /// The error text's last line, for a failure message.
        public var lastErrorLine: String? { stderr.split(separator: "\n").last.map(String.init) }
    }

    public static func bash(_ script: String, _ arguments: [String]) throws -> Result {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/bash")
        process.arguments = [script] + arguments
        let errorFile = FileManager.default.temporaryDirectory.appendingPathComponent("showbook-script-\(UUID().uuidString).err")
        guard FileManager.default.createFile(atPath: errorFile.path, contents: nil) else {
            throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: errorFile.path])
        }
        defer { try? FileManager.default.removeItem(at: errorFile) }
        let errorHandle = try FileHandle(forWritingTo: errorFile)
        let output = Pipe()
        process.standardOutput = output
        process.standardError = errorHandle
        process.standardInput = FileHandle.nullDevice
        try process.run()
        let stdout = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        try errorHandle.close()
        let stderr = (try? String(contentsOf: errorFile, encoding: .utf8)) ?? ""
        return Result(status: process.terminationStatus, stdout: String(decoding: stdout, as: UTF8.self), stderr: stderr)
    }
}
