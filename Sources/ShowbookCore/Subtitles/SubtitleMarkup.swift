import Foundation

/// Which `<…>` runs in a cue are markup and what an `&…;` stands for. Only the tags SubRip and
/// WebVTT define are tags — `<i>`, `<b>`, `<u>`, `<s>`, `<font …>`, `<c.class>`, `<v Name>`,
/// `<lang xx>`, `<ruby>`, `<rt>` (each also as a closing tag, and with WebVTT classes: `<i.blue>`) and inline timestamps
/// (`<00:01.000>`) — so `I <3 you > him` and `a<b` stay text. Character references are the
/// named ones subtitle files use and numeric ones; anything else is left as written. Every
/// look-ahead is bounded by the tag or reference it reads, so cleaning stays linear.
enum SubtitleMarkup {
    /// A tag recognised at `start` (just after its `<`): where its `>` is, and its name
    /// (`rt`, `/rt`, …; empty for a timestamp).
    struct Tag {
        var end: Int
        /// nil for a timestamp.
        var kind: Name?
        var isClosing = false

        var name: String { kind.map { (isClosing ? "/" : "") + $0.rawValue } ?? "" }
    }

    /// The tag names Showbook reads. Matched from the letters' bytes, so no string is made for
    /// a tag (cleaning reads two or three per cue of a file of half a million cues).
    enum Name: String {
        // Tags whose name is all there is (`<i>`, `</b>`).
        case i, b, u, s, ruby, rt
        // Tags that may carry classes or an annotation (`<c.yellow>`, `<v.loud Mara>`, `<font color=…>`).
        case c, v, lang, font

        var isAnnotated: Bool { self == .c || self == .v || self == .lang || self == .font }

        /// The name whose lower-case ASCII letters, first in the lowest byte, pack to `packed`.
        init?(packed: UInt32) {
            switch packed {
            case 0x69: self = .i
            case 0x62: self = .b
            case 0x75: self = .u
            case 0x73: self = .s
            case 0x7962_7572: self = .ruby
            case 0x7472: self = .rt
            case 0x63: self = .c
            case 0x76: self = .v
            case 0x676E_616C: self = .lang
            case 0x746E_6F66: self = .font
            default: return nil
            }
        }
    }

    /// Longest tag name, so reading a name looks at a bounded number of characters.
    private static let longestName = 4

    /// The tag that starts just after a `<` at `start`, or nil when the text there is not one.
    /// `closer` is where the first `>` at or after `start` is, found by the caller only when
    /// the name alone says "tag" (`findCloser`). `looked` grows by the characters read here.
    static func tag(in scalars: [Unicode.Scalar], at start: Int, looked: inout Int, findCloser: (Int) -> Int?) -> Tag? {
        var index = start
        defer { looked += index - start }
        var closing = false
        if index < scalars.count, scalars[index] == "/" { closing = true; index += 1 }
        let nameStart = index
        while index < scalars.count, index - nameStart <= longestName, isASCIILetter(scalars[index]) { index += 1 }
        if index == nameStart {
            return closing ? nil : timestamp(in: scalars, at: start, looked: &looked)
        }
        guard index < scalars.count, index - nameStart <= longestName else { return nil }
        var packed: UInt32 = 0
        for position in (nameStart..<index).reversed() { packed = packed << 8 | (scalars[position].value | 0x20) }
        guard let name = Name(packed: packed) else { return nil }
        // WebVTT classes (`<i.blue>`, `<c.yellow.bg_blue>`) may follow any name.
        if !closing, scalars[index] == "." {
            while index < scalars.count, isClassCharacter(scalars[index]) { index += 1 }
            guard index < scalars.count else { return nil }
        }
        let next = scalars[index]
        if next == ">" { return Tag(end: index, kind: name, isClosing: closing) }
        guard !closing, name.isAnnotated, next == " " || next == "\t" else { return nil }
        guard let end = findCloser(index) else { return nil }
        return Tag(end: end, kind: name)
    }

    private static func isClassCharacter(_ scalar: Unicode.Scalar) -> Bool {
        isASCIILetter(scalar) || ("0"..."9").contains(scalar) || scalar == "." || scalar == "_" || scalar == "-"
    }

    /// `<00:01.000>` or `<01:02:03.456>`: digits, colons and one dot, then `>`.
    private static func timestamp(in scalars: [Unicode.Scalar], at start: Int, looked: inout Int) -> Tag? {
        var index = start
        defer { looked += index - start }
        // hh:mm:ss.ttt is at most 12 characters (more hour digits are allowed, a few).
        while index < scalars.count, index - start <= 16, scalars[index] == ":" || scalars[index] == "." || ("0"..."9").contains(scalars[index]) {
            index += 1
        }
        guard index < scalars.count, scalars[index] == ">" else { return nil }
        let text = String(String.UnicodeScalarView(scalars[start..<index]))
        return SubtitleTime.parse(text) == nil ? nil : Tag(end: index, kind: nil)
    }

    private static func isASCIILetter(_ scalar: Unicode.Scalar) -> Bool {
        ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar)
    }

    /// Named references subtitle files carry (a `&nbsp;` is a plain space).
    private static let named: [String: Unicode.Scalar] = [
        "amp": "&", "lt": "<", "gt": ">", "quot": "\"", "apos": "'", "nbsp": " ",
    ]

    /// The character a reference that starts just after an `&` at `start` stands for, and the
    /// index of its `;`; nil when the text there is not a reference Showbook knows. `looked`
    /// grows by the characters read here.
    static func reference(in scalars: [Unicode.Scalar], at start: Int, looked: inout Int) -> (Unicode.Scalar, end: Int)? {
        // `&#x10FFFF;` is the longest numeric one; names are shorter.
        var index = start
        defer { looked += index - start }
        while index < scalars.count, index - start <= 8, scalars[index] != ";" {
            let scalar = scalars[index]
            guard scalar == "#" || isASCIILetter(scalar) || ("0"..."9").contains(scalar) else { return nil }
            index += 1
        }
        guard index < scalars.count, scalars[index] == ";", index > start else { return nil }
        let body = String(String.UnicodeScalarView(scalars[start..<index]))
        if let scalar = named[body] { return (scalar, index) }
        guard body.hasPrefix("#") else { return nil }
        let digits = body.dropFirst()
        let value: UInt32?
        if digits.first == "x" || digits.first == "X" {
            value = UInt32(digits.dropFirst(), radix: 16)
        } else {
            value = digits.allSatisfy(\.isASCII) ? UInt32(digits, radix: 10) : nil
        }
        guard let value, value != 0, let scalar = Unicode.Scalar(value) else { return nil }
        return (scalar, index)
    }
}
