import Foundation
import ShowbookPlatform
import ShowbookWords

/// Times closing a word book whose `words` words are all unfinished, moving them into another
/// open book (the close flow's storage half, in one transaction), `rounds` times. With
/// `merging`, the target already has every term and each source word has a review, so every
/// word is merged: its state, card and history go onto the target's word.
public struct CloseBench {
    public let store: WordBookStores
    public var words = 10_000
    public var rounds = 5
    public var merging = false

    public init(store: WordBookStores) {
        self.store = store
    }

    /// Milliseconds per close, in order: wall time, and the CPU time of the closing thread (which
    /// a busy machine does not inflate, so changes can be judged under load).
    public func run() throws -> (wall: [Double], cpu: [Double]) {
        let target = try store.books.createBook(title: "bench target")
        var times: [Double] = []
        var cpuTimes: [Double] = []
        for round in 0..<max(1, rounds) {
            let book = try store.books.createBook(title: "bench book \(round)")
            try store.database.transaction {
                for index in 0..<words {
                    let draft = WordDraft(term: "단어\(round)-\(index)", reading: "dan-eo \(index)", meaning: "word \(index)",
                                          example: "")
                    _ = try store.words.addWord(draft, to: book.id)
                    if merging { _ = try store.words.addWord(draft, to: target.id) }
                }
                if merging {
                    try store.database.run(
                        StudyMarkColumn.insertSelectSQL([
                            .bookID: "book_id", .wordID: "id", .state: "'fail'", .grade: "'again'", .markedAt: "1",
                        ], "FROM words WHERE book_id = ?"),
                        book.id
                    )
                    try store.database.run("UPDATE words SET state = 'fail', due_at = 1, stability = 0.5 WHERE book_id = ?",
                                           book.id)
                }
            }
            let start = DispatchTime.now().uptimeNanoseconds
            let cpuStart = Self.threadCPUNanoseconds()
            let outcome = try store.closing.close(bookID: book.id, moving: .book(target.id))
            cpuTimes.append(Double(Self.threadCPUNanoseconds() - cpuStart) / 1e6)
            times.append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6)
            precondition((merging ? outcome.mergedWords : outcome.movedWords) == words, "every unfinished word arrives")
        }
        return (times, cpuTimes)
    }

    static func threadCPUNanoseconds() -> UInt64 {
        var time = timespec()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
        return UInt64(time.tv_sec) * 1_000_000_000 + UInt64(time.tv_nsec)
    }
}
