import ShowbookTestSupport
import XCTest
@testable import ShowbookWords

/// Meanings from an EDICT file: a small EUC-JP file written here, and the installed one.
final class EDICTDictionaryTests: XCTestCase {
    func testFindsEntriesByHeadwordAndPrefersTheMatchingReading() throws {
        let folder = try makeTemporaryFolder("showbook-subs").url
        let lines = """
        　？？？ /EDICT test header/
        海 [み] /(ok) (n) sea (old reading)/
        海 [うみ] /(n) sea/ocean/waters/(P)/EntL1/
        行く(P);逝く [いく(P);ゆく] /(v5k-s,vi) (1) to go/to move/(2) to die/
        ねこ [] /(n) not a real entry: no reading brackets/
        """
        let path = try SubtitleFixtures.write(lines + "\n", to: folder, name: "edict", encoding: "EUC-JP")
        let meanings = try EDICTDictionary(path: path).meanings(for: [
            MinedToken(term: "海", reading: "うみ"), MinedToken(term: "逝く", reading: "いく"), MinedToken(term: "空", reading: "そら"),
        ])
        XCTAssertEqual(meanings, ["海": "sea; ocean; waters", "逝く": "to go; to move"])
    }

    func testMissingFileNamesThePackage() {
        XCTAssertThrowsError(try EDICTDictionary(path: "/nonexistent/edict").meanings(for: [])) {
            XCTAssertEqual("\($0)", "Japanese subtitles need the EDICT dictionary for meanings (install the Debian package edict)")
        }
    }

    func testInstalledDictionary() throws {
        let meanings = try EDICTDictionary().meanings(for: [MinedToken(term: "駅", reading: "えき"), MinedToken(term: "会う", reading: "あう")])
        XCTAssertEqual(meanings["駅"], "railway station; train station")
        XCTAssertEqual(meanings["会う"], "to meet; to encounter; to see")
    }
}
