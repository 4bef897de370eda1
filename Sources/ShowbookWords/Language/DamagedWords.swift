/// Words that damaged bytes broke are never tokens: the decoder puts U+FFFD (`�`) where a byte
/// sequence was invalid (`DamagedText`), and the whole word around it — the run of characters up
/// to a space or punctuation — is left out, so `caf� au lait` gives `au lait`, never the word `caf`.
public enum DamagedWords {
    /// The character the decoders put in place of an invalid sequence.
    public static let mark: Unicode.Scalar = "\u{FFFD}"

    /// `line` without each word a `�` stands in.
    public static func removed(from line: String) -> String {
        guard line.unicodeScalars.contains(mark) else { return line }
        var kept = String.UnicodeScalarView()
        var word = String.UnicodeScalarView()
        var damaged = false
        func flush() {
            if !damaged { kept.append(contentsOf: word) }
            word = String.UnicodeScalarView()
            damaged = false
        }
        for scalar in line.unicodeScalars {
            if scalar.properties.isWhitespace || isPunctuation(scalar) {
                flush()
                kept.append(scalar)
            } else {
                if scalar == mark { damaged = true }
                word.append(scalar)
            }
        }
        flush()
        return String(kept)
    }

    private static func isPunctuation(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .connectorPunctuation, .dashPunctuation, .openPunctuation, .closePunctuation, .initialPunctuation,
             .finalPunctuation, .otherPunctuation:
            return scalar != "'" && scalar != "’"
        default:
            return false
        }
    }
}

/// The tokenizer a language's lines go through, skipping the words damaged bytes broke.
package struct DamageSkippingTokenizer: WordTokenizer {
    package let base: WordTokenizer

    package func tokens(in line: String) -> [MinedToken] {
        base.tokens(in: DamagedWords.removed(from: line))
    }
}
