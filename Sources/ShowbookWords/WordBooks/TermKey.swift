import Foundation
import ShowbookPlatform

/// How terms are compared everywhere (the form's warning, import, mining, the merge on close):
/// trimmed of white space and lower-cased. A close keys every word of both books, so the key of
/// a common term — ASCII, Hangul syllables, kana or CJK ideographs, no white space at either end
/// — is made from its UTF-8 bytes directly; anything else goes through Foundation, which the
/// shortcut always agrees with (`TermKeyTests`).
package enum TermKey {
    /// The key as Swift compares it.
    package static func of(_ term: String) -> String {
        var copy = term
        switch copy.withUTF8(shortcut) {
        case .unchanged: return term
        case .lowercaseASCII: return String(decoding: term.utf8.map(ASCIIByte.lowercased), as: UTF8.self)
        case .none: return term.trimmingCharacters(in: .whitespacesAndNewlines).lowercased()
        }
    }

    /// The key as bytes in canonical composition (NFC), so that two keys are equal byte for byte
    /// exactly when `of` gives equal strings: the form SQL compares (`sb_term_key`).
    package static func canonical(_ utf8: UnsafeBufferPointer<UInt8>) -> SQLTextResult {
        switch shortcut(utf8) {
        case .unchanged: return .argument
        case .lowercaseASCII: return .text(utf8.map(ASCIIByte.lowercased))
        case .none:
            let key = of(String(decoding: utf8, as: UTF8.self)).precomposedStringWithCanonicalMapping
            return .text(Array(key.utf8))
        }
    }

    private enum Shortcut {
        case unchanged, lowercaseASCII
    }

    /// What the byte shortcut can do with a term, or nil when Foundation must: a character
    /// outside the ranges below, or white space at an end. Every character in the ranges is its
    /// own canonical composition and never composes with a neighbour, so the bytes are already
    /// the NFC key.
    private static func shortcut(_ bytes: UnsafeBufferPointer<UInt8>) -> Shortcut? {
        guard let first = bytes.first, let last = bytes.last else { return .unchanged }
        guard !ASCIIByte.isSpace(first), !ASCIIByte.isSpace(last) else { return nil }
        var hasUpper = false
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            if byte < 0x80 {
                hasUpper = hasUpper || ASCIIByte.isUppercase(byte)
                index += 1
                continue
            }
            // Only three-byte sequences (U+0800–U+FFFF) can be in the ranges.
            guard byte & 0xF0 == 0xE0, index + 2 < bytes.count else { return nil }
            let scalar = UInt32(byte & 0x0F) << 12 | UInt32(bytes[index + 1] & 0x3F) << 6 | UInt32(bytes[index + 2] & 0x3F)
            guard isCaselessAndComposed(scalar) else { return nil }
            index += 3
        }
        return hasUpper ? .lowercaseASCII : .unchanged
    }

    /// Kana (without the combining sound marks U+3099/309A), Hangul compatibility jamo, CJK
    /// ideographs and Hangul syllables: letters without case or white space that are stable
    /// under NFC. Left out on purpose: conjoining jamo and the compatibility ideographs (they
    /// have canonical mappings) and the ideographic space U+3000.
    private static func isCaselessAndComposed(_ scalar: UInt32) -> Bool {
        switch scalar {
        case 0x3041...0x3096, 0x309B...0x30FF, 0x3131...0x318E, 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xAC00...0xD7A3:
            return true
        default:
            return false
        }
    }
}
