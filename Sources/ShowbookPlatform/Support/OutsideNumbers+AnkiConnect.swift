import Foundation

/// The numbers AnkiConnect answers with, checked where they enter like every other outside
/// number: a note or deck id is stored and sent back, so one that no Anki makes (1e300 read as
/// `Int64.min`, a fraction, `true`) must never get past the answer that carried it.
extension OutsideNumbers {
    /// Anki's note and deck ids: the millisecond they were made, from 1970 to the end of 9999.
    public static let ankiID: ClosedRange<Int64> = 1...253_402_300_799_999
    /// The add-on's protocol versions worth believing.
    public static let ankiConnectVersion: ClosedRange<Int64> = 0...1_000_000

    /// A JSON number as a whole number in `range` (whose bounds lie within ±2⁵³, where every
    /// whole `Double` is exact); nil for anything else: a truth value, a fraction, a number out
    /// of range, text.
    public static func wholeNumber(_ value: Any?, in range: ClosedRange<Int64>) -> Int64? {
        guard let number = value as? NSNumber, String(cString: number.objCType) != "c" else { return nil }
        let double = number.doubleValue
        guard double.isFinite, double.rounded(.towardZero) == double,
              double >= Double(range.lowerBound), double <= Double(range.upperBound) else { return nil }
        return Int64(double)
    }

    /// An Anki note or deck id from AnkiConnect, or nil when it cannot be one.
    public static func ankiID(_ value: Any?) -> Int64? {
        wholeNumber(value, in: ankiID)
    }
}
