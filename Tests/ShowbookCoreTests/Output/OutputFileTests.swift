import Foundation
import ShowbookTestSupport
import XCTest
@testable import ShowbookPlatform
@testable import ShowbookApp

/// `OutputFile` writes the real file behind a path and destroys nothing: the open database
/// (and its -wal/-shm) is refused, a symlink stays a symlink, a FIFO stays a FIFO, a regular
/// file is replaced whole and keeps its mode.
final class OutputFileTests: XCTestCase {
    private var folder = ""

    override func setUpWithError() throws { folder = try makeTemporaryFolder("outputfile").path }

    private func inode(_ path: String) -> ino_t {
        var info = stat()
        return stat(path, &info) == 0 ? info.st_ino : 0
    }

    func testTheOpenDatabaseIsRefusedThroughAnyName() throws {
        let path = folder + "/books.db"
        let database = try Database.migrated(at: path)
        let before = try Data(contentsOf: URL(fileURLWithPath: path))
        XCTAssertEqual(symlink(path, folder + "/alias.tsv"), 0)
        XCTAssertEqual(link(path, folder + "/hard.tsv"), 0)
        for target in [path, path + "-wal", path + "-shm", folder + "/alias.tsv", folder + "/hard.tsv", folder + "/./books.db"] {
            XCTAssertThrowsError(try OutputFile.write(Array("x".utf8), to: target, protecting: [path])) { error in
                XCTAssertTrue("\(error)".contains("it is the open database"), "\(target): \(error)")
            }
        }
        XCTAssertThrowsError(try OutputFile.write(Array("x".utf8), to: path + "-wal", protecting: [folder + "/alias.tsv"]),
                             "opened through a symlink, the database's -wal is beside the real file")
        XCTAssertThrowsError(try OutputFile.checkNotProtected(folder + "/alias.tsv", protecting: [path]), "--log is checked too")
        XCTAssertNoThrow(try OutputFile.checkNotProtected(folder + "/events.jsonl", protecting: [path]))
        XCTAssertEqual(try Data(contentsOf: URL(fileURLWithPath: path)), before)
        XCTAssertNoThrow(try database.scalarInt("SELECT count(*) FROM sqlite_master"))
    }

    func testSymlinksAreFollowedAndStaySymlinks() throws {
        XCTAssertEqual(symlink("real.tsv", folder + "/words.tsv"), 0, "a dangling relative link")
        try OutputFile.write(Array("one\n".utf8), to: folder + "/words.tsv")
        XCTAssertEqual(try String(contentsOfFile: folder + "/real.tsv", encoding: .utf8), "one\n")
        try OutputFile.write(Array("two\n".utf8), to: folder + "/words.tsv")
        XCTAssertEqual(try String(contentsOfFile: folder + "/real.tsv", encoding: .utf8), "two\n")
        let destination = try FileManager.default.destinationOfSymbolicLink(atPath: folder + "/words.tsv")
        XCTAssertEqual(destination, "real.tsv", "the link itself is unchanged")
    }

    func testAFIFOIsWrittenInPlace() throws {
        let path = folder + "/pipe"
        XCTAssertEqual(mkfifo(path, 0o600), 0)
        let reader = open(path, O_RDONLY | O_NONBLOCK)
        XCTAssertGreaterThanOrEqual(reader, 0)
        defer { close(reader) }
        try OutputFile.write(Array("through the pipe".utf8), to: path)
        var buffer = [UInt8](repeating: 0, count: 64)
        let count = read(reader, &buffer, buffer.count)
        XCTAssertEqual(String(decoding: buffer[0..<max(count, 0)], as: UTF8.self), "through the pipe")
        var info = stat()
        XCTAssertEqual(lstat(path, &info), 0)
        XCTAssertEqual(info.st_mode & S_IFMT, S_IFIFO, "still a FIFO")
    }

    func testRegularFilesAreReplacedWholeKeepingTheirMode() throws {
        let path = folder + "/kept.tsv"
        try "old content that is longer".write(toFile: path, atomically: false, encoding: .utf8)
        XCTAssertEqual(chmod(path, 0o640), 0)
        let oldInode = inode(path)
        try OutputFile.write(Array("new".utf8), to: path)
        XCTAssertEqual(try String(contentsOfFile: path, encoding: .utf8), "new")
        var info = stat()
        XCTAssertEqual(stat(path, &info), 0)
        XCTAssertEqual(info.st_mode & 0o777, 0o640)
        XCTAssertNotEqual(inode(path), oldInode, "replaced by rename, so readers never see half a file")
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: folder), ["kept.tsv"], "no temporary file left")
        XCTAssertThrowsError(try OutputFile.write([], to: folder)) { XCTAssertTrue("\($0)".contains("it is a folder")) }
        XCTAssertThrowsError(try OutputFile.write(Array("x".utf8), to: "/dev/full")) {
            XCTAssertEqual("\($0)", "cannot write /dev/full: No space left on device")
        }
    }
}
