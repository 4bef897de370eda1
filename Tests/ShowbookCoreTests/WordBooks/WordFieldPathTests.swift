import Foundation
import ShowbookTestSupport
import XCTest
@testable import ShowbookWords
@testable import ShowbookExchange
@testable import ShowbookApp

/// Every path a word travels carries every user-facing field (`WordField.allCases`), or says
/// in its "not carried" list here that it does not. Each test gives a word a marker in every
/// field, sends it down one path and fails naming each field whose marker did not arrive — so
/// a new field that a path drops (as a hand-written close copy once dropped a column) fails
/// here until the path carries it or its list names it.
final class WordFieldPathTests: XCTestCase {
    // MARK: What each path does not carry, and why

    /// A close that merges a moved word into the target's word of the same term (the term is
    /// the match, so it is there): the form the example shows, its translation, the tags and
    /// the clip and the example's place are not filled in from the moved word (`WordField.Merge.targetKeeps`).
    static let notCarriedByMerge: Set<WordField> = [.surface, .exampleTranslation, .tags, .exampleClip, .exampleSource]
    /// An edit keeps the clip: it comes from mining only.
    static let notCarriedByEdit: Set<WordField> = [.exampleClip]
    /// Showbook's JSON holds no example form nor clip (a file names no media).
    static let notCarriedByJSON: Set<WordField> = [.surface, .exampleClip]
    /// The Anki note type has no field for the example's form; the clip goes as the package's
    /// Audio file (`AnkiPackageWriter`), not as note text.
    /// The example's place goes into the Source field only when it is one (`S01E03 12:34`).
    static let notCarriedByAnkiNote: Set<WordField> = [.surface, .exampleClip, .exampleSource]
    /// Reading a Showbook note back: what `AnkiNote` does not write cannot come back.
    static let notCarriedByAnkiNoteImport: Set<WordField> = [.surface, .exampleClip, .exampleSource]
    /// Anki's text file: a Basic note's two fields hold no example form, clip nor place.
    static let notCarriedByAnkiText: Set<WordField> = [.surface, .exampleClip, .exampleSource]

    // MARK: Markers

    /// A word with a distinct marker in every field.
    static func marked(_ tag: String = "") -> WordDraft {
        var draft = WordDraft(term: "", meaning: "")
        for field in WordField.allCases { set(field, of: &draft, to: marker(field, tag)) }
        return draft
    }

    static func marker(_ field: WordField, _ tag: String = "") -> String { "mark\(tag)\(field.rawValue.capitalized)" }

    static func set(_ field: WordField, of draft: inout WordDraft, to marker: String) {
        switch field.declaration.value {
        case let .text(path): draft[keyPath: path] = marker
        case .tags: draft.tags = [marker]
        case .clip: draft.exampleClip = ExampleClip(media: "/v/\(marker).mkv", start: 1, end: 2)
        }
    }

    /// Whether `draft` holds `field`'s marker.
    static func holds(_ field: WordField, of draft: WordDraft, _ tag: String = "") -> Bool {
        let marker = marker(field, tag)
        switch field.declaration.value {
        case let .text(path): return draft[keyPath: path] == marker
        case .tags: return draft.tags.contains(marker)
        case .clip: return draft.exampleClip?.media == "/v/\(marker).mkv"
        }
    }

    /// Fails for each field outside `notCarried` that `arrived` misses, and for each field in
    /// `notCarried` that arrived after all (the list is stale).
    func assertCarried(_ path: String, notCarried: Set<WordField>, _ arrived: (WordField) -> Bool,
                       file: StaticString = #filePath, line: UInt = #line) {
        for field in WordField.allCases {
            if notCarried.contains(field) {
                XCTAssertFalse(arrived(field), "\(path) carries \(field.rawValue) now: take it off the path's not-carried list",
                               file: file, line: line)
            } else {
                XCTAssertTrue(arrived(field), "\(path) leaves out \(field.rawValue): carry it, or put it on the path's not-carried list",
                              file: file, line: line)
            }
        }
    }

    // MARK: The paths

    func testTheStoreWritesAndReadsEveryField() throws {
        let store = try AppHarness().container.wordBooks
        let book = try store.books.createBook(title: "Fields")
        let word = try store.words.addWord(Self.marked(), to: book.id)
        let read = try XCTUnwrap(store.words.word(id: word.id))
        assertCarried("adding and reading a word", notCarried: []) { Self.holds($0, of: read.fields) }
    }

    func testAnEditWritesEveryEditedField() throws {
        let store = try AppHarness().container.wordBooks
        let book = try store.books.createBook(title: "Fields")
        let word = try store.words.addWord(Self.marked(), to: book.id)
        try store.words.updateWord(id: word.id, with: Self.marked("2"))
        let edited = try XCTUnwrap(store.words.word(id: word.id))
        assertCarried("an edit", notCarried: Self.notCarriedByEdit) { Self.holds($0, of: edited.fields, "2") }
    }

