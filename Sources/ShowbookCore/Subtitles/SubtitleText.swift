import Foundation

/// Turns the raw text of a cue into the plain line a learner reads: markup removed (`<i>`,
/// `<font …>`, WebVTT `<c.x>`/`<v Name>`/inline timestamps, ASS `{\an8}` and every other
/// `{…}` override block, `\N`/`\n`/`\h`), sound notes in brackets (`[door slams]`, `（笑）`)
/// and leading speaker labels (`MAN: `, `（太郎）`) dropped, control characters and escape
/// sequences replaced by spaces, white space collapsed. Linear in the input.
public enum SubtitleText {
    /// Cues longer than this (after cleaning) are skipped: no spoken line is that long, and a
    /// 100,000-character "line" is a broken or hostile file.
    public static let maximumLength = 2_000

    public static func clean(_ raw: String) -> String {
        let scalars = Array(raw.unicodeScalars)
        var output = String.UnicodeScalarView()
        var index = 0
        while index < scalars.count {
            let scalar = scalars[index]
            index += 1
            switch scalar {
            case "\u{1B}", "\u{9B}", "\u{9D}":
                index = Self.endOfEscape(scalars, from: scalar == "\u{1B}" ? index : index - 1)
                output.append(" ")
            case "<" where looksLikeTag(scalars, at: index):
                index = (scalars[index...].firstIndex(of: ">") ?? scalars.count - 1) + 1
            case "{":
                index = (scalars[index...].firstIndex(of: "}") ?? scalars.count - 1) + 1
            case "\\" where index < scalars.count && ["N", "n", "h"].contains(scalars[index]):
                index += 1
                output.append(" ")
            case "[", "(", "（", "［":
                let close: Unicode.Scalar = scalar == "[" ? "]" : scalar == "(" ? ")" : scalar == "（" ? "）" : "］"
                if let end = scalars[index...].firstIndex(of: close) {
                    index = end + 1
                    output.append(" ")
                } else {
                    output.append(scalar)
                }
            default:
                if ControlCharacters.isHazard(scalar.value) || scalar == "♪" || scalar == "♫" {
                    output.append(" ")
                } else {
                    output.append(scalar)
                }
            }
        }
        return dropSpeakerLabel(collapse(String(output)))
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

    /// `<` starts markup only when a letter, `/` or a digit (an inline timestamp) follows, so
    /// "a < b" stays text.
    private static func looksLikeTag(_ scalars: [Unicode.Scalar], at index: Int) -> Bool {
        guard index < scalars.count, scalars[index...].contains(">") else { return false }
        let next = scalars[index]
        return next == "/" || (next.isASCII && (next.properties.isAlphabetic || ("0"..."9").contains(next)))
    }

    /// Single spaces, trimmed; an ESC left by a stripped sequence's bracket is already a space.
    private static func collapse(_ text: String) -> String {
        text.split(whereSeparator: { $0.isWhitespace }).joined(separator: " ")
    }

    /// `JOHN: Where are you?` → `Where are you?`: an upper-case or one-word name before a
    /// colon at the start, up to 20 characters.
    private static func dropSpeakerLabel(_ text: String) -> String {
        guard let colon = text.firstIndex(where: { $0 == ":" || $0 == "：" }) else { return text }
        let label = text[..<colon]
        guard !label.isEmpty, label.count <= 20, label.first?.isNumber == false,
              label.allSatisfy({ $0.isUppercase || $0 == " " || $0 == "." || $0 == "-" }) else { return text }
        return text[text.index(after: colon)...].trimmingCharacters(in: .whitespaces)
    }
}
