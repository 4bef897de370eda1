import Foundation
import ShowbookPlatform

/// Turns the raw text of a cue into the plain line a learner reads: markup removed (the tags
/// `SubtitleMarkup` knows — `<i>`, `<font …>`, WebVTT `<c.x>`/`<v Name>`/inline timestamps,
/// HTML-like `<span …>` —
/// ruby readings, ASS `{\an8}` and every other closed `{…}` override block, `\N`/`\n`/`\h`),
/// character references (`&amp;`) read, sound notes in brackets (`[door slams]`, `（笑）`;
/// `SoundNote` tells them from a line said in brackets) and leading speaker labels (`MAN: `,
/// `（太郎）`) dropped, control characters and escape sequences replaced by spaces, white space collapsed. Linear in the input: a search for a
/// closer stops at the next opener of its kind (and a tag's at the next `<`), so the searches
/// of each kind read each character at most once.
public enum SubtitleText {
    /// Cues longer than this (after cleaning) are skipped: no spoken line is that long, and a
    /// 100,000-character "line" is a broken or hostile file.
    public static let maximumLength = 2_000

    public static func clean(_ raw: String) -> String {
        var work = 0
        return clean(raw, work: &work)
    }

    /// Characters a speaker label can take away (`dropSpeakerLabel`): 20, its colon and a space.
    package static let labelAllowance = 22

    /// `clean`, adding to `work` every character it looks at (the loop and every search
    /// ahead), so tests can check the work grows linearly with the cue. With `limit`, a text
    /// that would come out longer than `limit` characters may come out cut, but still longer.
    package static func clean(_ raw: String, limit: Int = Int.max - labelAllowance - 1, work: inout Int) -> String {
        let scalars = Array(raw.unicodeScalars)
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
            work += 1
            switch scalar {
            case "\u{1B}", "\u{9B}", "\u{9D}":
                index = Self.endOfEscape(scalars, from: scalar == "\u{1B}" ? index : index - 1)
                output.append(0x20)
            case "<":
                var looked = 0
                let tag = SubtitleMarkup.tag(in: scalars, at: index, looked: &looked)
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
                if let end = closer("}", in: scalars, from: index, before: braceStops, work: &work) {
                    index = end + 1
                } else {
                    output.append(utf8Of: scalar)
                }
            case "\\" where index < scalars.count && ["N", "n", "h"].contains(scalars[index]):
                index += 1
                output.append(0x20)
            case "[", "(", "（", "［":
                let close: Unicode.Scalar = scalar == "[" ? "]" : scalar == "(" ? ")" : scalar == "（" ? "）" : "］"
                if let end = soundNote(closedBy: close, in: scalars, from: index, work: &work) {
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

    /// Where a bracketed run's search stops: a run holds no other run, tag or override block.
    private static let bracketOpeners: Set<Unicode.Scalar> = ["[", "(", "（", "［", "<", "{"]
    /// Where an override block's search stops: `{\pos(1,2)}` holds a parenthesis, nothing else.
    private static let braceStops: Set<Unicode.Scalar> = ["{", "<", "[", "（", "［"]

    /// The first `close` at or after `start`, looking no further than the next of `openers`
    /// (`((((…` is text, each `(` looking only as far as the next). The searches of one kind
    /// cover each character once, and searches of two kinds — a tag's (which stops at `<` and
    /// `{`), an override block's, a bracket's — overlap at most pairwise, so cleaning reads
    /// each character at most three times, its visit by the loop included.
    private static func closer(_ close: Unicode.Scalar, in scalars: [Unicode.Scalar], from start: Int,
                               before openers: Set<Unicode.Scalar>, work: inout Int) -> Int? {
        var index = start
        defer { work += index - start }
        while index < scalars.count {
            let scalar = scalars[index]
            if scalar == close { return index }
            if openers.contains(scalar) { return nil }
            index += 1
        }
        return nil
    }

    /// Where the bracketed run that starts at `start` ends, when it is closed by `close` and is
    /// a sound description (`SoundNote`); nil for an unclosed bracket or a bracketed line, which
    /// stay text. Stops at the next opener, as `closer` does.
    private static func soundNote(closedBy close: Unicode.Scalar, in scalars: [Unicode.Scalar], from start: Int,
                                  work: inout Int) -> Int? {
        var index = start
        defer { work += index - start }
        var note = SoundNote()
        while index < scalars.count {
            let scalar = scalars[index]
            if scalar == close { return note.isSoundNote ? index : nil }
            if bracketOpeners.contains(scalar) { return nil }
            note.add(scalar)
            index += 1
        }
        return nil
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
