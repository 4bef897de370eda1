import Foundation
import ShowbookPlatform

/// Review times as text: ISO-8601 in UTC to the second for output (`2026-12-01T09:30:00Z`),
/// and a strict reader for `--at` and files: a full date-time with `Z` or a numeric offset,
/// fractional seconds allowed, nothing guessed. One place, so the CLI, the exports and the
/// tests agree on the format.
public enum StudyTime {
    public static func text(_ date: Date) -> String {
        let formatter = ISO8601DateFormatter()
        formatter.formatOptions = [.withInternetDateTime]
        formatter.timeZone = TimeZone(identifier: "UTC")
        return formatter.string(from: Date(timeIntervalSince1970: date.timeIntervalSince1970.rounded()))
    }

    /// UTC with milliseconds, for files that carry review times (`2026-12-01T09:30:00.250Z`).
    public static func preciseText(_ date: Date) -> String {
        let formatter = ISO8601DateFormatter()
        formatter.formatOptions = [.withInternetDateTime, .withFractionalSeconds]
        formatter.timeZone = TimeZone(identifier: "UTC")
        return formatter.string(from: date)
    }

    /// What `parse` reads, for messages.
    public static let acceptedForm = "an ISO-8601 date-time with Z or an offset, such as 2026-12-01T09:30:00Z or 2026-12-01T18:30:00.250+09:00"

    /// How far ahead of now a review may be recorded (clocks differ; a day more is a mistake).
    public static let futureReviewLimit: TimeInterval = 86_400

    /// The date in `text` when it is exactly `YYYY-MM-DDThh:mm:ss[.fraction](Z|±hh:mm)` and a
    /// real calendar time; nil for anything else (a bare date, no offset, a space for `T`, …).
    public static func parse(_ text: String) -> Date? {
        let bytes = Array(text.utf8)
        func number(_ start: Int, _ count: Int) -> Int? {
            guard start + count <= bytes.count else { return nil }
            var value = 0
            for byte in bytes[start..<(start + count)] {
                guard (0x30...0x39).contains(byte) else { return nil }
                value = value * 10 + Int(byte - 0x30)
            }
            return value
        }
        func isByte(_ index: Int, _ character: Unicode.Scalar) -> Bool {
            index < bytes.count && bytes[index] == UInt8(ascii: character)
        }
        guard let year = number(0, 4), isByte(4, "-"), let month = number(5, 2), isByte(7, "-"), let day = number(8, 2),
              isByte(10, "T"), let hour = number(11, 2), isByte(13, ":"), let minute = number(14, 2), isByte(16, ":"),
              let second = number(17, 2),
              (1...12).contains(month), (1...CivilCalendar.daysIn(month: month, year: year)).contains(day),
              hour <= 23, minute <= 59, second <= 59 else { return nil }
        var index = 19
        var fraction = 0.0
        if isByte(index, ".") {
            let start = index + 1
            index = start
            while index < bytes.count, (0x30...0x39).contains(bytes[index]) { index += 1 }
            guard index > start, let value = Double("0." + String(decoding: bytes[start..<index], as: UTF8.self)) else { return nil }
            fraction = value
        }
        var offset = 0
        if isByte(index, "Z") {
            index += 1
        } else if isByte(index, "+") || isByte(index, "-") {
            guard let offsetHours = number(index + 1, 2), isByte(index + 3, ":"), let offsetMinutes = number(index + 4, 2),
                  offsetHours <= 23, offsetMinutes <= 59 else { return nil }
            offset = (offsetHours * 3_600 + offsetMinutes * 60) * (isByte(index, "-") ? -1 : 1)
            index += 6
        } else {
            return nil
        }
        guard index == bytes.count else { return nil }
        let seconds = CivilCalendar.days(year: year, month: month, day: day) * 86_400 + hour * 3_600 + minute * 60 + second - offset
        return Date(timeIntervalSince1970: Double(seconds) + fraction)
    }

    /// Why a review at `at` cannot be recorded at `now` (more than a day ahead), or nil.
    public static func futureReviewProblem(_ at: Date, now: Date) -> String? {
        guard at.timeIntervalSince(now) > futureReviewLimit else { return nil }
        return "a review time must not be more than a day ahead of now (\(text(now))), not \(text(at))"
    }
}

/// A word's study state for scripts: the fields `books show --json` and `books due --json`
/// add, and the one-word status `books show` prints.
public enum StudyFields {
    public static func json(_ card: StudyCard) -> [String: JSONValue] {
        [
            "state": .string(card.status.rawValue),
            "due": card.isNew ? .null : .optional(card.due.map(StudyTime.text)),
            "stability": card.stability.map(JSONValue.double) ?? .null,
            "difficulty": card.difficulty.map(JSONValue.double) ?? .null,
            "reps": .int(card.reps),
            "lapses": .int(card.lapses),
        ]
    }

    /// "New", or "Review  due 2026-12-03T09:30:00Z".
    public static func summary(_ card: StudyCard) -> String {
        guard !card.isNew, let due = card.due else { return card.status.title }
        return "\(card.status.title)\tdue \(StudyTime.text(due))"
    }
}
