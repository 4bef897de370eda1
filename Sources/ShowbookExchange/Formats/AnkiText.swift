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
        /// A line longer than `ScalarWindow.maximumLineBytes`: not a word file (or `/dev/zero`).
        case lineTooLong(line: Int)

        public var description: String {
            switch self {
            case .notUTF8:
                return "the file is not UTF-8 text (save it as UTF-8, for example with LibreOffice's CSV export)"
            case let .lineTooLong(line):
                return "line \(line) is longer than \(ScalarWindow.maximumLineBytes / 1_048_576) MiB; is this the right file?"
            }
        }
    }

    /// Decodes UTF-8 strictly (a BOM is dropped by `parse`).
    public static func decode(_ data: Data) throws -> String {
        guard let text = String(data: data, encoding: .utf8) else { throw ReadError.notUTF8 }
        return text
    }

    /// Parses a whole text held in memory (tests, small inputs); files are read row by row
    /// through `AnkiTextReader`.
    public static func parse(_ text: String) -> Document {
        do {
            let reader = try AnkiTextReader(source: MemoryByteSource(Array(text.utf8)))
            var problems: [FormatProblem] = []
            var records: [DelimitedRecord] = []
            while let item = try reader.nextRecord() {
                switch item {
                case let .record(record):
                    records.append(record)
                case let .unterminatedQuote(line):
                    problems.append(FormatProblem(.line(line), "unterminated quote (a field opens with \" and never closes)"))
                }
            }
            let headerProblems = try collectHeaderProblems(reader)
            return Document(headers: reader.headers, separator: reader.separator, columnNames: reader.columnNames,
                            records: records, problems: headerProblems + problems)
        } catch {
            return Document(headers: AnkiTextHeaders(), separator: "\t", columnNames: nil, records: [],
                            problems: [FormatProblem(.line(1), "\(error)")])
        }
    }

    private static func collectHeaderProblems(_ reader: AnkiTextReader) throws -> [FormatProblem] {
        var problems: [FormatProblem] = []
        while let row = try reader.next(), case let .problem(problem) = row { problems.append(problem) }
        return problems
    }

    /// The separator used consistently by the sample lines: tab, then comma, then semicolon.
    /// A candidate that appears on every line (the same number of times) wins; otherwise the
    /// first that appears at all; otherwise tab (one column per line).
    package static func guessSeparator(_ lines: [String]) -> Unicode.Scalar {
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
        do {
            let reader = try AnkiTextReader(source: MemoryByteSource(Array(text.utf8)))
            var batch = try ImportBatch(reading: reader)
            batch.problems.sort { lineNumber($0.location) < lineNumber($1.location) }
            return batch
        } catch {
            return ImportBatch(words: [], problems: [FormatProblem(.line(1), "\(error)")])
        }
    }

    private static func lineNumber(_ location: SourceLocation) -> Int {
        switch location {
        case let .line(number), let .entry(number): return number
        }
    }
}
