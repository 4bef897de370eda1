import ShowbookTestSupport
import XCTest
@testable import ShowbookWords

/// Function words (the language's `StopList`) never fill a book: mined candidates say which
/// they are, so `mine --into` leaves them out unless `--all` and the picker shows them last,
/// dimmed, and never selects them with `a`.
final class FunctionWordTests: XCTestCase {
    private var folder: URL!
    private let toolkit = MiningToolkit()

    override func setUpWithError() throws { folder = try makeTemporaryFolder("showbook-subs").url }

    func testCandidatesSayWhichAreFunctionWords() throws {
        let srt = "1\n00:00:01,000 --> 00:00:02,000\nShe said the garden was quiet.\n\n"
            + "2\n00:00:03,000 --> 00:00:04,000\nThe garden and the river.\n"
        let path = try SubtitleFixtures.write(srt, to: folder, name: "ep.srt")
        let candidates = try SubtitleMiner(toolkit: toolkit).mine(path: path).candidates
        let stop = StopList.bundled(.english)
        XCTAssertFalse(candidates.isEmpty)
        for candidate in candidates {
            XCTAssertEqual(candidate.isFunctionWord, stop.contains(candidate.term), candidate.term)
        }
        XCTAssertTrue(candidates.contains { $0.isFunctionWord }, "\(candidates.map(\.term))")
        let firstFunction = try XCTUnwrap(candidates.firstIndex { $0.isFunctionWord })
        XCTAssertTrue(candidates[firstFunction...].allSatisfy(\.isFunctionWord), "function words rank last")
        XCTAssertEqual(candidates.contentWords.map(\.term), candidates.filter { !stop.contains($0.term) }.map(\.term))
    }
}
