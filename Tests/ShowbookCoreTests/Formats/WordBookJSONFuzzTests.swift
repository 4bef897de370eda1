import Foundation
import ShowbookTestSupport
import XCTest
@testable import ShowbookPlatform
@testable import ShowbookWords
@testable import ShowbookExchange

/// Showbook JSON books from outside, through `WordBookJSONReader` (the first pass for the book's
/// name, then entry by entry): Showbook's own export damaged by `ByteMutator`, and generated
/// books whose entries hold anything — extreme numbers in cards, wrong types, deep nesting,
/// escapes. Each either stops with a typed error of one non-empty line, or gives rows that are
/// sane: a word has a trimmed, non-empty term, a card within `CardValidation`'s ranges and
/// review times between 1970 and 9999; a problem names its entry; no more entries than the
/// file could hold. A few generated books are imported into a database, every row accounted for.
final class WordBookJSONFuzzTests: XCTestCase {
    static let seed: UInt64 = 0x750B_0011
    static let mutatedCases = 1_500
    static let generatedCases = 400
    static let importedCases = 30

    /// 1970 to the end of 9999, the times a study card may hold.
    static let studyTimes = Date(timeIntervalSince1970: 0)...Date(timeIntervalSince1970: 253_402_300_799.999)

    /// Reads `bytes` to the end and checks what came out; the number of rows read.
    @discardableResult
    static func read(_ bytes: [UInt8], _ label: String) -> Int {
        var rows = 0
        do {
            let name = try WordBookJSONReader(source: MemoryByteSource(bytes)).scanForBookName()
            XCTAssertFalse(name?.isEmpty ?? false, label)
            let reader = WordBookJSONReader(source: MemoryByteSource(bytes), bookName: name)
            while let row = try reader.next() {
                rows += 1
                guard rows <= bytes.count / 2 + 1 else {
                    XCTFail("\(label): \(rows) rows from \(bytes.count) bytes")
                    return rows
                }
                switch row {
                case let .word(word):
                    XCTAssertFalse(word.term.isEmpty, label)
                    XCTAssertEqual(word.term, word.term.trimmedWhitespace, label)
                    if let card = word.card { XCTAssertNil(CardValidation.problem(card), label) }
                    for event in word.history { XCTAssertTrue(studyTimes.contains(event.at), "\(label): review at \(event.at)") }
                    check(word.location, rows: rows, label)
                case let .problem(problem):
                    XCTAssertFalse(problem.message.isEmpty, label)
                    check(problem.location, rows: rows, label)
                }
            }
        } catch let error as WordBookJSON.ReadError {
            XCTAssertFalse(error.description.isEmpty, label)
            XCTAssertFalse(error.description.contains("\n"), label)
        } catch {
            XCTFail("\(label): an error of no known kind: \(error)")
        }
        return rows
    }

    private static func check(_ location: SourceLocation, rows: Int, _ label: String) {
        guard case let .entry(number) = location else { return XCTFail("\(label): \(location) is not an entry") }
        XCTAssertEqual(number, rows, "\(label): entries are numbered in order")
    }

    /// A book of generated entries: now and then one close to Showbook's own (a card and a
    /// history with extreme values), else members of any shape.
    static func generatedBook(using random: inout SeededGenerator) -> String {
        let entries = (0..<Int.random(in: 0...8, using: &random)).map { _ -> String in
            guard Bool.random(using: &random) else { return AnkiTextFuzz.jsonValue(using: &random) }
            func value() -> String { AnkiTextFuzz.jsonValue(depth: 3, using: &random) }
            func number() -> String { FuzzText.extremeNumbers.randomElement(using: &random)! }
            let time = ["\"2026-12-01T09:00:00.000Z\"", "\"9999-12-31T23:59:59.999Z\"", "\"0001-01-01T00:00:00Z\"",
                        "\"2026-13-45T99:99:99Z\"", "\"\"", "1e300"].randomElement(using: &random)!
            let card = "{\"state\":\"\(["new", "learning", "review", "relearning", "x"].randomElement(using: &random)!)\","
                + "\"step\":\(number()),\"stability\":\(number()),\"difficulty\":\(number()),\"due\":\(time),"
                + "\"last_review\":\(time),\"reps\":\(number()),\"lapses\":\(number())}"
            let members = [
                "\"term\":" + AnkiTextFuzz.jsonString(AnkiTextFuzz.field(maximumPieces: 3, using: &random)),
                "\"meaning\":" + AnkiTextFuzz.jsonString(FuzzText.text(maximumLength: 20, using: &random)),
                "\"state\":" + (Bool.random(using: &random) ? "\"success\"" : value()),
                "\"tags\":" + (Bool.random(using: &random) ? "[\"a\",\"b::c\"]" : value()),
                "\"card\":" + (Bool.random(using: &random) ? card : value()),
                "\"history\":[{\"grade\":\"good\",\"at\":\(time)}]",
            ].filter { _ in Int.random(in: 0..<5, using: &random) > 0 }
            return "{" + members.joined(separator: ",") + "}"
        }
        let name = AnkiTextFuzz.jsonString(FuzzText.text(maximumLength: 30, using: &random))
        let parts = ["\"book\":" + name, "\"format\":\"showbook-words\"", "\"version\":" + FuzzText.extremeNumbers.randomElement(using: &random)!,
                     "\"words\":[" + entries.joined(separator: ",") + "]"]
        return "{" + parts.shuffled(using: &random).joined(separator: ",") + "}"
    }

    func testDamagedBooksReadSanely() {
        let sample = Array(AnkiTextFuzz.jsonBook.utf8)
        FuzzRun.cases("json-book-mutated", seed: Self.seed, count: Self.mutatedCases) { random, index in
            var bytes = sample
            ByteMutator.mutate(&bytes, rounds: 4, using: &random)
            Self.read(bytes, FuzzRun.describe("json-book-mutated", seed: Self.seed, index: index))
        }
    }

    func testGeneratedBooksReadSanely() {
        FuzzRun.cases("json-book-generated", seed: Self.seed, count: Self.generatedCases) { random, index in
            Self.read(Array(Self.generatedBook(using: &random).utf8), FuzzRun.describe("json-book-generated", seed: Self.seed, index: index))
        }
    }

    func testGeneratedBooksImportIntoABook() throws {
        try FuzzRun.cases("json-book-import", seed: Self.seed, count: Self.importedCases) { random, index in
            let label = FuzzRun.describe("json-book-import", seed: Self.seed, index: index)
            var bytes = Array(Self.generatedBook(using: &random).utf8)
            if Int.random(in: 0..<3, using: &random) == 0 { ByteMutator.mutate(&bytes, using: &random) }
            let rows = Self.read(bytes, label)
            let stores = try WordBookStores.onFreshDatabase()
            do {
                let report = try WordBookImporter(stores: stores).importRows(
                    WordBookJSONReader(source: MemoryByteSource(bytes)), options: ImportOptions(bookName: "Fuzz"), fallbackBookName: "Fuzz")
                let stored = try report.book.map { try stores.words.words(bookID: $0.id).count } ?? 0
                XCTAssertEqual(stored, report.added.count, label)
                XCTAssertEqual(report.added.count + report.updated.count + report.skipped.count + report.malformed.count,
                               rows, label)
                XCTAssertEqual(try stores.database.query("PRAGMA integrity_check") { $0.string(0) }, ["ok"], label)
            } catch let error as WordBookJSON.ReadError {
                XCTAssertFalse(error.description.contains("\n"), label)
            }
        }
    }
}
