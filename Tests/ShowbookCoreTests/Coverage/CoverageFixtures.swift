import Foundation
import ShowbookTestSupport
@testable import ShowbookPlatform
@testable import ShowbookTV
@testable import ShowbookWords

/// A tokenizer that takes every run of letters as its own lower-cased dictionary form, so the
/// coverage tests know each line's words exactly without WordNet.
struct LetterRunTokenizer: WordTokenizer {
    func tokens(in line: String) -> [MinedToken] {
        line.split(whereSeparator: { !$0.isLetter }).map { MinedToken(term: $0.lowercased()) }
    }
}

/// A migrated in-memory database with word books, a manual clock, a registry and a folder of
/// subtitle files written per test.
final class CoverageFixture {
    let clock = ManualClock()
    let database: Database
    let stores: WordBookStores
    let registry: SubtitleRegistry
    private let temporary: TemporaryFolder
    var folder: URL { temporary.url }
    let show = MediaID(source: "bundled", id: "1")
    let toolkit = MiningToolkit(english: { LetterRunTokenizer() })

    init() throws {
        database = try Database.migrated()
        stores = WordBookStores(database: database, clock: clock)
        registry = SubtitleRegistry(database: database, clock: clock)
        temporary = try TemporaryFolder("showbook-coverage")
    }

    /// An SRT file of `lines` (one cue each) at `name` under the folder (subfolders made).
    @discardableResult
    func writeSRT(_ name: String, _ lines: [String]) throws -> String {
        let text = lines.enumerated().map { index, line in
            "\(index + 1)\n00:00:\(String(format: "%02d", index + 1)),000 --> 00:00:\(String(format: "%02d", index + 1)),900\n\(line)\n"
        }.joined(separator: "\n")
        return try temporary.write(name, text)
    }

    var registration: SubtitleRegistration { SubtitleRegistration(registry: registry, toolkit: toolkit, language: .english) }

    /// Plans and registers `paths`.
    @discardableResult
    func register(_ paths: [String], all: Bool = false) throws -> SubtitleRegistration.Report {
        let plan = try registration.plan(paths, all: all)
        var report = try registration.register(plan.files, mediaID: show)
        report.skipped = plan.skipped + report.skipped
        return report
    }

    var service: CoverageService { CoverageService(registry: registry) }

    func coverage(at date: Date? = nil) throws -> ShowCoverage { try service.show(show, at: date ?? clock.now) }

    /// A book holding `terms`, none reviewed.
    func book(_ terms: [String]) throws -> [Word] {
        let book = try stores.books.createBook(title: "Words \(UUID().uuidString.prefix(4))")
        return try terms.map { try stores.words.addWord(WordDraft(term: $0, meaning: "m"), to: book.id) }
    }

    /// Good on each word now and ten minutes later: each card graduates into review.
    func learn(_ words: [Word]) throws {
        for word in words { try stores.reviews.review(wordID: word.id, grade: .good, at: clock.now) }
        clock.advance(by: 600)
        for word in words { try stores.reviews.review(wordID: word.id, grade: .good, at: clock.now) }
    }
}
