import Foundation
import ShowbookPlatform

/// What a book keeps of the schedule it came with (an Anki deck's preset and collection day):
/// FSRS parameters, learning and relearning steps, and when its days begin. Each part left
/// nil follows the config file and FSRS's defaults; a book's desired retention is kept apart
/// (`ReviewStore.retention`), as `books retention` sets it.
public struct BookSchedule: Sendable, Equatable {
    public var weights: [Double]?
    public var learningSteps: [TimeInterval]?
    public var relearningSteps: [TimeInterval]?
    public var dayStart: TimeInterval?

    public init(weights: [Double]? = nil, learningSteps: [TimeInterval]? = nil, relearningSteps: [TimeInterval]? = nil,
                dayStart: TimeInterval? = nil) {
        self.weights = weights
        self.learningSteps = learningSteps
        self.relearningSteps = relearningSteps
        self.dayStart = dayStart
    }

    /// `base` with what the book keeps; stored values that FSRS cannot use are ignored.
    public func parameters(over base: FSRSParameters) -> FSRSParameters {
        var parameters = base
        if let weights, weights.count == 21, weights.allSatisfy(\.isFinite) { parameters.weights = weights }
        if let learningSteps, Self.usable(learningSteps) { parameters.learningSteps = learningSteps }
        if let relearningSteps, Self.usable(relearningSteps) { parameters.relearningSteps = relearningSteps }
        if let dayStart, (0..<86_400).contains(dayStart) { parameters.dayStart = dayStart }
        return parameters
    }

    private static func usable(_ steps: [TimeInterval]) -> Bool {
        steps.count <= 100 && steps.allSatisfy { $0.isFinite && $0 > 0 && $0 <= 366 * 86_400 }
    }

    /// A list as the stored JSON text (each number exactly, as Swift writes it), and back
    /// (nil for no list or text that is not a list of numbers).
    static func text(_ list: [Double]?) -> String? {
        list.map { "[" + $0.map { "\($0)" }.joined(separator: ",") + "]" }
    }

    static func list(_ text: String?) -> [Double]? {
        guard let data = text?.data(using: .utf8) else { return nil }
        return try? JSONDecoder().decode([Double].self, from: data)
    }
}

extension ReviewStore {
    /// The schedule the book keeps (all nil when it keeps none).
    public func schedule(bookID: Int64) throws -> BookSchedule {
        typealias C = BookColumn
        let selection = ColumnSelection<BookColumn>([.fsrsWeights, .learningSteps, .relearningSteps, .dayStart])
        return try database.query("SELECT \(selection.list()) FROM word_books WHERE id = ?", bookID, selecting: selection) { row in
            BookSchedule(weights: BookSchedule.list(row.text(C.fsrsWeights)), learningSteps: BookSchedule.list(row.text(C.learningSteps)),
                         relearningSteps: BookSchedule.list(row.text(C.relearningSteps)), dayStart: row.double(C.dayStart))
        }.first ?? BookSchedule()
    }

    /// Sets the schedule the book keeps; future reviews use it.
    public func setSchedule(bookID: Int64, to schedule: BookSchedule) throws {
        try database.transaction {
            try database.requireOpenBook(bookID, nothing: "changed")
            try database.run("UPDATE word_books SET fsrs_weights = ?, learning_steps = ?, relearning_steps = ?, day_start = ? WHERE id = ?",
                             BookSchedule.text(schedule.weights), BookSchedule.text(schedule.learningSteps),
                             BookSchedule.text(schedule.relearningSteps), schedule.dayStart, bookID)
        }
    }
}
