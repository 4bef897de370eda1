import Foundation
import ShowbookTestSupport
import XCTest
@testable import ShowbookExchange

/// The ZIP reader (libzip under Showbook's caps) against archives from `ZipWriter` (stored and
/// deflated entries) and from Python's `zipfile` (data descriptors, a comment, ZIP64), and
/// against damage: a truncated file, a flipped byte, a size over the cap, a broken ZIP64 end,
/// encryption, an unknown method and a missing libzip, each refused with one line.
final class ZipReaderTests: XCTestCase {
    func archive(_ entries: [(String, [UInt8])]) throws -> [UInt8] {
        var writer = ZipWriter(modified: Date(timeIntervalSince1970: 1_700_000_000))
        for (name, data) in entries { try writer.add(name, data) }
        return writer.finished()
    }

    let text = Array(String(repeating: "사과 apple ", count: 500).utf8)

    func testReadsStoredAndDeflatedEntriesBack() throws {
        let small: [UInt8] = [1, 2, 3]
        let reader = try ZipReader(try archive([("collection.anki2", text), ("0", small), ("한국어.txt", [])]))
        XCTAssertEqual(reader.entries.map(\.name), ["collection.anki2", "0", "한국어.txt"])
        XCTAssertEqual(reader.entries.map(\.method), [8, 0, 0], "the text deflates; three bytes and nothing are stored")
        XCTAssertEqual(try reader.data(named: "collection.anki2", maxSize: 1 << 20), text)
        XCTAssertEqual(try reader.data(named: "0", maxSize: 10), small)
        XCTAssertEqual(try reader.data(named: "한국어.txt", maxSize: 10), [])
        XCTAssertNil(try reader.data(named: "missing", maxSize: 10))
    }

    func testReadsAFileAsFromMemory() throws {
        let path = temporaryFile("zipreader", extension: "zip").path
        let bytes = try archive([("media", Array("{}".utf8)), ("collection.anki21", text)])
        try Data(bytes).write(to: URL(fileURLWithPath: path))
        let reader = try ZipReader(descriptor: open(path, O_RDONLY))
        XCTAssertEqual(reader.entries.map(\.name), ["media", "collection.anki21"])
        XCTAssertEqual(try reader.data(named: "collection.anki21", maxSize: 1 << 20), text)
    }

    func testReadsAnArchivePythonWritesWithDataDescriptorsAndAComment() throws {
        let folder = try makeTemporaryFolder("zipreader").url
        let path = folder.appendingPathComponent("a.zip").path
        let script = """
            import sys, zipfile
            with zipfile.ZipFile(sys.argv[1], "w", zipfile.ZIP_DEFLATED) as z:
                with z.open("streamed", "w") as f:
                    f.write(("x" * 5000 + "y").encode())
                z.writestr("stored", b"plain", compress_type=zipfile.ZIP_STORED)
                z.comment = b"a comment at the end"
            """
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/python3")
        process.arguments = ["-c", script, path]
        try process.run()
        process.waitUntilExit()
        XCTAssertEqual(process.terminationStatus, 0)
        let reader = try ZipReader([UInt8](try Data(contentsOf: URL(fileURLWithPath: path))))
        XCTAssertEqual(try reader.data(named: "streamed", maxSize: 1 << 20), Array((String(repeating: "x", count: 5000) + "y").utf8))
        XCTAssertEqual(try reader.data(named: "stored", maxSize: 10), Array("plain".utf8))
    }

    func testATruncatedArchiveIsRefusedWithOneLine() throws {
        let bytes = try archive([("collection.anki2", text)])
        for cut in [bytes.count / 2, bytes.count - 10, 30] {
            XCTAssertThrowsError(try ZipReader(Array(bytes.prefix(cut)))) { error in
                XCTAssertEqual(error as? ZipReader.ZipError, .truncated, "cut at \(cut)")
                XCTAssertEqual("\(error)", "the ZIP archive is truncated or damaged")
            }
        }
        XCTAssertThrowsError(try ZipReader(Array("just some text, not a zip".utf8))) { error in
            XCTAssertEqual(error as? ZipReader.ZipError, .notAnArchive)
        }
        XCTAssertThrowsError(try ZipReader([])) { error in XCTAssertEqual(error as? ZipReader.ZipError, .notAnArchive) }
    }

