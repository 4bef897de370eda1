import Foundation
import ShowbookPlatform
import ShowbookWords

/// `books retention BOOK --simulate`: what each desired retention would cost over a year of the
/// book's words, as lines ("0.90: 42 reviews, 8 min a day …") or JSON lines, so the learner can
/// pick one with `books retention BOOK R`.
enum RetentionSimulationReport {
    /// Simulates `book` from `now` and prints one line (or JSON object) per retention.
    static func print(book: WordBook, store: WordBookStores, current: Double, seed: Int, now: Date, json: Bool) throws {
        let deck = try store.reviews.simulationDeck(bookID: book.id)
        let simulator = RetentionSimulator(decks: [deck], costs: try store.reviews.costModel(bookID: book.id),
                                           seed: UInt64(truncatingIfNeeded: seed), start: now)
        let outcomes = simulator.compare(current: current)
        let studied = deck.cards.filter { $0.stability != nil }.count
        if !json {
            try Console.line("\(simulator.days) days simulated from \(Counted.text(studied, "studied word")) and \(deck.cards.count - studied) new (\(deck.newPerDay) a day), seed \(seed):")
        }
        for outcome in outcomes {
            let isCurrent = abs(outcome.retention - current) < 1e-9
            if json {
                try Console.json([
                    "book_id": .int(book.id), "book": .string(book.title), "retention": .double(outcome.retention),
                    "current": .bool(isCurrent), "days": .int(Int64(outcome.days)), "seed": .int(Int64(seed)),
                    "reviews_per_day": .double(rounded(outcome.reviewsPerDay)), "minutes_per_day": .double(rounded(outcome.minutesPerDay)),
                    "reviews": .int(Int64(outcome.reviews)), "new_words": .int(Int64(outcome.newWords)),
                    "recall_rate": outcome.recallRate.map { .double(rounded($0)) } ?? .null,
                    "remembered": .double(rounded(outcome.remembered)),
                ])
            } else {
                try Console.line("\(text(outcome))\(isCurrent ? " (current)" : "")")
            }
        }
        if !json { try Console.line("minutes from typical answer times; pick one with: showbook books retention BOOK R") }
    }

    /// "0.90: 42 reviews, 8 min a day · 89% recalled · 390 remembered" (figures under 10 with
    /// one decimal, so small books still show a difference).
    static func text(_ outcome: RetentionSimulator.Outcome) -> String {
        let recalled = outcome.recallRate.map { " · \(Int(($0 * 100).rounded()))% recalled" } ?? ""
        return String(format: "%.2f: ", outcome.retention)
            + "\(figure(outcome.reviewsPerDay)) reviews, \(figure(outcome.minutesPerDay)) min a day"
            + recalled + " · \(Int(outcome.remembered.rounded())) remembered"
    }

    static func figure(_ value: Double) -> String {
        value < 9.95 ? String(format: "%.1f", value) : "\(Int(value.rounded()))"
    }

    private static func rounded(_ value: Double) -> Double { (value * 1000).rounded() / 1000 }
}
