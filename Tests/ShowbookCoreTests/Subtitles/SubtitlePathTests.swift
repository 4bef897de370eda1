import XCTest
@testable import ShowbookWords

/// Paths Foundation's `NSString` path methods trap on under Linux (`a//한`: a doubled slash and
/// a last character that is not ASCII; `a`: a one-character name) reach the subtitle readers
/// from what a user types and from folder listings: each answers, with an error naming the
/// path where it cannot be read.
final class SubtitlePathTests: XCTestCase {
    static let paths = ["a//한", "subs//e\u{301}", "/x//Ǆ\u{31D}", "a", "한", "x/", "//", ""]

    func testEveryReaderAnswersForPathsFoundationTrapsOn() {
        for path in Self.paths {
            XCTAssertFalse(VideoSubtitles.isVideo(path), path)
            XCTAssertNil(SubtitleSiblings.translation(of: path), path)
            XCTAssertNil(ExampleMedia.video(besides: path), path)
            XCTAssertEqual(ExampleMedia.file(for: path), path)
            XCTAssertNil(EpisodeFileName.episode(of: path), path)
            XCTAssertEqual(SubtitleSiblings.mined([path], language: "ko"), [path])
            XCTAssertThrowsError(try SubtitleReader().read(file: path), path) { error in
                XCTAssertTrue("\(error)".hasPrefix(path.isEmpty ? ":" : path), "\(error)")
            }
            XCTAssertNil(SubtitleRegistration.namedLanguage(path), path)
            var document = SubtitleDocument(path: path, encoding: "UTF-8", episode: nil, cues: [], skipped: [])
            document.track = SubtitleTrack(index: 2, language: "ko", codec: "subrip")
            XCTAssertFalse(document.fileName.isEmpty && !path.isEmpty, path)
        }
    }
}
