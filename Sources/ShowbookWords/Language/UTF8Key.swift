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

    /// True when `text` is one of `options`, compared byte by byte without building keys.
    package static func text(_ text: String, isOneOf options: [String]) -> Bool {
        options.contains { $0.utf8.elementsEqual(text.utf8) }
    }

    /// True when `text` starts with `prefix`, byte by byte.
    package static func text(_ text: String, startsWith prefix: String) -> Bool {
        text.utf8.starts(with: prefix.utf8)
    }
}
