import ShowbookTestSupport
import XCTest
@testable import ShowbookApp

/// In the mining picker function words stay visible, ranked last, but `a` (select the top
/// words) never selects them; Space still can.
final class MiningFunctionWordPickerTests: XCTestCase {
    private var folder: URL!

    override func setUpWithError() throws { folder = try makeTemporaryFolder("showbook-subs").url }

    func testSelectingTheTopWordsLeavesFunctionWordsOut() throws {
        let h = try AppHarness()
        let srt = "1\n00:00:01,000 --> 00:00:02,000\nShe said the garden was quiet.\n\n"
            + "2\n00:00:03,000 --> 00:00:04,000\nThe garden and the river.\n"
        let path = try SubtitleFixtures.write(srt, to: folder, name: "Squid S01E01.srt")
        let model = try h.openMining(searching: "squid", path: path)
        h.settle()
        let functionWords = model.candidates.filter(\.isFunctionWord).map(\.term)
        XCTAssertFalse(functionWords.isEmpty, "\(model.candidates.map(\.term))")
        h.type("a")
        XCTAssertEqual(model.chosen, Set(model.candidates.filter { !$0.isFunctionWord }.map(\.term)))
        XCTAssertTrue(model.chosen.isDisjoint(with: functionWords))
    }
}
