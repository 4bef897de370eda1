/// One row of a word file, in file order: a usable word, or a problem with its location.
public enum WordRow: Sendable, Equatable {
    case word(ImportedWord)
    case problem(FormatProblem)
}

/// Where `WordBookImporter` gets its rows: a file read row by row (`AnkiTextReader`,
/// `WordBookJSONReader`) or an `ImportBatch` already in memory. Streaming sources hold one row
/// at a time, which keeps an import's memory flat however many words the file has.
public protocol WordRowSource: AnyObject {
    /// The book the file names (`#deck:`, a deck column, a JSON `book`); known once the first
    /// word has been read.
    var suggestedBookName: String? { get }
    /// NUL characters dropped from the text so far.
    var droppedNULs: Int { get }
    /// For progress: bytes of the file consumed and its size, when known.
    var fileBytesRead: Int64 { get }
    var fileSize: Int64? { get }
    /// Column mapping, removed media and refused notes so far (`ImportNotes`).
    var notes: ImportNotes { get }
    /// The next row, or nil at the end of the file.
    func next() throws -> WordRow?
}

/// An `ImportBatch` served row by row: its problems first, then its words.
package final class BatchRowSource: WordRowSource {
    private let batch: ImportBatch
    private var index = 0

    package init(_ batch: ImportBatch) { self.batch = batch }

    package var suggestedBookName: String? { batch.suggestedBookName }
    package var droppedNULs: Int { batch.droppedNULs }
    package var fileBytesRead: Int64 { Int64(index) }
    package var fileSize: Int64? { Int64(batch.problems.count + batch.words.count) }
    package var notes: ImportNotes { batch.notes }

    package func next() throws -> WordRow? {
        defer { index += 1 }
        if index < batch.problems.count { return .problem(batch.problems[index]) }
        let wordIndex = index - batch.problems.count
        return wordIndex < batch.words.count ? .word(batch.words[wordIndex]) : nil
    }
}

extension ImportBatch {
    /// Every row of `source`, in memory (tests and small files).
    package init(reading source: WordRowSource) throws {
        var words: [ImportedWord] = []
        var problems: [FormatProblem] = []
        while let row = try source.next() {
            switch row {
            case let .word(word): words.append(word)
            case let .problem(problem): problems.append(problem)
            }
        }
        self.init(words: words, problems: problems, suggestedBookName: source.suggestedBookName)
        droppedNULs = source.droppedNULs
        notes = source.notes
    }
}
