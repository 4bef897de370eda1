import XCTest
@testable import ShowbookTV

/// The quick extra key for plain ASCII titles gives exactly what the full computation gives,
/// and stands aside for every title it does not cover.
final class SearchAliasesPlainTests: XCTestCase {
    func full(_ title: String, _ original: String) -> String {
        let titleKey = SearchKey.fold(title)
        let folded = SearchKey.fold(original)
        let originalKey = folded == titleKey ? "" : folded
        return SearchAliases.fullExtraKey(title: title, originalTitle: original, titleKey: titleKey, originalKey: originalKey,
                                          reader: nil)
    }

    func plain(_ title: String, _ original: String) -> String? {
        let titleKey = SearchKey.fold(title)
        let folded = SearchKey.fold(original)
        let originalKey = folded == titleKey ? "" : folded
        return SearchAliases.plainExtraKey(title: title, originalTitle: original, titleKey: titleKey, originalKey: originalKey)
    }

    func testKnownTitles() {
        XCTAssertEqual(plain("Doctor Who", "Doctor Who"), "dr")
        XCTAssertEqual(plain("Dr Who", "Doctor Who"), "", "both forms are in the titles already")
        XCTAssertEqual(plain("Mr Robot", "Mr Robot"), "mister")
        XCTAssertEqual(plain("Breaking Bad", "Breaking Bad"), "")
        XCTAssertEqual(plain("St Elsewhere", "Mt Pleasant"), "saint mount")
        XCTAssertNil(plain("The X-Files", "The X-Files"), "joined words need the full work")
        XCTAssertNil(plain("Law & Order", "Law & Order"))
        XCTAssertNil(plain("Café Society", "Café Society"))
        XCTAssertNil(plain("Squid Game", "오징어 게임"))
    }

    func testAgreesWithTheFullWorkOnRandomASCIITitles() {
        var generator = SystemRandomNumberGenerator()
        let pieces = ["doctor", "Dr", "mr", "Mister", "st", "saint", "Mt", "mount", "vs", "versus", "and", "the", "x", "files",
                      "42", "a1", " ", "  ", "\t", "-", "&", "+", ".", ":", "'", "\"", "*", "/"]
        var compared = 0
        for _ in 0..<5_000 {
            func title() -> String {
                (0..<Int.random(in: 1...6, using: &generator)).map { _ in pieces.randomElement(using: &generator)! }
                    .joined(separator: Bool.random(using: &generator) ? " " : "")
            }
            let first = title()
            let second = Bool.random(using: &generator) ? first : title()
            if let quick = plain(first, second) {
                compared += 1
                XCTAssertEqual(quick, full(first, second), "\(first) / \(second)")
            }
        }
        XCTAssertGreaterThan(compared, 500, "enough plain titles were made to compare")
    }

    func testCoversMostPlainTitles() {
        var covered = 0
        for title in ["Breaking Bad", "The Wire", "Doctor Who", "Mad Men", "The Office", "Lost", "Friends", "Dark"] {
            if let quick = plain(title, title) {
                covered += 1
                XCTAssertEqual(quick, full(title, title))
            }
        }
        XCTAssertEqual(covered, 8)
    }
}
