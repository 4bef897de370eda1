/// Terminal cell width of graphemes.
///
/// Curses lays text out in cells, and `String.count` says nothing about cells:
/// Hangul, kana, kanji and most emoji take two, combining marks take none.
/// Every layout decision in the app (truncation, padding, wrapping, cursor
/// placement) goes through this type so they all agree on one measure.
///
/// Width is decided per grapheme (Swift `Character`), never per scalar:
/// - a control (C0, DEL, C1) is 0; the sanitizer replaces those anyway;
/// - a grapheme that begins with a combining mark (Mn, Me) or a zero-width
///   scalar (ZWSP, ZWNJ, ZWJ, LRM/RLM, word joiner, invisible operators,
///   BOM, variation selectors, tags, Hangul vowel/final jamo) is 0;
/// - emoji are 2: a flag (regional-indicator pair), a first scalar with
///   Emoji_Presentation (which regional indicators have, so a lone one is 2
///   too), or an emoji base followed by VS16 (U+FE0F), a skin
///   tone modifier, or a ZWJ joining another emoji. VS15 (U+FE0E) right after
///   the base asks for text presentation and turns those rules off;
/// - otherwise the first scalar's East_Asian_Width decides: W or F is 2,
///   everything else (ambiguous included) is 1. Trailing marks add nothing.
public enum DisplayWidth {
    /// The number of cells `character` occupies: 0, 1 or 2.
    public static func of(_ character: Character) -> Int {
        if let ascii = character.asciiValue {
            // "\r\n" is one Character whose asciiValue is LF: a control, 0.
            return isASCIIPrintable(ascii) ? 1 : 0
        }
        let scalars = character.unicodeScalars
        var iterator = scalars.makeIterator()
        guard let first = iterator.next() else { return 0 }
        guard let second = iterator.next() else { return ofScalar(first) }
        if isControl(first.value) || isZeroWidthBase(first) { return 0 }

        // VS15 right after the base requests text presentation.
        if second.value != textPresentationSelector,
           isEmojiSequence(first: first, rest: scalars.dropFirst()) {
            return 2
        }
        return EastAsianWidthTable.isWide(first.value) ? 2 : 1
    }

    /// The number of cells `text` occupies: the sum over its Characters.
    public static func of<S: StringProtocol>(_ text: S) -> Int {
        // Pure ASCII needs no grapheme segmentation; "\r\n" counts 0 either way.
        var asciiWidth = 0
        for byte in text.utf8 {
            guard byte < 0x80 else { return graphemeSum(text) }
            if isASCIIPrintable(byte) { asciiWidth += 1 }
        }
        return asciiWidth
    }

    /// The width of a scalar standing alone as its own grapheme.
    public static func ofScalar(_ scalar: Unicode.Scalar) -> Int {
        let value = scalar.value
        if value < 0x80 { return isASCIIPrintable(UInt8(value)) ? 1 : 0 }
        if isControl(value) || isZeroWidthBase(scalar) { return 0 }
        if scalar.properties.isEmojiPresentation { return 2 }
        return EastAsianWidthTable.isWide(value) ? 2 : 1
    }

    // MARK: - Private

    private static let textPresentationSelector: UInt32 = 0xFE0E
    private static let emojiPresentationSelector: UInt32 = 0xFE0F
    private static let zeroWidthJoiner: UInt32 = 0x200D

    private static func graphemeSum<S: StringProtocol>(_ text: S) -> Int {
        var total = 0
        for character in text { total += of(character) }
        return total
    }

    private static func isASCIIPrintable(_ byte: UInt8) -> Bool {
        byte >= 0x20 && byte != 0x7F
    }

    /// C0 controls, DEL and C1 controls.
    private static func isControl(_ value: UInt32) -> Bool {
        value < 0x20 || (0x7F...0x9F).contains(value)
    }

    /// Scalars that draw nothing when they start a grapheme.
    private static func isZeroWidthBase(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x200B...0x200F,   // ZWSP, ZWNJ, ZWJ, LRM, RLM
             0x2060...0x2064,   // word joiner, invisible operators
             0xFEFF,            // zero width no-break space (BOM)
             0xFE00...0xFE0F,   // variation selectors
             0xE0100...0xE01EF, // variation selectors supplement
             0xE0000...0xE007F, // language tag, tag characters
             0x1160...0x11FF,   // Hangul Jungseong / Jongseong
             0xD7B0...0xD7FF:   // Hangul Jamo Extended-B (vowels, finals)
            return true
        default:
            switch scalar.properties.generalCategory {
            case .nonspacingMark, .enclosingMark:
                return true
            default:
                return false
            }
        }
    }

    /// True when a multi-scalar grapheme presents as an emoji (two cells).
    private static func isEmojiSequence(
        first: Unicode.Scalar,
        rest: Substring.UnicodeScalarView
    ) -> Bool {
        var regionalIndicators = isRegionalIndicator(first) ? 1 : 0
        var hasVS16 = false
        var hasModifier = false
        var afterJoiner = false
        var joinsEmoji = false
        for scalar in rest {
            let value = scalar.value
            if value == emojiPresentationSelector {
                hasVS16 = true
            } else if value == zeroWidthJoiner {
                afterJoiner = true
            } else if isRegionalIndicator(scalar) {
                regionalIndicators += 1
            } else {
                let properties = scalar.properties
                if properties.isEmojiModifier { hasModifier = true }
                if afterJoiner && properties.isEmoji { joinsEmoji = true }
            }
        }
        if regionalIndicators >= 2 { return true }
        let base = first.properties
        if base.isEmojiPresentation { return true }
        return base.isEmoji && (hasVS16 || hasModifier || joinsEmoji)
    }

    private static func isRegionalIndicator(_ scalar: Unicode.Scalar) -> Bool {
        (0x1F1E6...0x1F1FF).contains(scalar.value)
    }
}
