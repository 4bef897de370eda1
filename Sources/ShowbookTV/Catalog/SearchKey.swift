import Foundation
import ShowbookPlatform

/// Folds titles and queries to the form the search indexes store: lower case, Latin accents
/// removed, everything else (Hangul, kana, kanji, emoji) kept exactly. Foundation's
/// diacritic-insensitive folding is not used because it also strips Japanese dakuten (ガ → カ).
public enum SearchKey {
    public static func fold(_ text: String) -> String {
        // Fast path for plain ASCII (most titles): lower-case the bytes, nothing else changes.
        if text.utf8.allSatisfy({ $0 < 0x80 }) {
            return String(decoding: text.utf8.map(ASCIIByte.lowercased), as: UTF8.self)
        }
        var result = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            if scalar.value < 0x80 {
                let value = scalar.value
                result.append(value >= 0x41 && value <= 0x5A ? Unicode.Scalar(value | 0x20)! : scalar)
            } else if scalar.value < 0x2000 {
                // Latin, Greek, Cyrillic and friends: decompose and drop combining marks.
                for part in String(scalar).decomposedStringWithCanonicalMapping.unicodeScalars
                where !isCombiningMark(part) {
                    result.append(contentsOf: String(part).lowercased().unicodeScalars)
                }
            } else {
                result.append(contentsOf: String(scalar).lowercased().unicodeScalars)
            }
        }
        return String(result)
    }

    /// True for Hangul, kana and CJK ideographs: scripts without spaces between words, where a
    /// query must also match inside a word.
    public static func isCJK(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x1100...0x11FF, 0x3040...0x30FF, 0x3130...0x318F, 0x31F0...0x31FF,
             0x3400...0x4DBF, 0x4E00...0x9FFF, 0xAC00...0xD7AF, 0xF900...0xFAFF,
             0xFF66...0xFF9F, 0x20000...0x2FFFF:
            return true
        default:
            return false
        }
    }

    /// Splits a folded query into index words, the way FTS5's unicode61 tokenizer does:
    /// runs of letters, digits and marks; everything else separates. Syntax characters such as
    /// quotes, `*`, `(` and `-` therefore never reach FTS5.
    public static func words(_ folded: String) -> [String] {
        // Plain ASCII (most titles): a word is a run of letters and digits, the same as the
        // general-category test gives for these characters, without looking it up.
        if folded.utf8.allSatisfy({ $0 < 0x80 }) {
            return folded.utf8.split(whereSeparator: { !ASCIIByte.isLetterOrDigit($0) }).map { String(Substring($0)) }
        }
        return wordsByCategory(folded)
    }

    /// `words` for any text, by each scalar's general category.
    package static func wordsByCategory(_ folded: String) -> [String] {
        var words: [String] = []
        var current = String.UnicodeScalarView()
        for scalar in folded.unicodeScalars {
            if isWordScalar(scalar) {
                current.append(scalar)
            } else if !current.isEmpty {
                words.append(String(current))
                current = String.UnicodeScalarView()
            }
        }
        if !current.isEmpty { words.append(String(current)) }
        return words
    }

    package static func isWordScalar(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter,
             .decimalNumber, .letterNumber, .otherNumber, .nonspacingMark, .spacingMark, .enclosingMark,
             .privateUse:
            return true
        default:
            return false
        }
    }

    package static func isCombiningMark(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .nonspacingMark, .enclosingMark: return true
        default: return false
        }
    }

    /// Escapes `%`, `_` and `\` for a `LIKE … ESCAPE '\'` pattern.
    public static func likeEscaped(_ text: String) -> String {
        var out = ""
        for character in text {
            if character == "%" || character == "_" || character == "\\" { out.append("\\") }
            out.append(character)
        }
        return out
    }
}
