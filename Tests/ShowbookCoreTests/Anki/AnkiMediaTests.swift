import Foundation
import ShowbookTestSupport
import XCTest
@testable import ShowbookPlatform
@testable import ShowbookWords
@testable import ShowbookExchange

/// Clips from a real episode made by ffmpeg: mining a video's track keeps each word's clip
/// (the video, the cue's start and end), the export cuts the padded sound and a frame for each
/// into the package's media, and nothing stops it — no ffmpeg, a vanished video, a file that
/// is not a video, words heard in subtitles with no video beside them are each one line.
final class AnkiMediaTests: XCTestCase {
    /// One toolkit for the class: Hunspell's Korean dictionary takes seconds to load.
    private static let toolkit = MiningToolkit()
    private var folder: URL!

    override func setUpWithError() throws { folder = try makeTemporaryFolder("clips").url }

    /// The episode mined from its track into a book; the words and the book.
    private func minedBook(_ stores: WordBookStores, video: String) throws -> (WordBook, [Word]) {
        let miner = SubtitleMiner(toolkit: Self.toolkit, tracks: TrackRequest(language: "ko"))
        let candidates = try miner.mine(path: video, language: .korean).candidates
        let book = try stores.books.createBook(title: "Clips")
        _ = try stores.mining.addMined(candidates, to: book)
        return (book, try stores.words.words(bookID: book.id))
    }

    func testMiningAVideoTrackKeepsTheClipOfEachExample() throws {
        let video = try ClipFixtures.episode(in: folder)
        let stores = try WordBookStores.onFreshDatabase()
        let (_, words) = try minedBook(stores, video: video)
        let school = try XCTUnwrap(words.first { $0.term == "학교" })
        let clip = try XCTUnwrap(school.exampleClip)
        XCTAssertEqual(clip.media, video)
        // The track's times as ffmpeg extracts them: on the file's own timeline (the AAC delay
        // shifted the subtitle stream by 23 ms), which `-ss` counts in too.
        XCTAssertEqual(clip.start, 1.023, accuracy: 0.002)
        XCTAssertEqual(clip.end, 2.023, accuracy: 0.002)
        let friend = try XCTUnwrap(words.first { $0.term == "친구" }?.exampleClip)
        XCTAssertEqual(friend.end - friend.start, 1.5, accuracy: 0.002)
    }

    func testTheSoundIsCutWhereTheLineIsSaidWhateverTheContainersStartTime() throws {
        for startTime in [0.0, 2.0] {
            let video = try ClipFixtures.episode("Tone \(Int(startTime)).mkv", in: folder, toneDuringFirstLine: true,
                                                 startTime: startTime)
            let stores = try WordBookStores.onFreshDatabase()
            let (book, words) = try minedBook(stores, video: video)
            let school = try XCTUnwrap(words.first { $0.term == "학교" }, "start time \(startTime)")
            let media = AnkiMediaCutter(settings: ClipSettings(enabled: true, padding: 0.25)).cut([school], bookID: book.id)
            let audio = try XCTUnwrap(media.files.first { $0.name.hasSuffix(".opus") }, "start time \(startTime)")
            // Silent for the padding, the tone for the line's second, silent for the padding.
            let silences = try ClipFixtures.silences(audio.bytes, in: folder)
            XCTAssertEqual(silences.count, 2, "start time \(startTime): \(silences)")
            guard silences.count == 2 else { continue }
            XCTAssertEqual(silences[0].start, 0, accuracy: 0.02, "start time \(startTime)")
            XCTAssertEqual(silences[0].end, 0.25, accuracy: 0.06, "start time \(startTime)")
            XCTAssertEqual(silences[1].start - silences[0].end, 1.0, accuracy: 0.06, "start time \(startTime)")
            XCTAssertEqual(silences[1].end, 1.5, accuracy: 0.06, "start time \(startTime)")
        }
    }

    func testASubtitleFileNamesTheVideoBesideItElseItself() throws {
        let srt = try SubtitleFixtures.write(ClipFixtures.koreanSRT, to: folder, name: "ep01.ko.srt")
        let alone = try SubtitleMiner(toolkit: Self.toolkit).mine(path: srt, language: .korean).candidates
        XCTAssertEqual(alone.first?.media, srt)
        XCTAssertEqual(alone.first { $0.term == "학교" }?.clip, ExampleClip(media: srt, start: 1, end: 2))
        let video = try ClipFixtures.episode("ep01.mkv", in: folder, withTrack: false)
        let beside = try SubtitleMiner(toolkit: Self.toolkit).mine(path: srt, language: .korean).candidates
        XCTAssertEqual(beside.first { $0.term == "학교" }?.clip, ExampleClip(media: video, start: 1, end: 2))
        XCTAssertEqual(ExampleMedia.video(besides: folder.appendingPathComponent("ep02.srt").path), nil)
    }

