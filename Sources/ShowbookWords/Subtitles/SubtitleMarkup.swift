import Foundation

/// Which `<…>` runs in a cue are markup and what an `&…;` stands for. Tags are what subtitle
/// files carry: the ones SubRip and WebVTT define — `<i>`, `<b>`, `<u>`, `<s>`, `<font …>`,
/// `<c>`, `<v Name>`, `<lang xx>`, `<ruby>`, `<rt>`, each with WebVTT classes (`<c.yellow>`,
/// `<v.loud Tom>`) and an annotation (`<b Mary>`, `<ruby Annotation>`) — inline timestamps
/// (`<00:01.000>`), and the HTML-like tags other tools write and pysubs2 removes too (`<sub>`,
/// `<span style="…">`, `<invalid_tag>`, `<br/>`, any closing `</name>`). Text in angle brackets
/// that is none of these stays: `I <3 you>`, `a < b > c`, `<maybe later>` (no attribute is
/// `name=value`), and `a<b and c>d` (an annotation on a tag glued to the word before it is a
/// comparison, not markup). Character references are the named ones subtitle files use and
/// numeric ones; anything else is left as written. Every look-ahead stops at the next `<` or `{`
/// and within `longestTag` characters, so cleaning stays linear.
package enum SubtitleMarkup {
    /// A tag recognised at `start` (just after its `<`): where its `>` is, and its name
    /// (`rt`, `/rt`, …; empty for a timestamp).
    package struct Tag {
        package var end: Int
        /// nil for a timestamp.
        package var kind: Name?
        package var isClosing = false

        package var name: String { kind.map { (isClosing ? "/" : "") + $0.rawValue } ?? "" }
    }

    /// The tag names Showbook reads. Matched from the letters' bytes, so no string is made for
    /// a tag (cleaning reads two or three per cue of a file of half a million cues).
    package enum Name: String {
        // Tags whose name is all there is (`<i>`, `</b>`), though WebVTT lets any tag carry an
        // annotation (`<b Mary>`).
        case i, b, u, s, ruby, rt
        // Tags that carry an annotation or attributes (`<v.loud Mara>`, `<font color=…>`).
        case c, v, lang, font
        /// Any other name: an HTML-like tag (`<sub>`, `<span …>`), markup only as pysubs2 reads it.
        case other = "*"

        package var isAnnotated: Bool { self == .c || self == .v || self == .lang || self == .font }

        /// The name whose lower-case ASCII letters, first in the lowest byte, pack to `packed`.
        package init(packed: UInt32) {
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
            default: self = .other
            }
        }
    }

    /// The most characters a tag may take, `<` and `>` aside: no real tag is longer, and every
    /// look-ahead stops here.
    package static let longestTag = 256

    /// The tag that starts just after a `<` at `start`, or nil when the text there is not one.
    /// `looked` grows by the characters read here.
    package static func tag(in scalars: [Unicode.Scalar], at start: Int, looked: inout Int) -> Tag? {
        var index = start
        defer { looked += index - start }
        let limit = min(scalars.count, start + longestTag)
        var closing = false
        if index < limit, scalars[index] == "/" { closing = true; index += 1 }
        let nameStart = index
        guard index < limit, isASCIILetter(scalars[index]) else {
            return closing ? nil : timestamp(in: scalars, at: start, looked: &looked)
        }
        while index < limit, isNameCharacter(scalars[index]) { index += 1 }
        guard index < limit else { return nil }
        var kind = Name.other
        if index - nameStart <= 4, scalars[nameStart..<index].allSatisfy(isASCIILetter) {
            var packed: UInt32 = 0
            for position in (nameStart..<index).reversed() { packed = packed << 8 | (scalars[position].value | 0x20) }
            kind = Name(packed: packed)
        }
        // WebVTT classes (`<i.blue>`, `<c.yellow.bg_blue>`) may follow any name; none is empty.
        while !closing, index < limit, scalars[index] == "." {
            index += 1
            let classStart = index
            while index < limit, isNameCharacter(scalars[index]) { index += 1 }
            guard index > classStart else { return nil }
        }
        guard index < limit else { return nil }
        switch scalars[index] {
        case ">":
            return Tag(end: index, kind: kind, isClosing: closing)
        case "/" where !closing && index + 1 < limit && scalars[index + 1] == ">":
            return Tag(end: index + 1, kind: kind)
        case " ", "\t":
            if closing {
                while index < limit, scalars[index] == " " || scalars[index] == "\t" { index += 1 }
                return index < limit && scalars[index] == ">" ? Tag(end: index, kind: kind, isClosing: true) : nil
            }
            if kind == .other {
                return attributesEnd(in: scalars, from: index, limit: limit, looked: &looked).map { Tag(end: $0, kind: kind) }
            }
            // `a<b and c>d` is a comparison: only the tags that exist to carry an annotation
            // carry one right after a word.
            let glued = start >= 2 && isWordCharacter(scalars[start - 2])
            guard kind.isAnnotated || !glued else { return nil }
            while index < limit, scalars[index] != ">" {
                if scalars[index] == "<" || scalars[index] == "{" { return nil }
                index += 1
            }
            return index < limit ? Tag(end: index, kind: kind) : nil
        default:
            return nil
        }
    }

    /// Where the `>` of an HTML-like tag's attributes is, when they start at `start` (a space)
    /// and each is `name=value`, the value quoted or not (`style="color:#ff0" lang=en`), or it
    /// ends `/>` (`<br />`); nil when the text is no such list (`<maybe later>`).
    private static func attributesEnd(in scalars: [Unicode.Scalar], from start: Int, limit: Int, looked: inout Int) -> Int? {
        var index = start
        defer { looked += index - start }
        var attributes = 0
        while index < limit {
            while index < limit, scalars[index] == " " || scalars[index] == "\t" { index += 1 }
            guard index < limit else { return nil }
            if scalars[index] == ">" { return attributes > 0 ? index : nil }
            if scalars[index] == "/" { return index + 1 < limit && scalars[index + 1] == ">" ? index + 1 : nil }
            guard isASCIILetter(scalars[index]) else { return nil }
            while index < limit, isNameCharacter(scalars[index]) || scalars[index] == ":" { index += 1 }
            guard index < limit, scalars[index] == "=" else { return nil }
            index += 1
            guard index < limit else { return nil }
            let quote = scalars[index]
            if quote == "\"" || quote == "'" {
                index += 1
                while index < limit, scalars[index] != quote {
                    if scalars[index] == "<" || scalars[index] == "{" || scalars[index] == "\n" { return nil }
                    index += 1
                }
                guard index < limit else { return nil }
                index += 1
            } else {
                let valueStart = index
                while index < limit, !" \t>\"'=<{`".unicodeScalars.contains(scalars[index]) { index += 1 }
                guard index > valueStart else { return nil }
            }
            attributes += 1
        }
        return nil
    }

    /// Letters, digits, `_` and `-`: a tag's or class's name (`invalid_tag`, `bg_blue`, `x-1`).
    private static func isNameCharacter(_ scalar: Unicode.Scalar) -> Bool {
        isASCIILetter(scalar) || ("0"..."9").contains(scalar) || scalar == "_" || scalar == "-"
    }

    /// Whether `scalar` is part of a word (a letter or digit of any script).
    private static func isWordCharacter(_ scalar: Unicode.Scalar) -> Bool {
        scalar.properties.isAlphabetic || scalar.properties.numericType != nil
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
    package static func reference(in scalars: [Unicode.Scalar], at start: Int, looked: inout Int) -> (Unicode.Scalar, end: Int)? {
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
