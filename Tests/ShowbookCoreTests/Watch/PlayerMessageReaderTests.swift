import Foundation
import XCTest
@testable import ShowbookPlatform

/// mpv's IPC lines read by `PlayerMessageReader`: events, answers and refusals, whatever pieces
/// the bytes come in; a seeded fuzz run of mixed valid, malformed, binary and over-long lines
/// checks that every line gives exactly one result, the valid ones are read as sent, and no
/// more than the limit is ever held.
final class PlayerMessageReaderTests: XCTestCase {
    func testEventsAnswersAndOtherLines() {
        var reader = PlayerMessageReader()
        let text = """
            {"event":"property-change","id":4,"name":"sub-text","data":"안녕하세요"}
            {"event":"property-change","id":3,"name":"pause","data":true}
            {"event":"property-change","id":8,"name":"time-pos","data":12.5}
            {"event":"property-change","id":8,"name":"sub-start"}
            {"event":"end-file","reason":"eof"}
            {"event":"seek"}
            {"request_id":3,"error":"success","data":"/v/a.mkv"}
            {"request_id":4,"error":"property unavailable"}
            {"event":"client-message","args":["run","rm"]}
            [1,2]

            """
        let results = reader.read(Array(text.utf8)).map { try? $0.get() }
        XCTAssertEqual(results, [
            .property(.subText, .text("안녕하세요")), .property(.pause, .flag(true)), .property(.timePos, .number(12.5)),
            .property(.subStart, PlayerValue.none), .endFile(reason: "eof"), .seek,
            .reply(requestID: 3, error: nil, value: .text("/v/a.mkv")),
            .reply(requestID: 4, error: "property unavailable", value: PlayerValue.none), .other("client-message"), nil,
        ])
        XCTAssertEqual(reader.heldBytes, 0)
    }

    func testALineSplitAcrossReadsIsReadOnceWhole() {
        var reader = PlayerMessageReader()
        let line = Array(#"{"event":"property-change","name":"sub-text","data":"a b"}"#.utf8) + [0x0A]
        XCTAssertTrue(reader.read(line.prefix(10)).isEmpty)
        XCTAssertEqual(reader.read(line.dropFirst(10)).map { try? $0.get() }, [.property(.subText, .text("a b"))])
    }

    func testAnOverLongLineIsRefusedOnceAndNotHeld() {
        var reader = PlayerMessageReader(maxLine: 64)
        var results = reader.read(Array(repeating: UInt8(ascii: "x"), count: 200))
        XCTAssertEqual(results.count, 1)
        XCTAssertEqual(reader.heldBytes, 0)
        results += reader.read(Array(repeating: UInt8(ascii: "y"), count: 200) + [0x0A] + Array(#"{"event":"seek"}"#.utf8) + [0x0A])
        XCTAssertEqual(results.map { try? $0.get() }, [nil, .seek])
        XCTAssertEqual(results.first.flatMap { if case let .failure(problem) = $0 { return problem } else { return nil } },
                       .tooLong(limit: 64))
    }

    func testCommandsAreJSONFromTheAllowList() throws {
        let seek = try XCTUnwrap(PlayerCommand.seekAbsolute(12.25).encoded(requestID: 7))
        XCTAssertEqual(seek.last, 0x0A)
        let object = try XCTUnwrap(try JSONSerialization.jsonObject(with: seek) as? [String: Any])
        XCTAssertEqual(object["request_id"] as? Int, 7)
        XCTAssertEqual((object["command"] as? [Any])?.first as? String, "seek")
        XCTAssertEqual(PlayerCommand.seekAbsolute(.nan).arguments[1] as? Double, 0, "never a NaN into JSON")
        XCTAssertFalse(PlayerCommand.allowedNames.contains { ["run", "subprocess", "loadfile", "load-script"].contains($0) })
    }

    /// Seeded fuzz with a fixed budget: 400 streams of random lines cut at random places.
    func testFuzzEveryLineGivesOneResultAndValidOnesSurvive() {
        var random = SeededGenerator(seed: 0x5EED_38)
        let limit = 512
        for round in 0..<400 {
            var reader = PlayerMessageReader(maxLine: limit)
            var stream: [UInt8] = []
            var expected: [PlayerEvent?] = []
            for _ in 0..<Int.random(in: 1...30, using: &random) {
                switch Int.random(in: 0..<5, using: &random) {
                case 0:
                    let value = Double(Int.random(in: 0...100_000, using: &random)) / 8
                    stream += Array(#"{"event":"property-change","name":"time-pos","data":\#(value)}"#.utf8)
                    expected.append(.property(.timePos, .number(value)))
                case 1:
                    stream += (0..<Int.random(in: 1...100, using: &random)).map { _ in
                        UInt8.random(in: 0...255, using: &random) }.map { $0 == 0x0A ? 0x20 : $0 }
                    expected.append(nil)  // refused, or (by chance) some other JSON: never a time-pos
                case 2:
                    stream += Array(repeating: UInt8(ascii: "{"), count: limit + Int.random(in: 1...2000, using: &random))
                    expected.append(nil)
                case 3:
                    stream += Array(#"{"event":"seek"}"#.utf8)
                    expected.append(.seek)
                default:
                    stream += Array(#"{"event":"property-change","name":"sub-text","data":"#.utf8)
                    expected.append(nil)  // cut short: malformed
                }
                stream.append(0x0A)
            }
            var results: [Result<PlayerEvent, PlayerReadProblem>] = []
            var offset = 0
            while offset < stream.count {
                let size = Int.random(in: 1...700, using: &random)
                results += reader.read(stream[offset..<min(stream.count, offset + size)])
                XCTAssertLessThanOrEqual(reader.heldBytes, limit)
                offset += size
            }
            XCTAssertEqual(results.count, expected.count, "round \(round): one result a line")
            for (result, wanted) in zip(results, expected) {
                if let wanted {
                    XCTAssertEqual(try? result.get(), wanted, "round \(round)")
                } else if case let .success(event) = result {
                    XCTAssertNotEqual(event, .seek, "round \(round)")
                    if case .property(.timePos, _) = event { XCTFail("round \(round): noise read as a position") }
                }
            }
        }
    }
}
