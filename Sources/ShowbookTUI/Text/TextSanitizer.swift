/// Makes text from data (titles, overviews, words, network responses) safe to
/// hand to curses.
///
/// Data can carry terminal escape sequences (ESC, CSI, OSC 52 clipboard
/// writes), other controls that move the cursor, and bidi overrides that
/// reorder what the user sees. None of them may reach the terminal, yet the
/// user should still see that something was there, so each becomes a visible
/// placeholder:
/// - C0 controls become their Control Picture (ESC -> "␛", NUL -> "␀"),
///   DEL becomes "␡";
/// - C1 controls and bidi controls become U+FFFD "�";
/// - TAB expands to spaces up to the next multiple of `tabWidth` columns,
///   counted in display cells since the last line start;
/// - "\n", "\r\n", U+2028 and U+2029 become one space, or "\n" when
///   `keepNewlines` is true; a lone "\r" is a control ("␍") in both modes.
/// Everything else (Hangul, kana, emoji, accents) passes through untouched.
public enum TextSanitizer {
    /// keepNewlines: false -> "\n" and "\r\n" become a single space (for
    /// one-line fields); true -> "\n" kept (for wrapped overviews), lone "\r"
    /// still replaced.
    public static func sanitize(
        _ text: String,
        keepNewlines: Bool = false,
        tabWidth: Int = 4
    ) -> String {
        // Most text is clean: return it as is, without re-building it.
        guard text.unicodeScalars.contains(where: needsReplacement) else {
            return text
        }
        var output = String.UnicodeScalarView()
        var column = 0
        for character in text {
            if isLineBreak(character) {
                if keepNewlines {
                    output.append("\n")
                    column = 0
                } else {
                    output.append(" ")
                    column += 1
                }
            } else if character == "\t" {
                let spaces = tabWidth > 0 ? tabWidth - column % tabWidth : 1
                output.append(contentsOf: repeatElement(" ", count: spaces))
                column += spaces
            } else {
                var replaced = String.UnicodeScalarView()
                for scalar in character.unicodeScalars {
                    replaced.append(replacement(for: scalar))
                }
                column += DisplayWidth.of(String(replaced))
                output.append(contentsOf: replaced)
            }
        }
        return String(output)
    }

    // MARK: - Private

    private static let replacementCharacter: Unicode.Scalar = "\u{FFFD}"
    private static let controlPictureBase: UInt32 = 0x2400
    private static let deletePicture: Unicode.Scalar = "\u{2421}"

    /// Hard line breaks, each a single Character.
    private static func isLineBreak(_ character: Character) -> Bool {
        switch character {
        case "\n", "\r\n", "\u{2028}", "\u{2029}":
            return true
        default:
            return false
        }
    }

    private static func needsReplacement(_ scalar: Unicode.Scalar) -> Bool {
        let value = scalar.value
        return value < 0x20
            || (0x7F...0x9F).contains(value)
            || value == 0x2028 || value == 0x2029
            || isBidiControl(value)
    }

    /// Explicit directional embeddings, overrides, isolates and marks.
    private static func isBidiControl(_ value: UInt32) -> Bool {
        switch value {
        case 0x061C, 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069:
            return true
        default:
            return false
        }
    }

    /// The scalar to emit for `scalar`, which is not a line break or tab.
    private static func replacement(for scalar: Unicode.Scalar) -> Unicode.Scalar {
        let value = scalar.value
        switch value {
        case 0x00..<0x20:
            return Unicode.Scalar(controlPictureBase + value) ?? replacementCharacter
        case 0x7F:
            return deletePicture
        case 0x80...0x9F:
            return replacementCharacter
        case 0x2028, 0x2029:
            return " "
        default:
            return isBidiControl(value) ? replacementCharacter : scalar
        }
    }
}
