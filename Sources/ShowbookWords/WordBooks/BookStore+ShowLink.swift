import ShowbookPlatform
import ShowbookTV

/// Setting a book's show link after it was made: an Anki package's import links the book its
/// deck went into to the show its notes name (`AnkiShowLink`).
extension BookStore {
    /// Links book `bookID` to `show` (its id and title, as `createBook(linkedTo:)` stores them).
    public func link(bookID: Int64, to show: Media) throws {
        try database.run("UPDATE word_books SET show_id = ?, show_title = ? WHERE id = ?",
                         show.id.description, show.title, bookID)
    }
}
