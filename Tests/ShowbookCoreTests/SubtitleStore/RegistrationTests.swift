import Foundation
import XCTest
@testable import ShowbookTV
@testable import ShowbookWords

/// Registering subtitles per episode: episodes from names and folders, tokens stored once and
/// read again only when the bytes change, and every bad input a line that says why.
final class RegistrationTests: XCTestCase {
    var f: CoverageFixture!

    override func setUpWithError() throws { f = try CoverageFixture() }
    override func tearDown() { f = nil }

    func testEpisodesComeFromNamesAndAFolderNamesTheSeason() {
        XCTAssertEqual(EpisodeFileName.episode(of: "/x/Show.S01E03.srt"), EpisodeCode(season: 1, number: 3))
        XCTAssertEqual(EpisodeFileName.episode(of: "/x/Show 2x07.ass"), EpisodeCode(season: 2, number: 7))
        XCTAssertEqual(EpisodeFileName.episode(of: "/x/show.s1e3.vtt"), EpisodeCode(season: 1, number: 3))
        XCTAssertEqual(EpisodeFileName.episode(of: "/x/Season 2/Show - 05.srt"), EpisodeCode(season: 2, number: 5))
        XCTAssertEqual(EpisodeFileName.episode(of: "/x/S03/E11.srt"), EpisodeCode(season: 3, number: 11))
        XCTAssertEqual(EpisodeFileName.episode(of: "/x/시즌 4/드라마 E02.srt"), EpisodeCode(season: 4, number: 2))
        XCTAssertEqual(EpisodeFileName.episode(of: "/x/subs/第3話.srt"), EpisodeCode(season: 1, number: 3))
        XCTAssertEqual(EpisodeFileName.episode(of: "/x/subs/E03.srt", season: 5), EpisodeCode(season: 5, number: 3))
        XCTAssertEqual(EpisodeFileName.episode(of: "/x/Season 2/S01E04.srt"), EpisodeCode(season: 1, number: 4), "the name wins")
        XCTAssertNil(EpisodeFileName.episode(of: "/x/trailer.srt"))
    }

    func testWordsAreStoredOnceAndReadAgainOnlyWhenTheBytesChange() throws {
        let path = try f.writeSRT("Show S01E01.srt", ["apple banana"])
        XCTAssertEqual(try f.register([path]).done.map(\.outcome), [.added])
        XCTAssertEqual(try f.register([path]).done.map(\.outcome), [.unchanged], "same size and time: not read")
        // Touched: a new time, the same bytes, so the hash says unchanged and only the time is kept.
        try FileManager.default.setAttributes([.modificationDate: Date(timeIntervalSinceNow: 3600)], ofItemAtPath: path)
        XCTAssertEqual(try f.register([path]).done.map(\.outcome), [.unchanged])
        XCTAssertNil(SubtitleRegistry.problem(of: try XCTUnwrap(try f.registry.sources(of: f.show).first)))
        try f.writeSRT("Show S01E01.srt", ["cherry"])
        XCTAssertEqual(try f.register([path]).done.map(\.outcome), [.updated])
        let source = try XCTUnwrap(try f.registry.sources(of: f.show).first)
        let tokens = try XCTUnwrap(try f.registry.tokens(of: [source.id])[source.id])
        let terms = try f.registry.terms(of: tokens.lines.flatMap { $0 })
        XCTAssertEqual(tokens.lines.flatMap { $0 }.compactMap { terms[$0]?.term }, ["cherry"])
        XCTAssertEqual(try f.registry.sources(of: f.show).count, 1, "the same path again updates its source")
    }

