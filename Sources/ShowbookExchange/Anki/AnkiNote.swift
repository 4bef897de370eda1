import Foundation
import ShowbookPlatform
import ShowbookWords

/// One word as an Anki note of the Showbook note type: its fields (HTML, as Anki stores
/// them), its tags and its GUID. The GUID comes from the book's and the word's ids, which a
/// word keeps while it lives, so every export of a growing book gives each word the same GUID
/// and Anki updates the note it has instead of adding another.
public struct AnkiNote: Sendable, Equatable {
    public var wordID: Int64
    /// The word's term as stored (the Term field holds it as HTML).
    public var term: String
    public var guid: String
    /// In `AnkiNoteType.fieldNames` order.
    public var fields: [String]
    public var tags: [String]
    /// When the word last changed, in seconds: Anki updates a note only from a newer one.
    public var modified: Int64
    /// When the word was added, in milliseconds (Anki's note ids are such times).
    public var created: Int64

    public init(word: Word, book: WordBook, production: Bool) {
        wordID = word.id
        term = word.term
        guid = word.ankiGUID ?? AnkiGUID.of(bookID: book.id, wordID: word.id)
        let heard = HeardAt(word: word)
        let show = book.showTitle.flatMap { $0.trimmedWhitespace.isEmpty ? nil : $0.trimmedWhitespace }
        let source = [show, heard.episode, heard.time].compactMap { $0 }.joined(separator: " · ")
        // A production card asks with the meaning, or the translation line when there is no
        // meaning; a word with neither gets none (its front would be blank).
        let asks = !word.meaning.trimmedWhitespace.isEmpty || !word.exampleTranslation.trimmedWhitespace.isEmpty
        fields = [
            Self.text(word.term), Self.text(word.reading), Self.text(word.meaning), Self.text(heard.sentence),
            Self.text(word.exampleTranslation), "", "", Self.text(source), production && asks ? "y" : "",
        ]
        var tags = ["showbook"]
        if word.knownAt != nil { tags.append(Self.knownTag) }
        if let show {
            let showTag = "show::" + Self.tagText(show)
            tags.append(showTag)
            if let episode = heard.episode { tags.append(showTag + "::" + episode) }
        } else if let episode = heard.episode {
            tags.append("episode::" + episode)
        }
        if let showID = book.showID?.trimmedWhitespace, !showID.isEmpty { tags.append(AnkiShowLink.tag(showID: showID)) }
        self.tags = WordTags.normalized(tags + word.tags)
        modified = Self.seconds(word.updatedAt)
        created = Self.milliseconds(word.createdAt)
    }

    /// The tag of a Known word's note (its cards arrive suspended).
    public static let knownTag = "showbook::known"

    /// A word's text as a field: HTML-escaped, and a `[sound:…]` in it written with `&#91;` so
    /// Anki shows it as text instead of playing a file (markup such as `<img>` is escaped already).
    package static func text(_ text: String) -> String {
        AnkiNoteFields.escape(text).replacingOccurrences(of: "[sound:", with: "&#91;sound:")
    }

    /// A word's time in whole seconds Anki can hold (1970 to the end of 9999): the database
    /// may hold any number, and 1e300 or ∞ must not trap.
    package static func seconds(_ date: Date) -> Int64 {
        Int64(OutsideNumbers.int((date.timeIntervalSince1970).rounded(.down), clampedTo: 0...Int(OutsideNumbers.ankiID.upperBound / 1000)) ?? 0)
    }

    /// A word's time in milliseconds, as Anki's note ids count (within `OutsideNumbers.ankiID`).
    package static func milliseconds(_ date: Date) -> Int64 {
        let range = Int(OutsideNumbers.ankiID.lowerBound)...Int(OutsideNumbers.ankiID.upperBound)
        return Int64(OutsideNumbers.int((date.timeIntervalSince1970 * 1000).rounded(.down), clampedTo: range) ?? range.lowerBound)
    }

    /// Fills the Audio field with `[sound:audio]` and the Image field with `<img src="image">`
    /// (names of media files the package or a push carries; media names hold no markup).
    public mutating func attach(audio: String?, image: String?) {
        if let audio, let index = AnkiNoteType.fieldNames.firstIndex(of: "Audio") { fields[index] = "[sound:\(audio)]" }
        if let image, let index = AnkiNoteType.fieldNames.firstIndex(of: "Image") {
            fields[index] = "<img src=\"\(image)\">"
        }
    }

    /// The field by its note-type name.
    public subscript(field name: String) -> String {
        AnkiNoteType.fieldNames.firstIndex(of: name).map { fields[$0] } ?? ""
    }

    /// Tags hold no white space (Anki splits on it): runs of it become `_`.
    package static func tagText(_ text: String) -> String {
        text.split(whereSeparator: { $0.isWhitespace }).joined(separator: "_")
    }

    /// The sort field and checksum Anki keeps of the first field: its text without markup, and
    /// the first 32 bits of that text's SHA-1.
    package static func sortField(_ firstField: String) -> (text: String, checksum: Int64) {
        var text = ""
        var inTag = false
        for character in firstField {
            if character == "<" { inTag = true } else if character == ">" && inTag { inTag = false } else if !inTag {
                text.append(character)
            }
        }
        text = text.replacingOccurrences(of: "&lt;", with: "<").replacingOccurrences(of: "&gt;", with: ">")
            .replacingOccurrences(of: "&quot;", with: "\"").replacingOccurrences(of: "&nbsp;", with: "\u{A0}")
            .replacingOccurrences(of: "&amp;", with: "&")
        let digest = SHA1.digest(text)
        return (text, digest.prefix(4).reduce(Int64(0)) { $0 << 8 | Int64($1) })
    }
}

/// Where a mined word was heard: its example's place (`ExampleSource`, `S01E03 12:34` or
/// `12:34`), kept apart from the sentence; an example written before schema 19 may still carry
/// it glued on (`sentence (S01E03 12:34)`).
package struct HeardAt: Equatable {
    package var sentence: String
    package var episode: String?
    package var time: String?

    package init(sentence: String, episode: String?, time: String?) {
        self.sentence = sentence
        self.episode = episode
        self.time = time
    }

    package init(word: Word) {
        guard let parts = ExampleSource.parts(of: word.exampleSource) else {
            self.init(example: word.example)
            return
        }
        self.init(sentence: word.example, episode: parts.episode, time: parts.time)
    }

    package init(example: String) {
        guard let (sentence, source) = ExampleSource.split(example), let parts = ExampleSource.parts(of: source) else {
            self.init(sentence: example, episode: nil, time: nil)
            return
        }
        self.init(sentence: sentence, episode: parts.episode, time: parts.time)
    }
}
