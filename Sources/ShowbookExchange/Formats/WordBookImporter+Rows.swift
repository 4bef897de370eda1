import Foundation
import ShowbookPlatform
import ShowbookWords

/// Called after a row is stored: the row, its word's id, and whether the word is new.
package typealias StoredWordHandler = (_ row: ImportedWord, _ wordID: Int64, _ added: Bool) throws -> Void

extension WordBookImporter {
    /// Reads every row of `source` and stores it, all in one transaction. Cancelling
    /// `cancellation` stops at the next row and rolls everything back. A caller that imports
    /// several sources in one transaction passes one `titles` index for all of them, so finding
    /// each one's book does not read every book; `onStored` hears of each word stored.
    package func importRows(_ source: WordRowSource, options: ImportOptions, fallbackBookName: String,
                    cancellation: Cancellation? = nil, progress: ((WordImportProgress) -> Void)? = nil,
                    titles: BookTitleIndex? = nil, onStored: StoredWordHandler? = nil) throws -> ImportReport {
        try stores.database.verifyIfSmall()  // never write a batch into a damaged file
        return try stores.database.transaction {
            let terms = try ImportTermIndex(database: stores.database)
            var report = ImportReport()
            var target: WordBook?
            var newTitle: String?
            var rows = 0
            func reportProgress() {
                progress?(WordImportProgress(rows: rows, fileBytesRead: source.fileBytesRead, fileSize: source.fileSize))
            }
            while let row = try source.next() {
                if cancellation?.isCancelled == true { throw ImportError.cancelled }
                rows += 1
                if rows % progressInterval == 0 { reportProgress() }
                let item: ImportedWord
                switch row {
                case let .problem(problem):
                    report.noteMalformed(problem)
                    continue
                case let .word(word):
                    item = word
                }
                if target == nil && newTitle == nil {
                    (target, newTitle) = try resolveTarget(source: source, options: options, fallback: fallbackBookName,
                                                           titles: titles, report: &report)
                    if let book = target { try terms.load(bookID: book.id) }
                }
                try store(item, into: &target, newTitle: newTitle ?? fallbackBookName, terms: terms, options: options,
                          titles: titles, report: &report, onStored: onStored)
            }
            reportProgress()
            try terms.drop()
            report.droppedNULs = source.droppedNULs
            report.notes = source.notes
            report.book = try target.flatMap { try stores.books.book(id: $0.id) }
            return report
        }
    }

    private func store(_ item: ImportedWord, into target: inout WordBook?, newTitle: String, terms: ImportTermIndex,
                       options: ImportOptions, titles: BookTitleIndex?, report: inout ImportReport,
                       onStored: StoredWordHandler?) throws {
        // A row the word store would refuse (a term of nothing but spaces and control
        // characters: `WordDraft.validated`) is malformed like any bad row, not the end of the
        // import. A missing meaning never is: the word is studied from its example or its term.
        if WordDraft.isBlank(item.term) {
            report.noteMalformed(FormatProblem(item.location, "missing term"))
            return
        }
        let key = Self.key(item.term)
        if let found = try terms.lookup(key) {
            if let place = found.place {
                report.noteSkipped(.init(location: item.location, term: item.term, reason: "appears earlier in the file (\(place))"))
                return
            }
            try terms.note(key: key, wordID: found.wordID, place: item.location)
            guard options.updateExisting else {
                report.noteSkipped(.init(location: item.location, term: item.term, reason: "is already in the book"))
                return
            }
            let unchanged = ImportReport.Skip(location: item.location, term: item.term, reason: "is unchanged")
            guard let word = try stores.words.word(id: found.wordID) else { return report.noteSkipped(unchanged) }
            let draft = Self.draft(updating: word, from: item)
            if let problem = Self.problem(draft, item) {
                report.noteMalformed(problem)
            } else if try update(word, to: draft, from: item) {
                report.updated.append(item.location)
                try onStored?(item, word.id, false)
            } else {
                report.noteSkipped(unchanged)
            }
            return
        }
        if let problem = Self.problem(item.draft, item) {
            report.noteMalformed(problem)
            return
        }
        let book: WordBook
        if let target { book = target } else {
            book = try titles?.createBook(title: newTitle) ?? stores.books.createBook(title: newTitle)
            target = book
            report.createdBook = true
        }
        // The book was checked open (or made, or reopened) in this transaction: no check per row.
        let word = try stores.words.addImportedWord(item.draft, to: book.id)
        if let state = item.state, state != word.state { try stores.words.setState(wordID: word.id, to: state) }
        if item.card != nil || !item.history.isEmpty {
            try stores.reviews.restoreStudy(wordID: word.id, card: item.card, history: item.history)
        }
        try terms.note(key: key, wordID: word.id, place: item.location)
        report.added.append(item.location)
        try onStored?(item, word.id, true)
    }

