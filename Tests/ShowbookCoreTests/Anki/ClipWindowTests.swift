import ShowbookTestSupport
import XCTest
@testable import ShowbookPlatform
@testable import ShowbookWords
@testable import ShowbookExchange

/// The arithmetic of a clip: the padded stretch of sound (never before the file's start), the
/// picture's moment, the stable media names, the config keys, and the note's Audio and Image
/// fields.
final class ClipWindowTests: XCTestCase {
    func testTheSoundIsTheLineWithPaddingOnEachSideAndThePictureItsMidpoint() {
        let window = ClipWindow(clip: ExampleClip(media: "/v/ep.mkv", start: 12.0, end: 14.5), padding: 0.25)
        XCTAssertEqual(window.audioStart, 11.75, accuracy: 1e-9)
        XCTAssertEqual(window.audioDuration, 3.0, accuracy: 1e-9)
        XCTAssertEqual(window.frameTime, 13.25, accuracy: 1e-9)
        XCTAssertEqual(ClipWindow.seconds(window.audioStart), "11.750")
    }

    func testPaddingNeverReachesBeforeTheStartOfTheFile() {
        let window = ClipWindow(clip: ExampleClip(media: "/v/ep.mkv", start: 0.1, end: 1.0), padding: 0.5)
        XCTAssertEqual(window.audioStart, 0)
        XCTAssertEqual(window.audioDuration, 1.5, accuracy: 1e-9)
        let unpadded = ClipWindow(clip: ExampleClip(media: "/v/ep.mkv", start: 2, end: 3), padding: -.infinity)
        XCTAssertEqual(unpadded.audioStart, 2)
        XCTAssertEqual(unpadded.audioDuration, 1, accuracy: 1e-9)
    }

    func testMediaNamesAreTheBookAndTheWordSoEveryExportReusesThem() {
        XCTAssertEqual(ClipWindow.audioName(bookID: 3, wordID: 17, format: .opus), "showbook-3-17.opus")
        XCTAssertEqual(ClipWindow.audioName(bookID: 3, wordID: 17, format: .mp3), "showbook-3-17.mp3")
        XCTAssertEqual(ClipWindow.imageName(bookID: 3, wordID: 17), "showbook-3-17.jpg")
    }

    func testClipsAreSplitIntoRunsOfAtMostEightThatKeepEveryCoreBusy() {
        XCTAssertEqual(AnkiMediaCutter.batches(50, workers: 2).map(\.count), [7, 7, 7, 7, 7, 7, 7, 1])
        XCTAssertEqual(AnkiMediaCutter.batches(3, workers: 2).map(\.count), [2, 1])
        XCTAssertEqual(AnkiMediaCutter.batches(1, workers: 4), [0..<1])
        XCTAssertEqual(AnkiMediaCutter.batches(0, workers: 2), [])
        let ranges = AnkiMediaCutter.batches(101, workers: 3)
        XCTAssertEqual(ranges.first?.lowerBound, 0)
        XCTAssertEqual(ranges.last?.upperBound, 101)
        XCTAssertTrue(ranges.allSatisfy { $0.count <= AnkiMediaCutter.batchLimit })
        XCTAssertEqual(ranges.count % 3, 0)
    }

    func testConfigKeysAndBadValues() {
        let config = ConfigFile(path: "/c", text: "anki_media = yes\nclip_padding = 0.5\nclip_audio = mp3\n")
        XCTAssertEqual(ClipSettings.resolve(config: config).settings, ClipSettings(enabled: true, padding: 0.5, audio: .mp3))
        XCTAssertEqual(ClipSettings.resolve(config: nil).settings, ClipSettings(enabled: false, padding: 0.25, audio: .opus))
        let bad = ClipSettings.resolve(config: ConfigFile(path: "/c", text: "anki_media = maybe\nclip_padding = 9\nclip_audio = wav\n"))
        XCTAssertEqual(bad.settings, ClipSettings())
        XCTAssertEqual(bad.warnings, [
            "/c line 1: anki_media needs yes or no, not “maybe”; using no",
            "/c line 2: clip_padding needs seconds from 0 to 5, not “9”; using 0.25",
            "/c line 3: clip_audio needs opus or mp3, not “wav”; using opus",
        ])
        XCTAssertNil(ClipSettings.paddingValue("-1"))
        XCTAssertNil(ClipSettings.paddingValue("nan"))
        XCTAssertEqual(ClipSettings.paddingValue("0"), 0)
    }

    func testTheNoteReferencesItsMediaAndCarriesTheWordsTags() throws {
        let stores = try WordBookStores.onFreshDatabase()
        let book = try stores.books.createBook(title: "B")
        let word = try stores.words.addWord(WordDraft(term: "학교", meaning: "school", tags: ["drama", "leech"]), to: book.id)
        var note = AnkiNote(word: word, book: book, production: false)
        XCTAssertEqual(note[field: "Audio"], "")
        note.attach(audio: "showbook-3-17.opus", image: "showbook-3-17.jpg")
        XCTAssertEqual(note[field: "Audio"], "[sound:showbook-3-17.opus]")
        XCTAssertEqual(note[field: "Image"], "<img src=\"showbook-3-17.jpg\">")
        XCTAssertEqual(note.tags, ["showbook", "drama", "leech"])
    }

    func testTheCueKeepsItsEndTime() {
        let srt = SRTParser.parse("1\n00:00:01,000 --> 00:00:02,500\nhello\n").cues
        XCTAssertEqual(srt.map(\.end), [2_500])
        let vtt = VTTParser.parse("WEBVTT\n\n00:00:01.000 --> 00:00:03.000 align:start\nhello\n").cues
        XCTAssertEqual(vtt.map(\.end), [3_000])
        let ass = ASSParser.parse("[Events]\nFormat: Layer, Start, End, Style, Name, MarginL, MarginR, MarginV, Effect, Text\n"
                                  + "Dialogue: 0,0:00:01.00,0:00:04.00,Default,,0,0,0,,hello\n").cues
        XCTAssertEqual(ass.map(\.end), [4_000])
    }
}
