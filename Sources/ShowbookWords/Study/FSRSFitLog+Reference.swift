import Foundation

extension FSRSFitLog {
    /// The log as `scripts/fsrs/fit-reference.sh` reads it, so the FSRS reference fits exactly
    /// the predictions Showbook fits: `{"cards": [[[rating, delta_t], …], …], "targets": [[card, index], …]}`.
    package var referenceJSON: Data {
        let object: [String: Any] = [
            "cards": cards.map { $0.reviews.map { [$0.rating, $0.deltaT] } },
            "targets": targets.map { [$0.card, $0.index] },
        ]
        return (try? JSONSerialization.data(withJSONObject: object)) ?? Data()
    }

    /// The weights in one line the reference script printed (`{"parameters": […], "seconds": s}`).
    package static func referenceFit(_ line: Substring) -> (weights: [Double], seconds: Double)? {
        guard let object = try? JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any],
              let weights = object["parameters"] as? [Double], weights.count == 21, weights.allSatisfy(\.isFinite),
              let seconds = object["seconds"] as? Double else { return nil }
        return (weights, seconds)
    }
}
