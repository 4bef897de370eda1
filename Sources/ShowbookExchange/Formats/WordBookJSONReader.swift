import Foundation
import ShowbookPlatform
import ShowbookTV

/// Reads Showbook JSON (`{"book": …, "words": [{…}, …]}`) one entry at a time: the top-level
/// object is walked byte by byte, each entry of `words` is cut out and decoded on its own, and
/// other values are skipped (only `book` is kept). So a file of a million words never sits in
/// memory whole, and an entry of the wrong shape costs that entry, reported by its number.
package final class WordBookJSONReader: WordRowSource {
    /// The largest single entry or top-level value, in bytes.
    package static let maximumValueBytes = 1 << 20

    private let bytes: ByteCursor
    package private(set) var suggestedBookName: String?
    package private(set) var droppedNULs = 0
    private var state = State.start
    private var entryNumber = 0
    private var sawWords = false

    private enum State { case start, keys, words, done }

    /// `bookName`: the book named by an earlier pass over the same file (`scanForBookName`),
    /// for files whose `book` comes after `words`.
    package init(source: ByteSource, bookName: String? = nil) {
        bytes = ByteCursor(source)
        suggestedBookName = bookName
    }

    package var fileBytesRead: Int64 { bytes.source.fileBytesRead }
    package var fileSize: Int64? { bytes.source.fileSize }

    /// Reads the whole file without decoding entries, for the `book` value alone.
    package func scanForBookName() throws -> String? {
        while try step(decodeEntries: false) != nil {}
        return suggestedBookName
    }

    package func next() throws -> WordRow? { try step(decodeEntries: true) }

    private func step(decodeEntries: Bool) throws -> WordRow? {
        while true {
            switch state {
            case .done:
                return nil
            case .start:
                try bytes.skipSpace()
                guard try bytes.take() == UInt8(ascii: "{") else { throw notABook("it does not start with {") }
                state = .keys
                try bytes.skipSpace()
                if try bytes.peek() == UInt8(ascii: "}") { try finish() }
            case .keys:
                try bytes.skipSpace()
                guard try bytes.peek() == UInt8(ascii: "\"") else { throw notABook("expected a key") }
                let key = try decodeString(try bytes.value())
                try bytes.skipSpace()
                guard try bytes.take() == UInt8(ascii: ":") else { throw notABook("expected : after \"\(key)\"") }
                try bytes.skipSpace()
                if key == "words" {
                    guard try bytes.take() == UInt8(ascii: "[") else { throw notABook("\"words\" is not an array") }
                    sawWords = true
                    state = .words
                    continue
                }
                let value = try bytes.value()
                if key == "book", let name = try? decodeString(value) {
                    let trimmed = NULCharacters.dropping(name, count: &droppedNULs).trimmingCharacters(in: .whitespacesAndNewlines)
                    if suggestedBookName == nil, !trimmed.isEmpty { suggestedBookName = trimmed }
                }
                try endOfMember()
            case .words:
                try bytes.skipSpace()
                switch try bytes.peek() {
                case UInt8(ascii: "]"):
                    _ = try bytes.take()
                    state = .keys
                    try endOfMember()
                case UInt8(ascii: ","):
                    _ = try bytes.take()
                case nil:
                    throw notABook("the file ends inside \"words\"")
                default:
                    entryNumber += 1
                    let value = try bytes.value()
                    if decodeEntries { return row(from: value, number: entryNumber) }
                }
            }
        }
    }

    /// After a member's value: `,` and another key, or `}` and the end.
    private func endOfMember() throws {
        try bytes.skipSpace()
        switch try bytes.take() {
        case UInt8(ascii: ","): return
        case UInt8(ascii: "}"): try finish()
        default: throw notABook("expected , or } between members")
        }
    }

    private func finish() throws {
        guard sawWords else { throw notABook("no \"words\"") }
        state = .done
    }

    private func notABook(_ reason: String) -> WordBookJSON.ReadError {
        WordBookJSON.ReadError(description: "not a Showbook JSON book (an object with a \"words\" array): \(reason)")
    }

    private func decodeString(_ value: [UInt8]) throws -> String {
        guard let text = try? JSONSerialization.jsonObject(with: Data(value), options: .fragmentsAllowed) as? String else {
            throw notABook("a key or book name is not a string")
        }
        return text
    }

    private func row(from value: [UInt8], number: Int) -> WordRow {
        let location = SourceLocation.entry(number)
        guard let entry = try? JSONDecoder().decode(WordBookJSON.Entry.self, from: Data(value)) else {
            return .problem(FormatProblem(location, "not a word object (term, meaning, reading, example, state)"))
        }
        func clean(_ text: String?) -> String? {
            NULCharacters.dropping(text, count: &droppedNULs)?.trimmedWhitespace
        }
        return WordBookJSON.row(entry: entry, location: location, clean: clean)
    }
}

/// Bytes of a `ByteSource` with one byte of look-ahead, and JSON values cut out whole.
package final class ByteCursor {
    package let source: ByteSource
    private var buffer = [UInt8](repeating: 0, count: 1 << 16)
    private var start = 0
    private var end = 0

    package init(_ source: ByteSource) { self.source = source }

    package func peek() throws -> UInt8? {
        if start == end {
            end = try buffer.withUnsafeMutableBytes { try source.read(into: $0) }
            start = 0
            if end == 0 { return nil }
        }
        return buffer[start]
    }

    package func take() throws -> UInt8? {
        let byte = try peek()
        if byte != nil { start += 1 }
        return byte
    }

    /// Skips white space and a byte-order mark.
    package func skipSpace() throws {
        var run = 0
        while let byte = try peek(), [0x20, 0x09, 0x0A, 0x0D, 0xEF, 0xBB, 0xBF].contains(byte) {
            start += 1
            run += 1
            guard run <= WordBookJSONReader.maximumValueBytes else {
                throw WordBookJSON.ReadError(description: "more than 1 MiB of blank space; is this the right file?")
            }
        }
    }

    /// One JSON value's bytes (string, number, literal, object or array), tracking strings
    /// so brackets inside them do not count. At most `maximumValueBytes`.
    package func value() throws -> [UInt8] {
        var out: [UInt8] = []
        var depth = 0
        var inString = false
        var escaped = false
        while let byte = try peek() {
            if !inString && depth == 0 && !out.isEmpty && out.first != UInt8(ascii: "\"")
                && [0x2C, 0x7D, 0x5D, 0x20, 0x09, 0x0A, 0x0D].contains(byte) {
                return out  // the end of a number or literal
            }
            start += 1
            out.append(byte)
            guard out.count <= WordBookJSONReader.maximumValueBytes else {
                throw WordBookJSON.ReadError(description: "an entry is longer than 1 MiB; is this the right file?")
            }
            if inString {
                if escaped { escaped = false } else if byte == 0x5C { escaped = true } else if byte == 0x22 {
                    inString = false
                    if depth == 0 { return out }
                }
            } else if byte == 0x22 {
                inString = true
            } else if byte == 0x7B || byte == 0x5B {
                depth += 1
            } else if byte == 0x7D || byte == 0x5D {
                depth -= 1
                if depth == 0 { return out }
                if depth < 0 { throw WordBookJSON.ReadError(description: "not a Showbook JSON book: unbalanced brackets") }
            }
        }
        if out.isEmpty || depth > 0 || inString {
            throw WordBookJSON.ReadError(description: "not a Showbook JSON book: the file ends inside a value")
        }
        return out
    }
}
