import Foundation
import XCTest
import ShowbookTestSupport
@testable import ShowbookWords

/// The stored document (`StoredDocument`) gives back every cue's times, text and tokens (kind,
/// surface, reading, the term as heard) exactly, whatever characters they hold; text that is not
/// a whole stored document — damaged in the database, or cut — gives nil, so its reader goes to
/// the file, and never a crash.
final class StoredDocumentTests: XCTestCase {
    private static let lemmas: [String: StoredDocument.Lemma] = [
        "station": .init(id: 1, term: "station", reading: ""),
        "食べる": .init(id: 2, term: "食べる", reading: "たべる"),
        "walter": .init(id: 3, term: "Walter", reading: ""),
        "a b|c\\d": .init(id: 4, term: "a b|c\\d", reading: "r\tx"),
        "the": .init(id: 5, term: "the", reading: ""),
    ]

    private static let cues = [
        SubtitleCue(start: 1_000, end: 2_500, text: "The station.\tTab", line: 3, tokens: [
            MinedToken(term: "the", surface: "The", kind: .function), MinedToken(term: "station", surface: "station"),
        ]),
        SubtitleCue(start: 3_000, text: "", line: 7),
        SubtitleCue(start: 4_000, end: 4_200, text: "食べた\nWalter | a b\\", line: 11, tokens: [
            MinedToken(term: "食べる", reading: "たべる", surface: "食べた"),
            MinedToken(term: "walter", surface: "Walter", kind: .name),
            MinedToken(term: "a b|c\\d", reading: "other reading", surface: "a b|c\\d", kind: .number),
        ]),
    ]

    /// `text` read back with the lemmas of `lemmas` by id.
    private func decoded(_ text: String) -> [SubtitleCue]? {
        guard let rows = StoredDocument.rows(text) else { return nil }
        let byID = Dictionary(uniqueKeysWithValues: Self.lemmas.values.map { ($0.id, $0) })
        return StoredDocument.cues(rows, lemmas: byID)
    }

    private func encoded(_ cues: [SubtitleCue]) -> String {
        StoredDocument.encode(cues) { token in
            Self.lemmas[token.term]
        }
    }

    func testEveryCueAndTokenComesBackExactly() throws {
        let text = encoded(Self.cues)
        let back = try XCTUnwrap(decoded(text), text)
        XCTAssertEqual(back, Self.cues, "the term as heard (walter) kept beside its lemma's (Walter)")
        XCTAssertFalse(text.contains("\t\t\t"), "tabs inside the text are escaped")
    }

    func testAnythingThatIsNotAWholeStoredDocumentGivesNil() {
        let good = encoded(Self.cues)
        let broken = [
            "", "showbook-document 2\n", good.replacingOccurrences(of: "showbook-document 1", with: "document"),
            good.replacingOccurrences(of: "1000 2500 3", with: "2500 1000 3"),
            good.replacingOccurrences(of: "1000 2500 3", with: "1000 2500"),
            good.replacingOccurrences(of: "\t", with: " "),
            good.replacingOccurrences(of: "2w", with: "2x"),
            good.replacingOccurrences(of: "2w", with: "99w"),
            good.replacingOccurrences(of: "|s", with: "|q"),
            good + "1 2 3\ttext\\q\t\n",
            good + "99999999999 99999999999 1\tx\t\n",
        ]
        for text in broken { XCTAssertNil(decoded(text), text.debugDescription) }
        XCTAssertEqual(StoredDocument.rows("showbook-document 1\n")?.count, 0, "a document without cues is still one")
    }

    func testADamagedStoredDocumentGivesNilOrCuesWithinItsLimits() {
        let seed: UInt64 = 0xD0C5_0001
        let good = Array(encoded(Self.cues).utf8)
        FuzzRun.cases("stored-document", seed: seed, count: 20_000) { random, index in
            var bytes = good
            ByteMutator.mutate(&bytes, rounds: Int.random(in: 1...6, using: &random), using: &random)
            let text = String(decoding: bytes, as: UTF8.self)
            let label = FuzzRun.describe("stored-document", seed: seed, index: index)
            guard let rows = StoredDocument.rows(text) else { return }
            XCTAssertLessThanOrEqual(rows.count, StoredDocument.maximumCues, label)
            for row in rows {
                XCTAssertLessThanOrEqual(row.start, row.end, label)
                XCTAssertLessThanOrEqual(row.entries.count, StoredDocument.maximumTokensPerCue, label)
            }
            let byID = Dictionary(uniqueKeysWithValues: Self.lemmas.values.map { ($0.id, $0) })
            if let cues = StoredDocument.cues(rows, lemmas: byID) { XCTAssertEqual(cues.count, rows.count, label) }
        }
    }
}
