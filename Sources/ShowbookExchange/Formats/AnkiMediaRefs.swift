/// Anki's references to media in a note's fields: `[sound:file.mp3]` and `<img src="…">`.
/// Showbook words are text, so an import takes them out of every field and counts them for its
/// report; the files themselves stay in Anki's collection. Fields come from other people's
/// files, so each is read once, byte by byte, however many references it holds.
package enum AnkiMediaRefs {
    /// `field` without its sound references and pictures, and how many of each it had.
    package static func removed(from field: String) -> (text: String, sounds: Int, pictures: Int) {
        var work = 0
        return removed(from: field, work: &work)
    }

    /// `removed(from:)`, adding to `work` every byte it looks at (tests count the cost).
    package static func removed(from field: String, work: inout Int) -> (text: String, sounds: Int, pictures: Int) {
        var sounds = 0
        var pictures = 0
        var text = cut(field, opening: "[sound:", closing: UInt8(ascii: "]"), count: &sounds, work: &work) { _ in true }
        text = cut(text, opening: "<img", closing: UInt8(ascii: ">"), count: &pictures, work: &work) { next in
            next.map { [UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\n"), UInt8(ascii: "\r"),
                        UInt8(ascii: ">"), UInt8(ascii: "/")].contains($0) } ?? false
        }
        return (text, sounds, pictures)
    }

    /// `text` without each `opening…closing` (the opening matched without case) whose byte
    /// after the opening `accepts`; one left open stays as typed, with everything after it.
    private static func cut(_ text: String, opening: String, closing: UInt8, count: inout Int, work: inout Int,
                            accepts: (UInt8?) -> Bool) -> String {
        let bytes = Array(text.utf8)
        let pattern = Array(opening.utf8)
        var output: [UInt8] = []
        var changed = false
        var index = 0
        while index < bytes.count {
            work += 1 + pattern.count
            if startsWith(bytes, pattern, at: index) {
                let after = index + pattern.count
                if accepts(after < bytes.count ? bytes[after] : nil) {
                    guard let close = bytes[after...].firstIndex(of: closing) else {
                        work += bytes.count - after
                        break
                    }
                    work += close - after
                    count += 1
                    changed = true
                    index = close + 1
                    continue
                }
            }
            output.append(bytes[index])
            index += 1
        }
        guard changed else { return text }
        output += bytes[min(index, bytes.count)...]
        return String(decoding: output, as: UTF8.self)
    }

    /// Whether `pattern` (ASCII) is at `index` of `bytes`, ignoring ASCII case.
    package static func startsWith(_ bytes: [UInt8], _ pattern: [UInt8], at index: Int) -> Bool {
        guard index + pattern.count <= bytes.count else { return false }
        for offset in 0..<pattern.count where lower(bytes[index + offset]) != lower(pattern[offset]) { return false }
        return true
    }

    private static func lower(_ byte: UInt8) -> UInt8 {
        (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte) ? byte + 32 : byte
    }
}
