import Foundation

/// Turns the raw text of a cue into the plain line a learner reads: markup removed (the tags
/// `SubtitleMarkup` knows — `<i>`, `<font …>`, WebVTT `<c.x>`/`<v Name>`/inline timestamps —
/// ruby readings, ASS `{\an8}` and every other closed `{…}` override block, `\N`/`\n`/`\h`),
/// character references (`&amp;`) read, sound notes in brackets (`[door slams]`, `（笑）`)
/// and leading speaker labels (`MAN: `, `（太郎）`) dropped, control characters and escape
/// sequences replaced by spaces, white space collapsed. Linear in the input: where each closer
/// last occurs is known before the scan, so an opener with no closer after it costs nothing, and
/// a search that finds its closer skips what it read.
public enum SubtitleText {
    /// Cues longer than this (after cleaning) are skipped: no spoken line is that long, and a
    /// 100,000-character "line" is a broken or hostile file.
    public static let maximumLength = 2_000

    public static func clean(_ raw: String) -> String {
        var work = 0
        return clean(raw, work: &work)
    }

    /// Characters a speaker label can take away (`dropSpeakerLabel`): 20, its colon and a space.
    static let labelAllowance = 22

    /// `clean`, adding to `work` every character it looks at (the loop and every search
    /// ahead), so tests can check the work grows linearly with the cue. With `limit`, a text
    /// that would come out longer than `limit` characters may come out cut, but still longer.
    static func clean(_ raw: String, limit: Int = Int.max - labelAllowance - 1, work: inout Int) -> String {
        let scalars = Array(raw.unicodeScalars)
        work += scalars.count
        var last = Closers()
        for (position, scalar) in scalars.enumerated() { last.saw(scalar, at: position) }
        work += scalars.count
        // UTF-8 bytes, made a string once at the end: appending scalar by scalar to a string
        // costs more than the scan.
        var output: [UInt8] = []
        output.reserveCapacity(scalars.count)
        // Ruby text (`<rt>かんじ</rt>`) is a reading, not the line: held back here and dropped at
        // its closing tag; an `<rt>` never closed gives its text back at the end.
        var ruby: Int?
        var index = 0
        while index < scalars.count {
            let scalar = scalars[index]
            index += 1
            switch scalar {
            case "\u{1B}", "\u{9B}", "\u{9D}":
                index = Self.endOfEscape(scalars, from: scalar == "\u{1B}" ? index : index - 1)
                output.append(0x20)
            case "<":
                var looked = 0
                let tag = last[">"] < index ? nil : SubtitleMarkup.tag(in: scalars, at: index, looked: &looked) {
                    first(">", in: scalars, from: $0, last: last, work: &work)
                }
                work += looked
                guard let tag else {
                    output.append(utf8Of: scalar)
                    continue
                }
                index = tag.end + 1
                if tag.kind == .rt && !tag.isClosing && ruby == nil {
                    ruby = output.count
                } else if let start = ruby, tag.isClosing, tag.kind == .rt || tag.kind == .ruby {
                    output.removeSubrange(start...)
                    ruby = nil
                }
            case "&":
                if let (character, end) = SubtitleMarkup.reference(in: scalars, at: index, looked: &work) {
                    output.append(utf8Of: ControlCharacters.isHazard(character.value) ? " " : character)
                    index = end + 1
                } else {
                    output.append(utf8Of: scalar)
                }
            case "{":
                if let end = first("}", in: scalars, from: index, last: last, work: &work) {
                    index = end + 1
                } else {
                    output.append(utf8Of: scalar)
                }
            case "\\" where index < scalars.count && ["N", "n", "h"].contains(scalars[index]):
                index += 1
                output.append(0x20)
            case "[", "(", "（", "［":
                let close: Unicode.Scalar = scalar == "[" ? "]" : scalar == "(" ? ")" : scalar == "（" ? "）" : "］"
                if let end = first(close, in: scalars, from: index, last: last, work: &work) {
                    index = end + 1
                    output.append(0x20)
                } else {
                    output.append(utf8Of: scalar)
                }
            default:
                if ControlCharacters.isHazard(scalar.value) || scalar == "♪" || scalar == "♫" {
                    output.append(0x20)
                } else {
                    output.append(utf8Of: scalar)
                }
            }
        }
        return dropSpeakerLabel(collapse(output, stopAfter: limit + labelAllowance + 1))
    }

