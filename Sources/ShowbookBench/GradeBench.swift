import Foundation
import ShowbookPlatform
import ShowbookWords

/// Times grading one card the way the study screen does (the FSRS step, the card's update and
/// its history row, in one transaction) in a book of `words` words that already have a
/// history, `reviews` times over a simulated month.
public struct GradeBench {
    public let store: WordBookStores
    public var words = 2_000
    public var reviews = 500

    public init(store: WordBookStores) {
        self.store = store
    }

    /// Milliseconds per grade, in order.
    public func run() throws -> [Double] {
        let book = try store.books.createBook(title: "bench grading")
        let start = Date(timeIntervalSince1970: 1_764_000_000)
        var ids: [Int64] = []
        try store.database.transaction {
            for index in 0..<max(1, words) {
                let word = try store.words.addWord(WordDraft(term: "카드\(index)", meaning: "card \(index)"), to: book.id)
                for day in 0..<5 {
                    try store.reviews.review(wordID: word.id, grade: day == 2 ? .again : .good, at: start.addingTimeInterval(Double(day) * 86_400))
                }
                ids.append(word.id)
            }
        }
        var times: [Double] = []
        var generator = SeededGenerator(seed: 7)
        for round in 0..<max(1, reviews) {
            let id = ids[Int.random(in: 0..<ids.count, using: &generator)]
            let grade = ReviewGrade.allCases[round % 4]
            // Later rounds answer later (a review before the card's last one is refused), spread
            // over the month after the history.
            let at = start.addingTimeInterval(10 * 86_400 + Double(round) * 30 * 86_400 / Double(max(1, reviews)))
            let began = DispatchTime.now().uptimeNanoseconds
            try store.reviews.review(wordID: id, grade: grade, at: at)
            times.append(Double(DispatchTime.now().uptimeNanoseconds - began) / 1e6)
        }
        return times
    }
}
