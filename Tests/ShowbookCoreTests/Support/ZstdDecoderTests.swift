import Foundation
import XCTest
@testable import ShowbookPlatform
@testable import ShowbookExchange

/// The Zstandard decoder (libzstd under Showbook's limits) against frames the real `zstd`
/// program wrote: committed fixtures (ZstdFixtures/manifest.tsv gives each one's expected
/// length and CRC-32; make-fixtures.py remakes them), hand-made frames, and the limits.
final class ZstdDecoderTests: XCTestCase {
    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("ZstdFixtures")

    static func fixture(_ name: String) throws -> [UInt8] {
        [UInt8](try Data(contentsOf: fixtures.appendingPathComponent(name)))
    }

    func testEveryFixtureDecodesToItsLengthAndCRC() throws {
        let manifest = try String(contentsOf: Self.fixtures.appendingPathComponent("manifest.tsv"), encoding: .utf8)
        let rows = manifest.split(separator: "\n").map { $0.split(separator: "\t").map(String.init) }
        XCTAssertGreaterThanOrEqual(rows.count, 15)
        for row in rows {
            let name = row[0]
            let output = try ZstdDecoder.decompress(try Self.fixture(name), maxOutput: 8 << 20)
            XCTAssertEqual(output.count, Int(row[1]), name)
            XCTAssertEqual(String(format: "%08x", ZlibCRC32.checksum(output)), row[2], name)
        }
    }

    func testTheSameInputDecodesAlikeFromEveryLevel() throws {
        let fromFast = try ZstdDecoder.decompress(try Self.fixture("text_1.zst"), maxOutput: 1 << 20)
        let fromBest = try ZstdDecoder.decompress(try Self.fixture("text_19.zst"), maxOutput: 1 << 20)
        let unchecked = try ZstdDecoder.decompress(try Self.fixture("text_3_no_check.zst"), maxOutput: 1 << 20)
        XCTAssertEqual(fromFast, fromBest)
        XCTAssertEqual(fromFast, unchecked)
        XCTAssertTrue(String(decoding: fromFast.prefix(200), as: UTF8.self).contains(" "))
        let structured = try ZstdDecoder.decompress(try Self.fixture("structured_ultra_22.zst"), maxOutput: 2 << 20)
        XCTAssertEqual(structured, try ZstdDecoder.decompress(try Self.fixture("structured_5_B65536.zst"), maxOutput: 2 << 20))
    }

    func testSQLiteDatabaseComesBackWithItsHeader() throws {
        let output = try ZstdDecoder.decompress(try Self.fixture("sqlite_19.zst"), maxOutput: 1 << 20)
        XCTAssertEqual(Array(output.prefix(16)), Array("SQLite format 3\0".utf8))
    }

    func testEmptyInputAndOnlySkippableFrames() throws {
        XCTAssertEqual(try ZstdDecoder.decompress(try Self.fixture("empty_3.zst"), maxOutput: 0), [])
        let skippable: [UInt8] = [0x5F, 0x2A, 0x4D, 0x18, 2, 0, 0, 0, 0xAB, 0xCD]
        XCTAssertEqual(try ZstdDecoder.decompress(skippable, maxOutput: 10), [])
        XCTAssertThrowsError(try ZstdDecoder.decompress(Array(skippable.dropLast()), maxOutput: 10)) { error in
            XCTAssertEqual(error as? ZstdError, .corrupt(at: 0))
        }
    }

    func testNotZstandardSaysSo() {
        for input: [UInt8] in [[], [1, 2, 3], Array("PK\u{3}\u{4}zip file".utf8)] {
            XCTAssertThrowsError(try ZstdDecoder.decompress(input, maxOutput: 100)) { error in
                XCTAssertEqual(error as? ZstdError, .notZstandard)
                XCTAssertEqual("\(error)", "not a Zstandard frame")
            }
        }
    }

    func testOutputLimitIsKeptWithAndWithoutAStatedSize() throws {
        // With a content size in the header the limit is known at once; without (piped through
        // zstd) it stops the blocks.
        for name in ["zeros_3.zst", "zeros_3stdin.zst", "text_19.zst", "text_19stdin.zst", "random_3.zst", "structured_1.zst"] {
            let input = try Self.fixture(name)
            let full = try ZstdDecoder.decompress(input, maxOutput: 4 << 20)
            XCTAssertEqual(try ZstdDecoder.decompress(input, maxOutput: full.count), full)
            XCTAssertThrowsError(try ZstdDecoder.decompress(input, maxOutput: full.count - 1), name) { error in
                XCTAssertEqual(error as? ZstdError, .outputTooLarge(limit: full.count - 1))
                XCTAssertEqual("\(error)", "output larger than the limit of \(full.count - 1) bytes")
            }
        }
    }

    func testDamagedChecksumIsFound() throws {
        var input = try Self.fixture("text_1.zst")
        input[input.count - 1] ^= 0x40
        XCTAssertThrowsError(try ZstdDecoder.decompress(input, maxOutput: 1 << 20)) { error in
            XCTAssertEqual(error as? ZstdError, .checksumMismatch(at: input.count - 4))
            XCTAssertTrue("\(error)".hasPrefix("corrupt Zstandard data at byte \(input.count - 4)"))
        }
    }

    func testFrameWithADictionaryIsRefused() {
        // Descriptor: one-byte dictionary id, single segment with a one-byte content size.
        let frame: [UInt8] = [0x28, 0xB5, 0x2F, 0xFD, 0x21, 0x07, 0x03, 0x01, 0x00, 0x00]
        XCTAssertThrowsError(try ZstdDecoder.decompress(frame, maxOutput: 100)) { error in
            XCTAssertEqual(error as? ZstdError, .needsDictionary(id: 7))
            XCTAssertEqual("\(error)", "Zstandard data needs a dictionary (id 7)")
        }
    }

