import Foundation
import ShowbookTestSupport
import XCTest
@testable import ShowbookPlatform
@testable import ShowbookWords
@testable import ShowbookExchange
@testable import ShowbookApp

/// The ZIP container of a package as other writers make it: two entries of the same name
/// (Anki reads the last, so Showbook does), and more than 65,535 entries written without
/// ZIP64, whose end record holds the count modulo 65,536 (as Info-ZIP does): every entry is
/// still counted.
final class AnkiPackageZipTests: XCTestCase {
    var folder: TemporaryFolder!

    override func setUpWithError() throws { folder = try makeTemporaryFolder("apkg-zip") }

    /// The collection file of an exported book of two words.
    func collection() throws -> [UInt8] {
        let bytes = try ExportedAnkiBook("Zipped", ["바다", "하늘"].map { WordDraft(term: $0, meaning: "m \($0)") }).bytes
        return try XCTUnwrap(try ZipReader(bytes).data(named: "collection.anki2", maxSize: 1 << 26))
    }

    func importing(_ bytes: [UInt8], _ name: String) throws -> ImportReport {
        let path = try folder.write(name, bytes)
        return try WordBookImporter(stores: try WordBookStores.onFreshDatabase()).importFile(at: path, options: ImportOptions())
    }

    func testTheLastOfTwoEntriesWithOneNameIsRead() throws {
        var writer = ZipWriter(modified: Date(timeIntervalSince1970: 1_700_000_000))
        try writer.add("collection.anki21", Array("an earlier copy, not SQLite".utf8))
        try writer.add("media", Array("{}".utf8))
        try writer.add("collection.anki21", try collection())
        let report = try importing(writer.finished(), "twice.apkg")
        XCTAssertEqual(report.added.count, 2)
    }

    func testMoreThan65535EntriesWithoutZip64AreAllCounted() throws {
        var entries: [(String, [UInt8])] = [("collection.anki21", try collection()), ("media", Array("{}".utf8))]
        for number in 0..<69_998 { entries.append((String(number), [UInt8(number & 0xFF)])) }
        let archive = StoredZip.archive(entries)
        let report = try importing(archive, "many.apkg")
        XCTAssertEqual(report.ankiPackage?.mediaFiles, 69_998)
        XCTAssertEqual(report.added.count, 2)
    }
}

/// A ZIP of stored entries written the way a writer without ZIP64 does past 65,535 entries:
/// the end record's two counts are the real count modulo 65,536.
enum StoredZip {
    static func archive(_ entries: [(String, [UInt8])]) -> [UInt8] {
        var bytes: [UInt8] = []
        var directory: [UInt8] = []
        func le(_ value: Int, _ width: Int, into target: inout [UInt8]) {
            for index in 0..<width { target.append(UInt8((value >> (8 * index)) & 0xFF)) }
        }
        for (name, data) in entries {
            let offset = bytes.count
            let crc = Int(ZlibCRC32.checksum(data))
            let nameBytes = Array(name.utf8)
            le(0x0403_4B50, 4, into: &bytes); le(20, 2, into: &bytes); le(0, 2, into: &bytes); le(0, 2, into: &bytes)
            le(0, 2, into: &bytes); le(0x21, 2, into: &bytes); le(crc, 4, into: &bytes)
            le(data.count, 4, into: &bytes); le(data.count, 4, into: &bytes); le(nameBytes.count, 2, into: &bytes); le(0, 2, into: &bytes)
            bytes += nameBytes + data
            le(0x0201_4B50, 4, into: &directory); le(0x0314, 2, into: &directory); le(20, 2, into: &directory)
            le(0, 2, into: &directory); le(0, 2, into: &directory); le(0, 2, into: &directory); le(0x21, 2, into: &directory)
            le(crc, 4, into: &directory); le(data.count, 4, into: &directory); le(data.count, 4, into: &directory)
            le(nameBytes.count, 2, into: &directory); le(0, 2, into: &directory); le(0, 2, into: &directory)
            le(0, 2, into: &directory); le(0, 2, into: &directory); le(0o100644 << 16, 4, into: &directory)
            le(offset, 4, into: &directory)
            directory += nameBytes
        }
        let directoryOffset = bytes.count
        bytes += directory
        le(0x0605_4B50, 4, into: &bytes); le(0, 2, into: &bytes); le(0, 2, into: &bytes)
        le(entries.count & 0xFFFF, 2, into: &bytes); le(entries.count & 0xFFFF, 2, into: &bytes)
        le(directory.count, 4, into: &bytes); le(directoryOffset, 4, into: &bytes); le(0, 2, into: &bytes)
        return bytes
    }
}
