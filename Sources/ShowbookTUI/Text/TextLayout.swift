/// Fits text into a number of terminal cells: truncation with an ellipsis,
/// hard clipping, fixed-width padding and word wrapping.
///
/// Widgets never measure or cut strings themselves; they ask this type, so
/// no screen can split a grapheme, overflow a column, or leave half of a wide
/// character behind. All widths are DisplayWidth cells.
public enum TextLayout {
    /// The mark appended by `truncate`; one cell wide.
    static let ellipsis: Character = "…"

    /// Cuts `text` so its width is <= width. If it had to cut, ends with "…"
    /// (the ellipsis counts 1 cell). Never splits a grapheme. width <= 0 -> "".
    /// If the text fits, returned unchanged.
    public static func truncate(_ text: String, toWidth width: Int) -> String {
        guard width > 0 else { return "" }
        if DisplayWidth.of(text) <= width { return text }
        var result = prefix(of: text, fittingIn: width - 1).text
        result.append(ellipsis)
        return result
    }

    /// Like truncate but without ellipsis (hard clip).
    public static func clip(_ text: String, toWidth width: Int) -> String {
        guard width > 0 else { return "" }
        return prefix(of: text, fittingIn: width).text
    }

    /// truncate, then pad with spaces on the right to exactly `width` cells.
    /// A wide char that would straddle the last column is replaced by a
    /// space, so the result is always exactly `width` cells.
    public static func fit(_ text: String, width: Int) -> String {
        guard width > 0 else { return "" }
        var result = truncate(text, toWidth: width)
        let used = DisplayWidth.of(result)
        if used < width {
            result.append(String(repeating: " ", count: width - used))
        }
        return result
    }

    /// Word-wrap to lines of at most `width` cells.
    ///
    /// Breaks at spaces; kana and kanji may also break between any graphemes (Hangul, which
    /// is written with spaces between words, breaks at spaces only);
    /// two graphemes; a word longer than the width is split at grapheme
    /// boundaries. Honors "\n" as a hard break (blank lines kept). Never
    /// returns a line wider than width; width <= 0 -> [].
    ///
    /// Details: spaces at a break are dropped, as are trailing spaces of a
    /// line; runs of spaces inside a line are kept. An empty text gives no
    /// lines. A grapheme wider than the whole width (a wide character when
    /// width is 1) cannot be shown and is replaced by "…".
    public static func wrap(_ text: String, width: Int) -> [String] {
        guard width > 0, !text.isEmpty else { return [] }
        var lines: [String] = []
        let paragraphs = text.split(
            omittingEmptySubsequences: false,
            whereSeparator: { $0 == "\n" || $0 == "\r\n" }
        )
        for paragraph in paragraphs {
            var wrapper = ParagraphWrapper(width: width)
            for token in LineBreakTokenizer.tokens(of: paragraph) {
                wrapper.add(token)
            }
            lines.append(contentsOf: wrapper.finish())
        }
        return lines
    }

    // MARK: - Internal helpers

    /// The longest prefix of whole Characters whose width is <= `width`.
    static func prefix<S: StringProtocol>(
        of text: S,
        fittingIn width: Int
    ) -> (text: String, width: Int) {
        var result = ""
        var used = 0
        for character in text {
            let cells = DisplayWidth.of(character)
            if used + cells > width { break }
            result.append(character)
            used += cells
        }
        return (result, used)
    }
}

// MARK: - Line breaking internals (nested to keep the module namespace clean)

extension TextLayout {
    /// One unit for line breaking: either a run of spaces or a piece of text
    /// that must stay on one line unless it is wider than the line itself.
    struct LineBreakToken: Equatable {
        var text: Substring
        var isSpace: Bool
    }

    /// Splits a paragraph (text without hard breaks) into LineBreakTokens.
    ///
    /// A break opportunity is at every space, and before or after every CJK
    /// grapheme (Hangul, kana, kanji, CJK punctuation, fullwidth forms), except
    /// before closing punctuation / small kana and after opening brackets, so a
    /// line does not start with "。" or end with "「".
    enum LineBreakTokenizer {
        static func tokens(of paragraph: Substring) -> [LineBreakToken] {
            var tokens: [LineBreakToken] = []
            var start = paragraph.startIndex
            var previous: Character?
            var index = paragraph.startIndex
            while index < paragraph.endIndex {
                let character = paragraph[index]
                if let previous, start < index,
                   isBoundary(between: previous, and: character) {
                    tokens.append(LineBreakToken(
                        text: paragraph[start..<index],
                        isSpace: previous == " "
                    ))
                    start = index
                }
                previous = character
                index = paragraph.index(after: index)
            }
            if let previous, start < paragraph.endIndex {
                tokens.append(LineBreakToken(
                    text: paragraph[start...],
                    isSpace: previous == " "
                ))
            }
            return tokens
        }

