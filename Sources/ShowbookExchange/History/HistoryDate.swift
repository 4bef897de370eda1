import Foundation
import ShowbookPlatform

/// The dates history files write, read without a locale: `2019-03-14`, `2019-03-14 21:04:55`,
/// `2019-03-14T21:04:55.000Z`, with an offset (`+02:00`, `+0200`) or a trailing ` UTC`. A date
/// with no zone is UTC (TV Time's and IMDb's are). Anything else — a month 13, 31 February, a
/// year outside 1900…2200 — is nil, so the row is skipped with its reason, never guessed.
public enum HistoryDate {
    /// The years a watch date may fall in.
    public static let years = 1900...2200

    public static func parse(_ raw: String) -> Date? {
        var text = Substring(HistoryCSV.Row.trimmed(raw))
        if text.hasSuffix(" UTC") { text = text.dropLast(4) }
        let bytes = Array(text.utf8)
        var position = 0
        func number(_ digits: Int) -> Int? {
            guard position + digits <= bytes.count else { return nil }
            var value = 0
            for byte in bytes[position..<position + digits] {
                guard (48...57).contains(byte) else { return nil }
                value = value * 10 + Int(byte - 48)
            }
            position += digits
            return value
        }
        func skip(_ byte: UInt8) -> Bool {
            guard position < bytes.count, bytes[position] == byte else { return false }
            position += 1
            return true
        }
        guard let year = number(4), skip(UInt8(ascii: "-")), let month = number(2), skip(UInt8(ascii: "-")),
              let day = number(2), years.contains(year), (1...12).contains(month),
              (1...CivilCalendar.daysIn(month: month, year: year)).contains(day) else { return nil }
        var seconds = 0
        if position < bytes.count {
            guard skip(UInt8(ascii: "T")) || skip(UInt8(ascii: " ")) else { return nil }
            guard let hour = number(2), skip(UInt8(ascii: ":")), let minute = number(2), hour < 24, minute < 60 else { return nil }
            seconds = hour * 3600 + minute * 60
            if skip(UInt8(ascii: ":")) {
                guard let second = number(2), second < 61 else { return nil }
                seconds += min(second, 59)
                if skip(UInt8(ascii: ".")) {
                    let start = position
                    while position < bytes.count, (48...57).contains(bytes[position]), position - start < 9 { position += 1 }
                    guard position > start else { return nil }
                }
            }
            if skip(UInt8(ascii: "Z")) {
            } else if position < bytes.count, bytes[position] == UInt8(ascii: "+") || bytes[position] == UInt8(ascii: "-") {
                let sign = bytes[position] == UInt8(ascii: "+") ? 1 : -1
                position += 1
                guard let hours = number(2), hours <= 14 else { return nil }
                _ = skip(UInt8(ascii: ":"))
                guard let minutes = number(2), minutes < 60 else { return nil }
                seconds -= sign * (hours * 3600 + minutes * 60)
            }
            guard position == bytes.count else { return nil }
        }
        let days = CivilCalendar.days(year: year, month: month, day: day)
        return Date(timeIntervalSince1970: TimeInterval(days * 86_400 + seconds))
    }

    /// The text an export writes: `2019-03-14T21:04:55Z` (UTC, whole seconds).
    public static func text(_ date: Date) -> String {
        let total = Int(date.timeIntervalSince1970.rounded(.down))
        let days = Int((Double(total) / 86_400).rounded(.down))
        let seconds = total - days * 86_400
        let (year, month, day) = CivilCalendar.date(days: days)
        func two(_ value: Int) -> String { value < 10 ? "0\(value)" : "\(value)" }
        let yearText = String(repeating: "0", count: max(0, 4 - String(year).count)) + String(year)
        return "\(yearText)-\(two(month))-\(two(day))T\(two(seconds / 3600)):\(two(seconds / 60 % 60)):\(two(seconds % 60))Z"
    }
}
