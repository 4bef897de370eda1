import Foundation
import ShowbookTestSupport
import XCTest
@testable import ShowbookWords

/// Real lookups in Debian's `wordnet-base` (installed by `scripts/ensure-deps.sh test`; these
/// tests fail, with that hint, when it is missing), plus the parts that need no WordNet: the
/// seek-based search over a sorted file, gloss splitting, morphology and the missing-WordNet error.
final class WordNetTests: XCTestCase {
    func installedWordNet() throws -> WordNet {
        let wordNet = WordNet()
        return try XCTUnwrap(wordNet.isInstalled ? wordNet : nil,
                             "WordNet is missing: run scripts/ensure-deps.sh test (apt-get install wordnet-base)")
    }

    func testAppleHasTheFruitAndTheTree() throws {
        let senses = try installedWordNet().lookup("apple")
        XCTAssertEqual(senses.map(\.partOfSpeech), [.noun, .noun])
        XCTAssertEqual(senses.map(\.offset), [7_739_125, 12_633_994])
        XCTAssertEqual(senses[0].lemma, "apple")
        XCTAssertTrue(senses[0].definition.hasPrefix("fruit with red or yellow or green skin"), senses[0].definition)
        XCTAssertEqual(senses[1].synonyms, ["orchard apple tree", "Malus pumila"])
    }

    func testMiceIsLookedUpAsMouseThroughTheExceptionList() throws {
        let senses = try installedWordNet().lookup("Mice")
        XCTAssertEqual(senses.count, 4)
        XCTAssertTrue(senses.allSatisfy { $0.lemma == "mouse" && $0.partOfSpeech == .noun })
        XCTAssertTrue(senses[0].definition.hasPrefix("any of numerous small rodents"), senses[0].definition)
        XCTAssertTrue(senses.contains { $0.synonyms == ["computer mouse"] })
    }

    func testIrregularAndRegularVerbForms() throws {
        let wordNet = try installedWordNet()
        let ran = try wordNet.lookup("ran")
        XCTAssertEqual(Set(ran.map(\.lemma)), ["run"])
        XCTAssertEqual(ran.filter { $0.partOfSpeech == .verb }.count, 41)
        XCTAssertTrue(try wordNet.lookup("stopped").contains { $0.lemma == "stop" && $0.partOfSpeech == .verb })
        XCTAssertTrue(try wordNet.lookup("running").contains { $0.lemma == "run" && $0.partOfSpeech == .verb })
        XCTAssertTrue(try wordNet.lookup("studies").contains { $0.lemma == "study" && $0.partOfSpeech == .noun })
        XCTAssertTrue(try wordNet.lookup("boxes").contains { $0.lemma == "box" })
        XCTAssertTrue(try wordNet.lookup("happiest").contains { $0.lemma == "happy" && $0.partOfSpeech == .adjective })
    }

    func testCollocationsAndExamples() throws {
        let senses = try installedWordNet().lookup("  ice   cream ")
        XCTAssertEqual(senses.first?.lemma, "ice cream")
        let quickly = try installedWordNet().lookup("quickly")
        XCTAssertEqual(quickly.first?.partOfSpeech, .adverb)
        XCTAssertFalse(quickly.allSatisfy(\.examples.isEmpty), "adverb glosses carry quoted examples")
        XCTAssertFalse(quickly.contains { $0.definition.contains("\"") })
    }

    func testAMissingWordHasNoSenses() throws {
        let wordNet = try installedWordNet()
        XCTAssertEqual(try wordNet.lookup("qzxvwordthatisnot"), [])
        XCTAssertEqual(try wordNet.lookup("   "), [])
        XCTAssertEqual(try wordNet.lookup("사과"), [])
        // Keys before the first and after the last index entry.
        XCTAssertEqual(try wordNet.lookup("!"), [])
        XCTAssertEqual(try wordNet.lookup("~~~~"), [])
    }

    func testMissingWordNetSaysHowToInstallIt() {
        let wordNet = WordNet(directory: "/nonexistent/wordnet")
        XCTAssertFalse(wordNet.isInstalled)
        XCTAssertThrowsError(try wordNet.lookup("apple")) { error in
            XCTAssertEqual(error as? WordNetError, .notInstalled(directory: "/nonexistent/wordnet"))
            XCTAssertTrue("\(error)".contains("apt-get install wordnet-base"), "\(error)")
        }
    }

    func testBinarySearchFindsEveryKeyOfASortedFileAndNothingElse() throws {
        let url = temporaryFile("sorted", extension: "txt")
        // A header like WordNet's, short and long lines (longer than the 4 KiB read chunk).
        let keys = (0..<500).map { String(format: "k%04d", $0 * 2) }.sorted()
        var text = "  1 licence line\n  2 another licence line\n"
        for (index, key) in keys.enumerated() {
            let filler = index % 97 == 0 ? String(repeating: "x", count: 9_000) : "\(index)"
            text += "\(key) \(filler)\n"
        }
        try text.write(to: url, atomically: true, encoding: .utf8)
        let file = try SortedLineFile(path: url.path)
        for key in keys {
            XCTAssertEqual(try file.line(forKey: key)?.split(separator: " ").first.map(String.init), key)
        }
        for missing in ["k0001", "k0999", "a", "z", "", "k", "k00000"] {
            XCTAssertNil(try file.line(forKey: missing), missing)
        }
    }

    func testGlossSplitsIntoDefinitionAndExamples() {
        let sense = WordSense(lemma: "quickly", partOfSpeech: .adverb,
                              gloss: #"with speed; "she moved quickly"; "he ran fast""#, synonyms: [], offset: 1)
        XCTAssertEqual(sense.definition, "with speed")
        XCTAssertEqual(sense.examples, ["she moved quickly", "he ran fast"])
        XCTAssertEqual(WordSense.split("no examples here").1, [])
    }

    func testMorphologyCandidates() {
        XCTAssertEqual(WordNetMorphology.candidates(for: "stopped", as: .verb), ["stoppe", "stopp", "stop"])
        XCTAssertTrue(WordNetMorphology.candidates(for: "churches", as: .noun).contains("church"))
        XCTAssertEqual(WordNetMorphology.candidates(for: "glass", as: .noun), [])
        XCTAssertEqual(WordNetMorphology.candidates(for: "quickly", as: .adverb), [])
    }
}
