import Foundation
import XCTest
@testable import ShowbookPlatform

/// Damaged Zstandard data: seeded random mutations of small real frames (ZstdFixtures/fuzz*) (bytes flipped, runs
/// overwritten, cut short, spliced) must each throw a `ZstdError` or return at most the limit,
/// never trap. A trap would end the test process, so finishing is the check.
final class ZstdFuzzTests: XCTestCase {
    static let seed: UInt64 = 0x2_5EED_8878
    static let limit = 128 * 1024

    func testMutatedFramesThrowOrReturnWithinTheLimit() throws {
        var sources = try ["fuzztext_19.zst", "fuzzasian_3.zst", "fuzzrows_1_no_check.zst", "fuzzmixed_9.zst", "zeros_3.zst"].map {
            try ZstdDecoderTests.fixture($0)
        }
        sources.append(sources[0] + [0x50, 0x2A, 0x4D, 0x18, 1, 0, 0, 0, 9] + sources[1])
        var random = SeededGenerator(seed: Self.seed)
        var thrown = 0
        var returned = 0
        for round in 0..<5_000 {
            var input = sources[round % sources.count]
            mutate(&input, using: &random)
            do {
                let output = try ZstdDecoder.decompress(input, maxOutput: Self.limit)
                XCTAssertLessThanOrEqual(output.count, Self.limit)
                returned += 1
            } catch let error as ZstdError {
                XCTAssertFalse(error.description.isEmpty)
                thrown += 1
            }
        }
        XCTAssertGreaterThan(thrown, 3_300, "most damage must be found (returned \(returned))")
    }

    private func mutate(_ input: inout [UInt8], using random: inout SeededGenerator) {
        guard !input.isEmpty else { return }
        switch Int.random(in: 0..<6, using: &random) {
        case 0:
            let at = Int.random(in: 0..<input.count, using: &random)
            input[at] ^= UInt8(1 << Int.random(in: 0..<8, using: &random))
        case 1:
            for _ in 0..<Int.random(in: 1...8, using: &random) {
                input[Int.random(in: 0..<input.count, using: &random)] = UInt8.random(in: 0...255, using: &random)
            }
        case 2:
            input.removeLast(Int.random(in: 1...input.count, using: &random))
        case 3:
            let at = Int.random(in: 0..<input.count, using: &random)
            let length = min(input.count - at, Int.random(in: 1...64, using: &random))
            let value: UInt8 = Bool.random(using: &random) ? 0xFF : 0
            for index in at..<(at + length) { input[index] = value }
        case 4:
            // Damage after the header only, where the entropy-coded sections are.
            guard input.count > 20 else { return }
            let at = Int.random(in: 12..<input.count, using: &random)
            input[at] = UInt8.random(in: 0...255, using: &random)
        default:
            let from = Int.random(in: 0..<input.count, using: &random)
            let to = Int.random(in: 0..<input.count, using: &random)
            let length = min(input.count - max(from, to), Int.random(in: 1...200, using: &random))
            if length > 0 { input.replaceSubrange(to..<(to + length), with: input[from..<(from + length)]) }
        }
    }
}
