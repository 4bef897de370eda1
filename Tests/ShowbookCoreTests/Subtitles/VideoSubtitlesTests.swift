import ShowbookTestSupport
import XCTest
@testable import ShowbookPlatform
@testable import ShowbookWords

/// Subtitle tracks of real videos made by ffmpeg at test time: listing them, choosing by
/// language or number, extracting text from Matroska (SubRip), MP4 (mov_text) and WebM (WebVTT)
/// into memory, and mining them with the other track as each line's translation.
final class VideoSubtitlesTests: XCTestCase {
    /// One toolkit for the class: Hunspell's Korean dictionary takes seconds to load.
    private static let toolkit = MiningToolkit()
    private var folder: URL!

    override func setUpWithError() throws { folder = try makeTemporaryFolder("showbook-subs").url }

    func testListsTracksWithIndexLanguageCodecAndTitle() throws {
        let path = try VideoFixtures.twoTracks(in: folder)
        let tracks = try VideoSubtitles().tracks(in: path)
        // ffmpeg flags the first subtitle stream it writes as the default.
        XCTAssertEqual(tracks, [SubtitleTrack(index: 1, language: "kor", codec: "subrip", title: "Korean", isDefault: true),
                                SubtitleTrack(index: 2, language: "eng", codec: "subrip", title: "English")])
        XCTAssertEqual(tracks.map(\.languageCode), ["ko", "en"])
    }

