import XCTest
import ShowbookPlatform

/// Path parts cut from the bytes: the same answers as Foundation's for ordinary paths, and
/// answers (not traps) for the paths Foundation's `NSString` methods trap on under Linux —
/// `a//한`, `subs//e\u{301}`, a one-character name.
final class PathTextTests: XCTestCase {
    func testOrdinaryPaths() {
        let cases: [(path: String, last: String, folder: String, ext: String, stem: String)] = [
            ("/x/Show S01E03.ko.srt", "Show S01E03.ko.srt", "/x", "srt", "/x/Show S01E03.ko"),
            ("Show.srt", "Show.srt", "", "srt", "Show"),
            ("/x/y/", "y", "/x", "", "/x/y"),
            ("/x", "x", "/", "", "/x"),
            ("/", "/", "/", "", ""),
            ("", "", "", "", ""),
            ("x/.hidden", ".hidden", "x", "", "x/.hidden"),
            ("x/a.b/c", "c", "x/a.b", "", "x/a.b/c"),
            ("드라마/1화.자막", "1화.자막", "드라마", "자막", "드라마/1화"),
        ]
        for item in cases {
            XCTAssertEqual(PathText.lastComponent(item.path), item.last, item.path)
            XCTAssertEqual(PathText.folder(item.path), item.folder, item.path)
            XCTAssertEqual(PathText.fileExtension(item.path), item.ext, item.path)
            XCTAssertEqual(PathText.deletingExtension(item.path), item.stem, item.path)
        }
        XCTAssertEqual(PathText.appending("a.srt", to: "/x"), "/x/a.srt")
        XCTAssertEqual(PathText.appending("a.srt", to: "/"), "/a.srt")
        XCTAssertEqual(PathText.appending("a.srt", to: ""), "a.srt")
    }

    func testPathsFoundationTrapsOn() {
        XCTAssertEqual(PathText.lastComponent("a//한"), "한")
        XCTAssertEqual(PathText.lastComponent("subs//e\u{301}"), "e\u{301}")
        XCTAssertEqual(PathText.lastComponent("/x//Ǆ\u{31D}"), "Ǆ\u{31D}")
        XCTAssertEqual(PathText.folder("a//한"), "a")
        XCTAssertEqual(PathText.fileExtension("a//한"), "")
        XCTAssertEqual(PathText.deletingExtension("a//b.한"), "a//b")
        XCTAssertEqual(PathText.folder("a"), "")
        XCTAssertEqual(PathText.folder("한"), "")
        // A slash followed by a combining mark is still a slash.
        XCTAssertEqual(PathText.lastComponent("a/\u{301}b"), "\u{301}b")
    }
}
