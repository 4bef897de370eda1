import Foundation
import XCTest
@testable import ShowbookCore

/// The Zstandard decoder against frames the real `zstd` program wrote: committed fixtures
/// (ZstdFixtures/manifest.tsv gives each one's expected length and CRC-32; make-fixtures.py
/// remakes them) and fresh round trips through `zstd` at several levels.
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
            XCTAssertEqual(String(format: "%08x", CRC32.checksum(output)), row[2], name)
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
        var reserved = frame
        reserved[12] = 0x2F  // block type 3 is reserved
        XCTAssertThrowsError(try ZstdDecoder.decompress(reserved, maxOutput: 100)) { error in
            XCTAssertEqual(error as? ZstdError, .corrupt(at: 12))
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
        // Extra bits 10 make the offset 3, one byte before the frame began.
        XCTAssertThrowsError(try ZstdDecoder.decompress(header + block + [0x06], maxOutput: 8)) { error in
            XCTAssertEqual(error as? ZstdError, .corrupt(at: header.count + block.count))
        }
        // The match may not pass the output limit either.
        XCTAssertThrowsError(try ZstdDecoder.decompress(header + block + [0x05], maxOutput: 7)) { error in
            XCTAssertEqual(error as? ZstdError, .outputTooLarge(limit: 7))
        }
        // A second frame cannot reach into the first: the same block after "hello" is refused.
        XCTAssertThrowsError(try ZstdDecoder.decompress(literalsOnly + header + block + [0x06], maxOutput: 100))
    }

    func testXXH64KnownValues() {
        // Values printed by `xxhsum -H1` (the xxhash package) for these inputs.
        XCTAssertEqual(ZstdXXH64.hash([]), 0xEF46_DB37_51D8_E999)
        XCTAssertEqual(ZstdXXH64.hash(Array("a".utf8)), 0xD24E_C4F1_A98C_6E5B)
        XCTAssertEqual(ZstdXXH64.hash(Array("abc".utf8)), 0x44BC_2CF5_AD77_0999)
        XCTAssertEqual(ZstdXXH64.hash(Array("Nobody inspects the spammish repetition".utf8)), 0xFBCE_A83C_8A37_8BF1)
    }

    func testPredefinedTablesAddUp() {
        XCTAssertEqual(ZstdSequenceCodes.predefinedLiteralLengths.entries.count, 64)
        XCTAssertEqual(ZstdSequenceCodes.predefinedMatchLengths.entries.count, 64)
        XCTAssertEqual(ZstdSequenceCodes.predefinedOffsets.entries.count, 32)
        XCTAssertEqual(ZstdSequenceCodes.literalLengthBase.count, 36)
        XCTAssertEqual(ZstdSequenceCodes.matchLengthBase.count, 53)
    }
}
