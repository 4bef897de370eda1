import Foundation

/// Subtitle timestamps: reading SubRip (`00:01:02,345`), WebVTT (`01:02.345`, `00:01:02.345`)
/// and ASS (`0:01:02.34`) forms, and writing a cue time as `12:34` or `1:02:03`.
public enum SubtitleTime {
    /// Milliseconds, or nil when `text` is not a timestamp. Hours are optional; the fraction
    /// may have one to three digits (ASS writes centiseconds) after `,` or `.`.
    public static func parse<S: StringProtocol>(_ text: S) -> Int? {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        let parts = trimmed.split(separator: ":", omittingEmptySubsequences: false)
        guard parts.count == 2 || parts.count == 3 else { return nil }
        let lastParts = parts[parts.count - 1].split(omittingEmptySubsequences: false,
                                                     whereSeparator: { $0 == "," || $0 == "." })
        guard lastParts.count == 2, let seconds = number(lastParts[0], maxDigits: 2), seconds < 60,
              !lastParts[1].isEmpty, lastParts[1].count <= 3, let fraction = number(lastParts[1], maxDigits: 3),
              let minutes = number(parts[parts.count - 2], maxDigits: 2), minutes < 60 else { return nil }
        let hours = parts.count == 3 ? number(parts[0], maxDigits: 3) : 0
        guard let hours else { return nil }
        var millis = fraction
        for _ in lastParts[1].count..<3 { millis *= 10 }
        return ((hours * 60 + minutes) * 60 + seconds) * 1000 + millis
    }

    /// `12:34` under an hour, `1:02:03` from an hour on.
    public static func format(milliseconds: Int) -> String {
        let total = max(0, milliseconds) / 1000
        let (hours, minutes, seconds) = (total / 3600, total / 60 % 60, total % 60)
        func two(_ value: Int) -> String { value < 10 ? "0\(value)" : "\(value)" }
        return hours > 0 ? "\(hours):\(two(minutes)):\(two(seconds))" : "\(two(minutes)):\(two(seconds))"
    }

    private static func number<S: StringProtocol>(_ text: S, maxDigits: Int) -> Int? {
        guard !text.isEmpty, text.count <= maxDigits, text.utf8.allSatisfy({ $0 >= 48 && $0 <= 57 }) else { return nil }
        return Int(text)
    }
}
