import ShowbookPlatform
/// A tokenized document as the registry stores it (`subtitle_tokens.cues`), so its readers
/// never parse or tokenize the file again: a header line, then one line per cue — its start,
/// end and line number, a tab, its text, a tab, and its tokens separated by spaces. A token is
/// its lemma id (`subtitle_lemmas`) and a kind letter (`w` word, `n` name, `d` number, `f`
/// function word), then only what differs from the lemma: `|s` the surface (when it is not the
/// term), `|r` the reading, `|t` the term as heard. Backslash escapes keep tabs, line breaks,
/// spaces and bars inside values. Reading it back checks every piece; anything malformed gives
/// no document (the file is read instead), never a crash.
public enum StoredDocument {
    package static let header = "showbook-document 1"
    /// Cues and tokens past these are not a stored document (a season's episode has ~1,500 cues).
    package static let maximumCues = 200_000
    package static let maximumTokensPerCue = 4_096

    /// A lemma as the table holds it.
    public struct Lemma: Sendable, Equatable {
        public var id: Int32
        public var term: String
        public var reading: String

        public init(id: Int32, term: String, reading: String) {
            self.id = id
            self.term = term
            self.reading = reading
        }
    }

    /// The text of `cues`; `lemma` gives each token's lemma (made when new).
    public static func encode(_ cues: [SubtitleCue], lemma: (MinedToken) throws -> Lemma?) rethrows -> String {
        var text = header + "\n"
        for cue in cues {
            text += "\(cue.start) \(cue.end) \(cue.line)\t"
            escape(cue.text, into: &text, spaces: false)
            text += "\t"
            var first = true
            for token in cue.tokens {
                guard let found = try lemma(token) else { continue }
                if !first { text += " " }
                first = false
                text += "\(found.id)\(letter(token.kind))"
                if token.surface != token.term { field("s", token.surface, into: &text) }
                if token.reading != found.reading { field("r", token.reading, into: &text) }
                if token.term != found.term { field("t", token.term, into: &text) }
            }
            text += "\n"
        }
        return text
    }

    /// A token read back before its lemma is known.
    package struct Entry: Equatable {
        package var lemma: Int32
        package var kind: TokenKind
        package var surface: String?
        package var reading: String?
        package var term: String?
    }

    /// A cue read back before its lemmas are known.
    package struct Row: Equatable {
        package var start: Int
        package var end: Int
        package var line: Int
        package var text: String
        package var entries: [Entry]
    }

    /// The cues of `text`, or nil when it is not a whole stored document.
    package static func rows(_ text: String) -> [Row]? {
        var lines = text.utf8.split(separator: 0x0A, omittingEmptySubsequences: false)[...]
        guard let first = lines.popFirst(), String(decoding: first, as: UTF8.self) == header else { return nil }
        if lines.last?.isEmpty == true { lines.removeLast() }
        guard lines.count <= maximumCues else { return nil }
        var rows: [Row] = []
        rows.reserveCapacity(lines.count)
        for line in lines {
            let fields = line.split(separator: 0x09, omittingEmptySubsequences: false)
            guard fields.count == 3 else { return nil }
            let times = fields[0].split(separator: 0x20)
            guard times.count == 3, let start = number(times[0]), let end = number(times[1]), let position = number(times[2]),
                  end >= start,
                  let text = unescape(fields[1]) else { return nil }
            var entries: [Entry] = []
            for piece in fields[2].split(separator: 0x20) {
                guard entries.count < maximumTokensPerCue, let entry = entry(piece) else { return nil }
                entries.append(entry)
            }
            rows.append(Row(start: start, end: end, line: position, text: text, entries: entries))
        }
        return rows
    }

    /// The cues of `rows` with their lemmas from `lemmas`; nil when a lemma is missing.
    package static func cues(_ rows: [Row], lemmas: [Int32: Lemma]) -> [SubtitleCue]? {
        var cues: [SubtitleCue] = []
        cues.reserveCapacity(rows.count)
        for row in rows {
            var tokens: [MinedToken] = []
            tokens.reserveCapacity(row.entries.count)
            for entry in row.entries {
                guard let lemma = lemmas[entry.lemma] else { return nil }
                let term = entry.term ?? lemma.term
                tokens.append(MinedToken(term: term, reading: entry.reading ?? lemma.reading, surface: entry.surface ?? term, kind: entry.kind))
            }
            cues.append(SubtitleCue(start: row.start, end: row.end, text: row.text, line: row.line, tokens: tokens))
        }
        return cues
    }

