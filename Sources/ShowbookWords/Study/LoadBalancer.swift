import Foundation
import ShowbookPlatform

/// Even days (Anki's load balancer): when a review is scheduled, its due day is picked inside
/// the card's fuzz range (`FSRSScheduler.fuzzRange`) as the day with the fewest reviews
/// already due, so cards learned together spread out and no day piles up. Each day's load is
/// its due count plus the card itself, divided by its Easy Days factor: a 0.5 day looks twice as
/// full, a 0 day is never picked (unless every day in the range is 0). Ties go to the day
/// nearest the FSRS interval, then the earlier. Anki draws the day at random weighted by load;
/// picking the least loaded day is its deterministic form, so a review always lands on the
/// same day given the same counts.
public struct LoadBalancer: Sendable, Equatable {
    /// Longer intervals are fuzzed as usual (Anki balances up to 90 days too): a day either way
    /// matters little there, and the due counts looked up per review stay few.
    public static let maximumInterval = 90

    public var easyDays: EasyDays
    /// The zone whose calendar days reviews are counted in and whose weekdays Easy Days name.
    public var timeZone: TimeZone

    public init(easyDays: EasyDays = EasyDays(), timeZone: TimeZone = .current) {
        self.easyDays = easyDays
        self.timeZone = timeZone
    }

    /// The day (days after the review) in `range` with the least load. `dueCount(day)` is how
    /// many reviews are already due that day and `weekday(day)` its `Calendar` weekday; a
    /// day whose factor is 0 is not counted at all.
    public func pick(interval: Int, in range: ClosedRange<Int>, dueCount: (Int) -> Int, weekday: (Int) -> Int) -> Int {
        let factors = range.map { easyDays.factor(weekday: weekday($0)) }
        let ignoreFactors = factors.allSatisfy { $0 == 0 }
        var best: (day: Int, load: Double, distance: Int)?
        for (day, factor) in zip(range, factors) {
            let weight = ignoreFactors ? 1 : factor
            guard weight > 0 else { continue }
            let load = Double(max(0, dueCount(day)) + 1) / weight
            let distance = abs(day - interval)
            if let current = best, load > current.load || (load == current.load && distance >= current.distance) { continue }
            best = (day, load, distance)
        }
        return best?.day ?? min(max(interval, range.lowerBound), range.upperBound)
    }
}

extension FSRSScheduler {
    /// Picks the due day of a review interval: given the FSRS interval in days and its fuzz
    /// range, returns the chosen number of days (kept inside the range).
    public typealias DayPicker = (_ interval: Int, _ range: ClosedRange<Int>) -> Int

    /// The balanced interval for `interval` seconds, or nil when balancing does not apply (under
    /// 2.5 days, where there is no fuzz range, or over `LoadBalancer.maximumInterval`).
    package func balanced(_ interval: TimeInterval, picker: DayPicker) -> TimeInterval? {
        let days = OutsideNumbers.saturatingInt(interval / Self.secondsPerDay)
        guard Double(days) >= 2.5, days <= LoadBalancer.maximumInterval else { return nil }
        let range = fuzzRange(days: days)
        let picked = min(max(picker(days, range), range.lowerBound), range.upperBound)
        return TimeInterval(picked) * Self.secondsPerDay
    }
}