    func testTheExportCutsSoundAndAPictureForEachClip() throws {
        let video = try ClipFixtures.episode(in: folder)
        let stores = try WordBookStores.onFreshDatabase()
        let (book, words) = try minedBook(stores, video: video)
        let cutter = AnkiMediaCutter(settings: ClipSettings(enabled: true, padding: 0.25), workers: 2)
        let media = cutter.cut(words, bookID: book.id)
        XCTAssertEqual(media.report.cut, words.count)
        XCTAssertEqual(media.report.lines, [])
        XCTAssertEqual(media.files.count, 2 * words.count)
        let school = try XCTUnwrap(words.first { $0.term == "학교" })
        let names = try XCTUnwrap(media.names[school.id])
        XCTAssertEqual(names, AnkiMedia.Names(audio: "showbook-\(book.id)-\(school.id).opus", image: "showbook-\(book.id)-\(school.id).jpg"))
        let audio = try XCTUnwrap(media.files.first { $0.name == names.audio })
        XCTAssertEqual(Array(audio.bytes.prefix(4)), Array("OggS".utf8))
        XCTAssertEqual(try ClipFixtures.duration(audio.bytes, in: folder, name: "a.opus"), 1.5, accuracy: 0.05,
                       "a 1 s line with 250 ms on each side")
        let image = try XCTUnwrap(media.files.first { $0.name == names.image })
        XCTAssertEqual(Array(image.bytes.prefix(2)), [0xFF, 0xD8])
        // Bit-exact: a second export gives the same files, so Anki keeps the ones it has.
        XCTAssertEqual(cutter.cut(words, bookID: book.id).files, media.files)

        let notes = media.applied(to: words.map { AnkiNote(word: $0, book: book, production: false) }, now: Date())
        let note = try XCTUnwrap(notes.first { $0.wordID == school.id })
        XCTAssertEqual(note[field: "Audio"], "[sound:\(names.audio!)]")
        XCTAssertEqual(note[field: "Image"], "<img src=\"\(names.image!)\">")

        let mp3 = AnkiMediaCutter(settings: ClipSettings(enabled: true, padding: 0, audio: .mp3)).cut([school], bookID: book.id)
        let sound = try XCTUnwrap(mp3.files.first { $0.name.hasSuffix(".mp3") })
        XCTAssertEqual(try ClipFixtures.duration(sound.bytes, in: folder, name: "a.mp3"), 1.0, accuracy: 0.08)
    }