    /// The lemma ids `rows` use.
    package static func lemmaIDs(_ rows: [Row]) -> Set<Int32> {
        var ids = Set<Int32>()
        for row in rows { for entry in row.entries { ids.insert(entry.lemma) } }
        return ids
    }

    private static func letter(_ kind: TokenKind) -> String {
        switch kind {
        case .word: return "w"
        case .name: return "n"
        case .number: return "d"
        case .function: return "f"
        }
    }

    private static func kind(_ byte: UInt8) -> TokenKind? {
        switch byte {
        case UInt8(ascii: "w"): return .word
        case UInt8(ascii: "n"): return .name
        case UInt8(ascii: "d"): return .number
        case UInt8(ascii: "f"): return .function
        default: return nil
        }
    }

    private static func field(_ name: String, _ value: String, into text: inout String) {
        text += "|" + name
        escape(value, into: &text, spaces: true)
    }

    /// `id` + kind letter, then `|s…`, `|r…`, `|t…` in any order.
    private static func entry(_ piece: Substring.UTF8View.SubSequence) -> Entry? {
        let parts = piece.split(separator: UInt8(ascii: "|"), omittingEmptySubsequences: false)
        guard let head = parts.first, head.count >= 2, let kind = kind(head.last!),
              let id = number(head.dropLast()), id <= Int(Int32.max) else { return nil }
        var entry = Entry(lemma: Int32(id), kind: kind)
        for part in parts.dropFirst() {
            guard let name = part.first, let value = unescape(part.dropFirst()) else { return nil }
            switch name {
            case UInt8(ascii: "s"): entry.surface = value
            case UInt8(ascii: "r"): entry.reading = value
            case UInt8(ascii: "t"): entry.term = value
            default: return nil
            }
        }
        return entry
    }

    /// A decimal number of at most ten digits.
    private static func number(_ digits: Substring.UTF8View.SubSequence) -> Int? {
        guard !digits.isEmpty, digits.count <= 10 else { return nil }
        var value = 0
        for byte in digits {
            guard byte >= 0x30 && byte <= 0x39 else { return nil }
            value = value * 10 + Int(byte - 0x30)
        }
        return value
    }

    /// `value` with `\` `\t` `\n` `\r` (and, in token fields, space and `|`) escaped.
    private static func escape(_ value: String, into text: inout String, spaces: Bool) {
        guard value.utf8.contains(where: { $0 == 0x5C || $0 == 0x09 || $0 == 0x0A || $0 == 0x0D || (spaces && ($0 == 0x20 || $0 == 0x7C)) }) else {
            text += value
            return
        }
        for character in value.unicodeScalars {
            switch character {
            case "\\": text += "\\\\"
            case "\t": text += "\\t"
            case "\n": text += "\\n"
            case "\r": text += "\\r"
            case " " where spaces: text += "\\s"
            case "|" where spaces: text += "\\p"
            default: text.unicodeScalars.append(character)
            }
        }
    }

    /// The text of an escaped value; nil for an escape that is not one of ours or bytes that are
    /// not UTF-8.
    private static func unescape(_ bytes: Substring.UTF8View.SubSequence) -> String? {
        guard bytes.contains(0x5C) else { return String(validating: bytes, as: UTF8.self) }
        var out: [UInt8] = []
        out.reserveCapacity(bytes.count)
        var escaped = false
        for byte in bytes {
            if escaped {
                switch byte {
                case UInt8(ascii: "\\"): out.append(0x5C)
                case UInt8(ascii: "t"): out.append(0x09)
                case UInt8(ascii: "n"): out.append(0x0A)
                case UInt8(ascii: "r"): out.append(0x0D)
                case UInt8(ascii: "s"): out.append(0x20)
                case UInt8(ascii: "p"): out.append(0x7C)
                default: return nil
                }
                escaped = false
            } else if byte == 0x5C {
                escaped = true
            } else {
                out.append(byte)
            }
        }
        guard !escaped else { return nil }
        return String(validating: out, as: UTF8.self)
    }
}
