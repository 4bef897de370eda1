import ShowbookPlatform

/// The small Korean book a new user finds on first run (data in `WordBooks/Data/sample-words.tsv`),
/// unless the first run said `--no-sample`: the database remembers that choice.
public enum SampleBook {
    public static let title = "Everyday Korean (sample)"

    public static func drafts() -> [WordDraft] {
        EmbeddedData.sampleWordsTSV.split(separator: "\n").dropFirst().compactMap { line in
            let fields = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
            guard fields.count == 4 else { return nil }
            return WordDraft(term: fields[0], reading: fields[1], meaning: fields[2], example: fields[3])
        }
    }

    /// The `meta` row that records the sample book was decided: `done` (added, or the database
    /// had books) or `declined` (`--no-sample`). Either way no later run adds it.
    static let markSQL = "SELECT value FROM meta WHERE key = 'sample_book'"

    /// Records that the learner does not want the sample book (`--no-sample`), so a later run
    /// without the flag does not add it either. A database that has decided already is left alone.
    public static func decline(in database: Database) throws {
        guard try database.scalarText(markSQL) == nil else { return }
        try database.transaction {
            try database.run("INSERT OR IGNORE INTO meta(key, value) VALUES ('sample_book', 'declined')")
        }
    }

    /// Adds the sample book once, on a database that has never had books. Returns true if it did.
    /// The mark is read again under the write lock: another process opening the same new file
    /// may have installed the book between the first look and the lock.
    @discardableResult
    public static func installIfEmpty(into store: WordBookStores) throws -> Bool {
        let database = store.database
        guard try database.scalarText(markSQL) == nil else { return false }
        return try database.transaction {
            guard try database.scalarText(markSQL) == nil else { return false }
            if try database.scalarInt("SELECT count(*) FROM word_books") == 0 {
                let book = try store.books.createBook(title: title)
                for draft in drafts() { try store.words.addWord(draft, to: book.id) }
            }
            try database.run("INSERT INTO meta(key, value) VALUES ('sample_book', 'done')")
            return true
        }
    }
}
