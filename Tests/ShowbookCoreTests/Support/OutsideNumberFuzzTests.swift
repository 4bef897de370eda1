import Foundation
import ShowbookBench
import ShowbookTestSupport
import XCTest
@testable import ShowbookPlatform
@testable import ShowbookTV
@testable import ShowbookWords
@testable import ShowbookExchange
@testable import ShowbookApp

/// Extreme numbers through every decoder of outside data: TMDB and TVmaze answers (through the
/// real providers and a loopback server), `Retry-After`, Showbook JSON books and their FSRS
/// cards, SRT/VTT/ASS timestamps, PNG and JPEG headers, Anki headers, terminal reports and
/// numbered book titles (command-line numbers: `OutsideNumbersE2ETests`). A trap would end the
/// test process, so each test only runs the values and checks that what comes out is in range.
/// The values are a fixed list of extremes plus seeded random ones (the seed is in the name).
final class OutsideNumberFuzzTests: XCTestCase {
    static let seed: UInt64 = 0x5EED_0028

    /// Fixed extremes: the edges of Int and Double, non-finite words, signs, huge digit strings.
    static let extremes = [
        "9223372036854775807", "-9223372036854775807", "-9223372036854775808", "9223372036854775808",
        "18446744073709551616", "1e300", "-1e300", "1e309", "-1e309", "1.7976931348623157e308", "5e-324", "inf", "-inf",
        "Infinity", "nan", "NaN", "-0", "0", "-1", "1", "4294967295", "4294967296", "2147483648", "-2147483649",
        String(repeating: "9", count: 400), "-" + String(repeating: "9", count: 400), "0." + String(repeating: "0", count: 400) + "1",
        "", " ", "1.5", "9.3e18", "1e19", "99999", "100000",
    ]

    /// `extremes` plus `count` seeded values: Int64 bit patterns, Double bit patterns and
    /// digit strings of random length.
    static func values(count: Int = 120) -> [String] {
        var generator = SeededGenerator(seed: seed)
        var values = extremes
        for index in 0..<count {
            let bits = generator.next()
            switch index % 3 {
            case 0: values.append(String(Int64(bitPattern: bits)))
            case 1: values.append("\(Double(bitPattern: bits))")
            default:
                let length = Int(bits % 60) + 1
                let digits = (0..<length).map { _ in String(generator.next() % 10) }.joined()
                values.append((bits & 1 == 0 ? "-" : "") + digits)
            }
        }
        return values
    }

