import ShowbookPlatform

/// The questions the Korean reader asks of MeCab's nodes many times a line — a node's part of
/// speech, whether it is an inflected form, the fields of its feature, how its surface begins
/// or ends — answered from UTF-8 bytes. Comparing non-ASCII Strings compares Characters and
/// normalizes them first, which made these checks most of the cost of reading a line.
///
/// Bytes give the String's own answer for plain text (`isPlain`): ASCII but a carriage return,
/// Hangul syllables and compatibility jamo (ㄹ, ㄴ) are each a Character of their own and
/// already normalized, so Characters compare as their bytes do. Any other text is compared as
/// Strings, as before.
package enum KoreanNodeText {
    /// Every scalar of `text` is ASCII but a carriage return (which joins a line feed into one
    /// Character), a Hangul syllable or a compatibility jamo.
    package static func isPlain(_ text: String) -> Bool {
        for scalar in text.unicodeScalars {
            let value = scalar.value
            if value < 0x80 {
                if value == 0x0D { return false }
            } else if !(0xAC00...0xD7A3).contains(value) && !(0x3131...0x318E).contains(value) {
                return false
            }
        }
        return true
    }

    /// `text == plain`, for a plain `plain`.
    package static func equals(_ text: String, _ plain: String) -> Bool {
        if text.utf8.elementsEqual(plain.utf8) { return true }
        return isPlain(text) ? false : text == plain
    }

    /// `text.hasPrefix(plain)`, for a plain `plain`.
    package static func hasPrefix(_ text: String, _ plain: String) -> Bool {
        isPlain(text) ? text.utf8.starts(with: plain.utf8) : text.hasPrefix(plain)
    }

    /// `text.hasSuffix(plain)`, for a plain `plain`.
    package static func hasSuffix(_ text: String, _ plain: String) -> Bool {
        isPlain(text) ? text.utf8.reversed().starts(with: plain.utf8.reversed()) : text.hasSuffix(plain)
    }

    /// `text.count`.
    package static func count(_ text: String) -> Int {
        guard isPlain(text) else { return text.count }
        // One Character a scalar: count the bytes that start one.
        return text.utf8.reduce(0) { $0 + ($1 & 0xC0 == 0x80 ? 0 : 1) }
    }

    /// `text.last`.
    package static func last(_ text: String) -> Character? {
        guard isPlain(text) else { return text.last }
        return text.unicodeScalars.last.map(Character.init)
    }

    /// `text.first`.
    package static func first(_ text: String) -> Character? {
        guard isPlain(text) else { return text.first }
        return text.unicodeScalars.first.map(Character.init)
    }

    /// The part of speech: the feature up to its first comma (`VV+EC`).
    package static func tag(_ node: MeCabTagger.PathNode) -> String {
        let feature = node.feature
        if let fast = feature.utf8.withContiguousStorageIfAvailable({ bytes -> String? in
            // ASCII up to the comma, and an ASCII byte (or nothing) after it: the comma is a
            // Character of its own.
            for index in bytes.indices {
                let byte = bytes[index]
                if byte == 0x2C {
                    guard index + 1 == bytes.count || bytes[index + 1] < 0x80 else { return nil }
                    return String(decoding: UnsafeBufferPointer(rebasing: bytes[..<index]), as: UTF8.self)
                }
                if byte >= 0x80 { return nil }
            }
            return nil
        }), let tag = fast {
            return tag
        }
        return String(feature.prefix { $0 != "," })
    }

    /// The node is an inflected form (its fifth field is `Inflect`: 몰라 is 모르 + 아).
    package static func isInflected(_ node: MeCabTagger.PathNode) -> Bool {
        guard isPlain(node.feature) else {
            return node.feature.split(separator: ",", maxSplits: 5, omittingEmptySubsequences: false).dropFirst(4).first == "Inflect"
        }
        var field = 0
        var start = node.feature.utf8.startIndex
        for index in node.feature.utf8.indices where node.feature.utf8[index] == 0x2C {
            if field == 4 { return node.feature.utf8[start..<index].elementsEqual("Inflect".utf8) }
            field += 1
            start = node.feature.utf8.index(after: index)
        }
        return field == 4 && node.feature.utf8[start...].elementsEqual("Inflect".utf8)
    }

    /// The feature's fields, as `MeCabTagger.Node.fields` splits them (a field in double
    /// quotes may hold commas).
    package static func fields(_ node: MeCabTagger.PathNode) -> [String] {
        guard isPlain(node.feature) else { return node.fields }
        var fields: [String] = []
        var current: [UInt8] = []
        var quoted = false
        for byte in node.feature.utf8 {
            switch byte {
            case 0x22 where quoted || current.isEmpty: quoted.toggle()
            case 0x2C where !quoted:
                fields.append(String(decoding: current, as: UTF8.self))
                current.removeAll(keepingCapacity: true)
            default: current.append(byte)
            }
        }
        fields.append(String(decoding: current, as: UTF8.self))
        return fields
    }

    /// `text.allSatisfy(Hangul.isSyllable)`.
    package static func isSyllables(_ text: String) -> Bool {
        guard isPlain(text) else { return text.allSatisfy(Hangul.isSyllable) }
        return text.unicodeScalars.allSatisfy { (0xAC00...0xD7A3).contains($0.value) }
    }
}
