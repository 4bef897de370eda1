import XCTest
@testable import ShowbookPlatform
@testable import ShowbookWords

/// Which track is mined and which is the translation, as real releases tag them: forced
/// "Signs" tracks are skipped and the default track preferred, a single untagged text track is
/// mined under `--lang ko`, and a translation is in the learner's own language (the
/// `own_language` setting) or a language nobody mines here — never another learning language
/// (a `.ko.srt` beside a `.ja.srt`).
final class TranslationChoiceTests: XCTestCase {
    private let japanese = SubtitleTrack(index: 2, language: "jpn", codec: "ass", title: "Dialogue")
    private let signs = SubtitleTrack(index: 3, language: "eng", codec: "ass", title: "Signs", isForced: true)
    private let signsUnflagged = SubtitleTrack(index: 4, language: "eng", codec: "ass", title: "Signs & Songs")
    private let english = SubtitleTrack(index: 5, language: "eng", codec: "subrip", title: "Full")
    private let englishDefault = SubtitleTrack(index: 6, language: "eng", codec: "subrip", title: "Full", isDefault: true)
    private let korean = SubtitleTrack(index: 7, language: "kor", codec: "subrip")
    private let french = SubtitleTrack(index: 8, language: "fre", codec: "subrip")
    private let untagged = SubtitleTrack(index: 9, language: "und", codec: "subrip")
    private let pgs = SubtitleTrack(index: 10, language: "kor", codec: "hdmv_pgs_subtitle")

    func testTheTranslationSkipsForcedSignsTracks() throws {
        XCTAssertEqual(try TranslationRequest.automatic.track(among: [japanese, signs, english], mined: japanese, path: "v"), english)
        XCTAssertEqual(try TranslationRequest.automatic.track(among: [japanese, signsUnflagged, english], mined: japanese, path: "v"),
                       english)
        XCTAssertNil(try TranslationRequest.automatic.track(among: [japanese, signs], mined: japanese, path: "v"))
    }

    func testTheTranslationPrefersTheDefaultTrack() throws {
        XCTAssertEqual(try TranslationRequest.automatic.track(among: [japanese, english, englishDefault], mined: japanese, path: "v"),
                       englishDefault)
    }

    func testAnotherLearningLanguageIsNeverTheTranslation() throws {
        XCTAssertNil(try TranslationRequest.automatic.track(among: [japanese, korean], mined: japanese, path: "v"))
        XCTAssertEqual(try TranslationRequest.automatic.track(among: [japanese, korean, french], mined: japanese, path: "v"), french)
        XCTAssertEqual(try TranslationRequest.automatic.track(among: [japanese, korean, english], mined: japanese, own: "ko", path: "v"),
                       korean)
        XCTAssertEqual(try TranslationRequest.automatic.track(among: [english, korean, french], mined: english, own: "fr", path: "v"),
                       french)
        XCTAssertNil(try TranslationRequest.automatic.track(among: [english, korean], mined: english, path: "v"))
    }

    func testTheMinedTrackSkipsForcedTracksAndTakesTheDefault() throws {
        let koreanSigns = SubtitleTrack(index: 11, language: "kor", codec: "ass", title: "Signs", isForced: true)
        XCTAssertEqual(try TrackRequest(language: "ko").choice(among: [koreanSigns, korean, english], path: "v.mkv"), .track(korean))
        let koreanDefault = SubtitleTrack(index: 12, language: "kor", codec: "ass", isDefault: true)
        XCTAssertEqual(try TrackRequest(language: "ko").choice(among: [korean, koreanDefault], path: "v.mkv"), .track(koreanDefault))
    }

    func testASingleUntaggedTextTrackIsMinedInTheLanguageAsked() throws {
        XCTAssertEqual(try TrackRequest(language: "ko").choice(among: [untagged], path: "v.mkv"), .track(untagged))
        XCTAssertEqual(try TrackRequest(language: "ko").choice(among: [untagged, pgs, signs], path: "v.mkv"), .track(untagged))
        XCTAssertEqual(try TrackRequest(language: "ko").choice(among: [english], path: "v.mkv"), .choose([english]))
    }

    func testFFprobeDispositionsAreRead() throws {
        let json = #"{"streams":[{"index":2,"codec_name":"ass","disposition":{"default":0,"forced":1},"tags":{"language":"eng","title":"Signs"}},"#
            + #"{"index":3,"codec_name":"subrip","disposition":{"default":1,"forced":0},"tags":{"language":"eng"}}]}"#
        let tracks = try VideoSubtitles.parseTracks(Array(json.utf8), path: "v.mkv")
        XCTAssertEqual(tracks.map(\.isForced), [true, false])
        XCTAssertEqual(tracks.map(\.isDefault), [false, true])
    }

    func testASiblingInAnotherLearningLanguageIsNeverTheTranslation() {
        XCTAssertNil(SubtitleSiblings.translation(of: "/s/ep01.ja.srt", among: ["/s/ep01.ja.srt", "/s/ep01.ko.srt"]))
        XCTAssertEqual(SubtitleSiblings.translation(of: "/s/ep01.ja.srt", among: ["/s/ep01.ja.srt", "/s/ep01.ko.srt", "/s/ep01.fr.srt"]),
                       "/s/ep01.fr.srt")
        XCTAssertEqual(SubtitleSiblings.translation(of: "/s/ep01.ja.srt", among: ["/s/ep01.ja.srt", "/s/ep01.en.srt", "/s/ep01.ko.srt"],
                                                    own: "ko"), "/s/ep01.ko.srt")
        XCTAssertNil(SubtitleSiblings.translation(of: "/s/ep01.en.srt", among: ["/s/ep01.en.srt", "/s/ep01.ko.srt"]))
    }

    func testAFolderMinesTheFilesNotInTheLearnersOwnLanguage() {
        let paths = ["/s/ep01.en.srt", "/s/ep01.ko.srt"]
        XCTAssertEqual(SubtitleSiblings.mined(paths, language: "", own: "ko"), ["/s/ep01.en.srt"])
        XCTAssertEqual(SubtitleSiblings.mined(paths, language: ""), ["/s/ep01.ko.srt"])
    }

    func testTheOwnLanguageComesFromTheConfigElseTheLocaleElseEnglish() {
        let config = ConfigFile(path: "/c", text: "own_language = ko\n")
        XCTAssertEqual(OwnLanguage.resolve(config: config, environment: ["LANG": "fr_FR.UTF-8"]).code, "ko")
        XCTAssertEqual(OwnLanguage.resolve(config: nil, environment: ["LANG": "fr_FR.UTF-8"]).code, "fr")
        XCTAssertEqual(OwnLanguage.resolve(config: nil, environment: ["LANG": "fr_FR.UTF-8", "LC_ALL": "de_DE"]).code, "de")
        XCTAssertEqual(OwnLanguage.resolve(config: nil, environment: ["LANG": "C.UTF-8"]).code, "en")
        XCTAssertEqual(OwnLanguage.resolve(config: nil, environment: [:]).code, "en")
        XCTAssertEqual(OwnLanguage.resolve(config: ConfigFile(path: "/c", text: "own_language = Korean\n"), environment: [:]).code, "ko")
        let bad = OwnLanguage.resolve(config: ConfigFile(path: "/c", text: "own_language = 12!\n"), environment: [:])
        XCTAssertEqual(bad.code, "en")
        XCTAssertEqual(bad.warnings, ["/c line 1: own_language needs a language code such as en or ko, not “12!”; using en"])
    }
}
