import Foundation
import ShowbookPlatform

/// The load balancer's view of storage: how many reviews are already due on each candidate
/// day of a review's fuzz range, one indexed count per day (`words_due_entry` holds exactly
/// the studied words in review), looked up only when the balancer is on and the interval is
/// one it balances.
extension ReviewStore {
    /// The day picker for grading `card` with `event`, or nil when the balancer is off or the
    /// review's interval is not balanced (its counts are read here, before the review is written).
    func dayPicker(for event: StudyEvent, card: StudyCard, term: String, scheduler: FSRSScheduler) throws -> FSRSScheduler.DayPicker? {
        guard let balancer = studySettings.loadBalancer else { return nil }
        let plain = StudyHistoryReplay.apply(event, to: card, term: term, scheduler: FSRSScheduler(parameters: {
            var parameters = scheduler.parameters
            parameters.fuzz = false
            return parameters
        }()))
        guard plain.phase == .review, let due = plain.due else { return nil }
        let days = OutsideNumbers.saturatingInt(due.timeIntervalSince(event.at) / FSRSScheduler.secondsPerDay)
        guard Double(days) >= 2.5, days <= LoadBalancer.maximumInterval else { return nil }
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = balancer.timeZone
        var counts: [Int: Int] = [:]
        var weekdays: [Int: Int] = [:]
        for day in scheduler.fuzzRange(days: days) {
            let date = event.at.addingTimeInterval(TimeInterval(day) * FSRSScheduler.secondsPerDay)
            weekdays[day] = calendar.component(.weekday, from: date)
            guard balancer.easyDays.factor(weekday: weekdays[day] ?? 0) > 0 else { continue }
            counts[day] = try dueCount(onDayOf: date, calendar: calendar)
        }
        return { interval, range in
            balancer.pick(interval: interval, in: range, dueCount: { counts[$0] ?? 0 }, weekday: { weekdays[$0] ?? 0 })
        }
    }

    /// Studied words (any book, Known and Suspended left out) due on the calendar day of `date`.
    func dueCount(onDayOf date: Date, calendar: Calendar) throws -> Int {
        let start = calendar.startOfDay(for: date)
        let end = calendar.date(byAdding: .day, value: 1, to: start) ?? start.addingTimeInterval(FSRSScheduler.secondsPerDay)
        return try database.scalarInt(
            """
            SELECT count(*) FROM words w
            WHERE w.stability IS NOT NULL AND \(StudyStore.inStudy) AND w.due_at >= ? AND w.due_at < ?
            """,
            start.timeIntervalSince1970, end.timeIntervalSince1970
        ) ?? 0
    }
}
