import Foundation
import ShowbookPlatform
import ShowbookWords

/// Even days measured: 10,000 cards — 5,000 in review due over the first 30 days and 5,000
/// new words met evenly over the run — studied every day at 9:00 UTC for 90 days (recall
/// drawn from retrievability with a seeded generator; a lapse relearns 10 minutes later, a new
/// word graduates after its 10-minute step). Each review is scheduled with fuzz, or with a load
/// balancer; the daily due counts of the last 60 days are kept (by then every due date counted
/// was scheduled in the run). The load balancer's test and `make bench` both run it.
public struct BalanceBench {
    public static let start = Date(timeIntervalSince1970: 1_767_603_600) // 2026-01-05 09:00 UTC

    public var cards = 10_000
    public var days = 90
    public var measuredDays = 60
    public var seed: UInt64 = 60

    public init() {}

    /// The daily due counts of the measured days, and their spread.
    public struct Run: Sendable {
        public var daily: [Int]

        public var standardDeviation: Double {
            let mean = Double(daily.reduce(0, +)) / Double(max(1, daily.count))
            return (daily.map { pow(Double($0) - mean, 2) }.reduce(0, +) / Double(max(1, daily.count))).squareRoot()
        }

        /// The spread of each day around its week (the 7 days centred on it): the day-to-day
        /// unevenness the balancer removes, without the slow trend it cannot.
        public var dayToDayDeviation: Double {
            guard daily.count > 6 else { return 0 }
            let residuals = (3..<(daily.count - 3)).map { day in
                Double(daily[day]) - Double(daily[(day - 3)...(day + 3)].reduce(0, +)) / 7
            }
            return (residuals.map { $0 * $0 }.reduce(0, +) / Double(residuals.count)).squareRoot()
        }
    }

    /// Runs the days with fuzz (`balancer` nil) or balanced; `check` sees each balanced day
    /// beside the fuzz range of the plain FSRS interval.
    public func run(balancer: LoadBalancer?, check: @escaping (_ picked: Int, _ range: ClosedRange<Int>) -> Void = { _, _ in }) -> Run {
        let plain = FSRSScheduler()
        let fuzzed = FSRSScheduler(parameters: FSRSParameters(fuzz: true))
        var generator = SeededGenerator(seed: seed)
        var states: [StudyCard] = []
        let horizon = days + 400
        var dueOn = Array(repeating: [Int](), count: horizon)
        var counts = Array(repeating: 0, count: horizon)
        let reviewing = cards / 2
        for index in 0..<cards {
            let day: Int
            if index < reviewing {
                let stability = exp(Double.random(in: log(1.0)...log(60.0), using: &generator))
                day = Int.random(in: 0..<30, using: &generator)
                states.append(StudyCard(phase: .review, step: nil, stability: stability, difficulty: Double.random(in: 3...8, using: &generator),
                                        due: Self.start.addingTimeInterval(Double(day) * 86_400),
                                        lastReview: Self.start.addingTimeInterval(Double(day - plain.nextInterval(stability)) * 86_400), reps: 4))
            } else {
                states.append(.new)
                day = (index - reviewing) * days / max(1, cards - reviewing)
            }
            dueOn[day].append(index)
            counts[day] += 1
        }
        var utc = Calendar(identifier: .gregorian)
        utc.timeZone = TimeZone(identifier: "UTC") ?? utc.timeZone
        for day in 0..<days {
            let date = Self.start.addingTimeInterval(Double(day) * 86_400)
            for index in dueOn[day] {
                var card = states[index]
                var at = date
                let recalled = Double.random(in: 0..<1, using: &generator) < (plain.retrievability(of: card, at: at) ?? 0)
                if card.isNew || !recalled {
                    card = plain.review(card, grade: card.isNew ? .good : .again, at: at)
                    at = at.addingTimeInterval(600)
                }
                let seed = FSRSScheduler.fuzzSeed(term: "w\(index)", reps: card.reps, at: at)
                if let balancer {
                    let plainDays = Int((((plain.review(card, grade: .good, at: at).due ?? at).timeIntervalSince(at)) / 86_400).rounded())
                    let fromDate = at
                    card = plain.review(card, grade: .good, at: at, fuzzSeed: seed) { interval, range in
                        let picked = balancer.pick(interval: interval, in: range, dueCount: { counts[min(day + $0, horizon - 1)] },
                                                   weekday: { utc.component(.weekday, from: fromDate.addingTimeInterval(Double($0) * 86_400)) })
                        check(picked, plain.fuzzRange(days: plainDays))
                        return picked
                    }
                } else {
                    card = fuzzed.review(card, grade: .good, at: at, fuzzSeed: seed)
                }
                states[index] = card
                let next = min(day + Int(((card.due ?? at).timeIntervalSince(date) / 86_400).rounded(.down)), horizon - 1)
                dueOn[next].append(index)
                counts[next] += 1
            }
        }
        return Run(daily: Array(counts[max(0, days - measuredDays)..<days]))
    }
}
