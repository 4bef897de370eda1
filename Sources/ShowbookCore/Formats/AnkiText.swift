import Foundation

/// Reads Anki's text import format (“Notes in Plain Text”, CSV/TSV with optional headers).
///
/// - UTF-8, with or without a byte-order mark.
/// - `#key:value` header lines at the top (see `AnkiTextHeaders`); later `#` lines are comments.
/// - Fields separated by the `#separator:`, or, without one, by tab, comma or semicolon —
///   whichever the first rows use consistently (tab first).
/// - Quoting as `DelimitedRecordReader` describes.
///
/// `parse` gives the records; `batch` maps them to words (see `AnkiColumnMapping`).
public enum AnkiText {
    /// A parsed file: headers, the separator in force, and its records.
    public struct Document: Sendable, Equatable {
        public var headers: AnkiTextHeaders
        public var separator: Unicode.Scalar
        /// `#columns:` split by the separator, if the file has that header.
        public var columnNames: [String]?
        public var records: [DelimitedRecord]
        /// Headers that made no sense and records with an unterminated quote.
        public var problems: [FormatProblem]
    }

    /// Why a file could not be read at all.
    public enum ReadError: Error, Equatable, CustomStringConvertible {
        case notUTF8

        public var description: String {
            "the file is not UTF-8 text (save it as UTF-8, for example with LibreOffice's CSV export)"
        }
    }

    /// Decodes UTF-8 strictly (a BOM is dropped by `parse`).
    public static func decode(_ data: Data) throws -> String {
        guard let text = String(data: data, encoding: .utf8) else { throw ReadError.notUTF8 }
        return text
    }

    public static func parse(_ text: String) -> Document {
        var scalars = Substring(text).unicodeScalars[...]
        if scalars.first == "\u{FEFF}" { scalars = scalars.dropFirst() }
        var reader = DelimitedRecordReader(scalars)
        var headers = AnkiTextHeaders()
        var problems: [FormatProblem] = []

        // Header lines: `#…` (and blank lines) before the first row.
        while let first = reader.peek, first == "#" || first == "\n" || first == "\r" {
            let line = reader.line
            guard let raw = reader.rawLine() else { break }
            guard raw.hasPrefix("#") else { continue }
            if let message = headers.read(String(raw.dropFirst())) {
                problems.append(FormatProblem(.line(line), message))
            }
        }

        let separator = headers.separator ?? guessSeparator(reader.sampleLines(5))
        let columnNames = headers.columnsLine.flatMap { line -> [String]? in
            var columnReader = DelimitedRecordReader(line.unicodeScalars)
            guard case let .record(record)? = columnReader.next(separator: separator) else { return nil }
            return record.fields
        }

        var records: [DelimitedRecord] = []
        while let item = reader.next(separator: separator) {
            switch item {
            case let .record(record):
                records.append(record)
            case let .unterminatedQuote(line):
                problems.append(FormatProblem(.line(line), "unterminated quote (a field opens with \" and never closes)"))
            }
        }
        return Document(headers: headers, separator: separator, columnNames: columnNames, records: records,
                        problems: problems)
    }

    /// The separator used consistently by the sample lines: tab, then comma, then semicolon.
    /// A candidate that appears on every line (the same number of times) wins; otherwise the
    /// first that appears at all; otherwise tab (one column per line).
    static func guessSeparator(_ lines: [String]) -> Unicode.Scalar {
        let candidates: [Unicode.Scalar] = ["\t", ",", ";"]
        let counts = candidates.map { candidate in
            lines.map { line in line.unicodeScalars.filter { $0 == candidate }.count }
        }
        for (candidate, perLine) in zip(candidates, counts) {
            if let first = perLine.first, first > 0, perLine.allSatisfy({ $0 == first }) { return candidate }
        }
        for (candidate, perLine) in zip(candidates, counts) where perLine.contains(where: { $0 > 0 }) {
            return candidate
        }
        return "\t"
    }

    /// Parses `text` and maps its records to words, collecting every problem with its line.
    public static func batch(_ text: String) -> ImportBatch {
        let document = parse(text)
        let mapping = AnkiColumnMapping(headers: document.headers, columnNames: document.columnNames)
        var words: [ImportedWord] = []
        var problems = document.problems
        for record in document.records {
            switch mapping.word(from: record, headers: document.headers) {
            case let .success(word): words.append(word)
            case let .failure(problem): problems.append(problem)
            }
        }
        problems.sort { lineNumber($0.location) < lineNumber($1.location) }
        let deckFromColumn = mapping.deck.flatMap { index in
            document.records.first.flatMap { index < $0.fields.count ? $0.fields[index] : nil }
        }.map { $0.trimmingCharacters(in: .whitespaces) }
        let deck = document.headers.deck ?? deckFromColumn.flatMap { $0.isEmpty ? nil : $0 }
        return ImportBatch(words: words, problems: problems, suggestedBookName: deck)
    }

    private static func lineNumber(_ location: SourceLocation) -> Int {
        switch location {
        case let .line(number), let .entry(number): return number
        }
    }
}
