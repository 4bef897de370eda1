import Foundation
import ShowbookTV

/// One VEVENT as Showbook writes it: a stable UID, when it happens (a whole day when the
/// provider dates the episode by day, an instant when it gives the air time), and its text.
/// The writer turns it into iCalendar lines; the episode calendar fills it.
public struct CalendarEvent: Sendable, Equatable {
    /// When the event happens.
    public enum Start: Sendable, Equatable {
        /// An all-day event on that day (DTSTART;VALUE=DATE, DTEND the next day).
        case day(AirDay)
        /// A timed event from that instant, written in UTC, lasting `minutes` when known.
        case instant(Date, minutes: Int?)
    }

    public var uid: String
    public var start: Start
    public var summary: String
    public var description: String

    public init(uid: String, start: Start, summary: String, description: String) {
        self.uid = uid
        self.start = start
        self.summary = summary
        self.description = description
    }
}
