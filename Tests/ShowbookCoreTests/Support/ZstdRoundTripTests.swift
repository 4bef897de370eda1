import Foundation
import ShowbookTestSupport
import XCTest
@testable import ShowbookPlatform

/// Fresh data through the real `zstd` program (a required test tool: scripts/ensure-deps.sh
/// installs it) at several levels and options, then back through `ZstdDecoder`.
final class ZstdRoundTripTests: XCTestCase {
    /// Mixed text (Hangul, kana, ASCII), random bytes, a run and a repeat of the start.
    static func mixed(seed: UInt64) -> [UInt8] {
        var random = SeededGenerator(seed: seed)
        let syllables = ["한", "국", "어", "の", "です", "word", " ", "\n", "사랑", "ありがとう", "12", ", "]
        var text = ""
        while text.utf8.count < 200_000 { text += syllables[Int.random(in: 0..<syllables.count, using: &random)] }
        var mixed = Array(text.utf8)
        mixed += (0..<30_000).map { _ in UInt8.random(in: 0...255, using: &random) }
        mixed += [UInt8](repeating: 0x2A, count: 70_000)
        mixed += mixed.prefix(50_000)
        return mixed
    }

    /// 1.5 MiB of words drawn from twelve: many blocks alike, so zstd's higher levels reuse the
    /// previous block's tables (repeat modes for all three kinds, treeless literals, RLE lengths).
    static func words(seed: UInt64) -> [UInt8] {
        var random = SeededGenerator(seed: seed)
        let vocabulary = ["alpha", "beta", "gamma", "delta", "epsilon", "zeta", "eta", "theta", "iota", "kappa", "lambda", "mu"]
        var out: [UInt8] = []
        out.reserveCapacity(1_600_000)
        while out.count < 1_500_000 {
            out += Array(vocabulary[Int.random(in: 0..<vocabulary.count, using: &random)].utf8)
            out.append(Int.random(in: 0..<12, using: &random) == 0 ? 0x0A : 0x20)
        }
        return out
    }

    /// Bytes 0...20 with a skewed spread and no structure: few symbols, so zstd writes the
    /// Huffman weights directly instead of FSE-compressing them.
    static func smallAlphabet(seed: UInt64) -> [UInt8] {
        var random = SeededGenerator(seed: seed)
        return (0..<60_000).map { _ in
            var value: UInt8 = 0
            while value < 20, Int.random(in: 0..<3, using: &random) > 0 { value += 1 }
            return value
        }
    }

    func testFreshDataRoundTripsThroughTheZstdProgram() throws {
        let inputs: [(name: String, bytes: [UInt8], options: [[String]])] = [
            ("mixed", Self.mixed(seed: 0xC0FF_EE00_8878),
             [["-1"], ["-3"], ["-9"], ["-19"], ["--ultra", "-22"], ["-3", "--no-check"], ["-1", "--long=23"], ["--fast=5"]]),
            ("words", Self.words(seed: 0x5EED_0001), [["-9"], ["-15"], ["-19"]]),
            ("small alphabet", Self.smallAlphabet(seed: 0x5EED_0002), [["-3"], ["-19"]]),
        ]
        let directory = try makeTemporaryFolder("zstd-roundtrip").url
        for input in inputs {
            let source = directory.appendingPathComponent("input.bin")
            try Data(input.bytes).write(to: source)
            for options in input.options {
                let packed = try zstd(options + ["-q", "-c", source.path])
                XCTAssertLessThan(packed.count, input.bytes.count, "\(input.name) \(options)")
                XCTAssertEqual(try ZstdDecoder.decompress(packed, maxOutput: input.bytes.count), input.bytes, "\(input.name) \(options)")
            }
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
