import Foundation

/// Anki's days: a day starts at the rollover hour (4:00 by default) of the learner's time
/// zone, and review cards fall due on a day, not at a time. An exported collection starts
/// (`crt`) at the rollover that began today, so today is day 0 in it and a card due in three
/// Anki days is due on day 3; Anki's importer moves review days by the difference between
/// the package's today and its own.
package struct AnkiDays: Sendable {
    package var rolloverHour: Int
    package var timeZone: TimeZone

    package init(rolloverHour: Int = 4, timeZone: TimeZone = .current) {
        self.rolloverHour = rolloverHour
        self.timeZone = timeZone
    }

    /// Seconds since 1970-01-01 in local time, moved back by the rollover hour: whole days of
    /// it are Anki days.
    private func shiftedSeconds(_ date: Date) -> Double {
        date.timeIntervalSince1970 + Double(timeZone.secondsFromGMT(for: date)) - Double(rolloverHour * 3600)
    }

    /// The Anki day holding `date`, counted from 1970-01-01 in local time.
    package func day(_ date: Date) -> Int64 {
        Int64((shiftedSeconds(date) / 86_400).rounded(.down))
    }

    /// When today's Anki day began: the collection's creation time (`crt`).
    package func start(of date: Date) -> Int64 {
        let local = shiftedSeconds(date)
        let intoDay = local - (local / 86_400).rounded(.down) * 86_400
        return Int64((date.timeIntervalSince1970 - intoDay).rounded(.down))
    }

    /// How many Anki days `date` lies after `now` (negative: before).
    package func days(from now: Date, to date: Date) -> Int64 {
        day(date) - day(now)
    }
}
