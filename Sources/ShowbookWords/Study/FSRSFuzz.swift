import Foundation
import ShowbookPlatform

/// Interval fuzz as py-fsrs applies it (a few days either way on longer intervals, so cards
/// learned together spread out), drawn from a seeded generator instead of a global one: the
/// same word and review always get the same fuzz, so replaying a history agrees with itself.
extension FSRSScheduler {
    package static let fuzzRanges: [(start: Double, end: Double, factor: Double)] = [
        (2.5, 7, 0.15), (7, 20, 0.1), (20, .infinity, 0.05),
    ]

    /// The smallest and largest fuzzed interval for `days`.
    package func fuzzRange(days: Int) -> ClosedRange<Int> {
        var delta = 1.0
        for range in Self.fuzzRanges {
            delta += range.factor * max(min(Double(days), range.end) - range.start, 0)
        }
        var lower = OutsideNumbers.saturatingInt((Double(days) - delta).rounded(.toNearestOrEven))
        var upper = OutsideNumbers.saturatingInt((Double(days) + delta).rounded(.toNearestOrEven))
        lower = max(2, lower)
        upper = min(upper, parameters.maximumInterval)
        lower = min(lower, upper)
        return lower...upper
    }

    package func fuzzed(_ interval: TimeInterval, seed: UInt64) -> TimeInterval {
        let days = OutsideNumbers.saturatingInt(interval / Self.secondsPerDay)
        guard Double(days) >= 2.5 else { return interval }
        let range = fuzzRange(days: days)
        var generator = SeededGenerator(seed: seed)
        let unit = Double(generator.next() >> 11) / Double(1 << 53)
        let picked = unit * Double(range.upperBound - range.lowerBound + 1) + Double(range.lowerBound)
        let fuzzedDays = min(OutsideNumbers.saturatingInt(picked.rounded(.toNearestOrEven)), parameters.maximumInterval)
        return TimeInterval(fuzzedDays) * Self.secondsPerDay
    }

    /// The fuzz generator's starting value for one review of one word: its term (stable across
    /// export and import) and the review's number and time.
    public static func fuzzSeed(term: String, reps: Int, at date: Date) -> UInt64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in WordStore.termKey(term).utf8 {
            hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01b3
        }
        return hash ^ (UInt64(truncatingIfNeeded: reps) &* 0x9e37_79b9_7f4a_7c15)
            ^ UInt64(bitPattern: Int64(OutsideNumbers.saturatingInt(date.timeIntervalSince1970.rounded())))
    }
}
