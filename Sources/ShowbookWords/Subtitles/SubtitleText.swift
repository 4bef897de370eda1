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
    /// `shortcuts` false reads every cue the long way (tests compare the two).
    package static func clean(_ raw: String, limit: Int = Int.max - labelAllowance - 1, work: inout Int,
                              shortcuts: Bool = true) -> String {
        if shortcuts, let plain = raw.utf8.withContiguousStorageIfAvailable({ plainBytes($0, work: &work) }), let plain {
            return dropSpeakerLabel(collapse(plain, stopAfter: limit + labelAllowance + 1))
        }
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
        return dropSpeakerLabel(collapse(output, stopAfter: limit + labelAllowance + 1, shortcuts: shortcuts))
    }

    /// The bytes the loop of `clean` makes of `bytes` when it holds nothing but text and control
    /// characters — no escape, tag, reference, override block, `\`, bracket or note sign — each
    /// control character a space; nil for any other text. Most cues are plain: this copies their
    /// bytes without decoding them into scalars. `work` counts the scalars, as the loop would.
    private static func plainBytes(_ bytes: UnsafeBufferPointer<UInt8>, work: inout Int) -> [UInt8]? {
        var output: [UInt8] = []
        output.reserveCapacity(bytes.count)
        var scalars = 0
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            scalars += 1
            if byte < 0x80 {
                switch byte {
                case 0x1B, 0x3C, 0x26, 0x7B, 0x5C, 0x5B, 0x28: return nil  // ESC < & { \ [ (
                case 0x00..<0x20, 0x7F: output.append(0x20)
                default: output.append(byte)
                }
                index += 1
                continue
            }
            let length = byte >= 0xF0 ? 4 : byte >= 0xE0 ? 3 : 2
            guard index + length <= bytes.count else { return nil }
            // Every scalar the loop treats apart starts with one of these bytes: C1 controls
            // (C2), U+061C (D8), the U+2000 block and ♪ ♫ (E2), （ ［ (EF).
            if byte == 0xC2 || byte == 0xD8 || byte == 0xE2 || byte == 0xEF {
                let value = length == 2
                    ? UInt32(byte & 0x1F) << 6 | UInt32(bytes[index + 1] & 0x3F)
                    : UInt32(byte & 0x0F) << 12 | UInt32(bytes[index + 1] & 0x3F) << 6 | UInt32(bytes[index + 2] & 0x3F)
                switch value {
                case 0x9B, 0x9D, 0xFF08, 0xFF3B, 0x266A, 0x266B: return nil
                default: if ControlCharacters.isHazard(value) { return nil }
                }
            }
            output.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[index..<(index + length)]))
            index += length
        }
        work += scalars
        return output
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
    /// Other text stops after `stopAfter` characters (the caller drops a cue that long); when
    /// its every character is a scalar of its own (`collapseSimple`), it too is read by bytes.
    private static func collapse(_ utf8: [UInt8], stopAfter: Int, shortcuts: Bool = true) -> String {
        guard utf8.allSatisfy({ $0 < 0x80 }) else {
            if shortcuts, let simple = collapseSimple(utf8, stopAfter: stopAfter) { return simple }
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

    /// `collapse` of text whose every non-ASCII character is one scalar of `isSimple`, byte by
    /// byte: there each scalar is a character (a CR LF pair, one character, is white space as
    /// its two scalars are) and only ASCII is white space; nil for any other text.
    private static func collapseSimple(_ utf8: [UInt8], stopAfter: Int) -> String? {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(utf8.count)
        var count = 0
        var pendingSpace = false
        var index = 0
        while index < utf8.count {
            let byte = utf8[index]
            if byte == 0x20 || (0x09...0x0D).contains(byte) {
                pendingSpace = !bytes.isEmpty
                index += 1
                continue
            }
            var length = 1
            if byte >= 0x80 {
                // Three-byte scalars only: every simple scalar is in the Basic Multilingual Plane
                // above U+0800.
                guard byte >= 0xE0, byte < 0xF0, index + 2 < utf8.count else { return nil }
                let value = UInt32(byte & 0x0F) << 12 | UInt32(utf8[index + 1] & 0x3F) << 6 | UInt32(utf8[index + 2] & 0x3F)
                guard isSimple(value) else { return nil }
                length = 3
            }
            if pendingSpace { bytes.append(0x20); count += 1; pendingSpace = false }
            bytes.append(contentsOf: utf8[index..<(index + length)])
            count += 1
            index += length
            if count >= stopAfter { break }
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Scalars that are always a character of their own whatever stands next to them, and never
    /// white space: CJK punctuation (but for the ideographic space and the tone marks), kana (but
    /// for the combining sound marks), CJK ideographs, Hangul syllables, fullwidth ASCII, and
    /// the dashes, quotation marks and ellipsis of U+2010–U+2027.
    package static func isSimple(_ value: UInt32) -> Bool {
        switch value {
        case 0x2010...0x2027, 0x3001...0x3029, 0x3041...0x3096, 0x309B...0x30FF, 0x4E00...0x9FFF, 0xAC00...0xD7A3, 0xFF01...0xFF5E:
            return true
        default:
            return false
        }
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