    /// The form shows some fields; saving it keeps every one it does not show.
    func testTheWordFormKeepsEveryField() throws {
        let h = try AppHarness()
        let book = try h.container.wordBooks.books.createBook(title: "Fields")
        let word = try h.container.wordBooks.words.addWord(Self.marked(), to: book.id)
        h.app.select(.books)
        h.press(.enter)
        h.type("e")
        let form = try h.shownWordForm()
        h.press(.enter)
        XCTAssertNil(h.app.navigator.modal, form.errorMessage ?? "the form stayed open")
        let saved = try h.container.wordBooks.words.requireWord(word.id)
        assertCarried("the word form's edit", notCarried: []) { Self.holds($0, of: saved.fields) }
    }

    func testACloseMovesEveryField() throws {
        let store = try AppHarness().container.wordBooks
        let source = try store.books.createBook(title: "Source")
        let target = try store.books.createBook(title: "Target")
        let word = try store.words.addWord(Self.marked(), to: source.id)
        try store.closing.close(bookID: source.id, moving: .book(target.id))
        let moved = try XCTUnwrap(store.words.word(id: word.id))
        XCTAssertEqual(moved.bookID, target.id)
        assertCarried("a close's move", notCarried: []) { Self.holds($0, of: moved.fields) }
    }

    func testACloseMergeFillsTheEmptyFieldsItCarries() throws {
        let store = try AppHarness().container.wordBooks
        let source = try store.books.createBook(title: "Source")
        let target = try store.books.createBook(title: "Target")
        let term = Self.marker(.term)
        // The target's word has the term and nothing else (written without the form's checks).
        let kept = try store.words.database.transaction {
            try store.words.insertWord(WordDraft(term: term, meaning: ""), into: target.id)
        }
        try store.words.addWord(Self.marked(), to: source.id)
        try store.closing.close(bookID: source.id, moving: .book(target.id))
        let merged = try XCTUnwrap(store.words.word(id: kept))
        XCTAssertEqual(try store.words.words(bookID: target.id).count, 1, "the word was merged, not moved")
        assertCarried("a close's merge", notCarried: Self.notCarriedByMerge) { Self.holds($0, of: merged.fields) }
    }

    func testAnImportRowLackingAFieldKeepsTheStoredOne() {
        let stored = Word(id: 1, bookID: 1, fields: Self.marked(), state: .undefined, createdAt: Date(), updatedAt: Date())
        let row = ImportedWord(location: .line(1), term: Self.marker(.term), meaning: Self.marker(.meaning))
        let draft = WordBookImporter.draft(updating: stored, from: row)
        assertCarried("an import's update", notCarried: []) { Self.holds($0, of: draft) }
    }

    func testShowbookJSONRoundTripsEveryFieldItCarries() throws {
        let word = Word(id: 1, bookID: 1, fields: Self.marked(), state: .undefined, createdAt: Date(), updatedAt: Date())
        let batch = try WordBookJSON.batch(Data(WordBookJSON.write([word], book: "Fields").utf8))
        let read = try XCTUnwrap(batch.words.first, "the file gave no word: \(batch.problems)")
        assertCarried("Showbook JSON", notCarried: Self.notCarriedByJSON) { Self.holds($0, of: read.draft) }
        let shown = word.fields.jsonValues(includingEmpty: true)
        assertCarried("books show --json", notCarried: Self.notCarriedByJSON) { field in
            field.jsonKey.flatMap { shown[$0] }.map { "\($0)".contains(Self.marker(field)) } ?? false
        }
    }

    func testTheAnkiNoteCarriesEveryFieldItHasRoomFor() throws {
        let word = Word(id: 1, bookID: 1, fields: Self.marked(), state: .undefined, createdAt: Date(), updatedAt: Date())
        let book = WordBook(id: 1, title: "Fields", createdAt: Date(), closedAt: nil, showID: nil, showTitle: nil, wordCount: 1)
        let note = AnkiNote(word: word, book: book, production: false)
        let text = (note.fields + note.tags).joined(separator: "\n")
        assertCarried("the Anki note", notCarried: Self.notCarriedByAnkiNote) { text.contains(Self.marker($0)) }

        let type = AnkiCollection.NoteType(name: AnkiNoteType.name, fieldNames: AnkiNoteType.fieldNames, isCloze: false)
        var reader = AnkiNoteWords(noteTypes: [7: type])
        let row = reader.row(AnkiCollection.Note(id: 1, noteTypeID: 7, fields: note.fields, tags: note.tags, queue: 0),
                             location: .line(1))
        guard case let .word(read)? = row?.row else { return XCTFail("the note did not read back as a word: \(String(describing: row))") }
        assertCarried("reading a Showbook note", notCarried: Self.notCarriedByAnkiNoteImport) { Self.holds($0, of: read.draft) }
    }

    func testAnkisTextFileCarriesEveryFieldItHasRoomFor() {
        let word = Word(id: 1, bookID: 1, fields: Self.marked(), state: .undefined, createdAt: Date(), updatedAt: Date())
        let text = AnkiTextWriter.write([word], deck: "Fields", separator: "\t")
        assertCarried("Anki's text file", notCarried: Self.notCarriedByAnkiText) { text.contains(Self.marker($0)) }
    }
}
