import ShowbookTestSupport
import XCTest
@testable import ShowbookPlatform
@testable import ShowbookTV
@testable import ShowbookWords
@testable import ShowbookApp

/// Ranking, exclusion of words the user already has, folders with progress, and adding the
/// chosen words to the show's book.
final class SubtitleMinerTests: XCTestCase {
    private var folder: URL!
    private let toolkit = MiningToolkit()

    override func setUpWithError() throws { folder = try makeTemporaryFolder("showbook-subs").url }

    func testRanksByCountThenFirstAppearanceWithFirstLineAndMeaning() throws {
        let path = try SubtitleFixtures.write(SubtitleFixtures.japaneseSRT, to: folder, name: "Show S01E03.srt", encoding: "CP932")
        let result = try SubtitleMiner(toolkit: toolkit).mine(path: path)
        XCTAssertEqual(result.language, .japanese)
        XCTAssertEqual(result.cues, 3)
        XCTAssertEqual(Array(result.candidates.map(\.term).prefix(4)), ["駅", "先生", "昨日", "会う"])
        XCTAssertEqual(result.candidates.map(\.count).prefix(3), [2, 2, 1])
        let station = result.candidates[0]
        XCTAssertEqual(station.reading, "えき")
        XCTAssertEqual(station.example, "昨日、駅で先生に会いました。")
        XCTAssertEqual(station.source, "S01E03 00:01")
        XCTAssertEqual(station.meaning, "railway station; train station")
        XCTAssertEqual(result.candidates.first { $0.term == "待つ" }?.source, "S01E03 01:10")
    }

    func testWordsInAnyBookOpenOrClosedAreLeftOut() throws {
        let path = try SubtitleFixtures.write(SubtitleFixtures.englishVTT, to: folder, name: "a.vtt")
        let store = try WordBookStores.onFreshDatabase()
        let open = try store.books.createBook(title: "Open")
        try store.words.addWord(WordDraft(term: " Garden ", meaning: "x"), to: open.id)
        let closed = try store.books.createBook(title: "Old")
        try store.words.addWord(WordDraft(term: "child", meaning: "y"), to: closed.id)
        _ = try store.closing.close(bookID: closed.id, moving: .none)
        let result = try SubtitleMiner(toolkit: toolkit).mine(path: path, knownTerms: try store.mining.allTermKeys())
        XCTAssertEqual(result.language, .english)
        XCTAssertEqual(result.candidates.map(\.term), ["run", "wild", "the", "be", "through"], "function words rank last")
        XCTAssertEqual(result.known, 2)
        XCTAssertTrue(result.candidates[0].meaning.hasPrefix("(v.) "), result.candidates[0].meaning)
    }

    func testFunctionWordsRankAfterEveryOtherWordButStayAddable() throws {
        let lines = ["この店はとてもいい。", "この道は遠い。", "この駅は新しい。", "とても静かな駅だ。"]
        let srt = lines.enumerated().map { "\($0.offset + 1)\n00:00:0\($0.offset),000 --> 00:00:0\($0.offset),900\n\($0.element)\n" }
            .joined(separator: "\n")
        let path = try SubtitleFixtures.write(srt, to: folder, name: "ep.srt")
        let terms = try SubtitleMiner(toolkit: toolkit).mine(path: path).candidates.map(\.term)
        XCTAssertEqual(terms.first, "駅", "heard twice; この (3) and とても (2) are heard more but are function words")
        XCTAssertEqual(Array(terms.suffix(2)), ["この", "とても"], "still listed, so they can be picked by hand")
        let korean = try SubtitleFixtures.write("1\n00:00:01,000 --> 00:00:02,000\n그 사람 그 사람 이 책\n", to: folder, name: "ko.srt")
        XCTAssertEqual(try SubtitleMiner(toolkit: toolkit).mine(path: korean).candidates.map(\.term), ["사람", "책", "그", "이"])
    }

