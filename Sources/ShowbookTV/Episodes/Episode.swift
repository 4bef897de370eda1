import Foundation

/// One episode of a series as every provider maps it: where it sits (season, number), what
/// it is called, when it airs. The episodes screen, the watched marks, Saved's "up next" and
/// the upcoming list all work on this shape.
public struct Episode: Sendable, Equatable, Codable {
    public var season: Int
    public var number: Int
    public var title: String
    /// The first air date as the provider gives it, "2008-01-20"; nil when not announced.
    public var airDate: String?
    /// Minutes, when known.
    public var runtime: Int?
    public var overview: String
    /// The air time as the provider gives it, ISO 8601 with an offset ("2026-12-11T21:00:00-05:00");
    /// nil when it dates the episode by day only.
    public var airStamp: String?

    public init(season: Int, number: Int, title: String, airDate: String? = nil, runtime: Int? = nil, overview: String = "",
                airStamp: String? = nil) {
        self.season = season
        self.number = number
        self.title = title
        self.airDate = airDate
        self.runtime = runtime
        self.overview = overview
        self.airStamp = airStamp
    }

    /// "S02E05".
    public var code: String { EpisodeCode(season: season, number: number).description }

    public var key: EpisodeCode { EpisodeCode(season: season, number: number) }

    /// The air date as a day in UTC midnight terms (providers give dates, not times).
    public var airDay: AirDay? { airDate.flatMap(AirDay.init) }

    /// The instant it airs, when the provider gave the time.
    public var airInstant: Date? { airStamp.flatMap(Self.instant) }

    /// Reads an ISO 8601 time with its offset or `Z` ("2026-12-11T21:00:00-05:00"); nil otherwise.
    public static func instant(_ text: String) -> Date? {
        let formatter = ISO8601DateFormatter()
        formatter.formatOptions = [.withInternetDateTime]
        if let date = formatter.date(from: text) { return date }
        formatter.formatOptions = [.withInternetDateTime, .withFractionalSeconds]
        return formatter.date(from: text)
    }
}

/// Season and episode number, written "S01E03" and read back from that form (the CLI).
public struct EpisodeCode: Sendable, Hashable, Comparable, CustomStringConvertible {
    public var season: Int
    public var number: Int

    public init(season: Int, number: Int) {
        self.season = season
        self.number = number
    }

    /// Reads "S01E03" or "s1e3"; nil for anything else.
    public init?(_ text: String) {
        let upper = text.uppercased()
        guard upper.hasPrefix("S"), let e = upper.firstIndex(of: "E") else { return nil }
        let seasonText = upper[upper.index(after: upper.startIndex)..<e]
        let numberText = upper[upper.index(after: e)...]
        guard !seasonText.isEmpty, !numberText.isEmpty, seasonText.count <= 4, numberText.count <= 5,
              let season = Int(seasonText), let number = Int(numberText), season >= 0, number >= 0 else { return nil }
        self.init(season: season, number: number)
    }

    public var description: String {
        let s = season < 10 ? "0\(season)" : "\(season)"
        let n = number < 10 ? "0\(number)" : "\(number)"
        return "S\(s)E\(n)"
    }

    public static func < (a: EpisodeCode, b: EpisodeCode) -> Bool {
        (a.season, a.number) < (b.season, b.number)
    }
}

/// A calendar day ("2026-12-12") without a time of day: providers date episodes by day, so
/// "aired" and "airs" compare days in the user's time zone, never instants.
public struct AirDay: Sendable, Hashable, Comparable {
    public var year: Int
    public var month: Int
    public var day: Int

    public init(year: Int, month: Int, day: Int) {
        self.year = year
        self.month = month
        self.day = day
    }

    /// Reads "YYYY-MM-DD"; nil for anything else (an empty or partial date).
    public init?(_ text: String) {
        let parts = text.split(separator: "-", omittingEmptySubsequences: false)
        guard parts.count == 3, parts[0].count == 4, let year = Int(parts[0]), let month = Int(parts[1]),
              let day = Int(parts[2]), (1...12).contains(month), (1...31).contains(day) else { return nil }
        self.init(year: year, month: month, day: day)
    }

    /// The day `date` falls on in `calendar`'s time zone.
    public init(_ date: Date, calendar: Calendar) {
        let parts = calendar.dateComponents([.year, .month, .day], from: date)
        self.init(year: parts.year ?? 1970, month: parts.month ?? 1, day: parts.day ?? 1)
    }

    /// Noon of this day in `calendar` (a safe instant for day arithmetic).
    public func date(in calendar: Calendar) -> Date {
        calendar.date(from: DateComponents(year: year, month: month, day: day, hour: 12)) ?? Date(timeIntervalSince1970: 0)
    }

    /// Whole days from `self` to `other` (positive when `other` is later).
    public func days(to other: AirDay, calendar: Calendar) -> Int {
        calendar.dateComponents([.day], from: date(in: calendar), to: other.date(in: calendar)).day ?? 0
    }

    public var description: String {
        String(format: "%04d-%02d-%02d", year, month, day)
    }

    public static func < (a: AirDay, b: AirDay) -> Bool { (a.year, a.month, a.day) < (b.year, b.month, b.day) }
}
