/// Reads an Anki text file one row at a time: the headers first (at `init`), then each record
/// mapped to a word or a problem by `next()`. Only the row being read is in memory, so a file
/// of a million words costs no more than one of ten.
final class AnkiTextReader: WordRowSource {
    let headers: AnkiTextHeaders
    let separator: Unicode.Scalar
    let columnNames: [String]?
    let mapping: AnkiColumnMapping
    private let reader: DelimitedRecordReader
    private var pending: [WordRow] = []
    private var sawRecord = false
    private(set) var suggestedBookName: String?
    private(set) var notes = ImportNotes()

    init(source: ByteSource) throws {
        let window = ScalarWindow(source: source)
        let reader = DelimitedRecordReader(window)
        var headers = AnkiTextHeaders()
        // Header lines: `#…` (and blank lines) before the first row.
        while let first = try reader.peek(), first == "#" || first == "\n" || first == "\r" {
            let line = reader.line
            guard let raw = try reader.rawLine() else { break }
            guard raw.hasPrefix("#") else { continue }
            if let message = headers.read(String(raw.dropFirst())) {
                pending.append(.problem(FormatProblem(.line(line), message)))
            }
        }
        let separator = try headers.separator ?? AnkiText.guessSeparator(reader.sampleLines(5))
        columnNames = try headers.columnsLine.flatMap { line -> [String]? in
            guard case let .record(record)? = try DelimitedRecordReader(line).next(separator: separator) else { return nil }
            return record.fields
        }
        self.headers = headers
        self.separator = separator
        self.reader = reader
        mapping = AnkiColumnMapping(headers: headers, columnNames: columnNames)
        suggestedBookName = headers.deck
    }

    var droppedNULs: Int { reader.window.droppedNULs }
    var fileBytesRead: Int64 { reader.window.fileBytesRead }
    var fileSize: Int64? { reader.window.fileSize }
    /// The most characters of text held at once.
    var peakHeldScalars: Int { reader.window.peakHeld }

    /// The next record as it is, or an unterminated quote, or nil at the end.
    func nextRecord() throws -> DelimitedRecordReader.Item? {
        guard let item = try reader.next(separator: separator) else { return nil }
        if case let .record(record) = item, !sawRecord {
            sawRecord = true
            // Without `#deck:`, a deck column's value on the first row names the book.
            if suggestedBookName == nil, let index = mapping.deck, index < record.fields.count {
                let deck = record.fields[index].trimmingCharacters(in: .whitespaces)
                if !deck.isEmpty { suggestedBookName = deck }
            }
        }
        return item
    }

    func next() throws -> WordRow? {
        if !pending.isEmpty { return pending.removeFirst() }
        switch try nextRecord() {
        case nil:
            return nil
        case let .unterminatedQuote(line)?:
            return .problem(FormatProblem(.line(line), "unterminated quote (a field opens with \" and never closes)"))
        case let .record(record)?:
            switch mapping.word(from: record, headers: headers) {
            case let .success(word): return .word(word)
            case let .failure(problem): return .problem(problem)
            }
        }
    }
}
