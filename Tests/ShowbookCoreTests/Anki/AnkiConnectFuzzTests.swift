import Foundation
import ShowbookTestSupport
import XCTest
@testable import ShowbookPlatform
@testable import ShowbookWords
@testable import ShowbookExchange

/// AnkiConnect answers from outside: real answers damaged by `ByteMutator` and generated JSON
/// (`AnkiTextFuzz.jsonValue`: extreme numbers, wrong types, deep nesting) with odd statuses,
/// through the client's decoding; and whole pushes against an AnkiConnect stand-in one of
/// whose answers is replaced by generated JSON or lost. Nothing traps: an answer is a result
/// or an `AnkiConnectError` of one non-empty line, ids pass only in Anki's range, and a push
/// either stops on one line or reports no more words than the book has, with every stored
/// note id in range and no note linked to two words.
final class AnkiConnectFuzzTests: XCTestCase {
    static let seed: UInt64 = 0xA7C0_22EC7
    static let answerCases = 10_000
    static let pushCases = 40

    /// Answers as AnkiConnect gives them, one per action a push sends.
    static let realAnswers = [
        #"{"result": 6, "error": null}"#,
        #"{"result": 1700000000000, "error": null}"#,
        #"{"result": ["Basic", "Cloze", "Showbook"], "error": null}"#,
        #"{"result": [true, false, true], "error": null}"#,
        #"{"result": [1700000000001, null, 1700000000003], "error": null}"#,
        #"{"result": [1700000000001, 1700000000003], "error": null}"#,
        #"{"result": [1700000000001, 1700000000001, 1700000000001, 1700000000001], "error": null}"#,
        #"{"result": [{"noteId": 1700000000001, "modelName": "Showbook", "tags": ["showbook", "leech"], "fields": {"Term": {"value": "물", "order": 0}, "Meaning": {"value": "water", "order": 2}}}, {}], "error": null}"#,
        #"{"result": [{"result": null, "error": null}, {"result": null, "error": "Note was not found: 5"}], "error": null}"#,
        #"{"result": null, "error": "model was not found: Showbook"}"#,
        #"{"result": [17000000000010, 17000000000020], "error": null}"#,
        #"{"result": [{"cardId": 17000000000010, "note": 1700000000001, "ord": 0, "type": 0, "queue": 0, "due": 1}, {}], "error": null}"#,
        #"{"result": [[true], [[false, "Card was not found: 5"]], false, true], "error": null}"#,
        #"{"result": {"17000000000010": [{"id": 1790000000000, "usn": -1, "ease": 3, "ivl": 2, "lastIvl": 0, "factor": 2500, "time": 0, "type": 0}]}, "error": null}"#,
    ].map { Array($0.utf8) }

    func testAnswersDecodeToAResultOrOneLine() {
        FuzzRun.cases("ankiconnect-answers", seed: Self.seed, count: Self.answerCases) { random, index in
            let label = FuzzRun.describe("ankiconnect-answers", seed: Self.seed, index: index)
            var body: [UInt8]
            if Bool.random(using: &random) {
                body = Self.realAnswers.randomElement(using: &random)!
                ByteMutator.mutate(&body, using: &random)
            } else {
                let error = ["null", "null", "\"refused\"", #""line one\nline two\u001b[2J\u2028""#,
                             AnkiTextFuzz.jsonValue(depth: 3, using: &random)].randomElement(using: &random)!
                body = Array("{\"result\": \(AnkiTextFuzz.jsonValue(using: &random)), \"error\": \(error)}".utf8)
            }
            let status = [200, 200, 200, 200, 0, 204, 302, 404, 500, -1, Int.max].randomElement(using: &random)!
            do {
                let result = try AnkiConnectClient.result(status: status, body: Data(body), url: "http://127.0.0.1:8765", action: "addNotes")
                for value in (result as? [Any]) ?? [result as Any] {
                    if let id = OutsideNumbers.ankiID(value) { XCTAssertTrue(OutsideNumbers.ankiID.contains(id), label) }
                    if let version = OutsideNumbers.wholeNumber(value, in: OutsideNumbers.ankiConnectVersion) {
                        XCTAssertTrue(OutsideNumbers.ankiConnectVersion.contains(version), label)
                    }
                }
            } catch let error as AnkiConnectError {
                XCTAssertFalse(error.description.isEmpty, label)
                XCTAssertFalse(error.description.contains(where: \.isNewline), "\(label): \(error.description.debugDescription)")
            } catch {
                XCTFail("\(label): an error of no known kind: \(error)")
            }
        }
    }

