import Foundation

/// The byte rules of an iCalendar file that every property goes through: TEXT
/// escaping (backslash, semicolon, comma, newline), the characters a TEXT value cannot hold
/// (control characters become a space), and content lines folded at 75 octets without
/// splitting a UTF-8 sequence, each ended by CRLF. Kept apart from the calendar's shape so
/// the property test can drive it with any string.
public enum ICalendarText {
    /// The longest content line, in octets, before a fold: readers accept no longer physical line.
    public static let lineOctets = 75

    /// `text` as a TEXT value can carry it: line breaks (CRLF, CR, LF, and the Unicode
    /// separators) become one newline, tab stays, every other control character (C0, DEL,
    /// C1) becomes a space.
    public static func cleaned(_ text: String) -> String {
        var out = String.UnicodeScalarView()
        var previousCR = false
        for scalar in text.unicodeScalars {
            defer { previousCR = scalar == "\r" }
            switch scalar.value {
            case 0x0D, 0x2028, 0x2029: out.append("\n")
            case 0x0A: if !previousCR { out.append("\n") }
            case 0x09: out.append(scalar)
            case 0x00...0x1F, 0x7F...0x9F: out.append(" ")
            default: out.append(scalar)
            }
        }
        return String(out)
    }

    /// A TEXT value: `cleaned`, then `\` `;` `,` escaped (they separate values and parameters
    /// in the format) and newlines written `\n`.
    public static func escaped(_ text: String) -> String {
        var out = ""
        out.reserveCapacity(text.utf8.count)
        for scalar in cleaned(text).unicodeScalars {
            switch scalar {
            case "\\": out += "\\\\"
            case ";": out += "\\;"
            case ",": out += "\\,"
            case "\n": out += "\\n"
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out
    }

    /// One content line folded: at most 75 octets a physical line, continuation lines
    /// starting with one space, breaks only between Unicode scalars, each ended by CRLF.
    public static func folded(_ line: String) -> String {
        var out = ""
        var octets = 0
        for scalar in line.unicodeScalars {
            let size = String(scalar).utf8.count
            if octets + size > lineOctets {
                out += "\r\n "
                octets = 1
            }
            out.unicodeScalars.append(scalar)
            octets += size
        }
        return out + "\r\n"
    }

    /// A property line folded: `NAME;PARAMS:VALUE` (the value already escaped as its type needs).
    public static func property(_ name: String, _ value: String) -> String { folded("\(name):\(value)") }
}
