import Foundation
import ShowbookTestSupport
import XCTest
@testable import ShowbookExchange

/// The protobuf fields an Anki deck options preset and a deck's kind hold (`ProtobufMessage`):
/// packed and single floats, varints and nested messages read back; damaged bytes (a
/// preset written by hand, a truncated blob) end the reading without a trap, with at most as
/// many floats as the bytes hold.
final class ProtobufMessageTests: XCTestCase {
    private func float(_ value: Float) -> [UInt8] { (0..<4).map { UInt8(truncatingIfNeeded: value.bitPattern >> (8 * $0)) } }

    /// A preset: learning steps 2 and 30 minutes (packed, field 1), relearning 5 (field 2),
    /// retention 0.85 (field 37, a single float), and a deck kind naming preset 300.
    func testAPresetAndADeckKindReadBack() {
        var preset: [UInt8] = [0x0A, 8] + float(2) + float(30) + [0x12, 4] + float(5)
        preset += [0xAD, 0x02] + float(0.85)  // key (37 << 3 | 5) as a varint
        let message = ProtobufMessage(preset)
        XCTAssertEqual(message.floats(1), [2, 30])
        XCTAssertEqual(message.floats(2), [5])
        XCTAssertEqual(message.floats(37).last ?? 0, 0.85, accuracy: 1e-6)
        let kind: [UInt8] = [0x0A, 3, 0x08, 0xAC, 0x02]  // normal { config_id: 300 }
        XCTAssertEqual(ProtobufMessage(kind).message(1)?.varint(1), 300)
        let hex = kind.map { String(format: "%02X", $0) }.joined()
        XCTAssertEqual(ProtobufMessage(hex: hex).message(1)?.varint(1), 300)
    }

    func testDamagedBytesEndTheReading() {
        let preset: [UInt8] = [0x0A, 8] + float(2) + float(30) + [0x12, 4] + float(5) + [0xAD, 0x02] + float(0.85)
        FuzzRun.cases("anki-protobuf", seed: 0x37_5C_4E, count: 20_000) { random, _ in
            var bytes = preset
            ByteMutator.mutate(&bytes, using: &random)
            let message = ProtobufMessage(bytes)
            let floats = (0...40).reduce(0) { $0 + message.floats(UInt64($1)).count }
            XCTAssertLessThanOrEqual(floats, bytes.count / 4 + 1)
            _ = message.message(1)?.varint(1)
        }
    }
}
