import Foundation
import XCTest

/// Paths a user gives that name a FIFO, a socket, a device or a folder where a file is wanted:
/// each command returns at once with one line naming the path and what it is, instead of
/// waiting forever for a writer (a FIFO opened for reading blocks until one comes) or reading
/// a device without end. The app's import prompt says the same line and stays responsive.
final class SpecialFilesE2ETests: E2ETestCase {
    private func makeFIFO(_ name: String) -> String {
        let path = workDirectory.appendingPathComponent(name).path
        XCTAssertEqual(mkfifo(path, 0o600), 0, "mkfifo \(path)")
        return path
    }

    private func assertRefusedAtOnce(_ arguments: [String], naming path: String, as what: String,
                                     file: StaticString = #filePath, line: UInt = #line) throws {
        let result = try ProcessRunner.run(Self.binaryPath, ["--db", databasePath] + arguments, environment: environment,
                                           stdoutToPipe: true, timeout: 10)
        XCTAssertNotEqual(result.status, -1, "\(arguments) did not return within 10 s", file: file, line: line)
        XCTAssertNotEqual(result.status, 0, "\(arguments): \(result.stdout)", file: file, line: line)
        XCTAssertEqual(result.stderr.split(separator: "\n").count, 1, "\(arguments): \(result.stderr)", file: file, line: line)
        XCTAssertTrue(result.stderr.contains(path) && result.stderr.contains(what), "\(arguments): \(result.stderr)", file: file, line: line)
    }

    func testCommandsRefuseAFIFOAtOnce() throws {
        _ = try runCLI(["books", "list"])
        let apkg = makeFIFO("words.apkg")
        let text = makeFIFO("words.txt")
        let json = makeFIFO("words.json")
        let shows = makeFIFO("shows.jsonl")
        try assertRefusedAtOnce(["books", "import", apkg], naming: apkg, as: "FIFO")
        try assertRefusedAtOnce(["books", "import", text], naming: text, as: "FIFO")
        try assertRefusedAtOnce(["books", "import", json], naming: json, as: "FIFO")
        try assertRefusedAtOnce(["import", "tvmaze", shows], naming: shows, as: "FIFO")
        try assertRefusedAtOnce(["import", "imdb", shows], naming: shows, as: "FIFO")
        // Nobody reads this FIFO: writing the package into it would wait forever.
        try assertRefusedAtOnce(["books", "export", "1", "--apkg", apkg], naming: apkg, as: "FIFO")
        try assertRefusedAtOnce(["books", "export", "1", "--output", text], naming: text, as: "FIFO")
    }

    func testCommandsRefuseDevicesSocketsAndFolders() throws {
        _ = try runCLI(["books", "list"])
        let folder = workDirectory.appendingPathComponent("folder.txt").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        try assertRefusedAtOnce(["books", "import", "/dev/tty"], naming: "/dev/tty", as: "device")
        try assertRefusedAtOnce(["import", "tvmaze", "/dev/zero"], naming: "/dev/zero", as: "device")
        try assertRefusedAtOnce(["books", "import", folder], naming: folder, as: "folder")
        try assertRefusedAtOnce(["books", "export", "1", "--apkg", folder], naming: folder, as: "folder")
        let socketPath = workDirectory.appendingPathComponent("words.tsv").path
        let listener = try bindSocket(socketPath)
        defer { close(listener) }
        try assertRefusedAtOnce(["books", "import", socketPath], naming: socketPath, as: "socket")
    }

    func testTheImportPromptRefusesAFIFOAndTheAppStaysResponsive() throws {
        _ = makeFIFO("pipe.txt")
        let app = try launchApp()
        try app.press("M-3")
        try app.waitForText("Everyday Korean")
        try app.press("i")
        try app.waitForText("Import words")
        // Typed from home (the test's folder): the refusal names it as typed, and fits.
        try app.type("~/pipe.txt")
        try app.press("Enter")
        try app.waitForText("~/pipe.txt is a named pipe (FIFO), not a file", timeout: 10)
        try app.press("Escape")
        try app.press("M-1")
        try app.type("kingdom")
        try app.waitForText("Kingdom", timeout: 10)
        XCTAssertNil(try app.exitStatus(), "still running")
    }

    private func bindSocket(_ path: String) throws -> Int32 {
        let descriptor = socket(AF_UNIX, Int32(SOCK_STREAM.rawValue), 0)
        var address = sockaddr_un()
        address.sun_family = sa_family_t(AF_UNIX)
        withUnsafeMutableBytes(of: &address.sun_path) { raw in
            for (offset, byte) in path.utf8.prefix(raw.count - 1).enumerated() { raw[offset] = byte }
        }
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(descriptor, $0, socklen_t(MemoryLayout<sockaddr_un>.size)) }
        }
        guard descriptor >= 0, bound == 0 else { throw E2EFailure("cannot bind a socket at \(path)") }
        return descriptor
    }
}
