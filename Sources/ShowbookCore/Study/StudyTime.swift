import Foundation

/// Review times as text: ISO-8601 in UTC to the second for output (`2026-12-01T09:30:00Z`),
/// and a lenient reader for `--at` (a UTC offset, fractional seconds, or a bare date meaning
/// midnight UTC). One place, so the CLI, the exports and the tests agree on the format.
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

    /// The date in `text`, or nil when it is not ISO-8601.
    public static func parse(_ text: String) -> Date? {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        let formatter = ISO8601DateFormatter()
        formatter.timeZone = TimeZone(identifier: "UTC")
        for options: ISO8601DateFormatter.Options in [
            [.withInternetDateTime], [.withInternetDateTime, .withFractionalSeconds], [.withFullDate],
        ] {
            formatter.formatOptions = options
            if let date = formatter.date(from: trimmed) { return date }
        }
        return nil
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