    func testExtractsATrackIntoMemoryLeavingNoFileBehind() throws {
        let path = try VideoFixtures.twoTracks(in: folder)
        let before = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
        let document = try VideoSubtitles().document(of: path, track: SubtitleTrack(index: 2, language: "eng", codec: "subrip"))
        XCTAssertEqual(document.cues.map(\.text), ["I am going to school.", "I eat", "rice.", "I meet a friend."])
        XCTAssertEqual(document.cues.map(\.start), [1_200, 3_200, 3_800, 5_200])
        XCTAssertEqual(document.fileName, "Show S01E02.mkv#2")
        XCTAssertEqual(document.episode, "S01E02")
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted(), before)
    }

    func testMinesTheShowsLanguageWithTheOtherTrackAsTranslation() throws {
        let path = try VideoFixtures.twoTracks(in: folder)
        let miner = SubtitleMiner(toolkit: Self.toolkit, tracks: TrackRequest(language: "ko"))
        let result = try miner.mine(path: path)
        XCTAssertEqual(result.language, .korean)
        XCTAssertEqual(result.cues, 3)
        let eat = try XCTUnwrap(result.candidates.first { $0.term == "먹다" })
        XCTAssertEqual(eat.example, "밥을 먹어요.")
        XCTAssertEqual(eat.translation, "I eat rice.")
        XCTAssertEqual(eat.source, "S01E02 00:03")
        XCTAssertEqual(result.candidates.first { $0.term == "학교" }?.translation, "I am going to school.")
        XCTAssertEqual(result.candidates.first { $0.term == "친구" }?.translation, "I meet a friend.")
    }

    func testTrackNumberAndWithChooseMinedAndTranslation() throws {
        let path = try VideoFixtures.twoTracks(in: folder)
        let english = try SubtitleMiner(toolkit: Self.toolkit, tracks: TrackRequest(index: 2), translation: .track(1))
            .mine(path: path)
        XCTAssertEqual(english.language, .english)
        XCTAssertEqual(english.candidates.first { $0.term == "school" }?.translation, "학교에 가요.")
        let none = try SubtitleMiner(toolkit: Self.toolkit, tracks: TrackRequest(index: 1), translation: .none).mine(path: path)
        XCTAssertTrue(none.candidates.allSatisfy { $0.translation.isEmpty })
    }

    func testSeveralOrNoTracksInTheLanguageAskForAChoice() throws {
        let path = try VideoFixtures.twoTracks(in: folder)
        XCTAssertThrowsError(try SubtitleMiner(toolkit: Self.toolkit, tracks: TrackRequest(language: "ja")).mine(path: path)) { error in
            XCTAssertEqual("\(error)", "\(path): none or several in ja; choose a track with --track N: "
                + "#1 kor subrip “Korean”, #2 eng subrip “English”")
        }
        XCTAssertThrowsError(try SubtitleMiner(toolkit: Self.toolkit, tracks: TrackRequest(index: 7)).mine(path: path)) { error in
            XCTAssertEqual("\(error)", "\(path): no subtitle track #7 (it has #1 kor subrip “Korean”, #2 eng subrip “English”)")
        }
    }

    func testMP4MovTextAndWebMWebVTTAreText() throws {
        let mp4 = try VideoFixtures.make("ep.mp4", tracks: [.init(srt: VideoFixtures.koreanSRT, language: "kor")], in: folder)
        let tracks = try VideoSubtitles().tracks(in: mp4)
        XCTAssertEqual(tracks.map(\.codec), ["mov_text"])
        XCTAssertEqual(try VideoSubtitles().document(of: mp4, track: tracks[0]).cues.map(\.text),
                       ["학교에 가요.", "밥을 먹어요.", "친구를 만나요."])
        let webm = try VideoFixtures.make("ep.webm", tracks: [.init(srt: VideoFixtures.englishSRT, language: "eng")], in: folder)
        let webmTracks = try VideoSubtitles().tracks(in: webm)
        XCTAssertEqual(webmTracks.map(\.codec), ["webvtt"])
        XCTAssertEqual(try VideoSubtitles().document(of: webm, track: webmTracks[0]).cues.count, 4)
    }

    func testAVideoWithoutSubtitlesSaysSo() throws {
        let path = try VideoFixtures.make("silent.mkv", tracks: [], in: folder)
        XCTAssertThrowsError(try SubtitleMiner(toolkit: Self.toolkit).mine(path: path)) { error in
            XCTAssertEqual("\(error)", "\(path): the video has no subtitle tracks")
        }
    }

    func testAFolderOfVideosIsMinedEpisodeByEpisode() throws {
        _ = try VideoFixtures.twoTracks("Show S01E01.mkv", in: folder)
        _ = try VideoFixtures.twoTracks("Show S01E02.mkv", in: folder)
        var reports = 0
        let result = try SubtitleMiner(toolkit: Self.toolkit, tracks: TrackRequest(language: "kor"))
            .mine(path: folder.path) { _, _ in reports += 1 }
        XCTAssertEqual(result.files, 2)
        XCTAssertEqual(result.cues, 6)
        XCTAssertEqual(result.candidates.first { $0.term == "먹다" }?.count, 2)
        XCTAssertEqual(reports, 5)
    }

    func testAMissingFFmpegIsOneLineNamingThePackage() throws {
        let path = try VideoFixtures.twoTracks(in: folder)
        let video = VideoSubtitles(ffprobe: "/nonexistent/ffprobe", ffmpeg: "/nonexistent/ffmpeg")
        XCTAssertThrowsError(try SubtitleMiner(toolkit: Self.toolkit, video: video).mine(path: path)) { error in
            XCTAssertEqual("\(error)", "subtitles inside video files need ffmpeg and ffprobe (install the Debian package ffmpeg)")
        }
    }

    func testAFIFONamedLikeAVideoIsRefusedWithoutBlocking() throws {
        let path = folder.appendingPathComponent("pipe.mkv").path
        XCTAssertEqual(mkfifo(path, 0o600), 0)
        let started = Date()
        XCTAssertThrowsError(try SubtitleMiner(toolkit: Self.toolkit).mine(path: path)) { error in
            XCTAssertEqual("\(error)", "\(path): a named pipe (FIFO), not a regular file")
        }
        XCTAssertLessThan(Date().timeIntervalSince(started), 2)
    }

    func testACancelledJobStopsBeforeFFmpegFinishes() throws {
        let path = try VideoFixtures.twoTracks(in: folder)
        let cancellation = Cancellation()
        cancellation.cancel()
        XCTAssertThrowsError(try VideoSubtitles().tracks(in: path, cancellation: cancellation)) { error in
            XCTAssertEqual(error as? MiningError, .cancelled)
        }
        XCTAssertThrowsError(try VideoSubtitles().documents(of: path, tracks: [SubtitleTrack(index: 1, language: "kor", codec: "subrip"),
                                                                          SubtitleTrack(index: 2, language: "eng", codec: "subrip")],
                                                            cancellation: cancellation)) { error in
            XCTAssertEqual(error as? MiningError, .cancelled)
        }
    }
}
