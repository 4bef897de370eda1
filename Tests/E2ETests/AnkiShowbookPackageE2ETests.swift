import Foundation
import XCTest

/// Showbook's own `.apkg` carried to a fresh database through the real binary: a show's book
/// mined from a video (made here by ffmpeg) is exported with `--media` and imported into
/// another database, where the book is linked to the same show, the words keep the show's tag
/// once, the clips lie in `media/anki/` beside the database, and a re-export with `--media`
/// carries them again with no ffmpeg on PATH.
final class AnkiShowbookPackageE2ETests: E2ETestCase {
    static let subtitles = """
    1
    00:00:01,000 --> 00:00:02,000
    駅で友達に会いました。

    2
    00:00:03,000 --> 00:00:04,500
    雨が降っています。

    """

    private func run(_ database: String, _ arguments: [String], path: String? = nil,
                     file: StaticString = #filePath, line: UInt = #line) throws -> String {
        var environment = self.environment
        if let path { environment["PATH"] = path }
        let result = try ProcessRunner.run(Self.binaryPath, ["--db", database, "--no-sample"] + arguments,
                                           environment: environment, stdoutToPipe: true, timeout: 300)
        XCTAssertEqual(result.status, 0, "\(arguments): \(result.stderr)", file: file, line: line)
        return result.stdout
    }

    func testTheShowLinkTagsAndClipsSurviveAnotherDatabase() throws {
        let source = workDirectory.appendingPathComponent("source.db").path
        let found = jsonLines(try run(source, ["search", "Midnight Diner", "--json"]))
        let show = try XCTUnwrap(found.first, "the catalog has Midnight Diner")
        let showID = try XCTUnwrap(show["id"] as? String, "\(show)")
        let videos = workDirectory.appendingPathComponent("videos")
        try FileManager.default.createDirectory(at: videos, withIntermediateDirectories: true)
        let srt = workDirectory.appendingPathComponent("track.srt")
        try Self.subtitles.write(to: srt, atomically: true, encoding: .utf8)
        let video = videos.appendingPathComponent("Midnight Diner S01E03.mkv").path
        let made = try ProcessRunner.run("/usr/bin/ffmpeg", [
            "-nostdin", "-v", "error", "-y", "-f", "lavfi", "-i", "testsrc=size=320x240:rate=10:duration=6",
            "-f", "lavfi", "-i", "sine=frequency=440:duration=6", "-i", srt.path, "-map", "0:v", "-map", "1:a", "-map", "2:s",
            "-c:v", "mpeg4", "-c:a", "aac", "-c:s", "srt", "-metadata:s:s:0", "language=jpn", video,
        ], environment: environment, stdoutToPipe: true, timeout: 120)
        XCTAssertEqual(made.status, 0, "ffmpeg could not make the test video: \(made.stderr)")

        let mined = try XCTUnwrap(jsonLines(try run(source, ["mine", video, "--lang", "ja", "--show", showID, "--top", "3", "--json"])).last)
        let book = try XCTUnwrap(mined["book"] as? String, "\(mined)")
        let package = workDirectory.appendingPathComponent("book.apkg").path
        let exported = try run(source, ["books", "export", book, "--apkg", package, "--media"])
        XCTAssertTrue(exported.contains("with sound and a picture"), exported)

        let targetFolder = workDirectory.appendingPathComponent("other")
        try FileManager.default.createDirectory(at: targetFolder, withIntermediateDirectories: true)
        let target = targetFolder.appendingPathComponent("showbook.db").path
        let imported = try run(target, ["books", "import", package])
        XCTAssertTrue(imported.contains("linked to “\(show["title"] as? String ?? "")”"), imported)
        XCTAssertTrue(imported.contains("kept as clips"), imported)
        let books = jsonLines(try run(target, ["books", "list", "--json"]))
        XCTAssertEqual(books.first { $0["title"] as? String == book }?["show_id"] as? String, showID, "\(books)")

        let kept = try FileManager.default.contentsOfDirectory(atPath: targetFolder.appendingPathComponent("media/anki").path)
        XCTAssertEqual(kept.filter { $0.hasSuffix(".jpg") }.count, kept.filter { !$0.hasSuffix(".jpg") }.count, "\(kept)")
        XCTAssertFalse(kept.isEmpty)

        let text = try run(target, ["books", "export", book])
        let rows = text.split(separator: "\n").filter { !$0.hasPrefix("#") }
        XCTAssertFalse(rows.isEmpty, text)
        for row in rows {
            let tag = "show::Midnight_Diner"
            XCTAssertEqual(row.components(separatedBy: tag + " ").count + row.components(separatedBy: tag + "\t").count
                           + (row.hasSuffix(tag) ? 1 : 0) - 2, 1, "the show's tag once: \(row)")
        }

        // No ffmpeg on PATH: the kept clips go out again as they are.
        let again = workDirectory.appendingPathComponent("again.apkg").path
        let reexported = try run(target, ["books", "export", book, "--apkg", again, "--media"], path: "/nonexistent")
        XCTAssertFalse(reexported.contains("needs ffmpeg"), reexported)
        let listing = try ProcessRunner.run("/usr/bin/python3", ["-c", "import sys, zipfile; print(' '.join(zipfile.ZipFile(sys.argv[1]).namelist()))", again],
                                            environment: environment, stdoutToPipe: true, timeout: 60)
        let entries = listing.stdout.split(separator: " ").map { $0.trimmingCharacters(in: .whitespacesAndNewlines) }
        let words = jsonLines(try run(target, ["books", "show", book, "--json"]))
        XCTAssertEqual(entries.filter { $0.allSatisfy(\.isNumber) }.count, 2 * words.count,
                       "a sound and a picture per word (words heard in one line share the kept files): \(entries)")
    }
}
