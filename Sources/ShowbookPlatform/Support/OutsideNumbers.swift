import Foundation

/// The ranges a number from outside (a file, the network, the database, the command line) is
/// held to where it enters, and the conversions that put it there without trapping. It exists
/// because Swift traps on `Int(_:)` of a huge or non-finite `Double` and on overflowing `+`:
/// a value checked once at the door lets everything behind it use plain arithmetic.
public enum OutsideNumbers {
    /// Season numbers (0 is "Specials").
    public static let seasonNumber = 0...9_999
    /// Episode numbers within a season, and a season's episode count.
    public static let episodeNumber = 0...99_999
    /// How many seasons a show may report.
    public static let seasonCount = 0...9_999
    /// A show's total episode count.
    public static let episodeCount = 0...999_999_999
    /// An episode's runtime in minutes.
    public static let runtimeMinutes = 0...99_999
    /// Page numbers of a result list.
    public static let pageNumber = 1...1_000_000
    /// Result counts of a search answer.
    public static let resultCount = 0...1_000_000_000
    /// Seconds a `Retry-After` may ask for; a longer wait is read as one day.
    public static let retryAfterSeconds = 0.0...86_400.0
    /// The number a book title ends in, "Drama words (2)": a larger one is part of the name.
    public static let titleNumber = 1...999_999
    /// A show's rating (TMDB, TVmaze and IMDb all rate from 0 to 10).
    public static let rating = 0.0...10.0

    /// A rating when it is a finite number from 0 to 10, else nil (no rating shown).
    public static func rating(_ value: Double?) -> Double? {
        guard let value, value.isFinite, rating.contains(value) else { return nil }
        return value
    }

    /// `value` held to `range`; nil stays nil.
    public static func clamped(_ value: Int?, to range: ClosedRange<Int>) -> Int? {
        value.map { min(max($0, range.lowerBound), range.upperBound) }
    }

    /// `value` when it lies in `range`, else nil (a number that cannot be right is dropped).
    public static func checked(_ value: Int?, in range: ClosedRange<Int>) -> Int? {
        guard let value, range.contains(value) else { return nil }
        return value
    }

    /// `value` rounded toward zero and held to `range`; nil for NaN. Never traps.
    public static func int(_ value: Double, clampedTo range: ClosedRange<Int>) -> Int? {
        guard !value.isNaN else { return nil }
        if value <= Double(range.lowerBound) { return range.lowerBound }
        if value >= Double(range.upperBound) { return range.upperBound }
        return Int(value)
    }

    /// `value` rounded toward zero, saturating at `Int.min`/`Int.max`; 0 for NaN. For
    /// arithmetic on numbers already checked, where only a bug could reach the edges.
    public static func saturatingInt(_ value: Double) -> Int {
        int(value, clampedTo: Int.min...Int.max) ?? 0
    }

    /// The sum of `values`, stopping at `Int.max` instead of trapping.
    public static func sum(_ values: [Int]) -> Int {
        values.reduce(0) { total, value in
            let (result, overflow) = total.addingReportingOverflow(value)
            return overflow ? (value > 0 ? Int.max : Int.min) : result
        }
    }

    /// `seconds` held to `range`; nil for NaN.
    public static func seconds(_ seconds: Double, clampedTo range: ClosedRange<Double>) -> Double? {
        guard !seconds.isNaN else { return nil }
        return min(max(seconds, range.lowerBound), range.upperBound)
    }
}
