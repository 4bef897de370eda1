import ShowbookTestSupport
import XCTest
@testable import ShowbookPlatform
@testable import ShowbookWords
@testable import ShowbookApp

/// Mining keeps the form each word was heard in beside its dictionary form, so the card's
/// meaning-first front can mask 갔어요 for 가다 and 食べた for 食べる. Uses the real MeCab,
/// Hunspell and WordNet that `ensure-deps.sh test` installs.
final class MinedSurfaceTests: XCTestCase {
    func testEachTokenizerGivesTheFormTheLineShows() throws {
        let japanese = try MiningToolkit().tokenizer(for: .japanese).tokens(in: "昨日ラーメンを食べた。駅に行きました。")
        XCTAssertEqual(japanese.map(\.term), ["昨日", "ラーメン", "食べる", "駅", "行く"])
        XCTAssertEqual(japanese.map(\.surface), ["昨日", "ラーメン", "食べた", "駅", "行きました"], "a verb with its auxiliaries")
        let korean = try MiningToolkit().tokenizer(for: .korean).tokens(in: "어제 학교에 갔어요.")
        XCTAssertEqual(korean.first { $0.term == "가다" }?.surface, "갔어요")
        let english = try MiningToolkit().tokenizer(for: .english).tokens(in: "Gardens were running wild")
        XCTAssertEqual(english.map(\.surface), ["gardens", "were", "running", "wild"], "a stop word keeps its form too")
    }

    func testTheFirstLinesSurfaceIsStoredWhereItDiffersFromTheTerm() throws {
        let folder = try makeTemporaryFolder("showbook-subs").url
        let srt = "1\n00:00:01,000 --> 00:00:02,000\n어제 학교에 갔어요.\n\n2\n00:00:03,000 --> 00:00:04,000\n친구도 학교에 갔습니다.\n"
        let path = try SubtitleFixtures.write(srt, to: folder, name: "Drama E01.srt")
        let result = try SubtitleMiner(toolkit: MiningToolkit()).mine(path: path)
        let go = try XCTUnwrap(result.candidates.first { $0.term == "가다" }, "\(result.candidates.map(\.term))")
        XCTAssertEqual(go.surface, "갔어요", "the form of the first line, which is the example")
        XCTAssertEqual(go.count, 2)
        let school = try XCTUnwrap(result.candidates.first { $0.term == "학교" })

        let store = try WordBookStores.onFreshDatabase()
        let book = try store.books.createBook(title: "Drama")
        _ = try store.mining.addMined([go, school], to: book)
        let words = try store.words.words(bookID: book.id)
        let stored = try XCTUnwrap(words.first { $0.term == "가다" })
        XCTAssertEqual(stored.surface, "갔어요")
        XCTAssertEqual(stored.meaning, "", "no Korean dictionary: studied from the sentence")
        XCTAssertEqual(CardFace.front(of: stored, side: .meaning).headline, "어제 학교에 ＿＿.")
        XCTAssertEqual(words.first { $0.term == "학교" }?.surface, "", "the term finds 학교에: its particle stays a hint")
    }
}
