import Foundation
import XCTest
import ShowbookTestSupport
@testable import ShowbookWords

/// Showbook's fitted FSRS-6 weights held to the FSRS reference's: fsrs-rs (`fsrs-rs-python`,
/// pinned, from PyPI, in a cached virtualenv under `.build/`, made by `scripts/fsrs/fit-reference.sh`)
/// fits the same generated logs, and on each log the log loss of Showbook's weights is within
/// 1 % of the reference's. Not being able to reach PyPI fails with one line.
final class FSRSReferenceFitTests: XCTestCase {
    private static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    func testShowbooksFittedLogLossIsWithinOnePercentOfTheReferences() throws {
        let folder = Self.root.appendingPathComponent(".build/fsrs-fit-reference")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        // Logs from unusual weights and from the defaults, of different sizes and seeds; the last
        // one stored as study marks and read back, its days counted as Anki counts them (from 4:00).
        let logs = [
            FSRSOptimizerTests.log(reviews: 6_000, seed: 11),
            FSRSOptimizerTests.log(weights: FSRSParameters.defaultWeights, reviews: 4_000, seed: 23),
            FSRSOptimizerTests.log(reviews: 10_000, seed: 31),
            try Self.storedLog(),
        ]
        var paths: [String] = []
        for (index, log) in logs.enumerated() {
            let file = folder.appendingPathComponent("log-\(index).json")
            try log.referenceJSON.write(to: file)
            paths.append(file.path)
        }
        let result = try ScriptRun.bash(Self.root.appendingPathComponent("scripts/fsrs/fit-reference.sh").path, paths)
        guard result.status == 0 else {
            return XCTFail(result.lastErrorLine ?? "fit-reference.sh exited \(result.status)")
        }
        let lines = result.stdout.split(separator: "\n")
        XCTAssertEqual(lines.count, logs.count, result.stdout)
        for (log, line) in zip(logs, lines) {
            let reference = try XCTUnwrap(FSRSFitLog.referenceFit(line), "not the reference's weights: \(line)")
            let ours = try XCTUnwrap(FSRSOptimizer().fit(log).weights)
            let ourLoss = FSRSFitEvaluation.evaluate(ours, on: log)
            let theirLoss = FSRSFitEvaluation.evaluate(reference.weights, on: log)
            print(String(format: "fsrs fit on %d reviews: log loss %.5f (Showbook) vs %.5f (fsrs-rs), RMSE(bins) %.4f vs %.4f",
                         log.reviewCount, ourLoss.logLoss, theirLoss.logLoss, ourLoss.rmseBins, theirLoss.rmseBins))
            XCTAssertLessThanOrEqual(ourLoss.logLoss, theirLoss.logLoss * 1.01,
                                     "Showbook \(ours)\nfsrs-rs \(reference.weights)")
        }
    }

    /// A generated history stored in a book and read back as the optimizer reads it.
    private static func storedLog() throws -> FSRSFitLog {
        let harness = try AppHarness()
        let stores = harness.container.wordBooks
        let book = try stores.books.createBook(title: "Stored")
        for (index, history) in FSRSSyntheticLog(weights: FSRSOptimizerTests.generating, seed: 47).histories(reviews: 5_000).enumerated() {
            let word = try stores.words.addWord(WordDraft(term: "w\(index)", meaning: "m"), to: book.id)
            try stores.reviews.restoreStudy(wordID: word.id, card: nil, history: history)
        }
        return FSRSFitLog(histories: try stores.reviews.reviewHistories(bookID: book.id), parameters: FSRSParameters(dayStart: 14_400))
    }
}