    func testAMovedFileWithTheSameBytesIsNotReadAgain() throws {
        let path = try f.writeSRT("a/Show S01E01.srt", ["apple"])
        try f.register([path])
        let moved = f.folder.appendingPathComponent("b/Show S01E01.srt").path
        try FileManager.default.createDirectory(atPath: (moved as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try FileManager.default.moveItem(atPath: path, toPath: moved)
        XCTAssertEqual(try f.registry.checked(f.show).first?.problem, .missing)
        XCTAssertEqual(try f.register([moved]).done.map(\.outcome), [.moved])
        XCTAssertEqual(try f.registry.checked(f.show).map(\.problem), [nil])
        XCTAssertEqual(try f.registry.sources(of: f.show).first?.path, moved)
    }

    func testAMissingChangedOrUnreadableFileIsListedWithItsReasonAndSkipped() throws {
        let gone = try f.writeSRT("S01E01.srt", ["apple"])
        try f.writeSRT("S01E02.srt", ["apple"])
        let locked = try f.writeSRT("S01E03.srt", ["apple"])
        try f.writeSRT("S01E04.srt", ["apple"])
        try f.register([f.folder.path])
        try FileManager.default.removeItem(atPath: gone)
        try f.writeSRT("S01E02.srt", ["apple pie"])
        try FileManager.default.setAttributes([.posixPermissions: 0], ofItemAtPath: locked)
        defer { try? FileManager.default.setAttributes([.posixPermissions: 0o644], ofItemAtPath: locked) }
        try FileManager.default.setAttributes([.modificationDate: Date(timeIntervalSinceNow: 60)], ofItemAtPath: locked)
        let checked = try f.registry.checked(f.show)
        XCTAssertEqual(checked.count, 4, "nothing is dropped")
        XCTAssertEqual(checked[0].problem, .missing)
        XCTAssertEqual(checked[1].problem, .changed)
        if getuid() != 0 { XCTAssertEqual(checked[2].problem?.code, "unreadable") }
        XCTAssertNil(checked[3].problem)
        let coverage = try f.coverage()
        XCTAssertEqual(coverage.episodes.map(\.episode.number), getuid() == 0 ? [3, 4] : [4])
        XCTAssertEqual(coverage.skipped.map(\.source.episode.number), getuid() == 0 ? [1, 2] : [1, 2, 3])
        XCTAssertTrue(coverage.skipped[0].problem!.description.contains("moved or deleted"), "\(coverage.skipped[0].problem!)")
    }

    func testAFolderAboveTheLimitIsRefusedUnlessAll() throws {
        let big = f.folder.appendingPathComponent("big")
        try FileManager.default.createDirectory(at: big, withIntermediateDirectories: true)
        for number in 1...(SubtitleRegistration.folderLimit + 1) {
            _ = FileManager.default.createFile(atPath: big.appendingPathComponent("S\(number / 100 + 1)E\(number % 100).srt").path, contents: Data())
        }
        XCTAssertThrowsError(try f.registration.plan([big.path])) { error in
            XCTAssertEqual("\(error)", "\(big.path): 2001 subtitle files is more than 2000; pass --all to register them all")
        }
        XCTAssertEqual(try f.registration.plan([big.path], all: true).files.count, SubtitleRegistration.folderLimit + 1)
    }

    func testBadFilesAreSkippedWithALineAndTheRestRegister() throws {
        try f.writeSRT("Show S01E01.srt", ["apple"])
        try f.writeSRT("trailer.srt", ["apple"])
        try Data([0x89, 0x50, 0x4E, 0x47, 0, 0]).write(to: f.folder.appendingPathComponent("Show S01E02.srt"))
        try f.writeSRT("Show 1x01.srt", ["banana"])
        let report = try f.register([f.folder.path, f.folder.appendingPathComponent("nowhere").path])
        XCTAssertEqual(report.done.map(\.planned.episode.number), [1, 1], "two files of S01E01: two sources")
        XCTAssertEqual(report.skipped.count, 3, report.skipped.joined(separator: "\n"))
        XCTAssertTrue(report.skipped.contains { $0.contains("nowhere: no such file or folder") })
        XCTAssertTrue(report.skipped.contains { $0.hasSuffix("trailer.srt: no episode number in the name (S01E03, 1x03 or E03)") })
        XCTAssertTrue(report.skipped.contains { $0.contains("Show S01E02.srt") })
    }

    func testStoredTokensReadBackAndDamagedTextNeverCrashes() {
        let tokens = EpisodeTokens(lines: [[1, 2, 2], [30]])
        XCTAssertEqual(EpisodeTokens(text: tokens.text), tokens)
        XCTAssertEqual(EpisodeTokens(text: "1 x2\n\n99999999999999 3").lines, [[1, 2], [Int32.max, 3]])
        XCTAssertEqual(EpisodeTokens(text: "").lines, [])
    }
}
