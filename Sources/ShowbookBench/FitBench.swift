import Foundation
import ShowbookPlatform
import ShowbookWords

/// Times fitting FSRS-6 weights (`FSRSOptimizer`) on generated logs of 10,000 and 100,000
/// reviews, beside the FSRS reference (fsrs-rs through `scripts/fsrs/fit-reference.sh`, which
/// the runner calls between `writeLogs` and `run`), and compares the log loss of both fits.
public struct FitBench {
    public static let sizes = [10_000, 100_000]
    /// Weights unlike the defaults, so that fitting has something to find.
    static let generating: [Double] = [
        0.1, 0.3, 0.9, 3.0, 7.2, 0.6, 1.9, 0.01, 1.2, 0.25, 1.1, 1.6, 0.09, 0.35, 1.9, 0.45, 2.4, 0.4, 0.3, 0.1, 0.35,
    ]

    /// One size's figures.
    public struct Outcome {
        public var reviews: Int
        public var predictions: Int
        public var milliseconds: [Double]
        public var logLoss: Double
        public var referenceLogLoss: Double?
        public var referenceMilliseconds: Double?
    }

    public init() {}

    private static func log(_ reviews: Int) -> FSRSFitLog {
        FSRSFitLog(histories: FSRSSyntheticLog(weights: generating, seed: UInt64(reviews)).histories(reviews: reviews),
                   parameters: FSRSParameters())
    }

    private static func path(_ folder: String, _ reviews: Int) -> String { (folder as NSString).appendingPathComponent("fit-\(reviews).json") }

    /// Writes each size's log where the reference script reads it; returns the paths.
    public func writeLogs(to folder: String) throws -> [String] {
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        return try Self.sizes.map { reviews in
            let path = Self.path(folder, reviews)
            try Self.log(reviews).referenceJSON.write(to: URL(fileURLWithPath: path))
            return path
        }
    }

    /// Fits each size `runs` times (once for the largest); `reference` is the file of the
    /// reference's output lines, one per size in order, when it ran.
    public func run(folder: String, runs: Int, reference: String?) throws -> [Outcome] {
        let lines = reference.flatMap { try? String(contentsOfFile: $0, encoding: .utf8) }?.split(separator: "\n") ?? []
        var outcomes: [Outcome] = []
        for (index, reviews) in Self.sizes.enumerated() {
            let log = Self.log(reviews)
            var times: [Double] = []
            var weights = FSRSParameters.defaultWeights
            for _ in 0..<(reviews >= 100_000 ? 1 : max(1, runs)) {
                let began = DispatchTime.now().uptimeNanoseconds
                weights = FSRSOptimizer().fit(log).weights ?? weights
                times.append(Double(DispatchTime.now().uptimeNanoseconds - began) / 1e6)
            }
            let theirs = index < lines.count ? FSRSFitLog.referenceFit(lines[index]) : nil
            outcomes.append(Outcome(reviews: reviews, predictions: log.reviewCount, milliseconds: times,
                                    logLoss: FSRSFitEvaluation.evaluate(weights, on: log).logLoss,
                                    referenceLogLoss: theirs.map { FSRSFitEvaluation.evaluate($0.weights, on: log).logLoss },
                                    referenceMilliseconds: theirs.map { $0.seconds * 1000 }))
        }
        return outcomes
    }
}
