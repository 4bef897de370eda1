import Foundation
import XCTest
@testable import ShowbookTV
@testable import ShowbookWords

/// A stored document is read only while today's tokenizer is the one that made it
/// (`SubtitleSource.tokenizer`): one made by another tokenizer, or a source stored before
/// documents were, is read from its file (once per flow), and registering it again — even
/// unchanged — stores a new document, after which nothing reads the file again.
final class StoredDocumentStalenessTests: XCTestCase {
    private var f: CoverageFixture!

    override func setUpWithError() throws { f = try CoverageFixture() }
    override func tearDown() { f = nil }

    private let e1 = EpisodeCode(season: 1, number: 1)

    private func prepExamples(_ toolkit: MiningToolkit) throws -> [String] {
        let plan = try XCTUnwrap(try f.service.prep(f.show, episode: e1, at: f.clock.now, target: 1))
        let source = try XCTUnwrap(try f.registry.source(of: f.show, episode: e1))
        return try PrepWords.candidates(for: plan, source: source, registry: f.registry, toolkit: toolkit).map(\.example)
    }

    func testADocumentAnotherTokenizerMadeIsReadFromTheFileUntilRegisteredAgain() throws {
        let path = try f.writeSRT("Show S01E01.srt", ["The late train."])
        try f.register([path])
        let newer = MiningToolkit(english: { LetterRunTokenizer() }, identities: [.english: "en:letters:2"])
        XCTAssertEqual(try prepExamples(newer), ["The late train.", "The late train."])
        XCTAssertEqual([newer.work.parses(of: path), newer.work.tokenizings(of: path)], [1, 1], "read from the file")

        let again = SubtitleRegistration(registry: f.registry, toolkit: newer, language: .english)
        let report = try again.register(again.plan([path]).files, mediaID: f.show)
        XCTAssertEqual(report.done.map { "\($0.1)" }, ["updated"], "an unchanged file whose document is stale is stored again")
        XCTAssertEqual(try f.registry.source(of: f.show, episode: e1)?.tokenizer, DocumentTokenizer.identity(.english, toolkit: newer))
        XCTAssertEqual(try prepExamples(newer).count, 2)
        XCTAssertEqual([newer.work.parses(of: path), newer.work.tokenizings(of: path)], [2, 2], "registered once more, then stored")
        XCTAssertEqual([f.toolkit.work.parses(of: path), f.toolkit.work.tokenizings(of: path)], [1, 1])
    }

    func testASourceStoredBeforeDocumentsWereIsReadFromItsFile() throws {
        let path = try f.writeSRT("Show S01E01.srt", ["The late train."])
        let print = try FileFingerprint.of(path).get()
        let source = SubtitleSource(id: 0, mediaID: f.show, episode: e1, path: path, size: print.size, modifiedAt: print.modifiedAt,
                                    contentHash: try FileFingerprint.hash(of: path).get(), language: .english, cues: 1,
                                    registeredAt: f.clock.now)
        try f.registry.store(source, lines: [[MinedToken(term: "late"), MinedToken(term: "train")]])
        let stored = try XCTUnwrap(try f.registry.source(of: f.show, episode: e1))
        XCTAssertNil(try f.registry.document(of: stored), "no document was stored")
        XCTAssertEqual(try prepExamples(f.toolkit), ["The late train.", "The late train."])
        XCTAssertEqual([f.toolkit.work.parses(of: path), f.toolkit.work.tokenizings(of: path)], [1, 1])
        try f.register([path])
        XCTAssertNotNil(try f.registry.document(of: try XCTUnwrap(try f.registry.source(of: f.show, episode: e1))))
        XCTAssertEqual(try prepExamples(f.toolkit).count, 2)
        XCTAssertEqual([f.toolkit.work.parses(of: path), f.toolkit.work.tokenizings(of: path)], [2, 2], "registered, then stored")
    }
}