    func testABrokenFileInARunOfClipsFailsAloneTheOthersAreCut() throws {
        let video = try ClipFixtures.episode(in: folder)
        let stores = try WordBookStores.onFreshDatabase()
        let (book, _) = try minedBook(stores, video: video)
        let broken = folder.appendingPathComponent("broken.mkv").path
        try Data("not really a video".utf8).write(to: URL(fileURLWithPath: broken))
        _ = try stores.words.addWord(WordDraft(term: "x", meaning: "m", exampleClip: ExampleClip(media: broken, start: 1, end: 2)),
                                     to: book.id)
        let words = try stores.words.words(bookID: book.id)
        // Another showbook (another test run on the machine) cutting clips at the same time
        // has its own folder in the shared temporary folder; this run's check must not see it,
        // so the cutter gets a temporary folder of its own and the check looks there.
        _ = try makeTemporaryFolder("showbook-clips-other-run")
        let temporary = folder.appendingPathComponent("tmp")
        try FileManager.default.createDirectory(at: temporary, withIntermediateDirectories: true)
        let cutter = AnkiMediaCutter(settings: ClipSettings(enabled: true), workers: 1, temporaryBase: temporary.path)
        let media = cutter.cut(words, bookID: book.id)
        XCTAssertEqual(media.report.failed, 1)
        XCTAssertEqual(media.report.cut, words.count - 1)
        XCTAssertTrue(media.report.firstFailure?.hasPrefix("broken.mkv at 00:01: ") ?? false, "\(media.report)")
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: temporary.path), [],
                       "the run's temporary folder is removed")
        let missing = folder.appendingPathComponent("no-such-folder").path
        let nowhere = AnkiMediaCutter(settings: ClipSettings(enabled: true), workers: 1, temporaryBase: missing)
            .cut(words, bookID: book.id)
        XCTAssertEqual(nowhere.report.firstFailure, "cannot make a temporary folder in \(missing)",
                       "the cutter makes its folder where it is told")
    }

    func testThePackageCarriesTheMediaMapAndFiles() throws {
        let video = try ClipFixtures.episode(in: folder)
        let stores = try WordBookStores.onFreshDatabase()
        let (book, words) = try minedBook(stores, video: video)
        let exporter = AnkiPackageExporter(stores: stores, clock: ManualClock())
        let (bytes, summary) = try exporter.package(bookID: book.id, production: false,
                                                    media: AnkiMediaCutter(settings: ClipSettings(enabled: true)))
        XCTAssertEqual(summary.media.cut, words.count)
        let path = folder.appendingPathComponent("clips.apkg")
        try Data(bytes).write(to: path)
        let script = """
            import sys, zipfile, json
            with zipfile.ZipFile(sys.argv[1]) as archive:
                media = json.loads(archive.read("media"))
                print(len(media), all(archive.read(number)[:2] in (b"Og", b"\\xff\\xd8") for number in media))
                print(sorted(set(name.rsplit(".", 1)[1] for name in media.values())))
            """
        XCTAssertEqual(try python(script, path.path), "\(2 * words.count) True\n['jpg', 'opus']\n")
    }

    func testWithoutFFmpegOneLineNamesThePackageAndTheExportGoesOn() throws {
        let stores = try WordBookStores.onFreshDatabase()
        let book = try stores.books.createBook(title: "No tools")
        let video = folder.appendingPathComponent("ep.mkv").path
        try Data("not really a video".utf8).write(to: URL(fileURLWithPath: video))
        _ = try stores.words.addWord(WordDraft(term: "학교", meaning: "school", exampleClip: ExampleClip(media: video, start: 1, end: 2)),
                                     to: book.id)
        let cutter = AnkiMediaCutter(settings: ClipSettings(enabled: true), searchPath: folder.path)
        let exporter = AnkiPackageExporter(stores: stores, clock: ManualClock())
        let summary = try exporter.export(bookID: book.id, production: false, media: cutter,
                                          to: folder.appendingPathComponent("b.apkg").path)
        XCTAssertEqual(summary.notes, 1)
        XCTAssertTrue(summary.media.missingTool)
        XCTAssertEqual(summary.media.lines, ["no media: cutting clips needs ffmpeg (install the Debian package ffmpeg: "
                                             + "apt-get install ffmpeg); exported without sound or pictures"])
    }

    func testVanishedVideosBrokenFilesAndSubtitlesWithoutVideoAreCounted() throws {
        let stores = try WordBookStores.onFreshDatabase()
        let book = try stores.books.createBook(title: "Trouble")
        let broken = folder.appendingPathComponent("broken.mkv").path
        try Data("not really a video".utf8).write(to: URL(fileURLWithPath: broken))
        let gone = folder.appendingPathComponent("gone.mkv").path
        let srt = try SubtitleFixtures.write(ClipFixtures.koreanSRT, to: folder, name: "alone.srt")
        for (term, media) in [("a", broken), ("b", gone), ("c", gone), ("d", srt)] {
            _ = try stores.words.addWord(WordDraft(term: term, meaning: "m", exampleClip: ExampleClip(media: media, start: 1, end: 2)),
                                         to: book.id)
        }
        _ = try stores.words.addWord(WordDraft(term: "e", meaning: "no clip"), to: book.id)
        let media = AnkiMediaCutter(settings: ClipSettings(enabled: true))
            .cut(try stores.words.words(bookID: book.id), bookID: book.id)
        XCTAssertEqual(media.files, [])
        XCTAssertEqual(media.report.clips, 1)
        XCTAssertEqual(media.report.failed, 1)
        XCTAssertEqual(media.report.vanished, 2)
        XCTAssertEqual(media.report.withoutVideo, 1)
        let lines = media.report.lines
        XCTAssertEqual(lines.count, 3, "\(lines)")
        XCTAssertTrue(lines[0].hasPrefix("1 clip could not be cut and was left out (first: broken.mkv at 00:01: "), lines[0])
        XCTAssertEqual(lines[1], "2 words' videos are gone (first: \(gone)): exported without their clips")
        XCTAssertEqual(lines[2], "1 word was mined from subtitles with no video beside them: no clip")
    }

    private func python(_ script: String, _ argument: String) throws -> String {
        let output = try BoundedProcess(executable: "python3", arguments: ["-c", script, argument], timeout: 60).run()
        XCTAssertEqual(output.status, 0, output.errorLine)
        return String(decoding: output.standardOutput, as: UTF8.self)
    }
}
