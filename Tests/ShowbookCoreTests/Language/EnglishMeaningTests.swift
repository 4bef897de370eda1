import ShowbookTestSupport
import XCTest
@testable import ShowbookWords

/// The meaning mining gives an English word is a sense of the part of speech the word has in
/// its example line (issue 35: sleeping in "the children were sleeping" got the noun's sense).
final class EnglishMeaningTests: XCTestCase {
    private var folder: URL!
    private let toolkit = MiningToolkit()

    override func setUpWithError() throws { folder = try makeTemporaryFolder("showbook-english-meanings").url }

    private func meanings(_ lines: [String]) throws -> [String: String] {
        let srt = lines.enumerated().map { "\($0.offset + 1)\n00:00:0\($0.offset),000 --> 00:00:0\($0.offset),900\n\($0.element)\n" }
            .joined(separator: "\n")
        let path = try SubtitleFixtures.write(srt, to: folder, name: "ep.en.srt")
        let result = try SubtitleMiner(toolkit: toolkit).mine(path: path, language: .english)
        return Dictionary(result.candidates.map { ($0.term, $0.meaning) }, uniquingKeysWith: { first, _ in first })
    }

    func testTheMeaningIsOfThePartOfSpeechTheExampleUses() throws {
        let found = try meanings(["The children were sleeping.", "Let's walk home.", "That was a long walk.", "We went to a wedding."])
        XCTAssertTrue(found["sleep"]?.hasPrefix("(v.) ") == true, "\(found["sleep"] ?? "none")")
        XCTAssertTrue(found["wedding"]?.hasPrefix("(n.) ") == true, "\(found["wedding"] ?? "none")")
        XCTAssertTrue(found["walk"]?.hasPrefix("(v.) ") == true, "the first example is the verb: \(found["walk"] ?? "none")")
    }

    func testANounInItsExampleGetsTheNounsSense() throws {
        let found = try meanings(["She took a long drink.", "I need some sleep."])
        XCTAssertTrue(found["drink"]?.hasPrefix("(n.) ") == true, "\(found["drink"] ?? "none")")
        XCTAssertTrue(found["sleep"]?.hasPrefix("(n.) ") == true, "\(found["sleep"] ?? "none")")
    }

    func testPhrasalVerbsHaveTheirOwnMeaning() throws {
        let found = try meanings(["Please pick it up."])
        XCTAssertTrue(found["pick up"]?.hasPrefix("(v.) ") == true, "\(found)")
    }

    func testTheWordFormsLookupPutsTheExamplesPartOfSpeechFirst() throws {
        let lookup = TermLookup()
        XCTAssertEqual(try lookup.senses(of: "sleep").senses.first?.label, "n.", "WordNet's order: nouns first")
        let used = try lookup.senses(of: "sleep", example: "The children were sleeping. (S01E02 03:04)", surface: "sleeping")
        XCTAssertEqual(used.senses.first?.label, "v.")
        XCTAssertEqual(Set(used.senses.map(\.definition)), Set(try lookup.senses(of: "sleep").senses.map(\.definition)), "every sense is still offered")
    }
}
