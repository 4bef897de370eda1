import Foundation

/// Anki's references to media in a note's fields: `[sound:file.mp3]` and `<img src="…">`.
/// Showbook words are text, so an import takes them out of every field and counts them for its
/// report; the files themselves stay in Anki's collection.
enum AnkiMediaRefs {
    /// `field` without its sound references and pictures, and how many of each it had.
    static func removed(from field: String) -> (text: String, sounds: Int, pictures: Int) {
        var sounds = 0
        var pictures = 0
        var text = cut(field, opening: "[sound:", closing: "]", count: &sounds) { _ in true }
        text = cut(text, opening: "<img", closing: ">", count: &pictures) { after in
            after.first.map { $0.isWhitespace || $0 == ">" || $0 == "/" } ?? false
        }
        return (text, sounds, pictures)
    }

    /// `text` without each `opening…closing` whose text after `opening` passes `accepts`
    /// (case-insensitive); one left open stays as typed, and so does everything after it.
    private static func cut(_ text: String, opening: String, closing: String, count: inout Int,
                            accepts: (Substring) -> Bool) -> String {
        guard text.range(of: opening, options: .caseInsensitive) != nil else { return text }
        var output = ""
        var rest = text[...]
        while let open = rest.range(of: opening, options: .caseInsensitive) {
            let after = rest[open.upperBound...]
            guard accepts(after) else {
                output += rest[..<open.upperBound]
                rest = after
                continue
            }
            guard let close = after.range(of: closing) else { break }
            output += rest[..<open.lowerBound]
            count += 1
            rest = after[close.upperBound...]
        }
        output += rest
        return output
    }
}
