import XCTest
@testable import ShowbookWords

/// Choosing a video's track from ffprobe's list, and what picture tracks and bad choices say.
final class TrackChoiceTests: XCTestCase {
    private let korean = SubtitleTrack(index: 2, language: "kor", codec: "ass", title: "Dialogue")
    private let signs = SubtitleTrack(index: 3, language: "ko", codec: "subrip", title: "Signs")
    private let english = SubtitleTrack(index: 4, language: "eng", codec: "subrip")
    private let pgs = SubtitleTrack(index: 5, language: "kor", codec: "hdmv_pgs_subtitle")

    func testTheOneTextTrackInTheLanguageIsChosen() throws {
        XCTAssertEqual(try TrackRequest(language: "ko").choice(among: [korean, english, pgs], path: "v.mkv"), .track(korean))
        XCTAssertEqual(try TrackRequest(language: "en-US").choice(among: [korean, english], path: "v.mkv"), .track(english))
        XCTAssertEqual(try TrackRequest().choice(among: [english, pgs], path: "v.mkv"), .track(english))
    }

    func testSeveralOrNoneInTheLanguageLeaveTheChoice() throws {
        // A "Signs" track is not the dialogue: one Korean track is left.
        XCTAssertEqual(try TrackRequest(language: "ko").choice(among: [korean, signs, english], path: "v.mkv"), .track(korean))
        let second = SubtitleTrack(index: 8, language: "ko", codec: "subrip", title: "SDH")
        XCTAssertEqual(try TrackRequest(language: "ko").choice(among: [korean, second, english], path: "v.mkv"),
                       .choose([korean, second, english]))
        XCTAssertEqual(try TrackRequest(language: "ja").choice(among: [korean, english], path: "v.mkv"), .choose([korean, english]))
        XCTAssertEqual(try TrackRequest().choice(among: [korean, english], path: "v.mkv"), .choose([korean, english]))
    }

    func testANumberWinsAndMustBeATextTrack() throws {
        XCTAssertEqual(try TrackRequest(index: 4, language: "ko").choice(among: [korean, english], path: "v.mkv"), .track(english))
        XCTAssertThrowsError(try TrackRequest(index: 5).choice(among: [korean, pgs], path: "v.mkv")) {
            XCTAssertEqual("\($0)", "v.mkv: track #5 kor hdmv_pgs_subtitle (PGS pictures) holds pictures of the lines, not text, and cannot be mined")
        }
    }

    func testPictureTracksOnlyAreOneLine() {
        let vobsub = SubtitleTrack(index: 3, language: "und", codec: "dvd_subtitle")
        XCTAssertThrowsError(try TrackRequest(language: "ko").choice(among: [pgs, vobsub], path: "v.mkv")) {
            XCTAssertEqual("\($0)", "v.mkv: its subtitle tracks hold pictures, not text (#5 kor hdmv_pgs_subtitle (PGS pictures), "
                + "#3 (no language) dvd_subtitle (VobSub pictures)), and cannot be mined")
        }
        XCTAssertEqual(TrackRequest.pictureNote([korean, pgs], path: "/v/ep.mkv"),
                       "ep.mkv: #5 kor hdmv_pgs_subtitle (PGS pictures) holds pictures, not text (left out)")
        XCTAssertNil(TrackRequest.pictureNote([korean], path: "ep.mkv"))
    }

    func testFFprobeJSONBecomesTracks() throws {
        let json = #"{"programs":[],"streams":[{"index":2,"codec_name":"hdmv_pgs_subtitle","tags":{"LANGUAGE":"jpn"}},"#
            + #"{"index":3,"codec_name":"ass","tags":{"language":"und","title":"Full"}},{"codec_name":"subrip"}]}"#
        XCTAssertEqual(try VideoSubtitles.parseTracks(Array(json.utf8), path: "v.mkv"),
                       [SubtitleTrack(index: 2, language: "jpn", codec: "hdmv_pgs_subtitle"),
                        SubtitleTrack(index: 3, language: "", codec: "ass", title: "Full")])
        XCTAssertThrowsError(try VideoSubtitles.parseTracks(Array("oops".utf8), path: "v.mkv"))
    }

    func testTheTranslationTrackIsAnotherLanguageEnglishFirst() throws {
        let japanese = SubtitleTrack(index: 6, language: "jpn", codec: "subrip")
        let untagged = SubtitleTrack(index: 7, language: "", codec: "subrip")
        XCTAssertEqual(try TranslationRequest.automatic.track(among: [korean, signs, japanese, english, pgs], mined: korean, path: "v"), english)
        // Japanese is a learning language, never the translation; Korean is, when it is the learner's own.
        XCTAssertNil(try TranslationRequest.automatic.track(among: [korean, signs, japanese], mined: korean, path: "v"))
        XCTAssertEqual(try TranslationRequest.automatic.track(among: [japanese, korean], mined: japanese, own: "ko", path: "v"), korean)
        XCTAssertNil(try TranslationRequest.automatic.track(among: [korean, signs, untagged], mined: korean, path: "v"))
        XCTAssertEqual(try TranslationRequest.automatic.track(among: [untagged, english], mined: untagged, path: "v"), english)
        XCTAssertEqual(TranslationRequest(argument: "3"), .track(3))
        XCTAssertEqual(TranslationRequest(argument: "ep01.en.srt"), .file("ep01.en.srt"))
        XCTAssertEqual(TranslationRequest(argument: nil), .automatic)
    }
}
