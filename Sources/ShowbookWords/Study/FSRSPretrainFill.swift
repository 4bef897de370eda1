import Foundation

/// The FSRS reference's rule for initial stabilities of ratings the learner never gave first:
/// with two or three of the four known, the others follow from fixed geometric ratios between
/// neighbouring ratings (`w1`, `w2`), so a learner who never pressed Hard still gets a Hard
/// stability between Again's and Good's.
enum FSRSPretrainFill {
    static func fill(_ known: [Int: Double], w1: Double, w2: Double) -> [Double] {
        var r: [Double?] = [nil, known[1], known[2], known[3], known[4]]
        if known.count == 2 {
            switch (r[1], r[2], r[3], r[4]) {
            case (nil, nil, let r3?, let r4?):
                let r2 = pow(r3, 1 / (1 - w2)) * pow(r4, 1 - 1 / (1 - w2))
                r[2] = r2
                r[1] = pow(r2, 1 / w1) * pow(r3, 1 - 1 / w1)
            case (nil, let r2?, nil, let r4?):
                let r3 = pow(r2, 1 - w2) * pow(r4, w2)
                r[3] = r3
                r[1] = pow(r2, 1 / w1) * pow(r3, 1 - 1 / w1)
            case (nil, let r2?, let r3?, nil):
                r[4] = pow(r2, 1 - 1 / w2) * pow(r3, 1 / w2)
                r[1] = pow(r2, 1 / w1) * pow(r3, 1 - 1 / w1)
            case (let r1?, nil, nil, let r4?):
                let k = w1 / (w1 * -w2 + (w1 + w2))
                let j = w2 / (w1 * -w2 + (w1 + w2))
                r[2] = pow(r1, k) * pow(r4, 1 - k)
                r[3] = pow(r1, 1 - j) * pow(r4, j)
            case (let r1?, nil, let r3?, nil):
                let r2 = pow(r1, w1) * pow(r3, 1 - w1)
                r[2] = r2
                r[4] = pow(r2, 1 - 1 / w2) * pow(r3, 1 / w2)
            case (let r1?, let r2?, nil, nil):
                let r3 = pow(r1, 1 - 1 / (1 - w1)) * pow(r2, 1 / (1 - w1))
                r[3] = r3
                r[4] = pow(r2, 1 - 1 / w2) * pow(r3, 1 / w2)
            default: break
            }
        } else if known.count == 3 {
            switch (r[1], r[2], r[3], r[4]) {
            case (nil, let r2?, let r3?, _): r[1] = pow(r2, 1 / w1) * pow(r3, 1 - 1 / w1)
            case (let r1?, nil, let r3?, _): r[2] = pow(r1, w1) * pow(r3, 1 - w1)
            case (_, let r2?, nil, let r4?): r[3] = pow(r2, 1 - w2) * pow(r4, w2)
            case (_, let r2?, let r3?, nil): r[4] = pow(r2, 1 - 1 / w2) * pow(r3, 1 / w2)
            default: break
            }
        }
        let values = r.dropFirst().compactMap { $0 }
        // The reference's cases always complete the four; keep the defaults if one was missed.
        return values.count == 4 ? values : Array(FSRSParameters.defaultWeights[0..<4])
    }
}
