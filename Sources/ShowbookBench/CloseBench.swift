import Foundation
import ShowbookCore

/// Times closing a word book whose `words` words are all unfinished, moving them into another
/// open book (the close flow's storage half, in one transaction), `rounds` times.
public struct CloseBench {
    public let store: WordBookStore
    public var words = 10_000
    public var rounds = 5

    public init(store: WordBookStore) {
        self.store = store
    }

    /// Milliseconds per close, in order.
    public func run() throws -> [Double] {
        let target = try store.createBook(title: "bench target")
        var times: [Double] = []
        for round in 0..<max(1, rounds) {
            let book = try store.createBook(title: "bench book \(round)")
            try store.database.transaction {
                for index in 0..<words {
                    _ = try store.addWord(
                        WordDraft(term: "단어\(round)-\(index)", reading: "dan-eo \(index)", meaning: "word \(index)", example: ""),
                        to: book.id
                    )
                }
            }
            let start = DispatchTime.now().uptimeNanoseconds
            let outcome = try store.close(bookID: book.id, moving: .book(target.id))
            times.append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6)
            precondition(outcome.movedWords == words, "every unfinished word moves")
        }
        return times
    }
}