        static func isBoundary(between left: Character, and right: Character) -> Bool {
            let leftSpace = left == " "
            let rightSpace = right == " "
            if leftSpace || rightSpace { return leftSpace != rightSpace }
            guard isCJK(left) || isCJK(right) else { return false }
            // Korean puts spaces between words, so Hangul breaks only at spaces (CSS keep-all);
            // a Hangul word longer than the line is still split by the wrapper.
            if isHangul(left) || isHangul(right) { return false }
            return !forbidsBreakBefore(right) && !forbidsBreakAfter(left)
        }

        static func isHangul(_ character: Character) -> Bool {
            guard let value = character.unicodeScalars.first?.value else { return false }
            switch value {
            case 0x1100...0x11FF, 0x3130...0x318F, 0xA960...0xA97F, 0xAC00...0xD7FF, 0xFFA0...0xFFDC: return true
            default: return false
            }
        }

        /// Hangul, kana, kanji and the CJK punctuation and fullwidth blocks.
        static func isCJK(_ character: Character) -> Bool {
            guard let value = character.unicodeScalars.first?.value else { return false }
            switch value {
            case 0x1100...0x11FF,   // Hangul Jamo
                 0x2E80...0x2FDF,   // CJK radicals, Kangxi radicals
                 0x3000...0x303F,   // CJK symbols and punctuation
                 0x3040...0x30FF,   // Hiragana, Katakana
                 0x3130...0x318F,   // Hangul Compatibility Jamo
                 0x31F0...0x31FF,   // Katakana Phonetic Extensions
                 0x3400...0x4DBF,   // CJK Extension A
                 0x4E00...0x9FFF,   // CJK Unified Ideographs
                 0xA960...0xA97F,   // Hangul Jamo Extended-A
                 0xAC00...0xD7FF,   // Hangul Syllables, Jamo Extended-B
                 0xF900...0xFAFF,   // CJK Compatibility Ideographs
                 0xFF01...0xFF60,   // Fullwidth forms
                 0xFF65...0xFFDC,   // Halfwidth katakana and Hangul
                 0x1B000...0x1B16F, // Kana Supplement, Extended-A
                 0x20000...0x3FFFD: // CJK Extensions B and later
                return true
            default:
                return false
            }
        }

        /// Characters that must not begin a line (kinsoku).
        static func forbidsBreakBefore(_ character: Character) -> Bool {
            noLineStart.contains(character)
        }

        /// Characters that must not end a line.
        static func forbidsBreakAfter(_ character: Character) -> Bool {
            noLineEnd.contains(character)
        }

        private static let noLineStart: Set<Character> = Set(
            ".,:;!?)]}%…‥"
                + "、。，．・：；？！）］｝〕〉》」』】〙〗〟’”｠»"
                + "ゝゞヽヾーぁぃぅぇぉっゃゅょゎゕゖァィゥェォッャュョヮヵヶ々〻"
                + "ｰｧｨｩｪｫｬｭｮｯ｡､｣"
        )

        private static let noLineEnd: Set<Character> = Set(
            "([{‘“（［｛〔〈《「『【〘〖〝｟«｢"
        )
    }

    /// Greedy line filler for one paragraph, fed LineBreakTokens in order.
    struct ParagraphWrapper {
        let width: Int
        private var lines: [String] = []
        private var line = ""
        private var lineWidth = 0
        private var lineHasText = false
        private var pendingSpaces = ""
        private var pendingWidth = 0

        init(width: Int) {
            self.width = width
        }

        mutating func add(_ token: LineBreakToken) {
            if token.isSpace {
                pendingSpaces += token.text
                pendingWidth += token.text.count
                return
            }
            let tokenWidth = DisplayWidth.of(token.text)
            if lineWidth + pendingWidth + tokenWidth <= width {
                line += pendingSpaces
                line += token.text
                lineWidth += pendingWidth + tokenWidth
                lineHasText = true
            } else {
                flushLine()
                if tokenWidth <= width {
                    line = String(token.text)
                    lineWidth = tokenWidth
                    lineHasText = true
                } else {
                    splitLongWord(token.text)
                }
            }
            pendingSpaces = ""
            pendingWidth = 0
        }

        /// The paragraph's lines; a paragraph with no text gives one blank line.
        mutating func finish() -> [String] {
            if lineHasText || lines.isEmpty { flushLine(force: true) }
            return lines
        }

        private mutating func flushLine(force: Bool = false) {
            if lineHasText || force { lines.append(line) }
            line = ""
            lineWidth = 0
            lineHasText = false
        }

        /// Places a word wider than the line, cutting it at grapheme boundaries.
        private mutating func splitLongWord(_ word: Substring) {
            for character in word {
                var piece = character
                var cells = DisplayWidth.of(character)
                if cells > width {
                    piece = TextLayout.ellipsis
                    cells = 1
                }
                if lineWidth + cells > width { flushLine() }
                line.append(piece)
                lineWidth += cells
                lineHasText = true
            }
        }
    }
}
