import Foundation

/// Whether fitted weights predict the learner's future better than the ones in use, checked
/// as the FSRS reference evaluates (`evaluate_with_time_series_splits`): the predictions, in
/// time order, cut into six segments; five times, weights are fitted on everything before a
/// segment and both sets predict that segment (so no weight ever sees what it predicts). The
/// fitted weights are kept only when their log loss over those predictions is lower.
public struct FSRSHealthCheck: Sendable, Equatable {
    public var fitted: FSRSFitEvaluation
    public var current: FSRSFitEvaluation

    public init(fitted: FSRSFitEvaluation, current: FSRSFitEvaluation) {
        self.fitted = fitted
        self.current = current
    }

    /// Fitting helps: the fitted weights' log loss is lower.
    public var fittingHelps: Bool { fitted.logLoss < current.logLoss }

    /// How many segments follow the first.
    public static let splits = 5

    /// Runs the check on `log`: `fit` makes weights from a log's earlier predictions (the
    /// optimizer; a test may pass another), `current` are the weights in use. Nil when the log
    /// is too short to cut.
    public static func run(_ log: FSRSFitLog, current: [Double], fit: (FSRSFitLog) -> [Double]) -> FSRSHealthCheck? {
        let total = log.targets.count
        let segment = total / (splits + 1)
        guard segment > 0 else { return nil }
        var fittedPredictions: [FSRSFitEvaluation.Prediction] = []
        var currentPredictions: [FSRSFitEvaluation.Prediction] = []
        for split in 0..<splits {
            let start = (split + 1) * segment
            let end = split == splits - 1 ? total : (split + 2) * segment
            let training = log.restricted(to: 0..<start)
            let weights = fit(training)
            let test = log.restricted(to: start..<end)
            fittedPredictions += FSRSFitEvaluation.predictions(weights, on: test)
            currentPredictions += FSRSFitEvaluation.predictions(current, on: test)
        }
        return FSRSHealthCheck(fitted: FSRSFitEvaluation.measure(fittedPredictions),
                               current: FSRSFitEvaluation.measure(currentPredictions))
    }

    /// "log loss 0.3123 → 0.3011, RMSE(bins) 0.0712 → 0.0465 (current → fitted)".
    public var summary: String {
        String(format: "log loss %.4f → %.4f, RMSE(bins) %.4f → %.4f (current → fitted, %d predictions held out)",
               current.logLoss, fitted.logLoss, current.rmseBins, fitted.rmseBins, fitted.predictions)
    }
}