    func testPushesSurviveAnyOneAnswer() throws {
        let actions = ["version", "createDeck", "modelNames", "canAddNotes", "findNotes", "notesInfo", "addNotes", "multi",
                       "findCards", "cardsInfo", "getReviewsOfCards", "insertReviews"]
        try FuzzRun.cases("ankiconnect-push", seed: Self.seed, count: Self.pushCases) { random, index in
            let label = FuzzRun.describe("ankiconnect-push", seed: Self.seed, index: index)
            let stores = try WordBookStores.onFreshDatabase()
            let book = try stores.books.createBook(title: "Fuzz")
            let terms = ["물", "불", "a < b", "食[た]べ物[もの]"]
            for term in terms {
                let word = try stores.words.addWord(WordDraft(term: term, meaning: "m"), to: book.id)
                // Two words with a schedule, so the push sends schedules too.
                if term == "물" || term == "a < b" { try stores.reviews.review(wordID: word.id, grade: .good, at: Date()) }
            }
            let anki = try FakeAnkiConnect()
            defer { anki.stop() }
            let client = try XCTUnwrap(AnkiConnectClient(address: anki.url, timeout: 5))
            let push = AnkiPush(stores: stores, client: client)
            // A first push makes some notes, so later answers have notes to update and find.
            if Bool.random(using: &random) { _ = try? push.push(bookID: book.id) }
            if Bool.random(using: &random) {
                anki.add(.init(id: 0, deck: "Fuzz", model: AnkiNoteType.name, fields: ["Term": "불"], tags: ["showbook"]))
            }
            let action = actions.randomElement(using: &random)!
            switch Int.random(in: 0..<6, using: &random) {
            case 0: anki.loseNextAnswer(to: action, [.dropped, .cut].randomElement(using: &random)!)
            case 1, 2:
                var body = Array(String(decoding: Self.realAnswers.randomElement(using: &random)!, as: UTF8.self).utf8)
                ByteMutator.mutate(&body, using: &random)
                anki.replaceNextResult(of: action, with: String(decoding: body, as: UTF8.self))
            default: anki.replaceNextResult(of: action, with: AnkiTextFuzz.jsonValue(using: &random))
            }
            do {
                let report = try push.push(bookID: book.id)
                let counted = report.added + report.updated + report.relinked + report.duplicates.count + report.failed
                XCTAssertLessThanOrEqual(counted, terms.count, "\(label): \(report.summary)")
                XCTAssertLessThanOrEqual(report.schedules.scheduled, 2, "\(label): \(report.summary)")
                XCTAssertFalse(report.summary.contains(where: \.isNewline), "\(label): \(report.summary.debugDescription)")
            } catch let error as AnkiConnectError {
                XCTAssertFalse(error.description.contains(where: \.isNewline), "\(label): \(error.description.debugDescription)")
            }
            let links = try AnkiNoteLinks(database: stores.words.database).noteIDs(bookID: book.id)
            XCTAssertTrue(links.values.allSatisfy(OutsideNumbers.ankiID.contains), "\(label): \(links)")
            XCTAssertEqual(Set(links.values).count, links.count, "\(label): a note linked to two words: \(links)")
        }
    }
}