    func testADamagedEntryFailsItsChecksumOrInflate() throws {
        var stored = try archive([("0", [1, 2, 3, 4])])
        stored[30 + 1] ^= 0xFF  // the first data byte, after the 30-byte header and the 1-byte name
        XCTAssertThrowsError(try ZipReader(stored).data(named: "0", maxSize: 10)) { error in
            XCTAssertEqual(error as? ZipReader.ZipError, .checksum("0"))
            XCTAssertEqual("\(error)", "0 in the ZIP archive is damaged (CRC-32 does not match)")
        }
        var deflated = try archive([("c", text)])
        for offset in 31..<41 { deflated[offset] ^= 0x5A }
        XCTAssertThrowsError(try ZipReader(deflated).data(named: "c", maxSize: 1 << 20)) { error in
            let zipError = error as? ZipReader.ZipError
            XCTAssertTrue(zipError == .corrupt("c") || zipError == .checksum("c"), "\(error)")
        }
    }

    func testAnEntryOverTheCapIsRefusedBeforeItIsInflated() throws {
        let zeros = [UInt8](repeating: 0, count: 4 << 20)
        let bytes = try archive([("bomb", zeros)])
        XCTAssertLessThan(bytes.count, 20_000, "four MiB of zeros deflate to a few KiB")
        XCTAssertThrowsError(try ZipReader(bytes).data(named: "bomb", maxSize: 1 << 20)) { error in
            XCTAssertEqual("\(error)", "bomb unpacks to more than 1 MiB")
        }
        // A directory that understates the size: inflating stops at the stated size.
        var lying = bytes
        let directory = try XCTUnwrap(find([0x50, 0x4B, 0x01, 0x02], in: lying))
        lying[directory + 24] = 0x10; lying[directory + 25] = 0; lying[directory + 26] = 0; lying[directory + 27] = 0
        XCTAssertThrowsError(try ZipReader(lying).data(named: "bomb", maxSize: 1 << 20)) { error in
            XCTAssertEqual(error as? ZipReader.ZipError, .corrupt("bomb"))
        }
    }

    func testZip64IsReadAndABrokenZip64EndIsRefused() throws {
        let folder = try makeTemporaryFolder("zipreader").url
        let path = folder.appendingPathComponent("z64.zip").path
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/python3")
        process.arguments = ["-c", """
            import sys, zipfile
            with zipfile.ZipFile(sys.argv[1], "w", zipfile.ZIP_DEFLATED) as z:
                with z.open("big", "w", force_zip64=True) as f:
                    f.write(b"zip64 entry " * 1000)
                z.writestr("small", b"plain")
            """, path]
        try process.run()
        process.waitUntilExit()
        XCTAssertEqual(process.terminationStatus, 0)
        let reader = try ZipReader([UInt8](try Data(contentsOf: URL(fileURLWithPath: path))))
        XCTAssertEqual(try reader.data(named: "big", maxSize: 1 << 20), Array(String(repeating: "zip64 entry ", count: 1000).utf8))
        XCTAssertEqual(try reader.data(named: "small", maxSize: 10), Array("plain".utf8))

        var broken = try archive([("a", Array("hello".utf8))])
        let end = try XCTUnwrap(find([0x50, 0x4B, 0x05, 0x06], in: broken))
        broken[end + 16] = 0xFF; broken[end + 17] = 0xFF; broken[end + 18] = 0xFF; broken[end + 19] = 0xFF
        XCTAssertThrowsError(try ZipReader(broken)) { error in XCTAssertEqual(error as? ZipReader.ZipError, .truncated) }
    }

    func testEncryptionAndOtherMethodsAreRefused() throws {
        var bytes = try archive([("a", Array("hello".utf8))])
        let directory = try XCTUnwrap(find([0x50, 0x4B, 0x01, 0x02], in: bytes))
        var encrypted = bytes
        encrypted[directory + 8] |= 1
        XCTAssertThrowsError(try ZipReader(encrypted).data(named: "a", maxSize: 10)) { error in
            XCTAssertEqual("\(error)", "a is encrypted")
        }
        bytes[directory + 10] = 14  // LZMA
        XCTAssertThrowsError(try ZipReader(bytes).data(named: "a", maxSize: 10)) { error in
            XCTAssertEqual("\(error)", "a uses ZIP compression method 14 (only stored and deflate are supported)")
        }
    }

    func testAMissingLibzipIsOneLineNamingItsPackage() throws {
        ZipLibrary.simulatedMissing = true
        defer { ZipLibrary.simulatedMissing = false }
        XCTAssertThrowsError(try ZipReader(try archive([("a", [1])]))) { error in
            XCTAssertEqual("\(error)", "reading it needs libzip, which is not installed (install the Debian package libzip4)")
        }
    }

    private func find(_ signature: [UInt8], in bytes: [UInt8]) -> Int? {
        (0...(bytes.count - signature.count)).last { Array(bytes[$0..<($0 + signature.count)]) == signature }
    }
}
