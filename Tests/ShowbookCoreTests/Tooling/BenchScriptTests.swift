import Foundation
import XCTest

/// The bench's own Python (the screen emulator and move floor of the TUI probe, the lemma
/// peer's scoring) has unit tests beside it; `make test` runs them here, so a change that
/// breaks how the bench measures fails before a bench run shows wrong figures.
final class BenchScriptTests: XCTestCase {
    private static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    func testTheBenchScriptsUnitTestsPass() throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", "-m", "unittest", "discover", "-s", "scripts/bench", "-p", "test_*.py"]
        process.currentDirectoryURL = Self.root
        let output = Pipe()
        process.standardOutput = output
        process.standardError = output
        try process.run()
        let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        XCTAssertEqual(process.terminationStatus, 0, "python3 -m unittest discover scripts/bench failed:\n\(text)")
        XCTAssertTrue(text.contains("OK"), "expected the unittest summary, got:\n\(text)")
        let ran = text.firstMatch(of: #/Ran (\d+) tests?/#).flatMap { Int($0.output.1) } ?? 0
        XCTAssertGreaterThanOrEqual(ran, 10, "expected the bench scripts' tests to run, got:\n\(text)")
    }
}
