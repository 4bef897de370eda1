import Foundation
import ShowbookTestSupport
import XCTest
@testable import ShowbookWords

/// The cue texts Showbook extracts, checked against pysubs2 (pinned, from PyPI, in a cached
/// virtualenv): on every subtitle fixture of the tests (`Tests/SubtitleFixtures` and the files
/// `SubtitleFixtures` writes) and on the real test files in the source distributions of
/// pysubs2, webvtt-py and srt, downloaded into `.build/subtitle-reference` on first use. The
/// differences Showbook makes on purpose are listed and counted in `scripts/subtitles/reference.py`;
/// at least 98 % of cues must agree. Not being able to reach PyPI fails with one line.
final class SubtitleReferenceTests: XCTestCase {
    private static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    private struct Report: Encodable {
        struct Cue: Encodable { var start: Int; var text: String }
        struct File: Encodable { var path: String; var name: String; var cues: [Cue]; var error: String? }
        var files: [File]
    }

    func testCueTextsAgreeWithPysubs2() throws {
        let cache = Self.root.appendingPathComponent(".build/subtitle-reference")
        let script = Self.root.appendingPathComponent("scripts/subtitles/reference.sh").path
        let fetched = try ScriptRun.bash(script, ["files", cache.path])
        guard fetched.status == 0 else {
            return XCTFail(fetched.lastErrorLine ?? "reference.sh files exited \(fetched.status)")
        }
        let downloaded = fetched.stdout.split(separator: "\n").map(String.init)
        XCTAssertGreaterThan(downloaded.count, 30, "the three source distributions ship more test files than \(downloaded)")

        let written = cache.appendingPathComponent("fixtures")
        try? FileManager.default.removeItem(at: written)
        try FileManager.default.createDirectory(at: written, withIntermediateDirectories: true)
        // Names without a codec in them (`korean` is one to Python).
        let ours = [("fixture-ja.srt", SubtitleFixtures.japaneseSRT), ("fixture-ko.srt", SubtitleFixtures.koreanSRT),
                    ("fixture-en.vtt", SubtitleFixtures.englishVTT), ("fixture-en.ass", SubtitleFixtures.englishASS)]
        var paths = try ours.map { try SubtitleFixtures.write($0.1, to: written, name: $0.0) }
        let folder = Self.root.appendingPathComponent("Tests/SubtitleFixtures").path
        paths += try FileManager.default.contentsOfDirectory(atPath: folder).sorted()
            .filter { SubtitleReader.extensions.contains(($0 as NSString).pathExtension.lowercased()) }
            .map { (folder as NSString).appendingPathComponent($0) }
        paths += downloaded

        let files = paths.map { path -> Report.File in
            let name = path.hasPrefix(cache.path) ? String(path.dropFirst(cache.path.count + 1)) : (path as NSString).lastPathComponent
            do {
                let document = try SubtitleReader().read(file: path)
                return Report.File(path: path, name: name, cues: document.cues.map { Report.Cue(start: $0.start, text: $0.text) })
            } catch {
                return Report.File(path: path, name: name, cues: [], error: "\(error)")
            }
        }
        let json = cache.appendingPathComponent("showbook-cues.json")
        try JSONEncoder().encode(Report(files: files)).write(to: json)
        let compared = try ScriptRun.bash(script, ["compare", json.path])
        print(compared.stdout, terminator: "")
        switch compared.status {
        case 0: XCTAssertTrue(compared.stdout.contains(" agree: "), compared.stdout)
        case 1: XCTFail("fewer than 98 % of cues agree with pysubs2:\n\(compared.stdout)")
        default: XCTFail(compared.lastErrorLine ?? "reference.sh compare exited \(compared.status)")
        }
    }
}
