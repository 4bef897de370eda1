import XCTest
@testable import ShowbookTV
@testable import ShowbookWords

/// The episode a file's name gives, over names as they come from release groups, fansubs,
/// broadcasters and people: every number read whole (`S01E1000` is episode 1000, never 100),
/// absolute numbering (`Show - 1071 [1080p]`), and no episode at all where the name holds only
/// a year, a resolution or a codec.
final class EpisodeNameTests: XCTestCase {
    /// (file name, season, episode); nil season and episode: no episode in the name. A name
    /// without a season is in season 1 (no folder, no `--season`).
    static let table: [(String, Int?, Int?)] = [
        // Season and episode.
        ("Show.S01E03.srt", 1, 3),
        ("show.s1e3.vtt", 1, 3),
        ("Show S01E1000.srt", 1, 1000),
        ("One.Piece.S01E1071.1080p.WEB.x264.srt", 1, 1071),
        ("Show S01E0001.srt", 1, 1),
        ("Show S01E00.srt", 1, 0),
        ("Show.S00E05.Special.srt", 0, 5),
        ("Show S1E10000.srt", 1, 10_000),
        ("The.Office.US.S09E23.720p.BluRay.x264-DEMAND.srt", 9, 23),
        ("Breaking.Bad.S05E16.Felina.1080p.WEB-DL.DD5.1.H.264.en.srt", 5, 16),
        ("Show.2019.S02E04.1080p.x265.srt", 2, 4),
        ("Show (2019) - S02E04 - Title.ko.srt", 2, 4),
        ("Show.S2024E05.720p.srt", 2024, 5),
        ("Show S01 E03.srt", 1, 3),
        ("Show.S01.E03.srt", 1, 3),
        ("Show_S01_E03.srt", 1, 3),
        ("Show-S01-E03.srt", 1, 3),
        ("Show S01EP03.srt", 1, 3),
        ("Show.S01E03E04.srt", 1, 3),
        ("Show.S01E03-E04.srt", 1, 3),
        ("Show S01E03v2.ass", 1, 3),
        ("show.S12E101.hdtv.srt", 12, 101),
        ("Show Season 2 Episode 7.srt", 2, 7),
        ("Show.Season.02.Episode.1000.srt", 2, 1000),
        // 1x03.
        ("Show 2x07.ass", 2, 7),
        ("Friends.1x03.srt", 1, 3),
        ("Show 10x1071.srt", 10, 1071),
        ("show 2x7.srt", nil, nil),
        ("Show.1920x1080.srt", nil, nil),
        ("Show.AAC2.0x264.srt", nil, nil),
        // Absolute numbering, as anime releases name episodes.
        ("Show - 1071 [1080p].srt", 1, 1071),
        ("[SubsPlease] One Piece - 1071 (1080p) [ABCD1234].srt", 1, 1071),
        ("[Erai-raws] Show - 03 [1080p][Multiple Subtitle].ass", 1, 3),
        ("Detective Conan - 1000.srt", 1, 1000),
        ("Show - 03v2 [720p].srt", 1, 3),
        ("Show - 12 - The Title.srt", 1, 12),
        ("86 - Eighty Six - 05.srt", 1, 5),
        ("[SubsPlease] Show S2 - 03 (1080p).srt", 2, 3),
        ("Show - 00001.srt", 1, 1),
        ("Show - 1080p.srt", nil, nil),
        ("Show - 2019.srt", nil, nil),
        // Bracketed numbers.
        ("[VCB-Studio] Show [03][Ma10p_1080p][x265_flac].ass", 1, 3),
        ("[Group] Show [1071].srt", 1, 1071),
        ("[Group] Show [1080].srt", nil, nil),
        ("[Group] Show [2019].srt", nil, nil),
        // Episode words.
        ("Show E03.srt", 1, 3),
        ("Show E1000.srt", 1, 1000),
        ("Show Ep03.srt", 1, 3),
        ("Show EP.1071.srt", 1, 1071),
        ("Show Ep 12.srt", 1, 12),
        ("Show Episode 5.srt", 1, 5),
        ("Show.Episode.1071.srt", 1, 1071),
        ("Love2.srt", nil, nil),
        ("Extras 2.srt", nil, nil),
        // CJK.
        ("番組 第3話.ass", 1, 3),
        ("番組 第1071話.srt", 1, 1071),
        ("番組 第３話.srt", 1, 3),
        ("番組 第2期 第03話.srt", 2, 3),
        ("番組 シーズン2 第5話.srt", 2, 5),
        ("드라마 3화.srt", 1, 3),
        ("드라마 제12화.srt", 1, 12),
        ("드라마 1071회.srt", 1, 1071),
        ("드라마 시즌 2 5화.srt", 2, 5),
        ("节目 第12集.srt", 1, 12),
        ("节目 第2季 第12集.srt", 2, 12),
        // A number and nothing else.
        ("03.srt", 1, 3),
        ("03.ko.srt", 1, 3),
        ("1071 - Title.srt", 1, 1071),
        // No episode.
        ("trailer.srt", nil, nil),
        ("movie.2019.1080p.x264.srt", nil, nil),
        ("Show.2019.srt", nil, nil),
        ("Show.720p.WEB-DL.AAC2.0.H.264.srt", nil, nil),
        ("Show S01.srt", nil, nil),
        ("Show S01E.srt", nil, nil),
        ("Show S01E123456.srt", nil, nil),
        ("Show S12345E01.srt", nil, nil),
        ("Show - 123456.srt", nil, nil),
        ("1917.srt", nil, nil),
        ("2001 A Space Odyssey.srt", nil, nil),
        ("", nil, nil),
    ]

    func testEveryNameGivesItsEpisodeWhole() {
        var wrong: [String] = []
        for (name, season, episode) in Self.table {
            let expected = episode.map { EpisodeCode(season: season ?? 1, number: $0) }
            let got = EpisodeFileName.episode(of: "/x/" + name)
            if got != expected { wrong.append("\(name): \(got?.description ?? "none"), expected \(expected?.description ?? "none")") }
        }
        XCTAssertEqual(wrong, [], "\(wrong.count) of \(Self.table.count) names")
    }

    func testTheLabelShowsTheWholeNumber() {
        XCTAssertEqual(EpisodeLabel.from(fileName: "Show S01E1000.srt"), "S01E1000")
        XCTAssertEqual(EpisodeLabel.from(fileName: "Show S01E0001.srt"), "S01E01")
        XCTAssertEqual(EpisodeLabel.from(fileName: "Show - 1071 [1080p].srt"), "E1071")
        XCTAssertEqual(EpisodeLabel.from(fileName: "Show S2 - 03.srt"), "S02E03")
    }

    func testAFolderGivesTheSeasonWhole() {
        XCTAssertEqual(EpisodeFileName.season(inFolder: "Season 2"), 2)
        XCTAssertEqual(EpisodeFileName.season(inFolder: "Season 1000"), 1000)
        XCTAssertEqual(EpisodeFileName.season(inFolder: "Season 12345"), nil)
        XCTAssertEqual(EpisodeFileName.season(inFolder: "S03"), 3)
        XCTAssertEqual(EpisodeFileName.season(inFolder: "시즌 1000"), 1000)
        XCTAssertEqual(EpisodeFileName.season(inFolder: "第２期"), 2)
        XCTAssertEqual(EpisodeFileName.season(inFolder: "Show (2019)"), nil)
        XCTAssertEqual(EpisodeFileName.episode(of: "/x/Season 1000/Show - 05.srt"), EpisodeCode(season: 1000, number: 5))
    }
}
