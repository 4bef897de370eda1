import Foundation
import ShowbookTV

/// Writes an iCalendar file: a VCALENDAR with VERSION, PRODID and one VEVENT per
/// event, each with UID, DTSTAMP (when the file was written, UTC), DTSTART/DTEND or DURATION,
/// SUMMARY and DESCRIPTION — every line folded and every text escaped by `ICalendarText`.
/// Timed events are written in UTC, so the file needs no VTIMEZONE.
public enum ICalendarWriter {
    public static let productID = "-//Showbook//Showbook episode calendar//EN"

    public static func document(_ events: [CalendarEvent], name: String, stamp: Date) -> String {
        var out = ICalendarText.property("BEGIN", "VCALENDAR")
        out += ICalendarText.property("VERSION", "2.0")
        out += ICalendarText.property("PRODID", ICalendarText.escaped(productID))
        out += ICalendarText.property("CALSCALE", "GREGORIAN")
        out += ICalendarText.property("METHOD", "PUBLISH")
        out += ICalendarText.property("X-WR-CALNAME", ICalendarText.escaped(name))
        for event in events { out += self.event(event, stamp: stamp) }
        return out + ICalendarText.property("END", "VCALENDAR")
    }

    static func event(_ event: CalendarEvent, stamp: Date) -> String {
        var out = ICalendarText.property("BEGIN", "VEVENT")
        out += ICalendarText.property("UID", ICalendarText.escaped(event.uid))
        out += ICalendarText.property("DTSTAMP", utcText(stamp))
        switch event.start {
        case let .day(day):
            out += ICalendarText.property("DTSTART;VALUE=DATE", dateText(day))
            out += ICalendarText.property("DTEND;VALUE=DATE", dateText(nextDay(day)))
            out += ICalendarText.property("TRANSP", "TRANSPARENT")
        case let .instant(date, minutes):
            out += ICalendarText.property("DTSTART", utcText(date))
            if let minutes, minutes > 0 { out += ICalendarText.property("DURATION", "PT\(minutes)M") }
        }
        out += ICalendarText.property("SUMMARY", ICalendarText.escaped(event.summary))
        if !event.description.isEmpty { out += ICalendarText.property("DESCRIPTION", ICalendarText.escaped(event.description)) }
        return out + ICalendarText.property("END", "VEVENT")
    }

    private static let utc: Calendar = {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC") ?? TimeZone(secondsFromGMT: 0) ?? .current
        return calendar
    }()

    /// "20261207T012000Z".
    static func utcText(_ date: Date) -> String {
        let parts = utc.dateComponents([.year, .month, .day, .hour, .minute, .second], from: date)
        return String(format: "%04d%02d%02dT%02d%02d%02dZ", parts.year ?? 1970, parts.month ?? 1, parts.day ?? 1,
                      parts.hour ?? 0, parts.minute ?? 0, parts.second ?? 0)
    }

    /// "20261211".
    static func dateText(_ day: AirDay) -> String { String(format: "%04d%02d%02d", day.year, day.month, day.day) }

    static func nextDay(_ day: AirDay) -> AirDay {
        AirDay(utc.date(byAdding: .day, value: 1, to: day.date(in: utc)) ?? day.date(in: utc), calendar: utc)
    }
}
