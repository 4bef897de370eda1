import Foundation
import ShowbookBench
import XCTest
@testable import ShowbookWords

/// The Korean lemma set read as mining reads it (`DocumentTokenizer`, with each token's kind):
/// recall is the share of the set's words found; precision the share of the words offered to
/// learn (`TokenKind.word`: not names, numbers or stop-listed function words) that the set
/// lists. Both at least 97 % with MeCab and mecab-ko-dic; the misses and extras are printed.
final class KoreanLemmaSetTests: XCTestCase {
    private static let path = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("LemmaSet/ko.tsv").path

    func testRecallAndPrecisionOfTheWordsOffered() throws {
        let set = LemmaSet(text: try String(contentsOfFile: Self.path, encoding: .utf8), readings: false)
        XCTAssertGreaterThanOrEqual(set.cases.count, 200)
        let document = try DocumentTokenizer.make(.korean, toolkit: MiningToolkit())
        var words = 0, hits = 0, extras = 0
        var notes: [String] = []
        for item in set.cases {
            var unused = document.tokens(in: item.sentence)
            for expected in item.expected {
                words += 1
                if let index = unused.firstIndex(where: { $0.term == expected.lemma }) {
                    unused.remove(at: index)
                    hits += 1
                } else {
                    notes.append("missed \(expected.lemma) in \(item.sentence)")
                }
            }
            for extra in unused where extra.kind == .word {
                extras += 1
                notes.append("offered \(extra.term) in \(item.sentence)")
            }
        }
        let recall = Double(hits) / Double(max(words, 1))
        let precision = Double(hits) / Double(max(hits + extras, 1))
        let summary = "ko: recall \(hits)/\(words), precision \(hits)/\(hits + extras)"
        print(summary + "\n" + notes.joined(separator: "\n"))
        XCTAssertGreaterThanOrEqual(recall, 0.97, summary + "\n" + notes.joined(separator: "\n"))
        XCTAssertGreaterThanOrEqual(precision, 0.97, summary + "\n" + notes.joined(separator: "\n"))
    }
}
