import ShowbookTestSupport
import XCTest
@testable import ShowbookWords

/// Tags are stored as Anki keeps them (one space-separated string) and read back in order,
/// without empties, repeats or a space inside a tag; an edit changes them and keeps the clip.
final class WordTagsTests: XCTestCase {
    func testTagsAreNormalizedAndRoundTripThroughTheStore() throws {
        XCTAssertEqual(WordTags.normalized(["drama", " ", "Drama", "my tag", "日本語"]), ["drama", "my_tag", "日本語"])
        XCTAssertEqual(WordTags.parse("  a  b a\tc "), ["a", "b", "c"])

        let h = try AppHarness()
        let store = h.container.wordBooks
        let book = try store.books.createBook(title: "Tags")
        let clip = ExampleClip(media: "/v/ep01.mkv", start: 1.25, end: 2.5)
        let word = try store.words.addWord(WordDraft(term: "海", meaning: "sea", tags: ["jp", "jp"], exampleClip: clip), to: book.id)
        XCTAssertEqual(word.tags, ["jp"])
        XCTAssertEqual(word.exampleClip, clip)

        var draft = WordDraft(word)
        draft.tags = ["jp", "nature"]
        draft.exampleClip = nil
        try store.words.updateWord(id: word.id, with: draft)
        let edited = try XCTUnwrap(store.words.word(id: word.id))
        XCTAssertEqual(edited.tags, ["jp", "nature"])
        XCTAssertEqual(edited.exampleClip, clip, "an edit never drops where the example was heard")
    }

    func testAClipNeedsAFileAndAStretch() {
        XCTAssertNil(ExampleClip(storedMedia: "", start: 1, end: 2))
        XCTAssertNil(ExampleClip(storedMedia: "/v.mkv", start: 2, end: 2))
        XCTAssertNil(ExampleClip(storedMedia: "/v.mkv", start: nil, end: 2))
        XCTAssertNil(ExampleClip(storedMedia: "/v.mkv", start: -1, end: .infinity))
        XCTAssertNotNil(ExampleClip(storedMedia: "/v.mkv", start: 0, end: 0.5))
    }
}
