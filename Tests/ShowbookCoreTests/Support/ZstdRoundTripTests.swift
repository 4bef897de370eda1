import Foundation
import XCTest
@testable import ShowbookCore

/// Fresh data through the real `zstd` program (a required test tool: scripts/ensure-deps.sh
/// installs it) at several levels and options, then back through `ZstdDecoder`.
final class ZstdRoundTripTests: XCTestCase {
    func testFreshDataRoundTripsThroughTheZstdProgram() throws {
        var random = SeededGenerator(seed: 0xC0FF_EE00_8878)
        let syllables = ["한", "국", "어", "の", "です", "word", " ", "\n", "사랑", "ありがとう", "12", ", "]
        var text = ""
        while text.utf8.count < 200_000 { text += syllables[Int.random(in: 0..<syllables.count, using: &random)] }
        var mixed = Array(text.utf8)
        mixed += (0..<30_000).map { _ in UInt8.random(in: 0...255, using: &random) }
        mixed += [UInt8](repeating: 0x2A, count: 70_000)
        mixed += mixed.prefix(50_000)
        let cases: [[String]] = [["-1"], ["-3"], ["-9"], ["-19"], ["--ultra", "-22"], ["-3", "--no-check"], ["-1", "--long=23"], ["--fast=5"]]
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("zstd-roundtrip-\(getpid())")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let source = directory.appendingPathComponent("input.bin")
        try Data(mixed).write(to: source)
        for options in cases {
            let packed = try zstd(options + ["-q", "-c", source.path])
            XCTAssertLessThan(packed.count, mixed.count, "\(options)")
            XCTAssertEqual(try ZstdDecoder.decompress(packed, maxOutput: mixed.count), mixed, "\(options)")
        }
    }

    private func zstd(_ arguments: [String]) throws -> [UInt8] {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["zstd"] + arguments
        let pipe = Pipe()
        process.standardOutput = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        XCTAssertEqual(process.terminationStatus, 0, "zstd \(arguments) failed; install the Debian package zstd")
        return [UInt8](data)
    }
}
