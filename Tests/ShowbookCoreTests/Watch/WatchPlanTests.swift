import Foundation
import XCTest
import ShowbookTestSupport
@testable import ShowbookPlatform
@testable import ShowbookTV
@testable import ShowbookWords

/// What mpv is started with to watch an episode along: the video beside the registered
/// subtitles, the learner's file and the translation beside it as secondary subtitles, each a
/// separate argument; the socket's folder is private; the episode a playing path belongs to.
final class WatchPlanTests: XCTestCase {
    func testTheVideoBesideTheFileWithItsTranslationAsSecondarySubtitles() throws {
        let f = try CoverageFixture()
        let learner = try f.writeSRT("Show S01E01.srt", ["apple"])
        let translation = try f.writeSRT("Show S01E01.en.srt", ["사과"])
        let video = f.folder.appendingPathComponent("Show S01E01.mkv").path
        XCTAssertTrue(FileManager.default.createFile(atPath: video, contents: Data()))
        try f.register([learner])
        let plan = try WatchPlan.make(f.show, episode: EpisodeCode(season: 1, number: 1), registry: f.registry)
        XCTAssertEqual(plan.launch, PlayerLaunch(video: video, subtitleFiles: [learner, translation], subtitleID: 1, secondaryID: 2))
        XCTAssertEqual(plan.cues.map(\.text), ["apple"])
        XCTAssertEqual(plan.launch.arguments(socket: "/run/x/mpv.sock"),
                       ["--no-terminal", "--input-ipc-server=/run/x/mpv.sock", "--sub-auto=no", "--keep-open=no",
                        "--sub-file=\(learner)", "--sub-file=\(translation)", "--sid=1", "--secondary-sid=2", "--", video])
        XCTAssertEqual(try WatchPlan.episode(playing: video, registry: f.registry)?.episode, EpisodeCode(season: 1, number: 1))
        XCTAssertNil(try WatchPlan.episode(playing: "/elsewhere.mkv", registry: f.registry))
    }

    func testNoSubtitlesOrNoVideoIsOneLine() throws {
        let f = try CoverageFixture()
        XCTAssertThrowsError(try WatchPlan.make(f.show, episode: EpisodeCode(season: 1, number: 2), registry: f.registry)) {
            XCTAssertEqual("\($0)", "S01E02 has no registered subtitles: register them with `showbook subtitles add`")
        }
        try f.register([try f.writeSRT("Show S01E02.srt", ["apple"])])
        XCTAssertThrowsError(try WatchPlan.make(f.show, episode: EpisodeCode(season: 1, number: 2), registry: f.registry)) {
            XCTAssertTrue("\($0)".hasPrefix("no video beside “"), "\($0)")
        }
    }

    func testTheSocketFolderIsPrivateAndMpvMissingNamesItsPackage() throws {
        let runtime = try TemporaryFolder("showbook-runtime")
        let folder = try PlayerSocketFolder.make(environment: ["XDG_RUNTIME_DIR": runtime.url.path])
        defer { folder.remove() }
        XCTAssertTrue(folder.path.hasPrefix(runtime.url.path + "/showbook-watch-"))
        let mode = try XCTUnwrap(try FileManager.default.attributesOfItem(atPath: folder.path)[.posixPermissions] as? Int)
        XCTAssertEqual(mode, 0o700)
        XCTAssertThrowsError(try PlayerLaunch.findPlayer(path: runtime.url.path)) {
            XCTAssertEqual("\($0)", "mpv is not installed: install the Debian package mpv (apt-get install mpv)")
        }
    }
}
