import ShowbookTestSupport
import XCTest
@testable import ShowbookWords

/// Mining a folder costs work in step with its files: `showbook mine DIR` over 1,000 files once
/// took 7.7 s and over 10,000 did not finish, because every file listed the folder again to
/// find its translation. The folder listings and file names read are counted (never timed) at
/// several folder sizes.
final class MiningFolderCostTests: XCTestCase {
    private static let toolkit = MiningToolkit(english: { LetterRunTokenizer() })
    private var folder: URL!

    override func setUpWithError() throws { folder = try makeTemporaryFolder("showbook-subs").url }

    /// `count` episodes; every fifth one also has a second language beside it (`.en` and `.fr`).
    private func makeEpisodes(_ count: Int, in folder: URL) throws {
        for number in 1...count {
            let name = "Show S01E" + String(number + 10_000).dropFirst()
            let text = "1\n00:00:01,000 --> 00:00:02,000\nThe gardens were running wild, said \(number).\n"
            if number % 5 == 0 {
                try SubtitleFixtures.write(text, to: folder, name: "\(name).en.srt")
                try SubtitleFixtures.write("1\n00:00:01,000 --> 00:00:02,000\nLes jardins \(number).\n", to: folder, name: "\(name).fr.srt")
            } else {
                try SubtitleFixtures.write(text, to: folder, name: "\(name).srt")
            }
        }
    }

    func testFolderWorkGrowsInStepWithItsFiles() throws {
        var perFile: [Double] = []
        for count in [20, 80, 320] {
            let sized = folder.appendingPathComponent("\(count)")
            try FileManager.default.createDirectory(at: sized, withIntermediateDirectories: true)
            try makeEpisodes(count, in: sized)
            var work = FolderWork()
            let result = try SubtitleMiner(toolkit: Self.toolkit)
                .mine(path: sized.path, language: .english, meanings: false, work: &work)
            XCTAssertEqual(result.files, count, "one file mined per episode")
            XCTAssertEqual(result.candidates.first { $0.term == "gardens" }?.count, count)
            let listed = count + count / 5
            XCTAssertLessThanOrEqual(work.listings, 1, "\(count) files: the folder is listed once, not once per file")
            XCTAssertLessThanOrEqual(work.namesRead, 4 * listed, "\(count) files: each name is read a bounded number of times")
            perFile.append(Double(work.namesRead) / Double(listed))
        }
        XCTAssertLessThanOrEqual(perFile.max()! - perFile.min()!, 0.5, "names read per file do not grow with the folder: \(perFile)")
    }

    func testAFolderStillPairsEachEpisodeWithItsTranslation() throws {
        try makeEpisodes(10, in: folder)
        try SubtitleFixtures.write("1\n00:00:01,000 --> 00:00:02,000\nThe lighthouse keeper slept.\n", to: folder, name: "Show S01E0099.en.srt")
        try SubtitleFixtures.write("1\n00:00:01,000 --> 00:00:02,000\nLe gardien dormait.\n", to: folder, name: "Show S01E0099.fr.srt")
        let result = try SubtitleMiner(toolkit: Self.toolkit).mine(path: folder.path, language: .english, meanings: false)
        XCTAssertEqual(result.files, 11, "of each pair, the file in the language asked is mined")
        XCTAssertEqual(result.candidates.first { $0.term == "lighthouse" }?.translation, "Le gardien dormait.")
        XCTAssertEqual(result.candidates.first { $0.term == "wild" }?.translation, "", "episode 1 has no sibling")
        XCTAssertEqual(try SubtitleMiner(toolkit: Self.toolkit)
            .mine(path: folder.appendingPathComponent("Show S01E0005.en.srt").path, language: .english, meanings: false)
            .candidates.first { $0.term == "wild" }?.translation, "Les jardins 5.", "a single file finds its sibling too")
    }
}
