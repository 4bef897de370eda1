import Foundation

/// Subtitle timestamps: reading SubRip (`00:01:02,345`), WebVTT (`01:02.345`, `00:01:02.345`)
/// and ASS (`0:01:02.34`) forms, and writing a cue time as `12:34` or `1:02:03`.
public enum SubtitleTime {
    /// Milliseconds, or nil when `text` is not a timestamp. Hours are optional; the fraction
    /// may have one to three digits (ASS writes centiseconds) after `,` or `.`. Read as bytes,
    /// without allocating: an episode has thousands of timestamps.
    public static func parse<S: StringProtocol>(_ text: S) -> Int? {
        parse(bytes: text.utf8)
    }

    /// `parse` over UTF-8 bytes.
    package static func parse<Bytes: Collection>(bytes: Bytes) -> Int? where Bytes.Element == UInt8 {
        // Up to three numbers separated by ":" (at most three digits each, so nothing
        // overflows), then "," or "." and a fraction of one to three digits.
        var fields = (0, 0, 0), digits = (0, 0, 0)
        var count = 0
        var fraction = 0, fractionDigits = 0, inFraction = false
        var started = false, ended = false
        for byte in bytes {
            if byte == 0x20 || byte == 0x09 {
                if started { ended = true }
                continue
            }
            if ended { return nil }
            started = true
            switch byte {
            case 0x30...0x39:
                let value = Int(byte - 0x30)
                if inFraction {
                    fractionDigits += 1
                    guard fractionDigits <= 3 else { return nil }
                    fraction = fraction * 10 + value
                } else {
                    switch count {
                    case 0: digits.0 += 1; fields.0 = fields.0 * 10 + value
                    case 1: digits.1 += 1; fields.1 = fields.1 * 10 + value
                    default: digits.2 += 1; fields.2 = fields.2 * 10 + value
                    }
                    guard max(digits.0, digits.1, digits.2) <= 3 else { return nil }
                }
            case 0x3A:  // ":"
                let current = count == 0 ? digits.0 : count == 1 ? digits.1 : digits.2
                guard !inFraction, current > 0, count < 2 else { return nil }
                count += 1
            case 0x2C, 0x2E:  // "," or "."
                let current = count == 0 ? digits.0 : count == 1 ? digits.1 : digits.2
                guard !inFraction, current > 0 else { return nil }
                inFraction = true
            default:
                return nil
            }
        }
        // The fraction follows the seconds: `mm:ss.ttt` or `hh:mm:ss.ttt`.
        guard inFraction, fractionDigits > 0, count == 1 || count == 2 else { return nil }
        let (hours, minutes, seconds) = count == 2 ? fields : (0, fields.0, fields.1)
        let (minuteDigits, secondDigits) = count == 2 ? (digits.1, digits.2) : (digits.0, digits.1)
        guard minuteDigits <= 2, secondDigits <= 2, seconds < 60, minutes < 60 else { return nil }
        var millis = fraction
        for _ in fractionDigits..<3 { millis *= 10 }
        return ((hours * 60 + minutes) * 60 + seconds) * 1000 + millis
    }

    /// `12:34` under an hour, `1:02:03` from an hour on.
    public static func format(milliseconds: Int) -> String {
        let total = max(0, milliseconds) / 1000
        let (hours, minutes, seconds) = (total / 3600, total / 60 % 60, total % 60)
        func two(_ value: Int) -> String { value < 10 ? "0\(value)" : "\(value)" }
        return hours > 0 ? "\(hours):\(two(minutes)):\(two(seconds))" : "\(two(minutes)):\(two(seconds))"
    }
}