    /// A JSON number for `value` when it is one, else the value as a string (a wrong type).
    static func json(_ value: String) -> String {
        let isNumber = value.range(of: #"^-?(0|[1-9][0-9]*)(\.[0-9]+)?([eE][-+]?[0-9]+)?$"#, options: .regularExpression) != nil
        return isNumber ? value : "\"\(value)\""
    }

    func testRetryAfterAndItsMessageTakeAnyNumber() {
        for value in Self.values() {
            let seconds = HTTPClient.parseRetryAfter(value)
            if let seconds { XCTAssertTrue(OutsideNumbers.retryAfterSeconds.contains(seconds), value) }
            for raw in [seconds, Double(value)] {
                let message = RemoteError.rateLimited(retryAfter: raw).message(service: "TVmaze", isDetail: false)
                XCTAssertTrue(message.hasPrefix("TVmaze rate limit reached"), message)
            }
        }
    }

    func testProviderAnswersWithExtremeNumbers() throws {
        let body = LockedText()
        let h = try RemoteHarness(handler: { _ in .json(body.value) })
        let tvmaze = h.tvmaze(), tmdb = h.tmdb()
        for (index, value) in Self.values().enumerated() {
            let n = Self.json(value)
            let cancel = Cancellation()
            let show = MediaID("tvmaze:\(index + 1)"), tmdbShow = MediaID("tmdb:\(index + 1)")
            body.value = #"[{"score": \#(n), "show": {"id": \#(index + 1), "name": "x", "rating": {"average": \#(n)}}}]"#
            let found = try? tvmaze.search(query: "q\(index)", page: 1, cancellation: cancel)
            found?.items.forEach { _ = $0.ratingText + $0.yearsText }
            body.value = #"{"id": \#(index + 1), "rating": {"average": \#(n)}, "_embedded": {"seasons": ["#
                + #"{"number": \#(n), "episodeOrder": \#(n)}, {"number": 1, "episodeOrder": \#(n)}]}}"#
            if let detail = try? tvmaze.detail(of: Media(id: show, title: "x"), cancellation: cancel) {
                check(detail, value)
            }
            body.value = #"[{"season": 1, "number": \#(n), "runtime": \#(n)}, {"season": \#(n), "number": 2}]"#
            if let episodes = try? tvmaze.episodes(of: Media(id: show, title: "x"), season: 1, cancellation: cancel) {
                episodes.forEach { check($0, value) }
            }
            body.value = #"{"page": \#(n), "total_pages": \#(n), "total_results": \#(n), "results": ["#
                + #"{"id": \#(index + 1), "vote_average": \#(n), "vote_count": \#(n), "popularity": \#(n)}]}"#
            if let page = try? tmdb.search(query: "q\(index)", page: 1, cancellation: cancel) {
                XCTAssertTrue(OutsideNumbers.pageNumber.contains(page.page), value)
                XCTAssertTrue(OutsideNumbers.pageNumber.contains(page.totalPages), value)
                XCTAssertTrue(OutsideNumbers.resultCount.contains(page.totalResults), value)
                page.items.forEach { _ = $0.ratingText }
            }
            body.value = #"{"id": \#(index + 1), "number_of_seasons": \#(n), "number_of_episodes": \#(n), "vote_average": \#(n), "#
                + #""seasons": [{"season_number": \#(n), "episode_count": \#(n)}, {"season_number": 1, "episode_count": \#(n)}]}"#
            if let detail = try? tmdb.detail(of: Media(id: tmdbShow, title: "x"), cancellation: cancel) {
                check(detail, value)
            }
            body.value = #"{"episodes": [{"episode_number": \#(n), "season_number": \#(n), "runtime": \#(n)}]}"#
            if let episodes = try? tmdb.episodes(of: Media(id: tmdbShow, title: "x"), season: 1, cancellation: cancel) {
                episodes.forEach { check($0, value) }
            }
        }
    }

    private func check(_ detail: MediaDetail, _ value: String) {
        _ = detail.media.ratingText + detail.seasonList.map(\.summary).joined()
        for season in detail.seasonList {
            XCTAssertTrue(OutsideNumbers.seasonNumber.contains(season.number), value)
            if let episodes = season.episodes { XCTAssertTrue(OutsideNumbers.episodeNumber.contains(episodes), value) }
        }
        if let episodes = detail.episodes { XCTAssertTrue(OutsideNumbers.episodeCount.contains(episodes), value) }
    }

    private func check(_ episode: Episode, _ value: String) {
        XCTAssertTrue(OutsideNumbers.episodeNumber.contains(episode.number), value)
        XCTAssertTrue(OutsideNumbers.seasonNumber.contains(episode.season), value)
        if let runtime = episode.runtime { XCTAssertTrue(OutsideNumbers.runtimeMinutes.contains(runtime), value) }
        _ = EpisodeCode(season: episode.season, number: episode.number).description
    }

    func testShowbookJSONCardsWithExtremeNumbersAreRefusedOrReviewable() throws {
        let h = try AppHarness()
        let stores = h.container.wordBooks
        let fields = ["stability", "difficulty", "step", "reps", "lapses"]
        var entries: [String] = []
        for (index, value) in Self.values().enumerated() {
            let n = Self.json(value)
            for field in fields {
                var card = ["\"stability\": 2", "\"difficulty\": 5", "\"step\": 0", "\"reps\": 3", "\"lapses\": 1"]
                card[fields.firstIndex(of: field)!] = "\"\(field)\": \(n)"
                let state = index % 2 == 0 ? "review" : "learning"
                entries.append(#"{"term": "t\#(entries.count)", "meaning": "m", "card": {"state": "\#(state)", \#(card.joined(separator: ", ")), "#
                    + #""due": "2026-11-29T00:00:00Z", "last_review": "2026-11-20T00:00:00Z"}}"#)
            }
        }
        let text = #"{"format": "showbook-words", "version": 2, "book": "Fuzz", "words": [\#(entries.joined(separator: ","))]}"#
        let batch = try WordBookJSON.batch(Data(text.utf8))
        XCTAssertEqual(batch.words.count + batch.problems.count, entries.count)
        for word in batch.words { XCTAssertTrue(CardValidation.isValid(try XCTUnwrap(word.card)), word.term) }
        let report = try WordBookImporter(stores: stores).importBatch(batch, options: ImportOptions(bookName: "Fuzz"), fallbackBookName: "x")
        let bookID = try XCTUnwrap(report.book?.id)
        for word in try stores.words.words(bookID: bookID) {
            for grade in ReviewGrade.allCases { try stores.reviews.review(wordID: word.id, grade: grade) }
        }
    }

    func testTheSchedulerNeverTrapsEvenOnUncheckedCards() {
        let scheduler = FSRSScheduler(parameters: FSRSParameters(fuzz: true))
        let date = FixtureDates.day(2026, 12, 1)
        for value in Self.values() {
            let double = Double(value) ?? -1
            let int = Int(value) ?? Int.max
            let cards = [
                StudyCard(phase: .review, step: nil, stability: double, difficulty: 5, due: date, lastReview: date.addingTimeInterval(-86_400 * 3)),
                StudyCard(phase: .review, step: nil, stability: 3, difficulty: double, due: date, lastReview: date.addingTimeInterval(-86_400)),
                StudyCard(phase: .learning, step: int, stability: 3, difficulty: 5, due: date, lastReview: date, reps: int, lapses: int),
                StudyCard(phase: .relearning, step: 0 &- int, stability: 3, difficulty: 5, due: date, reps: int, lapses: int),
                StudyCard(phase: .review, step: nil, stability: 3, difficulty: 5, due: date,
                          lastReview: Date(timeIntervalSince1970: double), reps: int, lapses: int),
            ]
            for card in cards {
                for grade in ReviewGrade.allCases {
                    let next = scheduler.review(card, grade: grade, at: date, fuzzSeed: UInt64(truncatingIfNeeded: int))
                    _ = IntervalText.short((next.due ?? date).timeIntervalSince(date))
                    _ = scheduler.review(CardValidation.usable(card), grade: grade, at: date)
                }
            }
        }
    }

    func testSubtitleTimestampsWithExtremeNumbers() {
        for value in Self.values() {
            for time in ["\(value):00:01,000", "00:\(value):01,000", "00:00:\(value),000", "00:00:01,\(value)", "\(value)"] {
                let srt = SRTParser.parse("1\n\(time) --> \(time)\nHello\n\n2\n00:00:01,000 --> \(time)\nBye\n")
                let vtt = VTTParser.parse("WEBVTT\n\n\(time.replacingOccurrences(of: ",", with: ".")) --> 00:00:02.000\nHi\n")
                let ass = ASSParser.parse("[Events]\nFormat: Layer, Start, End, Style, Text\nDialogue: 0,\(time),\(time),Default,Hi\n")
                for cue in srt.cues + vtt.cues + ass.cues { _ = SubtitleTime.format(milliseconds: cue.start) }
            }
            _ = SubtitleTime.format(milliseconds: Int(value) ?? Int.min)
        }
        _ = SubtitleTime.format(milliseconds: Int.max) + SubtitleTime.format(milliseconds: Int.min)
    }

    func testImageHeadersWithExtremeSizes() {
        let image = SyntheticPoster.gradient(width: 8, height: 8)
        let png = SyntheticPoster.png(image), jpeg = SyntheticPoster.jpeg(image)
        var generator = SeededGenerator(seed: Self.seed)
        let sides: [UInt32] = [0, 1, 4096, 4097, 65_535, 65_536, 0x7FFF_FFFF, 0x8000_0000, 0xFFFF_FFFF]
            + (0..<40).map { _ in UInt32(truncatingIfNeeded: generator.next()) }
        for width in sides {
            for height in [sides[0], sides[3], sides[8], width] {
                _ = try? ImageDecoder.decode(Self.png(png, width: width, height: height))
                _ = try? ImageDecoder.decode(Self.jpeg(jpeg, width: UInt16(truncatingIfNeeded: width),
                                                       height: UInt16(truncatingIfNeeded: height)))
            }
        }
    }

    func testAnkiHeaderColumnNumbersAndEpisodeCodes() {
        for value in Self.values() {
            for header in ["tags column", "deck column", "notetype column", "guid column"] {
                let batch = AnkiText.batch("#separator:tab\n#\(header):\(value)\nfront\tback\ttag\n")
                _ = batch.words.count + batch.problems.count
            }
            _ = EpisodeCode("S\(value)E\(value)")?.description
            _ = EpisodeLabel.from(fileName: "Show S\(value)E\(value).srt")
        }
    }

    func testTerminalReportsWithExtremeNumbers() {
        var decoder = TerminalInputDecoder()
        for value in Self.values() where value.allSatisfy(\.isNumber) {
            for sequence in ["\u{1B}[<\(value);\(value);\(value)M", "\u{1B}[<0;\(value);1m", "\u{1B}[\(value)~",
                             "\u{1B}[1;\(value)A", "\u{1B}[\(value);\(value)R"] {
                _ = decoder.feed(Array(sequence.utf8))
            }
        }
        _ = decoder.flush()
    }

    func testBookTitlesEndingInExtremeNumbersGetAFreeNumberedSuggestion() throws {
        let h = try AppHarness()
        let stores = h.container.wordBooks
        for value in Self.values(count: 20) {
            let title = "Drama (\(value))"
            _ = try? stores.books.createBook(title: title)
            XCTAssertThrowsError(try stores.books.createBook(title: title), title)
            let suggestion = try stores.books.availableTitle(title)
            XCTAssertNotEqual(BookStore.titleKey(suggestion), BookStore.titleKey(title), title)
        }
    }

    /// `data` (a PNG) with its IHDR width and height replaced and the chunk's CRC made right,
    /// so the decoder reads the sizes rather than stopping at a bad checksum.
    static func png(_ data: Data, width: UInt32, height: UInt32) -> Data {
        var bytes = [UInt8](data)
        for (offset, value) in [(16, width), (20, height)] {
            for shift in 0..<4 { bytes[offset + shift] = UInt8(truncatingIfNeeded: value >> (24 - 8 * UInt32(shift))) }
        }
        let crc = crc32(bytes[12..<29])
        for shift in 0..<4 { bytes[29 + shift] = UInt8(truncatingIfNeeded: crc >> (24 - 8 * UInt32(shift))) }
        return Data(bytes)
    }

    /// `data` (a JPEG) with the frame header's sizes replaced.
    static func jpeg(_ data: Data, width: UInt16, height: UInt16) -> Data {
        var bytes = [UInt8](data)
        guard let sof = (2..<bytes.count - 9).first(where: { bytes[$0] == 0xFF && (0xC0...0xC2).contains(bytes[$0 + 1]) }) else {
            return data
        }
        bytes[sof + 5] = UInt8(height >> 8)
        bytes[sof + 6] = UInt8(height & 0xFF)
        bytes[sof + 7] = UInt8(width >> 8)
        bytes[sof + 8] = UInt8(width & 0xFF)
        return Data(bytes)
    }

    static func crc32<C: Collection>(_ bytes: C) -> UInt32 where C.Element == UInt8 {
        var crc: UInt32 = 0xFFFF_FFFF
        for byte in bytes {
            crc ^= UInt32(byte)
            for _ in 0..<8 { crc = crc & 1 == 1 ? (crc >> 1) ^ 0xEDB8_8320 : crc >> 1 }
        }
        return ~crc
    }
}

/// The body the fuzz server answers with, set by the test between requests.
private final class LockedText: @unchecked Sendable {
    private let lock = NSLock()
    private var text = ""
    var value: String {
        get { lock.withLock { text } }
        set { lock.withLock { text = newValue } }
    }
}
