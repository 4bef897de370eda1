/// Korean in KS X 1001's composed form: old EUC-KR files may write a syllable the 2,350
/// precomposed ones lack — and some tools every syllable — as 8 bytes, the filler 0xA4D4 then
/// its initial, vowel and final jamo (the filler again for a missing part). Read through
/// iconv, that is U+3164 and three compatibility jamo; `compose` makes each group the one
/// syllable it stands for, and `isComposedForm` tells such a file by its bytes, since EUC-JP
/// reads the same row as hiragana.
package enum HangulComposition {
    package static let filler: Unicode.Scalar = "\u{3164}"

    /// Compatibility jamo (U+3131…) of the 19 initial consonants, in syllable order.
    private static let initials: [UInt32] = [0x3131, 0x3132, 0x3134, 0x3137, 0x3138, 0x3139, 0x3141, 0x3142, 0x3143, 0x3145,
                                             0x3146, 0x3147, 0x3148, 0x3149, 0x314A, 0x314B, 0x314C, 0x314D, 0x314E]
    /// Of the 27 finals, in syllable order (index + 1).
    private static let finals: [UInt32] = [0x3131, 0x3132, 0x3133, 0x3134, 0x3135, 0x3136, 0x3137, 0x3139, 0x313A, 0x313B,
                                           0x313C, 0x313D, 0x313E, 0x313F, 0x3140, 0x3141, 0x3142, 0x3144, 0x3145, 0x3146,
                                           0x3147, 0x3148, 0x314A, 0x314B, 0x314C, 0x314D, 0x314E]

    /// `text` with each filler-and-three-jamo group made its syllable; anything else as it is.
    package static func compose(_ text: String) -> String {
        guard text.unicodeScalars.contains(filler) else { return text }
        let scalars = Array(text.unicodeScalars)
        var result = String.UnicodeScalarView()
        var index = 0
        while index < scalars.count {
            if let syllable = syllable(scalars, at: index) {
                result.append(syllable)
                index += 4
            } else {
                result.append(scalars[index])
                index += 1
            }
        }
        return String(result)
    }

    /// The syllable of the group at `index`, when there is one.
    private static func syllable(_ scalars: [Unicode.Scalar], at index: Int) -> Unicode.Scalar? {
        guard index + 3 < scalars.count, scalars[index] == filler,
              let initial = initials.firstIndex(of: scalars[index + 1].value),
              (0x314F...0x3163).contains(scalars[index + 2].value) else { return nil }
        let vowel = Int(scalars[index + 2].value - 0x314F)
        let last = scalars[index + 3]
        let final: Int
        if last == filler { final = 0 } else if let found = finals.firstIndex(of: last.value) { final = found + 1 } else { return nil }
        return Unicode.Scalar(UInt32(0xAC00 + (initial * 21 + vowel) * 28 + final))
    }

    /// Whether `bytes` hold the composed form: at least two groups of 0xA4D4 and three row-0xA4
    /// jamo (initial 0xA4A1–0xA4BE, vowel 0xA4BF–0xA4D3, final 0xA4A1–0xA4BE or 0xA4D4), and
    /// no 0xA4D4 that starts none — Japanese text, where 0xA4D4 is ぴ, does not look like that.
    package static func isComposedForm(_ bytes: [UInt8]) -> Bool {
        var groups = 0
        var index = 0
        func pair(_ at: Int) -> UInt8? {
            at + 1 < bytes.count && bytes[at] == 0xA4 ? bytes[at + 1] : nil
        }
        while index < bytes.count {
            if bytes[index] < 0x80 { index += 1; continue }
            guard pair(index) == 0xD4 else { index += 2; continue }
            guard let initial = pair(index + 2), let vowel = pair(index + 4), let final = pair(index + 6),
                  (0xA1...0xBE).contains(initial) || initial == 0xD4, (0xBF...0xD3).contains(vowel),
                  (0xA1...0xBE).contains(final) || final == 0xD4 else { return false }
            groups += 1
            index += 8
        }
        return groups >= 2
    }
}
