import Foundation

/// The pieces of the FSRS reference's gradient descent, kept apart from the loop that uses
/// them: the bounds every weight is clipped to after each step, the penalty that keeps weights
/// near their starting values (L2, scaled by the spread of weights across learners), the Adam
/// optimizer and the cosine-annealed learning rate.
package enum FSRSTrainingSteps {
    /// How far each weight typically varies between learners (the reference's `PARAMS_STDDEV`).
    package static let spread: [Double] = [
        6.43, 9.66, 17.58, 27.85, 0.57, 0.28, 0.6, 0.12, 0.39, 0.18, 0.33, 0.3, 0.09, 0.16, 0.57, 0.25,
        1.03, 0.31, 0.32, 0.14, 0.27,
    ]

    /// The bounds of each weight with one relearning step and short-term stability on.
    package static func bounds(_ w: [Double], relearningSteps: Int = 1) -> [ClosedRange<Double>] {
        var ceiling = 2.0
        if relearningSteps > 1 {
            let value = -(log(w[11]) + log(pow(2, w[13]) - 1) + w[14] * 0.3) / Double(relearningSteps)
            ceiling = min(max(value, 0.01).squareRoot(), 2)
        }
        let s = FSRSFitGradient.stabilityRange.lowerBound...FSRSPretrain.maximumInitialStability
        return [s, s, s, s, 1...10, 0.001...4, 0.001...4, 0.001...0.75, 0...4.5, 0...0.8, 0.001...3.5, 0.001...5,
                0.001...0.25, 0.001...0.9, 0...4, 0...1, 1...6, 0...ceiling, 0...ceiling, 0.01...0.8, 0.1...0.8]
    }

    /// `w` with every weight inside its bound.
    package static func clip(_ w: inout [Double]) {
        let ranges = bounds(w)
        for index in w.indices { w[index] = FSRSFitGradient.clamp(w[index], ranges[index]) }
    }

    /// Adds the penalty's gradient for a batch of `batch` predictions out of `total`.
    package static func addPenalty(_ gradient: inout [Double], w: [Double], start: [Double], batch: Int, total: Int,
                                   gamma: Double = 1) {
        let scale = gamma * Double(batch) / Double(max(1, total))
        for index in gradient.indices {
            gradient[index] += 2 * (w[index] - start[index]) / (spread[index] * spread[index]) * scale
        }
    }

    /// Adam (β1 0.9, β2 0.999, ε 1e-8).
    package struct Adam {
        private var m = [Double](repeating: 0, count: 21)
        private var v = [Double](repeating: 0, count: 21)
        private var t = 0

        package init() {}

        package mutating func step(_ w: inout [Double], gradient: [Double], rate: Double) {
            t += 1
            let bias1 = 1 - pow(0.9, Double(t))
            let bias2 = 1 - pow(0.999, Double(t))
            for i in w.indices {
                m[i] = 0.9 * m[i] + 0.1 * gradient[i]
                v[i] = 0.999 * v[i] + 0.001 * gradient[i] * gradient[i]
                w[i] -= rate * (m[i] / bias1) / ((v[i] / bias2).squareRoot() + 1e-8)
            }
        }
    }

    /// The learning rate falling from `initial` to 0 along half a cosine over `length` steps
    /// (PyTorch's `CosineAnnealingLR`, in its recursive form as the reference computes it).
    package struct CosineRate {
        let length: Double
        let initial: Double
        private var count = -1.0
        private var current: Double

        package init(length: Double, initial: Double) {
            self.length = length
            self.initial = initial
            current = initial
        }

        package mutating func next() -> Double {
            count += 1
            if count == 0 {
                current = initial
            } else if (count - 1 - length).truncatingRemainder(dividingBy: 2 * length) == 0 {
                current = initial * (1 - cos(Double.pi / length)) / 2
            } else {
                current = (1 + cos(Double.pi * count / length)) / (1 + cos(Double.pi * (count - 1) / length)) * current
            }
            return current
        }
    }
}
