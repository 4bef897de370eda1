import Foundation
import ShowbookTestSupport
import XCTest
@testable import ShowbookPlatform
@testable import ShowbookExchange

/// The ZIP writer and zlib's CRC-32: known check values, and archives that Python's `zipfile`
/// (a reader that shares no code with ours) opens, lists and verifies entry by entry, ZIP64
/// end records past 65,535 entries included.
final class ZipWriterTests: XCTestCase {
    func testCRC32MatchesTheStandardCheckValues() {
        XCTAssertEqual(ZlibCRC32.checksum([]), 0)
        XCTAssertEqual(ZlibCRC32.checksum(Array("a".utf8)), 0xE8B7_BE43)
        XCTAssertEqual(ZlibCRC32.checksum(Array("123456789".utf8)), 0xCBF4_3926)
        XCTAssertEqual(ZlibCRC32.checksum(Array("The quick brown fox jumps over the lazy dog".utf8)), 0x414F_A339)
        let running = ZlibCRC32.checksum(Array("56789".utf8), continuing: ZlibCRC32.checksum(Array("1234".utf8)))
        XCTAssertEqual(running, 0xCBF4_3926, "a checksum fed in pieces is the checksum of the whole")
    }

    func testPythonsZipfileReadsBackEveryEntryWithItsChecksum() throws {
        let repetitive = [UInt8](String(repeating: "駅で会いました。", count: 2_000).utf8)
        var random = SeededGenerator(seed: 7)
        let noise = (0..<5_000).map { _ in UInt8.random(in: 0...255, using: &random) }
        var zip = ZipWriter(modified: Date(timeIntervalSince1970: 1_790_000_000))
        try zip.add("collection.anki2", repetitive)
        try zip.add("media", Array("{}".utf8))
        try zip.add("empty", [])
        try zip.add("noise.bin", noise)
        try zip.add("名前.txt", Array("unicode name".utf8))
        let archive = zip.finished()
        XCTAssertLessThan(archive.count, noise.count + repetitive.count / 10, "repetitive text is deflated")

        let folder = try makeTemporaryFolder("zip").url
        let path = folder.appendingPathComponent("test.zip").path
        try Data(archive).write(to: URL(fileURLWithPath: path))
        try Data(repetitive).write(to: folder.appendingPathComponent("expected-collection"))
        try Data(noise).write(to: folder.appendingPathComponent("expected-noise"))
        let script = """
            import sys, zipfile
            folder = sys.argv[1]
            with zipfile.ZipFile(folder + "/test.zip") as archive:
                assert archive.testzip() is None, "a CRC does not match"
                info = {entry.filename: entry for entry in archive.infolist()}
                print(" ".join(entry.filename for entry in archive.infolist()))
                print(info["collection.anki2"].compress_type, info["noise.bin"].compress_type, info["empty"].file_size)
                print(info["collection.anki2"].date_time)
                assert archive.read("collection.anki2") == open(folder + "/expected-collection", "rb").read()
                assert archive.read("noise.bin") == open(folder + "/expected-noise", "rb").read()
                assert archive.read("media") == b"{}"
                assert archive.read("名前.txt") == b"unicode name"
            print("ok")
            """
        let output = try runPython(script, folder.path)
        XCTAssertEqual(output, """
            collection.anki2 media empty noise.bin 名前.txt
            8 0 0
            (2026, 9, 21, 14, 13, 20)
            ok

            """, "deflated text, stored noise (deflate would grow it), and every entry's bytes back")
    }

    func testPast65535EntriesTheEndIsWrittenAsZip64() throws {
        var zip = ZipWriter(modified: Date(timeIntervalSince1970: 1_790_000_000))
        for number in 0..<70_000 { try zip.add(String(number), [UInt8(number & 0xFF)]) }
        let archive = zip.finished()
        let reader = try ZipReader(archive)
        XCTAssertEqual(reader.entries.count, 70_000)
        XCTAssertEqual(try reader.data(named: "69999", maxSize: 10), [UInt8(69_999 & 0xFF)])

        let folder = try makeTemporaryFolder("zip64").url
        try Data(archive).write(to: folder.appendingPathComponent("test.zip"))
        let output = try runPython("""
            import sys, zipfile
            with zipfile.ZipFile(sys.argv[1] + "/test.zip") as archive:
                assert archive.testzip() is None
                print(len(archive.infolist()), archive.read("69999")[0])
            """, folder.path)
        XCTAssertEqual(output, "70000 \(69_999 & 0xFF)\n")
    }

    private func runPython(_ script: String, _ argument: String) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", "-c", script, argument]
        let output = Pipe()
        let errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        try process.run()
        let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        let problem = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        XCTAssertEqual(process.terminationStatus, 0, "python3 zipfile: \(problem)")
        return text
    }
}
