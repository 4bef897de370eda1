import Foundation

/// A CSV file of a history export read as named columns: the first record is the header, and
/// every later record is handed over as a `Row` that answers by column name. The records come
/// from `DelimitedRecordReader` (quoted fields, doubled quotes, line breaks inside quotes: the
/// project's one CSV reader); this only
/// names the fields. Column names are compared trimmed and without case.
struct HistoryCSV {
    /// One record with its header.
    struct Row {
        let fields: [String]
        let columns: [String: Int]
        /// "followed_tv_show.csv line 4".
        let location: String

        /// The trimmed value of the first of `names` the header has, nil when none or empty.
        func value(_ names: String...) -> String? {
            for name in names {
                guard let index = columns[name], index < fields.count else { continue }
                let value = Self.trimmed(fields[index])
                return value.isEmpty ? nil : value
            }
            return nil
        }

        func int(_ names: String...) -> Int? {
            for name in names {
                guard let index = columns[name], index < fields.count else { continue }
                return Self.number(fields[index])
            }
            return nil
        }

        /// A whole number within the range ids and episode numbers keep (0…2^31).
        static func number(_ text: String) -> Int? {
            guard let value = Int(trimmed(text)), (0...Int(Int32.max)).contains(value) else { return nil }
            return value
        }

        /// `text` without ASCII spaces, tabs and line breaks around it; the text itself when
        /// it has none (most fields), without going through Foundation.
        static func trimmed(_ text: String) -> String {
            let bytes = text.utf8
            func isSpace(_ byte: UInt8) -> Bool { byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D }
            guard let first = bytes.first, let last = bytes.last, isSpace(first) || isSpace(last) else { return text }
            let start = bytes.firstIndex { !isSpace($0) } ?? bytes.endIndex
            guard start != bytes.endIndex, let end = bytes.lastIndex(where: { !isSpace($0) }) else { return "" }
            return String(text[start...end])
        }
    }

    /// The header's column names, lower-cased, in order.
    let header: [String]
    private let reader: DelimitedRecordReader
    private let name: String

    /// Reads the header of `bytes`; nil when the text has no record at all.
    init?(bytes: [UInt8], name: String) throws {
        let reader = DelimitedRecordReader(ScalarWindow(source: MemoryByteSource(bytes)))
        guard case let .record(first)? = try reader.next(separator: ",") else { return nil }
        header = first.fields.map { $0.trimmingCharacters(in: .whitespacesAndNewlines).lowercased() }
        self.reader = reader
        self.name = name
    }

    func has(_ column: String) -> Bool { header.contains(column) }

    /// Each record after the header; a quote left open is a skipped row with its line.
    func forEach(_ body: (Row) throws -> Void, skipped: (HistorySkip) -> Void) throws {
        var columns: [String: Int] = [:]
        for (index, column) in header.enumerated() where columns[column] == nil { columns[column] = index }
        while let item = try reader.next(separator: ",") {
            switch item {
            case let .record(record):
                try body(Row(fields: record.fields, columns: columns, location: "\(name) line \(record.line)"))
            case let .unterminatedQuote(line):
                skipped(HistorySkip("\(name) line \(line)", "a quote is never closed"))
            }
        }
    }
}
