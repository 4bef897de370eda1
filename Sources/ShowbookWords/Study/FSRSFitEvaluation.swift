import Foundation

/// How well a set of weights predicts a review log: the log loss (mean binary cross-entropy of
/// recall) and RMSE(bins), the FSRS reference's calibration measure — predictions grouped by
/// interval, review count and lapse count (log-spaced bins), the root mean square of the gap
/// between the mean predicted and the actual recall of each bin, weighted by its size.
public struct FSRSFitEvaluation: Sendable, Equatable {
    public var logLoss: Double
    public var rmseBins: Double
    public var predictions: Int

    /// One prediction and what happened: its bin, the recall predicted and whether it was recalled.
    package struct Prediction {
        var bin: [Int]
        var recall: Double
        var recalled: Bool
    }

    /// Evaluates `w` on every prediction of `log`, each counted once.
    public static func evaluate(_ w: [Double], on log: FSRSFitLog) -> FSRSFitEvaluation {
        measure(predictions(w, on: log))
    }

    /// The predictions `w` makes for `log`'s predicted reviews.
    package static func predictions(_ w: [Double], on log: FSRSFitLog) -> [Prediction] {
        var byCard: [Int: [Double]] = [:]
        for target in log.targets {
            byCard[target.card, default: [Double](repeating: 0, count: log.cards[target.card].reviews.count)][target.index] = 1
        }
        var pass = FSRSFitGradient()
        var found: [Prediction] = []
        var none: [Double]?
        for card in byCard.keys.sorted() {
            guard let weights = byCard[card] else { continue }
            let item = log.cards[card]
            _ = pass.loss(w, card: item, weights: weights, gradient: &none) { index, recall in
                found.append(Prediction(bin: bin(item, index), recall: recall, recalled: item.reviews[index].rating > 1))
            }
        }
        return found
    }

    /// The log loss and RMSE(bins) of `predictions`.
    package static func measure(_ predictions: [Prediction]) -> FSRSFitEvaluation {
        var loss = 0.0
        var bins: [[Int]: (predicted: Double, actual: Double, count: Double)] = [:]
        for prediction in predictions {
            let p = FSRSFitGradient.clamp(prediction.recall, FSRSFitGradient.probabilityRange)
            loss -= prediction.recalled ? log(p) : log(1 - p)
            var entry = bins[prediction.bin, default: (0, 0, 0)]
            entry.predicted += prediction.recall
            entry.actual += prediction.recalled ? 1 : 0
            entry.count += 1
            bins[prediction.bin] = entry
        }
        let count = Double(max(1, predictions.count))
        let squares = bins.sorted { $0.key.lexicographicallyPrecedes($1.key) }.map(\.value).reduce(0.0) { sum, entry in
            let gap = entry.predicted / entry.count - entry.actual / entry.count
            return sum + gap * gap * entry.count
        }
        return FSRSFitEvaluation(logLoss: loss / count, rmseBins: (squares / count).squareRoot(), predictions: predictions.count)
    }

    /// The reference's bin of the prediction of review `index` of `card` (`r_matrix_index`).
    static func bin(_ card: FSRSFitCard, _ index: Int) -> [Int] {
        let deltaT = Double(card.reviews[index].deltaT)
        let delayBin = Int((2.48 * pow(3.62, floor(log(deltaT) / log(3.62))) * 100).rounded())
        let length = Double(card.reviews[...index].filter { $0.deltaT > 0 }.count) + 1
        let lengthBin = Int((1.99 * pow(1.89, floor(log(length) / log(1.89)))).rounded())
        let lapses = card.reviews[..<index].filter { $0.rating == 1 && $0.deltaT > 0 }.count
        guard lapses > 0 else { return [delayBin, lengthBin, 0] }
        let lapseBin = Int((1.65 * pow(1.73, floor(log(Double(lapses)) / log(1.73)))).rounded())
        return [delayBin, lengthBin, lapseBin]
    }
}
