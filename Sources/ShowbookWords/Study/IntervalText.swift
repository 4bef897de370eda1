import Foundation
import ShowbookPlatform

/// Short interval labels as the grade buttons show them ("<1m", "10m", "5h", "3d", "2.5mo",
/// "1.2y"): one place, so the card and the summary agree.
public enum IntervalText {
    public static func short(_ seconds: TimeInterval) -> String {
        let minute = 60.0, hour = 3_600.0, day = 86_400.0
        switch seconds {
        case ..<minute: return "<1m"
        case ..<hour: return "\(Int((seconds / minute).rounded()))m"
        case ..<day: return "\(Int((seconds / hour).rounded()))h"
        case ..<(30 * day): return "\(Int((seconds / day).rounded()))d"
        case ..<(365 * day): return decimal(seconds / (30 * day)) + "mo"
        default: return decimal(seconds / (365 * day)) + "y"
        }
    }

    /// "1.5" or "2" (a trailing ".0" dropped).
    private static func decimal(_ value: Double) -> String {
        let tenths = OutsideNumbers.saturatingInt((value * 10).rounded())
        return tenths % 10 == 0 ? "\(tenths / 10)" : "\(tenths / 10).\(tenths % 10)"
    }

    /// "3m 20s", "1h 05m", "45s": how long a session took.
    public static func duration(_ seconds: TimeInterval) -> String {
        let total = max(0, OutsideNumbers.saturatingInt(seconds.rounded()))
        if total < 60 { return "\(total)s" }
        if total < 3_600 { return "\(total / 60)m \(String(format: "%02d", total % 60))s" }
        return "\(total / 3_600)h \(String(format: "%02d", (total % 3_600) / 60))m"
    }
}
