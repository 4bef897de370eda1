import ShowbookPlatform
/// Note types whose fields Showbook knows by the note type's name, so that a row of Anki's own
/// "Notes in Plain Text" export (which names each row's note type but not its fields) is mapped
/// by field name rather than by position: Anki's stock Basic types, the Japanese Support
/// add-on's, and Showbook's own (`AnkiNoteType`, what `books export --apkg` gives Anki).
/// Cloze note types are recognised too: their notes are refused, since a Showbook word has one term.
package enum AnkiKnownNoteTypes {
    package static let basicFields = ["Front", "Back"]

    package static let fieldsByName: [String: [String]] = [
        "basic": basicFields,
        "basic (and reversed card)": basicFields,
        "basic (optional reversed card)": basicFields,
        "basic (type in the answer)": basicFields,
        "japanese (recognition)": ["Expression", "Meaning", "Reading"],
        "japanese (recognition&recall)": ["Expression", "Meaning", "Reading"],
        AnkiNoteType.name.lowercased(): AnkiNoteType.fieldNames,
    ]

    /// The fields of the note type named `name` (case-insensitive; the `-xxxxx` suffix Anki
    /// adds to a renamed copy is ignored), or nil when Showbook does not know it.
    package static func fields(ofNoteType name: String) -> [String]? {
        let key = name.trimmedWhitespace.lowercased()
        if let fields = fieldsByName[key] { return fields }
        guard let dash = key.lastIndex(of: "-") else { return nil }
        return fieldsByName[String(key[..<dash])]
    }

    /// Whether notes of this type are cloze deletions (`Cloze`, `Cloze (custom)`, …).
    package static func isCloze(_ name: String) -> Bool {
        name.lowercased().contains("cloze")
    }

    /// Whether a field holds a cloze deletion: `{{c1::…}}`.
    package static func hasCloze(_ field: String) -> Bool {
        var work = 0
        return hasCloze(field, work: &work)
    }

    /// `hasCloze`, adding to `work` every byte it looks at (tests count the cost).
    package static func hasCloze(_ field: String, work: inout Int) -> Bool {
        let bytes = Array(field.utf8)
        let opening = Array("{{c".utf8)
        var index = 0
        while index < bytes.count {
            work += 1 + opening.count
            guard AnkiMediaRefs.startsWith(bytes, opening, at: index) else {
                index += 1
                continue
            }
            var end = index + opening.count
            while end < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[end]) {
                end += 1
                work += 1
            }
            if end > index + opening.count, AnkiMediaRefs.startsWith(bytes, Array("::".utf8), at: end) { return true }
            index = end
        }
        return false
    }
}
