/// One record of a delimited text file: its fields and the line it starts on.
public struct DelimitedRecord: Sendable, Equatable {
    public var line: Int
    public var fields: [String]
}

/// Reads delimited text (CSV-style) record by record, counting lines as it goes.
///
/// - A field that starts with `"` is quoted: it runs to the next lone `"` and may hold the
///   separator and line breaks; `""` inside it stands for one `"`. Anything between the closing
///   quote and the next separator is kept as it is (lenient, like spreadsheet exports).
/// - A `"` anywhere else is an ordinary character.
/// - Records end at `\n`, `\r\n` or `\r`; line breaks inside quoted fields become `\n`.
/// - Blank lines are skipped, and so are lines that start with `#` (comments).
/// - A quote still open at the end of the text is reported for the record's first line, and
///   reading resumes on the line after it, so one stray quote does not swallow the file.
struct DelimitedRecordReader {
    /// What `next` found.
    enum Item: Equatable {
        case record(DelimitedRecord)
        case unterminatedQuote(line: Int)
    }

    private let scalars: [Unicode.Scalar]
    private(set) var position = 0
    /// The 1-based line the reader is on.
    private(set) var line = 1

    init<S: Sequence>(_ scalars: S) where S.Element == Unicode.Scalar {
        self.scalars = Array(scalars)
    }

    var isAtEnd: Bool { position >= scalars.count }

    private static let quote: Unicode.Scalar = "\""
    private static let newline: Unicode.Scalar = "\n"
    private static let carriageReturn: Unicode.Scalar = "\r"

    private func isLineEnd(_ index: Int) -> Bool {
        scalars[index] == Self.newline || scalars[index] == Self.carriageReturn
    }

    /// Steps over one line break (`\r\n` counts as one) at `position`.
    private mutating func consumeLineEnd() {
        if scalars[position] == Self.carriageReturn, position + 1 < scalars.count,
           scalars[position + 1] == Self.newline {
            position += 1
        }
        position += 1
        line += 1
    }

    /// The raw text of the line at the reader, without its line break, and moves past it.
    /// Used for header lines, which never hold quoted line breaks.
    mutating func rawLine() -> String? {
        guard !isAtEnd else { return nil }
        var text = String.UnicodeScalarView()
        while position < scalars.count, !isLineEnd(position) {
            text.append(scalars[position])
            position += 1
        }
        if position < scalars.count { consumeLineEnd() }
        return String(text)
    }

    /// The first scalar of the line at the reader, if the reader is at a line start.
    var peek: Unicode.Scalar? { isAtEnd ? nil : scalars[position] }

    /// Up to `count` raw lines ahead that are neither blank nor comments, without moving.
    func sampleLines(_ count: Int) -> [String] {
        var copy = self
        var lines: [String] = []
        while lines.count < count, let text = copy.rawLine() {
            if !text.isEmpty, !text.hasPrefix("#") { lines.append(text) }
        }
        return lines
    }

    /// The next record, a report of an unterminated quote, or nil at the end of the text.
    mutating func next(separator: Unicode.Scalar) -> Item? {
        while position < scalars.count {
            if isLineEnd(position) {
                consumeLineEnd()
            } else if scalars[position] == "#" {
                _ = rawLine()
            } else {
                break
            }
        }
        guard position < scalars.count else { return nil }
        let startLine = line
        let startPosition = position
        var fields: [String] = []
        while true {
            var field = String.UnicodeScalarView()
            if position < scalars.count, scalars[position] == Self.quote {
                guard readQuoted(into: &field) else {
                    resume(afterLineOf: startPosition, startLine: startLine)
                    return .unterminatedQuote(line: startLine)
                }
            }
            while position < scalars.count, scalars[position] != separator, !isLineEnd(position) {
                field.append(scalars[position])
                position += 1
            }
            fields.append(String(field))
            if position >= scalars.count { break }
            if scalars[position] == separator {
                position += 1
                continue
            }
            consumeLineEnd()
            break
        }
        return .record(DelimitedRecord(line: startLine, fields: fields))
    }

    /// Reads a quoted field's content (the reader is on its opening quote). False when the
    /// text ends before the closing quote.
    private mutating func readQuoted(into field: inout String.UnicodeScalarView) -> Bool {
        position += 1
        while position < scalars.count {
            let scalar = scalars[position]
            if scalar == Self.quote {
                if position + 1 < scalars.count, scalars[position + 1] == Self.quote {
                    field.append(Self.quote)
                    position += 2
                    continue
                }
                position += 1
                return true
            }
            if isLineEnd(position) {
                consumeLineEnd()
                field.append(Self.newline)
                continue
            }
            field.append(scalar)
            position += 1
        }
        return false
    }

    /// After an unterminated quote: go back to the line after the record's first line.
    private mutating func resume(afterLineOf start: Int, startLine: Int) {
        position = start
        line = startLine
        while position < scalars.count, !isLineEnd(position) { position += 1 }
        if position < scalars.count { consumeLineEnd() }
    }
}