    /// Why a row cannot become (or update) a word, by the word's own rule (`WordDraft.validated`:
    /// a field of only white space and control characters is missing), as its malformed line.
    /// The readers check their rows too, but every row is held to this one rule here, so one
    /// that slips past a reader costs its line, never the whole import.
    package static func problem(_ draft: WordDraft, _ item: ImportedWord) -> FormatProblem? {
        guard case .failure = draft.validated() else { return nil }
        return FormatProblem(item.location, "missing term")
    }

    /// What a row makes of a stored word: a row without tags keeps the stored ones, one with
    /// tags replaces them; missing parts, and a blank meaning, keep what is stored.
    package static func draft(updating word: Word, from item: ImportedWord) -> WordDraft {
        var draft = item.draft
        for field in item.missing { draft.take(field, from: word.fields) }
        // An empty back never erases a stored meaning.
        if WordDraft.isBlank(draft.meaning) { draft.take(.meaning, from: word.fields) }
        let fileTags = WordTags.normalized(draft.tags)
        draft.tags = fileTags.isEmpty ? word.tags : fileTags
        return draft
    }

    /// Applies a row's `draft` to a stored word; false when nothing would change.
    private func update(_ word: Word, to draft: WordDraft, from item: ImportedWord) throws -> Bool {
        let current = WordDraft(word)
        let newState = item.state.flatMap { $0 == word.state ? nil : $0 }
        let storedHistory = item.history.isEmpty ? [] : try stores.reviews.history(wordID: word.id)
        let carriesStudy = !(item.card.map { $0.matches(word.card) } ?? true)
            || !StudyEvent.matches(item.history, storedHistory)
        guard draft != current || newState != nil || carriesStudy else { return false }
        if draft != current { try stores.words.updateWord(id: word.id, with: draft) }
        if let newState { try stores.words.setState(wordID: word.id, to: newState) }
        if carriesStudy { try stores.reviews.restoreStudy(wordID: word.id, card: item.card, history: item.history) }
        return true
    }

    /// The existing book to import into (reopened if closed and allowed), or nil plus the
    /// title a new one gets. A closed book without `reopenClosed` stops the import.
    private func resolveTarget(source: WordRowSource, options: ImportOptions, fallback: String, titles: BookTitleIndex?,
                               report: inout ImportReport) throws -> (WordBook?, String) {
        let found: WordBook?
        let title: String
        if let requested = options.bookName?.trimmingCharacters(in: .whitespacesAndNewlines), !requested.isEmpty {
            (found, title) = (try stores.books.book(matching: requested), requested)
        } else {
            title = source.suggestedBookName ?? fallback
            // Titles compare like the store keeps them unique (trimmed, case-folded), so a deck
            // name never makes a second open book of the same name.
            if let titles {
                found = try titles.book(titled: title).flatMap { try stores.books.book(id: $0.id) }
            } else {
                let key = BookStore.titleKey(title)
                found = try (stores.books.openBooks() + stores.books.closedBooks()).first { BookStore.titleKey($0.title) == key }
            }
        }
        guard let book = found, book.isClosed else { return (found, title) }
        guard options.reopenClosed else {
            throw ImportError(description: "“\(book.title)” is closed; nothing was imported (reopen it with --reopen, or o on the Books tab's closed books)")
        }
        let reopenedTitle = try stores.books.reopen(bookID: book.id)
        titles?.reopened(book.id, as: reopenedTitle)
        report.reopenedBook = true
        return (try stores.books.book(id: book.id), title)
    }
}
