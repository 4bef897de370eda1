import Foundation
import XCTest
import ShowbookPlatform

/// MeCab's raw nodes, which the tokenizers of dictionaries other than IPADIC read: the surface,
/// the feature text in the dictionary's own layout, and whether the word was unknown.
final class MeCabNodeTests: XCTestCase {
    func testFieldsSplitOnCommasOutsideQuotes() {
        let node = MeCabTagger.Node(surface: "x", feature: #"名詞,普通名詞,"a,b",*,"#, isUnknown: false)
        XCTAssertEqual(node.fields, ["名詞", "普通名詞", "a,b", "*", ""])
        XCTAssertEqual(MeCabTagger.Node(surface: "", feature: "", isUnknown: false).fields, [""])
    }

    func testNodesGiveTheDictionarysOwnFeatureText() throws {
        let tagger = try MeCabTagger()
        let nodes = tagger.nodes("猫が走った")
        XCTAssertEqual(nodes.map(\.surface), ["猫", "が", "走っ", "た"])
        XCTAssertEqual(nodes[2].fields.first, "動詞")
        XCTAssertEqual(nodes[2].fields[6], "走る", "IPADIC's seventh field is the dictionary form")
        XCTAssertFalse(nodes[0].isUnknown)
        XCTAssertEqual(tagger.nodes(""), [])
    }
}
