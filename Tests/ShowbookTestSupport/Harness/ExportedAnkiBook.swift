import ShowbookPlatform
import ShowbookWords
import ShowbookExchange

/// The start of the `.apkg` tests: a book made on a fresh database and exported by Showbook's
/// own `AnkiPackageExporter`, whose package bytes a test then imports, unpacks or reshapes.
public struct ExportedAnkiBook {
    public let stores: WordBookStores
    public let book: WordBook
    /// The package file's bytes.
    public let bytes: [UInt8]

    /// A book titled `title` holding `drafts` (in order), exported with production cards when
    /// `production` is true.
    public init(_ title: String, _ drafts: [WordDraft], production: Bool = false) throws {
        stores = try WordBookStores.onFreshDatabase()
        book = try stores.books.createBook(title: title)
        for draft in drafts { try stores.words.addWord(draft, to: book.id) }
        bytes = try AnkiPackageExporter(stores: stores, clock: ManualClock()).package(bookID: book.id, production: production).bytes
    }
}
