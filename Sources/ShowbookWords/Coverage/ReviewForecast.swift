import Foundation
import ShowbookTV

/// What studying a new word now costs until the watch date and what is left of it then, by the
/// FSRS scheduler itself: a first study is Good at each learning step from now (the card
/// graduates), then Good at each review on its due time. The recall at the watch date counts
/// the first study alone (reviews before then only add), so a prep plan never promises more
/// than the study it asks for.
public struct ReviewForecast: Sendable, Equatable {
    /// The card after its first study at `date`.
    public static func firstStudy(at date: Date, scheduler: FSRSScheduler) -> StudyCard {
        var card = scheduler.review(StudyCard(), grade: .good, at: date)
        var guardSteps = 0
        while card.phase != .review, let due = card.due, guardSteps < 20 {
            card = scheduler.review(card, grade: .good, at: due)
            guardSteps += 1
        }
        return card
    }

    /// The recall at `watch` of a word first studied at `now`.
    public static func recall(studiedAt now: Date, watch: Date, scheduler: FSRSScheduler) -> Double {
        scheduler.retrievability(of: firstStudy(at: now, scheduler: scheduler), at: watch) ?? 1
    }

    /// The reviews one word first studied at `now` falls due for, each day after today up to
    /// the watch day (index 0 is tomorrow), reviewed Good on its due time; empty when the
    /// watch date is today.
    public static func reviewsPerDay(studiedAt now: Date, watch: Date, scheduler: FSRSScheduler, calendar: Calendar) -> [Int] {
        let today = AirDay(now, calendar: calendar)
        let days = today.days(to: AirDay(watch, calendar: calendar), calendar: calendar)
        guard days > 0 else { return [] }
        var perDay = Array(repeating: 0, count: days)
        var card = firstStudy(at: now, scheduler: scheduler)
        var reviews = 0
        // Every Good review moves the due date later; the bound only keeps a broken
        // schedule (a due that never moves on) from looping.
        while let due = card.due, due <= watch, reviews < 10_000 {
            let day = today.days(to: AirDay(due, calendar: calendar), calendar: calendar)
            if day >= 1 && day <= days { perDay[day - 1] += 1 }
            card = scheduler.review(card, grade: .good, at: due)
            reviews += 1
        }
        return perDay
    }
}
