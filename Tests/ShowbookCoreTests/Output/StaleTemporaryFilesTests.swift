import Foundation
import ShowbookTestSupport
import XCTest
@testable import ShowbookPlatform
@testable import ShowbookExchange

/// What a SIGKILL leaves in the temporary folder — an import's hidden collection copy, an
/// export's collection, a clips folder — is removed by the next import or export when it is
/// provably stale (its process is gone, or it is over a day old), and only then: a copy some
/// live process holds locked, a young one of a running process, a link and an unrelated file
/// all stay.
final class StaleTemporaryFilesTests: XCTestCase {
    var folder: String!

    override func setUpWithError() throws { folder = try makeTemporaryFolder("stale").path + "/" }

    /// The id of a process that has ended (a `true` that was waited for).
    func deadProcessID() throws -> Int32 {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/true")
        try process.run()
        process.waitUntilExit()
        return process.processIdentifier
    }

    @discardableResult
    func make(_ name: String, age: TimeInterval = 0, folder isFolder: Bool = false) throws -> String {
        let path = folder + name
        if isFolder {
            try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: false)
            try Data("clip".utf8).write(to: URL(fileURLWithPath: path + "/0.opus"))
        } else {
            try Data("copy".utf8).write(to: URL(fileURLWithPath: path))
        }
        if age > 0 {
            try FileManager.default.setAttributes([.modificationDate: Date().addingTimeInterval(-age)], ofItemAtPath: path)
        }
        return path
    }

    func testOnlyProvablyStaleItemsAreRemoved() throws {
        let dead = try deadProcessID()
        let me = getpid()
        try make(".showbook-import-\(dead).anki2.AbC123")
        try make(".showbook-import-\(dead).anki2.AbC123-journal")
        try make(".showbook-collection-\(dead).anki2.XyZ987")
        try make("showbook-clips-\(dead)-Qw12Er", folder: true)
        try make(".showbook-import.anki2.old001", age: 2 * 86_400)
        try make("showbook-clips-old002", age: 2 * 86_400, folder: true)
        try make(".showbook-import-\(me).anki2.mine01")
        try make(".showbook-import.anki2.young1")
        try make("showbook-clips-young2", folder: true)
        let locked = try make(".showbook-import-\(dead).anki2.Locked")
        let holder = open(locked, O_RDONLY)
        defer { close(holder) }
        XCTAssertEqual(flock(holder, LOCK_EX | LOCK_NB), 0)
        try make(".showbook-importer-notes")
        try make("showbook-clipsX")
        XCTAssertEqual(symlink(folder + ".showbook-import.anki2.old001", folder + ".showbook-import-\(dead).anki2.link01"), 0)

        let removed = StaleTemporaryFiles.sweep(folder)
        XCTAssertEqual(removed, [
            ".showbook-collection-\(dead).anki2.XyZ987", ".showbook-import-\(dead).anki2.AbC123",
            ".showbook-import-\(dead).anki2.AbC123-journal", ".showbook-import.anki2.old001",
            "showbook-clips-\(dead)-Qw12Er", "showbook-clips-old002",
        ].sorted())
        let left = try FileManager.default.contentsOfDirectory(atPath: folder).sorted()
        XCTAssertEqual(left, [
            ".showbook-import-\(dead).anki2.Locked", ".showbook-import-\(dead).anki2.link01", ".showbook-import-\(me).anki2.mine01",
            ".showbook-import.anki2.young1", ".showbook-importer-notes", "showbook-clips-young2", "showbook-clipsX",
        ].sorted())
    }

    func testAnImportSweepsBeforeItUnpacksAndLeavesNoCopy() throws {
        let dead = try deadProcessID()
        try make(".showbook-import-\(dead).anki2.Killed")
        let path = folder + "not-a-package.apkg"
        try Data("text".utf8).write(to: URL(fileURLWithPath: path))
        XCTAssertThrowsError(try AnkiPackageReader.open(path: path, cancellation: nil, temporaryFolder: folder))
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: folder), ["not-a-package.apkg"])
    }

    func testACopyIsNamedForItsProcessAndLockedWhileItLives() throws {
        let copy = try AnkiImportCopy(folder: folder)
        let name = (copy.path as NSString).lastPathComponent
        XCTAssertTrue(name.hasPrefix(".showbook-import-\(getpid()).anki2."), name)
        let other = open(copy.path, O_RDONLY)
        defer { close(other) }
        XCTAssertNotEqual(flock(other, LOCK_EX | LOCK_NB), 0, "held by the copy")
        XCTAssertEqual(StaleTemporaryFiles.sweep(folder, now: Date().addingTimeInterval(10 * 86_400)), [], "a locked copy stays")
        copy.remove()
        XCTAssertFalse(FileManager.default.fileExists(atPath: copy.path))
    }
}
