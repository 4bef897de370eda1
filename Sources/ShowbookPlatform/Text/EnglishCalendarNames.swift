/// English weekday and month names, spelled here once so no text depends on the process
/// locale. Weekdays start on Sunday, as `Calendar` numbers them (its weekday minus one).
public enum EnglishCalendarNames {
    public static let weekdays = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"]
    /// "Sun" … "Sat".
    public static let shortWeekdays = weekdays.map { String($0.prefix(3)) }
    /// "Jan" … "Dec".
    public static let shortMonths = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]

    /// The name of `Calendar` weekday number `weekday` (1 Sunday … 7 Saturday), `short` or whole.
    public static func weekday(_ weekday: Int, short: Bool = true) -> String {
        let index = ((weekday - 1) % 7 + 7) % 7
        return short ? shortWeekdays[index] : weekdays[index]
    }
}
