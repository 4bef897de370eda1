/// One record of a delimited text file: its fields and the line it starts on.
public struct DelimitedRecord: Sendable, Equatable {
    public var line: Int
    public var fields: [String]
}

/// Reads delimited text (CSV-style) record by record from a `ScalarWindow`, counting lines as
/// it goes; only the record being read is held.
///
/// - A field that starts with `"` is quoted: it runs to the next lone `"` and may hold the
///   separator and line breaks; `""` inside it stands for one `"`. Anything between the closing
///   quote and the next separator is kept as it is (lenient, like spreadsheet exports).
/// - A `"` anywhere else is an ordinary character.
/// - Records end at `\n`, `\r\n` or `\r`; line breaks inside quoted fields become `\n`.
/// - Blank lines are skipped, and so are lines that start with `#` (comments).
/// - A quote still open at the end of the text, or after `maximumRecordScalars`, is reported for
///   the record's first line, and reading resumes on the line after it, so one stray quote
///   does not swallow the file.
package final class DelimitedRecordReader {
    /// The longest record (a quoted field may span lines), in characters.
    package static let maximumRecordScalars = 1 << 20

    /// What `next` found.
    package enum Item: Equatable {
        case record(DelimitedRecord)
        case unterminatedQuote(line: Int)
    }

    package let window: ScalarWindow
    /// The 1-based line the reader is on.
    package private(set) var line = 1

    package init(_ window: ScalarWindow) {
        self.window = window
    }

    package convenience init(_ text: String) {
        self.init(ScalarWindow(source: MemoryByteSource(Array(text.utf8))))
    }

    private static let quote: Unicode.Scalar = "\""
    private static let newline: Unicode.Scalar = "\n"
    private static let carriageReturn: Unicode.Scalar = "\r"

    private static func isLineEnd(_ scalar: Unicode.Scalar?) -> Bool {
        scalar == newline || scalar == carriageReturn
    }

    /// Steps over one line break (`\r\n` counts as one) at the position.
    private func consumeLineEnd() throws {
        if try window.peek() == Self.carriageReturn, try window.peek(1) == Self.newline {
            window.advance()
        }
        window.advance()
        line += 1
    }

    /// The raw text of the line at the reader, without its line break, and moves past it.
    /// Used for header lines, which never hold quoted line breaks.
    package func rawLine() throws -> String? {
        guard try window.peek() != nil else { return nil }
        var text = String.UnicodeScalarView()
        while let scalar = try window.peek(), !Self.isLineEnd(scalar) {
            text.append(scalar)
            window.advance()
        }
        if try window.peek() != nil { try consumeLineEnd() }
        return String(text)
    }

    /// The first scalar of the line at the reader, if the reader is at a line start.
    package func peek() throws -> Unicode.Scalar? { try window.peek() }

    /// Up to `count` raw lines ahead that are neither blank nor comments, without moving.
    package func sampleLines(_ count: Int) throws -> [String] {
        let startLine = line
        window.setMark()
        defer {
            window.rewind()
            window.clearMark()
            line = startLine
        }
        var lines: [String] = []
        while lines.count < count, let text = try rawLine() {
            if !text.isEmpty, !text.hasPrefix("#") { lines.append(text) }
        }
        return lines
    }

    /// The next record, a report of an unterminated quote, or nil at the end of the text.
    package func next(separator: Unicode.Scalar) throws -> Item? {
        while let scalar = try window.peek() {
            if Self.isLineEnd(scalar) {
                try consumeLineEnd()
            } else if scalar == "#" {
                _ = try rawLine()
            } else {
                break
            }
        }
        guard try window.peek() != nil else { return nil }
        let startLine = line
        window.setMark()
        defer { window.clearMark() }
        var fields: [String] = []
        while true {
            var field = String.UnicodeScalarView()
            if try window.peek() == Self.quote {
                guard try readQuoted(into: &field) else {
                    try resume(startLine: startLine)
                    return .unterminatedQuote(line: startLine)
                }
            }
            while let scalar = try window.peek(), scalar != separator, !Self.isLineEnd(scalar) {
                field.append(scalar)
                window.advance()
            }
            fields.append(String(field))
            guard let scalar = try window.peek() else { break }
            if scalar == separator {
                window.advance()
                continue
            }
            try consumeLineEnd()
            break
        }
        return .record(DelimitedRecord(line: startLine, fields: fields))
    }

    /// Reads a quoted field's content (the reader is on its opening quote). False when the
    /// text ends, or the record grows past `maximumRecordScalars`, before the closing quote.
    private func readQuoted(into field: inout String.UnicodeScalarView) throws -> Bool {
        window.advance()
        while let scalar = try window.peek() {
            guard window.sinceMark <= Self.maximumRecordScalars else { return false }
            if scalar == Self.quote {
                if try window.peek(1) == Self.quote {
                    field.append(Self.quote)
                    window.advance(2)
                    continue
                }
                window.advance()
                return true
            }
            if Self.isLineEnd(scalar) {
                try consumeLineEnd()
                field.append(Self.newline)
                continue
            }
            field.append(scalar)
            window.advance()
        }
        return false
    }

    /// After an unterminated quote: go back to the line after the record's first line.
    private func resume(startLine: Int) throws {
        window.rewind()
        line = startLine
        while let scalar = try window.peek(), !Self.isLineEnd(scalar) { window.advance() }
        if try window.peek() != nil { try consumeLineEnd() }
    }
}