    /// Where an escape sequence that starts at `start` (just after ESC, or at a C1 CSI/OSC)
    /// ends: CSI runs to its final byte, OSC/DCS to BEL or ESC `\`, others are two characters.
    private static func endOfEscape(_ scalars: [Unicode.Scalar], from start: Int) -> Int {
        guard start < scalars.count else { return start }
        let introducer = scalars[start]
        var index = start + 1
        switch introducer {
        case "[", "\u{9B}":
            while index < scalars.count {
                let value = scalars[index].value
                index += 1
                if (0x40...0x7E).contains(value) { break }
                if value < 0x20 || value > 0x7E { index -= 1; break }
            }
            return index
        case "]", "P", "\u{9D}", "_", "^":
            while index < scalars.count {
                if scalars[index] == "\u{07}" { return index + 1 }
                if scalars[index] == "\u{1B}" { return min(index + 2, scalars.count) }
                index += 1
            }
            return index
        default:
            return start + 1
        }
    }

    /// Where each character that ends a markup or bracket run last occurs in the cue (-1: nowhere).
    private struct Closers {
        private var positions = [Int](repeating: -1, count: 6)

        private static func slot(_ scalar: Unicode.Scalar) -> Int? {
            switch scalar {
            case ">": return 0
            case "}": return 1
            case "]": return 2
            case ")": return 3
            case "）": return 4
            case "］": return 5
            default: return nil
            }
        }

        mutating func saw(_ scalar: Unicode.Scalar, at position: Int) {
            if let slot = Self.slot(scalar) { positions[slot] = position }
        }

        subscript(_ scalar: Unicode.Scalar) -> Int { Self.slot(scalar).map { positions[$0] } ?? -1 }
    }

    /// The first `scalar` at or after `start`; nil at once when its last occurrence (`last`) is
    /// before `start`.
    private static func first(_ scalar: Unicode.Scalar, in scalars: [Unicode.Scalar], from start: Int,
                              last: Closers, work: inout Int) -> Int? {
        let end = last[scalar]
        guard end >= start else { return nil }
        let found = scalars[start...end].firstIndex(of: scalar)
        work += (found ?? end) - start
        return found
    }

    /// Single spaces, trimmed; an ESC left by a stripped sequence's bracket is already a space.
    /// ASCII text (most cues) is collapsed byte by byte, which is the same result without
    /// grapheme breaking; other text character by character.
    /// Other text stops after `stopAfter` characters (the caller drops a cue that long).
    private static func collapse(_ utf8: [UInt8], stopAfter: Int) -> String {
        guard utf8.allSatisfy({ $0 < 0x80 }) else {
            let text = String(decoding: utf8, as: UTF8.self)
            var result = ""
            var count = 0
            var pendingSpace = false
            for character in text {
                if character.isWhitespace {
                    pendingSpace = !result.isEmpty
                    continue
                }
                if pendingSpace { result.append(" "); count += 1; pendingSpace = false }
                result.append(character)
                count += 1
                if count >= stopAfter { break }
            }
            return result
        }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(utf8.count)
        var pendingSpace = false
        for byte in utf8 {
            if byte == 0x20 || (0x09...0x0D).contains(byte) {
                pendingSpace = !bytes.isEmpty
            } else {
                if pendingSpace { bytes.append(0x20); pendingSpace = false }
                bytes.append(byte)
            }
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// `JOHN: Where are you?` → `Where are you?`: an upper-case or one-word name before a
    /// colon at the start, up to 20 characters.
    private static func dropSpeakerLabel(_ text: String) -> String {
        // Most cues have no colon at all: said from the bytes (`：` is EF BC 9A), without the
        // grapheme breaking that reading characters costs.
        guard text.utf8.contains(where: { $0 == 0x3A || $0 == 0x9A }) else { return text }
        // Only the first 21 characters can hold a label and its colon.
        guard let colon = text.prefix(21).firstIndex(where: { $0 == ":" || $0 == "：" }) else { return text }
        let label = text[..<colon]
        guard !label.isEmpty, label.count <= 20, label.first?.isNumber == false,
              label.allSatisfy({ $0.isUppercase || $0 == " " || $0 == "." || $0 == "-" }) else { return text }
        return text[text.index(after: colon)...].trimmingCharacters(in: .whitespaces)
    }
}

private extension Array where Element == UInt8 {
    /// Appends `scalar` as UTF-8.
    mutating func append(utf8Of scalar: Unicode.Scalar) {
        if scalar.isASCII {
            append(UInt8(scalar.value))
        } else {
            UTF8.encode(scalar) { append($0) }
        }
    }
}
