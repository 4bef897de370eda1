import Foundation
import ShowbookPlatform
import ShowbookTV

/// When the next review comes, said once for every place that tells the learner nothing is
/// due — Today's heading, the study summary and `books due` — as Anki does: "next review in
/// 8 days (Tue 8 Dec)", "next review tomorrow (Wed 2 Dec)", or later today "next review in 25m
/// (today 12:35)". Days are calendar days in the learner's time zone, not 24-hour periods.
public struct NextReview: Sendable, Equatable {
    /// When the word is due.
    public var due: Date
    /// "in 8 days (Tue 8 Dec)".
    public let when: String

    public init(due: Date, now: Date, calendar: Calendar) {
        self.due = due
        let day = AirDay(due, calendar: calendar)
        let days = AirDay(now, calendar: calendar).days(to: day, calendar: calendar)
        switch days {
        case ...0:
            let parts = calendar.dateComponents([.hour, .minute], from: due)
            let time = String(format: "%02d:%02d", parts.hour ?? 0, parts.minute ?? 0)
            when = "in \(IntervalText.short(max(0, due.timeIntervalSince(now)))) (today \(time))"
        case 1: when = "tomorrow (\(AirDateText.weekdayDate(day, calendar: calendar)))"
        case 2..<365: when = "in \(days) days (\(AirDateText.weekdayDate(day, calendar: calendar)))"
        default: when = "in \(days) days (\(AirDateText.fullDate(day)))"
        }
    }

    /// "next review in 8 days (Tue 8 Dec)".
    public var text: String { "next review " + when }
}

extension StudyStore {
    /// The soonest due time after `date` of a reviewed word that comes due (in open books and in
    /// closed ones that keep their reviews, `keepsReviews`; in one book when `bookID` is given),
    /// Known and Suspended left out; nil when nothing is scheduled.
    public func nextDue(after date: Date, bookID: Int64? = nil) throws -> Date? {
        let selection = ColumnSelection<NextDueColumn>([.nextDue])
        return try database.query(
            """
            SELECT min(w.due_at) AS next_due FROM words w JOIN word_books b ON b.id = w.book_id
            WHERE \(Self.keepsReviews) AND w.stability IS NOT NULL AND \(Self.inStudy) AND w.due_at > ?
              AND (? IS NULL OR w.book_id = ?)
            """,
            date.timeIntervalSince1970, bookID, bookID, selecting: selection
        ) { $0.double(.nextDue).map { Date(timeIntervalSince1970: $0) } }.first ?? nil
    }

    /// `nextDue` said for the learner at `date`; nil when nothing is scheduled.
    public func nextReview(after date: Date, bookID: Int64? = nil, calendar: Calendar) throws -> NextReview? {
        try nextDue(after: date, bookID: bookID).map { NextReview(due: $0, now: date, calendar: calendar) }
    }
}

/// What `nextDue` selects, read by name.
private enum NextDueColumn: String, TableColumns {
    case nextDue = "next_due"
}
