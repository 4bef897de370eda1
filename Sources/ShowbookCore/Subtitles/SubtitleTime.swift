import Foundation

/// Subtitle timestamps: reading SubRip (`00:01:02,345`), WebVTT (`01:02.345`, `00:01:02.345`)
/// and ASS (`0:01:02.34`) forms, and writing a cue time as `12:34` or `1:02:03`.
public enum SubtitleTime {
    /// Milliseconds, or nil when `text` is not a timestamp. Hours are optional; the fraction
    /// may have one to three digits (ASS writes centiseconds) after `,` or `.`. Read as bytes:
    /// an episode has thousands of timestamps.
    public static func parse<S: StringProtocol>(_ text: S) -> Int? {
        var bytes = Array(text.utf8)[...]
        while let first = bytes.first, first == 0x20 || first == 0x09 { bytes.removeFirst() }
        while let last = bytes.last, last == 0x20 || last == 0x09 { bytes.removeLast() }
        let parts = bytes.split(separator: 0x3A, omittingEmptySubsequences: false)  // ":"
        guard parts.count == 2 || parts.count == 3 else { return nil }
        let lastParts = parts[parts.count - 1].split(omittingEmptySubsequences: false, whereSeparator: { $0 == 0x2C || $0 == 0x2E })
        guard lastParts.count == 2, let seconds = number(lastParts[0], maxDigits: 2), seconds < 60,
              !lastParts[1].isEmpty, let fraction = number(lastParts[1], maxDigits: 3),
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

    private static func number(_ digits: ArraySlice<UInt8>, maxDigits: Int) -> Int? {
        guard !digits.isEmpty, digits.count <= maxDigits else { return nil }
        var value = 0
        for digit in digits {
            guard digit >= 0x30 && digit <= 0x39 else { return nil }
            value = value * 10 + Int(digit - 0x30)
        }
        return value
    }
}
