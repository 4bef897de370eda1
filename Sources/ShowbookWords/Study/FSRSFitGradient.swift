import Foundation

/// The loss of FSRS-6's recall predictions over a card and its exact gradient in the 21
/// weights, for fitting. The memory state (stability S, difficulty D) is carried with its
/// derivatives in every weight (forward mode: each step's partial derivatives, written out by
/// hand, applied by the chain rule), so one pass over a card's reviews gives the loss of every
/// prediction in it and its gradient, with no finite differences. The formulas are those of
/// `FSRSScheduler` and the FSRS reference's training model: the same clamps (S in
/// 0.001…36500, D in 1…10, a predicted recall in 1e-7…1 − 1e-7), a clamped value passing no
/// gradient except on the bound itself, as the reference's analytic gradient does.
package struct FSRSFitGradient {
    package static let count = 21
    static let stabilityRange = 0.001...36_500.0
    static let difficultyRange = 1.0...10.0
    static let probabilityRange = 1e-7...(1 - 1e-7)

    private var dS = [Double](repeating: 0, count: count)
    private var dD = [Double](repeating: 0, count: count)
    private var nextS = [Double](repeating: 0, count: count)
    private var nextD = [Double](repeating: 0, count: count)

    package init() {}

    /// The weighted binary cross-entropy of the predictions `weights` marks in `card` (a weight
    /// per review; 0 = not predicted), adding its gradient into `gradient` when one is given.
    /// `predicted` hears each predicted review's index and its recall as the model gives it.
    package mutating func loss(_ w: [Double], card: FSRSFitCard, weights: [Double], gradient: inout [Double]?,
                               predicted: ((Int, Double) -> Void)? = nil) -> Double {
        let reviews = card.reviews.prefix(min(card.reviews.count, weights.lastIndex { $0 > 0 }.map { $0 + 1 } ?? 0))
        guard let first = reviews.first else { return 0 }
        let wantsGradient = gradient != nil
        let rating = min(max(first.rating, 1), 4)
        for k in 0..<Self.count { dS[k] = 0; dD[k] = 0 }
        var s = w[rating - 1]
        if Self.stabilityRange.contains(s) { dS[rating - 1] = 1 } else { s = Self.clamp(s, Self.stabilityRange) }
        let grow = exp(w[5] * Double(rating - 1))
        var d = w[4] - grow + 1
        if Self.difficultyRange.contains(d) {
            dD[4] = 1
            dD[5] = -Double(rating - 1) * grow
        } else {
            d = Self.clamp(d, Self.difficultyRange)
        }
        var total = 0.0
        let c = -log(0.9)
        let curve = exp(c / w[20])
        let factor = curve - 1
        let dFactor = curve * (-c / (w[20] * w[20]))
        for index in 1..<reviews.count {
            let review = reviews[index]
            let g = Double(min(max(review.rating, 1), 4))
            let t = Double(max(0, review.deltaT))
            // Recall at this review, and its partials in S and w20.
            let u = 1 + factor * t / s
            let r = exp(-w[20] * log(u))
            let rS = w[20] * r * factor * t / (u * s * s)
            let r20 = r * (-log(u) - w[20] / u * t / s * dFactor)
            let weight = index < weights.count ? weights[index] : 0
            if weight > 0 {
                let label = g > 1 ? 1.0 : 0.0
                let p = Self.clamp(r, Self.probabilityRange)
                total -= weight * (label * log(p) + (1 - label) * log(1 - p))
                predicted?(index, r)
                if wantsGradient, Self.probabilityRange.contains(r) {
                    let gR = -weight * (label / p - (1 - label) / (1 - p))
                    for k in 0..<Self.count { gradient![k] += gR * rS * dS[k] }
                    gradient![20] += gR * r20
                }
            }
            if index + 1 == reviews.count { break }
            let step = stabilityStep(w, s: s, d: d, g: g, t: t, r: r, rS: rS, r20: r20)
            let diff = difficultyStep(w, d: d, g: g)
            if wantsGradient {
                for k in 0..<Self.count {
                    nextS[k] = step.dS * dS[k] + step.dD * dD[k]
                    nextD[k] = diff.dD * dD[k]
                }
                for (k, value) in step.direct { nextS[k] += value }
                for (k, value) in diff.direct { nextD[k] += value }
                if !Self.stabilityRange.contains(step.value) { for k in 0..<Self.count { nextS[k] = 0 } }
                if !Self.difficultyRange.contains(diff.value) { for k in 0..<Self.count { nextD[k] = 0 } }
                swap(&dS, &nextS)
                swap(&dD, &nextD)
            }
            s = Self.clamp(step.value, Self.stabilityRange)
            d = Self.clamp(diff.value, Self.difficultyRange)
        }
        return total
    }

    /// A new value, its partials in the previous S and D, and its partials in the weights it uses directly.
    private struct Partials {
        var value: Double
        var dS = 0.0
        var dD = 0.0
        var direct: [(Int, Double)] = []
    }

    /// The next stability: short-term on a same-day review, else after a lapse or a success.
    private func stabilityStep(_ w: [Double], s: Double, d: Double, g: Double, t: Double, r: Double, rS: Double,
                               r20: Double) -> Partials {
        if t == 0 {
            let raised = exp(w[17] * (g - 3 + w[18])) * pow(s, -w[19])
            if g >= 2 && raised < 1 { return Partials(value: s, dS: 1) }
            let value = s * raised
            return Partials(value: value, dS: (1 - w[19]) * raised,
                            direct: [(17, value * (g - 3 + w[18])), (18, value * w[17]), (19, -value * log(s))])
        }
        if g == 1 {
            let a = pow(d, -w[12])
            let grown = pow(s + 1, w[13])
            let b = grown - 1
            let e = exp((1 - r) * w[14])
            let long = w[11] * a * b * e
            let floor = s / exp(w[17] * w[18])
            if floor < long {
                return Partials(value: floor, dS: exp(-w[17] * w[18]), direct: [(17, -floor * w[18]), (18, -floor * w[17])])
            }
            let longR = -long * w[14]
            return Partials(value: long, dS: w[11] * a * e * w[13] * pow(s + 1, w[13] - 1) + longR * rS,
                            dD: -w[12] * long / d,
                            direct: [(11, a * b * e), (12, -long * log(d)), (13, w[11] * a * e * grown * log(s + 1)),
                                     (14, long * (1 - r)), (20, longR * r20)])
        }
        let hard = g == 2 ? w[15] : 1
        let easy = g == 4 ? w[16] : 1
        let grow = exp((1 - r) * w[10])
        let scale = exp(w[8]) * (11 - d) * pow(s, -w[9])
        let base = scale * (grow - 1)
        let increase = base * hard * easy
        let value = s * (1 + increase)
        let increaseR = scale * hard * easy * grow * -w[10]
        var direct: [(Int, Double)] = [(8, s * increase), (9, -s * increase * log(s)),
                                       (10, s * scale * hard * easy * grow * (1 - r)), (20, s * increaseR * r20)]
        if g == 2 { direct.append((15, s * base * easy)) }
        if g == 4 { direct.append((16, s * base * hard)) }
        return Partials(value: value, dS: 1 + increase - w[9] * increase + s * increaseR * rS,
                        dD: -s * base * hard * easy / (11 - d), direct: direct)
    }

    /// The next difficulty: the grade's step, damped towards 10, reverted towards Easy's initial difficulty.
    private func difficultyStep(_ w: [Double], d: Double, g: Double) -> Partials {
        let delta = -w[6] * (g - 3)
        let damped = d + (10 - d) * delta / 9
        let easyGrow = exp(3 * w[5])
        let easyStart = w[4] - easyGrow + 1
        let value = w[7] * easyStart + (1 - w[7]) * damped
        return Partials(value: value, dD: (1 - w[7]) * (1 - delta / 9),
                        direct: [(4, w[7]), (5, -w[7] * 3 * easyGrow), (6, (1 - w[7]) * (10 - d) * -(g - 3) / 9),
                                 (7, easyStart - damped)])
    }

    static func clamp(_ value: Double, _ range: ClosedRange<Double>) -> Double {
        min(max(value, range.lowerBound), range.upperBound)
    }
}