    func testHandMadeRawAndRLEBlocks() throws {
        // No content size, window 1 KiB; a raw block "abc", then a last RLE block of five "z".
        let frame: [UInt8] = [0x28, 0xB5, 0x2F, 0xFD, 0x00, 0x00, 0x18, 0x00, 0x00, 0x61, 0x62, 0x63, 0x2B, 0x00, 0x00, 0x7A]
        XCTAssertEqual(try ZstdDecoder.decompress(frame, maxOutput: 8), Array("abczzzzz".utf8))
        XCTAssertThrowsError(try ZstdDecoder.decompress(frame + [0x00], maxOutput: 100)) { error in
            XCTAssertEqual(error as? ZstdError, .corrupt(at: frame.count))
        }
        // libzstd does not say where in a frame it found damage: the frame's start is reported.
        var reserved = frame
        reserved[12] = 0x2F  // block type 3 is reserved
        XCTAssertThrowsError(try ZstdDecoder.decompress(reserved, maxOutput: 100)) { error in
            XCTAssertEqual(error as? ZstdError, .corrupt(at: 0))
        }
        XCTAssertThrowsError(try ZstdDecoder.decompress(frame + reserved, maxOutput: 100)) { error in
            XCTAssertEqual(error as? ZstdError, .corrupt(at: frame.count), "the second frame's start")
        }
    }

    func testHandMadeCompressedBlocks() throws {
        let header: [UInt8] = [0x28, 0xB5, 0x2F, 0xFD, 0x00, 0x00]
        // Raw literals "hello" and no sequences.
        let literalsOnly = header + [0x3D, 0x00, 0x00, 0x28] + Array("hello".utf8) + [0x00]
        XCTAssertEqual(try ZstdDecoder.decompress(literalsOnly, maxOutput: 5), Array("hello".utf8))
        // Literals "ab", then one sequence whose three codes are RLE tables: 2 literals, offset
        // code 2 with extra bits 01 (offset 2), match length code 3 (6 bytes).
        let block: [UInt8] = [0x4D, 0x00, 0x00, 0x10, 0x61, 0x62, 0x01, 0x54, 0x02, 0x02, 0x03]
        XCTAssertEqual(try ZstdDecoder.decompress(header + block + [0x05], maxOutput: 8), Array("abababab".utf8))
        // Extra bits 10 make the offset 3, one byte before the frame began (reported at the frame's start).
        XCTAssertThrowsError(try ZstdDecoder.decompress(header + block + [0x06], maxOutput: 8)) { error in
            XCTAssertEqual(error as? ZstdError, .corrupt(at: 0))
        }
        // The match may not pass the output limit either.
        XCTAssertThrowsError(try ZstdDecoder.decompress(header + block + [0x05], maxOutput: 7)) { error in
            XCTAssertEqual(error as? ZstdError, .outputTooLarge(limit: 7))
        }
        // A second frame cannot reach into the first: the same block after "hello" is refused.
        XCTAssertThrowsError(try ZstdDecoder.decompress(literalsOnly + header + block + [0x06], maxOutput: 100))
    }

    func testFedInPiecesItDecodesAsWhole() throws {
        let skippable: [UInt8] = [0x5F, 0x2A, 0x4D, 0x18, 2, 0, 0, 0, 0xAB, 0xCD]
        for name in ["concatenated.zst", "text_3_no_check.zst", "zeros_3stdin.zst", "empty_3.zst"] {
            let input = skippable + (try Self.fixture(name)) + skippable
            let whole = try ZstdDecoder.decompress(input, maxOutput: 8 << 20)
            for size in [1, 7, 4_096] {
                let decoder = try ZstdDecoder(maxOutput: 8 << 20)
                var output: [UInt8] = []
                let append = { (piece: UnsafeRawBufferPointer) in output.append(contentsOf: piece) }
                for start in stride(from: 0, to: input.count, by: size) {
                    try Array(input[start..<min(input.count, start + size)]).withUnsafeBytes { try decoder.feed($0, to: append) }
                }
                try decoder.finish(to: append)
                XCTAssertEqual(output, whole, "\(name) in pieces of \(size)")
            }
        }
    }

    func testADeclaredSizeOverTheLimitIsRefusedAtTheHeader() throws {
        // A single-segment frame declaring 1 GiB: refused before libzstd allocates anything.
        let frame: [UInt8] = [0x28, 0xB5, 0x2F, 0xFD, 0xA0, 0x00, 0x00, 0x00, 0x40, 0x0B, 0x00, 0x00, 0x00]
        let decoder = try ZstdDecoder(maxOutput: 64 << 20)
        XCTAssertThrowsError(try {
            try frame.withUnsafeBytes { try decoder.feed($0) { _ in XCTFail("no output") } }
            try decoder.finish { _ in XCTFail("no output") }
        }()) { error in
            XCTAssertEqual(error as? ZstdError, .outputTooLarge(limit: 64 << 20))
        }
        // Without a declared size, 1 GiB of RLE blocks stops as soon as the output passes the limit.
        var bomb: [UInt8] = [0x28, 0xB5, 0x2F, 0xFD, 0x00, 0x38]
        for index in 0..<8_192 { bomb += [index == 8_191 ? 0x03 : 0x02, 0x00, 0x10, 0x00] }
        let streaming = try ZstdDecoder(maxOutput: 1 << 20)
        XCTAssertThrowsError(try bomb.withUnsafeBytes { try streaming.feed($0) { _ in } }) { error in
            XCTAssertEqual(error as? ZstdError, .outputTooLarge(limit: 1 << 20))
        }
        XCTAssertLessThanOrEqual(streaming.produced, 1 << 20)
    }
}
