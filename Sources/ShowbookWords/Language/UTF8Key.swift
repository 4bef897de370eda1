import Foundation

/// A string compared and hashed by its UTF-8 bytes. Swift compares and hashes `String`s by
/// their canonical form, which for Japanese text means normalizing both sides on every
/// comparison: that dominated the Japanese tokenizer's time (its caches and word lists are
/// asked for every morpheme of every line). The text MeCab and EDICT give is already in one
/// form, so bytes are enough.
package struct UTF8Key: Hashable, Sendable {
    package let bytes: [UInt8]

    package init(_ text: String) {
        bytes = Array(text.utf8)
    }

    package init(bytes: [UInt8]) {
        self.bytes = bytes
    }

    /// The bytes in one go: the synthesized hash would feed them to the hasher one by one.
    package func hash(into hasher: inout Hasher) {
        bytes.withUnsafeBytes { hasher.combine(bytes: $0) }
    }

    /// True when `text` is one of `options`, compared byte by byte without building keys.
    package static func text(_ text: String, isOneOf options: [String]) -> Bool {
        options.contains { same($0, text) }
    }

    /// True when `text` starts with `prefix`, byte by byte.
    package static func text(_ text: String, startsWith prefix: String) -> Bool {
        var text = text
        var prefix = prefix
        return text.withUTF8 { whole in
            prefix.withUTF8 { start in
                whole.count >= start.count && (start.isEmpty || memcmp(whole.baseAddress!, start.baseAddress!, start.count) == 0)
            }
        }
    }

    /// True when the two texts have the same bytes.
    package static func same(_ first: String, _ second: String) -> Bool {
        guard first.utf8.count == second.utf8.count else { return false }
        var first = first
        var second = second
        return first.withUTF8 { one in
            second.withUTF8 { other in one.isEmpty || memcmp(one.baseAddress!, other.baseAddress!, one.count) == 0 }
        }
    }
}