    func testFolderReportsProgressAndKeepsGoingPastABadFile() throws {
        try SubtitleFixtures.write(SubtitleFixtures.koreanSRT, to: folder, name: "Drama E01.srt", encoding: "CP949")
        try SubtitleFixtures.write(SubtitleFixtures.koreanSRT, to: folder, name: "Drama E02.srt", encoding: "UTF-16LE", bom: [0xFF, 0xFE])
        try Data([0x89, 0x50, 0x4E, 0x47, 0, 0]).write(to: folder.appendingPathComponent("Drama E03.srt"))
        var steps: [String] = []
        let result = try SubtitleMiner(toolkit: toolkit).mine(path: folder.path, limit: 2) { steps.append("\($0)/\($1)") }
        XCTAssertEqual(result.language, .korean)
        XCTAssertEqual(result.files, 2)
        XCTAssertEqual(steps, ["1/6", "2/6", "3/6", "4/6", "5/6", "6/6"])
        XCTAssertEqual(result.candidates.map(\.term), ["친구", "학교"])
        XCTAssertEqual(result.candidates.map(\.count), [4, 2])
        XCTAssertEqual(result.candidates[0].source, "E01 00:02")
        XCTAssertEqual(result.candidates[0].meaning, "", "no Korean dictionary is packaged")
        XCTAssertEqual(result.warnings, ["\(folder.appendingPathComponent("Drama E03.srt").path): a PNG image, not subtitles"])
    }

    func testCancelledMiningStops() throws {
        let path = try SubtitleFixtures.write(SubtitleFixtures.englishVTT, to: folder, name: "a.vtt")
        let cancellation = Cancellation()
        cancellation.cancel()
        XCTAssertThrowsError(try SubtitleMiner(toolkit: toolkit).mine(path: path, cancellation: cancellation)) {
            XCTAssertEqual($0 as? MiningError, .cancelled)
        }
    }

    func testMissingMeaningDictionaryIsAWarningNotAFailure() throws {
        let path = try SubtitleFixtures.write(SubtitleFixtures.japaneseSRT, to: folder, name: "a.srt")
        let result = try SubtitleMiner(toolkit: MiningToolkit(edict: EDICTDictionary(path: "/nonexistent"))).mine(path: path)
        XCTAssertEqual(result.candidates.first?.meaning, "")
        XCTAssertEqual(result.warnings, ["Japanese subtitles need the EDICT dictionary for meanings (install the Debian package edict)"])
    }

    func testAddingToTheShowsBookMakesAndLinksItOnce() throws {
        let store = try WordBookStores.onFreshDatabase()
        let show = Media(id: "bundled:9", title: "Harbour Lights")
        try store.books.createBook(title: "Harbour Lights")
        let book = try store.mining.openBook(forShow: show)
        XCTAssertEqual(book.title, "Harbour Lights (2)", "an unlinked book had the title")
        XCTAssertEqual(book.showID, "bundled:9")
        XCTAssertEqual(try store.mining.openBook(forShow: show).id, book.id, "the linked book is reused")
        let path = try SubtitleFixtures.write(SubtitleFixtures.koreanSRT, to: folder, name: "Harbour S02E05.srt")
        let candidates = try SubtitleMiner(toolkit: toolkit).mine(path: path).candidates
        var report = try store.mining.addMined(Array(candidates.prefix(2)), to: book)
        XCTAssertEqual(report.added, ["친구", "학교"])
        XCTAssertEqual(report.book.wordCount, 2)
        let words = try store.words.words(bookID: book.id)
        XCTAssertEqual(words.first { $0.term == "친구" }?.example, "친구들과 학교에서 점심을 먹었습니다.")
        report = try store.mining.addMined(Array(candidates.prefix(3)) + [MiningCandidate(term: " ", reading: "", count: 1, example: "",
                                                                                    time: 0, source: "", file: "", meaning: "")], to: book)
        XCTAssertEqual(report.added, ["점심"])
        XCTAssertEqual(report.alreadyInBooks, ["친구", "학교"])
        XCTAssertEqual(report.skipped, [" "])
    }
}
