import Foundation
import ShowbookWords

/// What an Anki collection says about schedules beside the review log: when its days begin
/// (`Timing`), each deck's options preset (`Preset`: desired retention, learning and
/// relearning steps, FSRS parameters) and each card's own state (`CardState`: its kind, due
/// day and the memory state Anki stored in `cards.data`). The replay uses them so that a
/// card is scheduled the way Anki schedules it (`AnkiReviewReplay`).
extension AnkiCollection {
    /// The collection's day: it begins at the rollover hour (`rollover` in the config, 4 by
    /// default) in the collection's time zone (`localOffset`, else `creationOffset`: minutes
    /// west of UTC), and day 0 is the day of `crt`, the collection's creation.
    package struct Timing: Sendable, Equatable {
        package var rolloverHour = 4
        package var minutesWest = 0
        package var created: Int64 = 0

        package init(rolloverHour: Int = 4, minutesWest: Int = 0, created: Int64 = 0) {
            self.rolloverHour = min(max(rolloverHour, 0), 23)
            self.minutesWest = min(max(minutesWest, -24 * 60), 24 * 60)
            self.created = created
        }

        /// Seconds after midnight UTC at which the collection's days begin.
        package var dayStart: TimeInterval {
            let seconds = (rolloverHour * 60 + minutesWest) * 60
            return TimeInterval(((seconds % 86_400) + 86_400) % 86_400)
        }

        /// The moment Anki's day `day` (days since the creation day) begins.
        package func start(ofDay day: Int64) -> Date {
            let created = Double(self.created)
            let firstDay = floor((created - dayStart) / 86_400)
            return Date(timeIntervalSince1970: (firstDay + Double(day)) * 86_400 + dayStart)
        }
    }

    /// A deck options preset, as far as FSRS needs it; nil where the preset leaves the value
    /// to the defaults (an empty parameter list means FSRS's own parameters).
    package struct Preset: Sendable, Equatable {
        package var desiredRetention: Double?
        package var weights: [Double]?
        package var learningSteps: [TimeInterval]?
        package var relearningSteps: [TimeInterval]?

        package init(desiredRetention: Double? = nil, weights: [Double]? = nil,
                     learningSteps: [TimeInterval]? = nil, relearningSteps: [TimeInterval]? = nil) {
            self.desiredRetention = desiredRetention
            self.weights = weights
            self.learningSteps = learningSteps
            self.relearningSteps = relearningSteps
        }

        /// A preset of the legacy schema (`col.dconf`): steps in minutes under `new.delays`
        /// and `lapse.delays`, `desiredRetention`, and the FSRS-6 parameters in `fsrsParams6`.
        package init(legacy json: [String: Any]) {
            func minutes(_ key: String) -> [TimeInterval]? {
                ((json[key] as? [String: Any])?["delays"] as? [Any]).map { $0.compactMap { ($0 as? NSNumber)?.doubleValue }.map { $0 * 60 } }
            }
            self.init(desiredRetention: (json["desiredRetention"] as? NSNumber)?.doubleValue,
                      weights: (json["fsrsParams6"] as? [Any]).map { $0.compactMap { ($0 as? NSNumber)?.doubleValue } },
                      learningSteps: minutes("new"), relearningSteps: minutes("lapse"))
        }

        /// `base` with what the preset sets, and days that begin at `dayStart`. Parameters
        /// that are not FSRS-6's 21 and a retention outside `StudySettings.retentionRange`
        /// are left to `base`; steps are kept to at most a year each.
        package func parameters(over base: FSRSParameters, dayStart: TimeInterval?) -> FSRSParameters {
            var parameters = base
            if let weights, weights.count == 21, weights.allSatisfy(\.isFinite) { parameters.weights = weights }
            if let desiredRetention, StudySettings.retentionRange.contains(desiredRetention) {
                parameters.desiredRetention = desiredRetention
            }
            func valid(_ steps: [TimeInterval]?) -> [TimeInterval]? {
                guard let steps, steps.count <= 100, steps.allSatisfy({ $0.isFinite && $0 > 0 && $0 <= 366 * 86_400 }) else { return nil }
                return steps
            }
            if let steps = valid(learningSteps) { parameters.learningSteps = steps }
            if let steps = valid(relearningSteps) { parameters.relearningSteps = steps }
            parameters.dayStart = dayStart
            return parameters
        }
    }

    /// A card's own state: `type` (0 new, 1 learning, 2 review, 3 relearning), `queue` (−1
    /// suspended), `due` (a day number for a review card) and `interval` in days, and the
    /// memory state Anki stored (`cards.data` "s" and "d"), if any.
    package struct CardState: Sendable, Equatable {
        package var type: Int
        package var queue: Int
        package var due: Int64
        package var interval: Int
        package var stability: Double?
        package var difficulty: Double?

        package init(type: Int, queue: Int, due: Int64, interval: Int, stability: Double?, difficulty: Double?) {
            self.type = type
            self.queue = queue
            self.due = due
            self.interval = interval
            self.stability = stability
            self.difficulty = difficulty
        }

        /// The state with the memory state read from `cards.data` (JSON; anything else is no state).
        package init(type: Int, queue: Int, due: Int64, interval: Int, data: String) {
            let json = (try? JSONSerialization.jsonObject(with: Data(data.utf8))) as? [String: Any]
            func number(_ key: String) -> Double? {
                (json?[key] as? NSNumber).map(\.doubleValue).flatMap { $0.isFinite && $0 > 0 ? $0 : nil }
            }
            self.init(type: type, queue: queue, due: due, interval: interval, stability: number("s"), difficulty: number("d"))
        }
    }
}
