import Foundation
import ShowbookWords
import ShowbookExchange

/// Times `books export --apkg` of a book of `words` words (Japanese terms with readings,
/// meanings and mined examples with their source, no media), `rounds` times to `path`: reading
/// the words, the temporary collection, the ZIP and the atomic write.
public struct PackageBench {
    public let store: WordBookStores
    public var words = 2_000
    public var rounds = 5

    public init(store: WordBookStores) {
        self.store = store
    }

    /// Milliseconds per export, in order (wall time, and the CPU time of the exporting thread,
    /// which a busy machine does not inflate), and the package's size in bytes.
    public func run(to path: String) throws -> (milliseconds: [Double], cpu: [Double], bytes: Int) {
        let book = try store.books.createBook(title: "bench package")
        try store.database.transaction {
            for index in 0..<max(1, words) {
                let minute = index % 45
                let draft = WordDraft(term: "言葉\(index)", reading: "ことば\(index)", meaning: "word number \(index); a term",
                                      example: "これは言葉\(index)の例文です。 (S01E\(String(format: "%02d", index % 12 + 1)) \(minute):\(String(format: "%02d", index % 60)))",
                                      exampleTranslation: "This is the example of word \(index).")
                _ = try store.words.addWord(draft, to: book.id)
            }
        }
        let exporter = AnkiPackageExporter(stores: store)
        var times: [Double] = []
        var cpuTimes: [Double] = []
        var bytes = 0
        for _ in 0..<max(1, rounds) {
            let began = DispatchTime.now().uptimeNanoseconds
            let cpuBegan = Self.threadCPUNanoseconds()
            bytes = try exporter.export(bookID: book.id, production: false, to: path).bytes
            cpuTimes.append(Double(Self.threadCPUNanoseconds() - cpuBegan) / 1e6)
            times.append(Double(DispatchTime.now().uptimeNanoseconds - began) / 1e6)
        }
        return (times, cpuTimes, bytes)
    }

    private static func threadCPUNanoseconds() -> UInt64 {
        var time = timespec()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
        return UInt64(time.tv_sec) * 1_000_000_000 + UInt64(time.tv_nsec)
    }
}
