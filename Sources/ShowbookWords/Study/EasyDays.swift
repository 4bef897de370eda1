import Foundation
import ShowbookPlatform

/// Easy Days, as Anki has them: a load factor for each weekday (1 a normal day, 0.5 half the
/// reviews, 0 none) that the load balancer weighs each candidate day's reviews by, so a
/// learner can keep weekends light. It lives in the config file as `easy_days = sat 0.5, sun 0`
/// (days not named stay at 1).
public struct EasyDays: Sendable, Equatable {
    /// Factors by `Calendar` weekday number minus one: Sunday first, Saturday last.
    public private(set) var factors: [Double]

    public init(factors: [Double] = Array(repeating: 1, count: 7)) {
        precondition(factors.count == 7, "one factor per weekday")
        self.factors = factors.map { min(max($0, 0), 1) }
    }

    /// The factor of `weekday` as `Calendar` numbers it (1 Sunday … 7 Saturday); 1 for any
    /// other number.
    public func factor(weekday: Int) -> Double {
        (1...7).contains(weekday) ? factors[weekday - 1] : 1
    }

    /// True when every day is a normal day.
    public var isEveryDayNormal: Bool { factors.allSatisfy { $0 == 1 } }

    /// English weekday names by `Calendar` number minus one, as the config file spells them.
    static let dayNames = EnglishCalendarNames.weekdays.map { $0.lowercased() }

    /// Reads `sat 0.5, sun 0`: comma-separated entries of a weekday (its first three letters
    /// or its full English name, any case) and a factor from 0 to 1 (also `sat=0.5`). Nil
    /// for any other text, and for a week whose every day is 0 (no day could take a review).
    public init?(text: String) {
        var factors = Array(repeating: 1.0, count: 7)
        for entry in text.split(separator: ",") {
            let words = entry.split(whereSeparator: { $0 == " " || $0 == "=" || $0 == "\t" || $0 == ":" })
            guard words.count == 2, let value = Double(words[1]), (0...1).contains(value) else { return nil }
            let name = words[0].lowercased()
            guard name.count >= 3, let day = Self.dayNames.firstIndex(where: { $0.hasPrefix(name) }) else { return nil }
            factors[day] = value
        }
        guard factors.contains(where: { $0 > 0 }) else { return nil }
        self.init(factors: factors)
    }
}
