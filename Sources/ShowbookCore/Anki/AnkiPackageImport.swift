import Foundation

/// What a `.apkg` import read beside the rows `ImportReport` lists: the notes, the Cloze notes
/// refused, the media left out, the review-log answers replayed and those skipped, and the
/// books the package's decks went into.
public struct AnkiPackageCounts: Sendable, Equatable {
    public var notes = 0
    public var cloze = 0
    /// Media files in the package plus `[sound:…]`/`<img>` references in the fields.
    public var mediaFiles = 0
    public var mediaReferences = 0
    public var reviewsReplayed = 0
    public var reviewsSkipped = 0
    /// Review-log entries of a note's other cards, which have no Showbook card to go to.
    public var otherCardReviews = 0
    public var suspended = 0
    /// Titles of the books the decks went into, in deck order.
    public var books: [String] = []

    /// `12 notes read, 3 cloze notes skipped (…), 4 media files skipped, 40 reviews replayed`.
    public var summary: String {
        var parts = [Counted.text(notes, "note") + " read"]
        if cloze > 0 { parts.append(Counted.text(cloze, "cloze note") + " skipped: Showbook cards have one term") }
        if mediaFiles > 0 || mediaReferences > 0 {
            parts.append("\(Counted.text(mediaFiles, "media file")) and \(Counted.text(mediaReferences, "media reference")) skipped")
        }
        parts.append(Counted.text(reviewsReplayed, "review") + " replayed")
        if reviewsSkipped > 0 {
            parts.append("\(reviewsSkipped) review-log \(reviewsSkipped == 1 ? "entry" : "entries") skipped (set by hand or rescheduled)")
        }
        if otherCardReviews > 0 {
            parts.append("\(Counted.text(otherCardReviews, "review")) of notes' other cards not replayed (a word has one card)")
        }
        if suspended > 0 { parts.append("\(suspended) suspended") }
        if books.count > 1 { parts.append("decks into \(books.count) books: " + books.joined(separator: ", ")) }
        return parts.joined(separator: ", ")
    }
}

/// `books import FILE.apkg`: an Anki package's notes as words, one book per deck (or all into
/// the book `ImportOptions.bookName` names), with each card's review log replayed into its
/// FSRS card and Anki's suspended cards marked Suspended — all in one transaction.
extension WordBookImporter {
    /// True for a path `importFile` reads as an Anki package.
    public static func isAnkiPackage(_ path: String) -> Bool {
        (path as NSString).pathExtension.lowercased() == "apkg"
    }

    func importPackage(at path: String, options: ImportOptions, cancellation: Cancellation?,
                       progress: ((WordImportProgress) -> Void)?) throws -> ImportReport {
        let package: AnkiPackageReader.Package
        do {
            package = try AnkiPackageReader.read(path: path)
        } catch let error as AnkiPackageReader.ReadError {
            throw ImportError(description: "\(path): \(error)")
        } catch let error as AnkiCollectionReader.ReadError {
            throw ImportError(description: "\(path): \(error)")
        }
        let notes = AnkiNoteWords(package.collection)
        var counts = AnkiPackageCounts(notes: notes.counts.notes, cloze: notes.counts.cloze, mediaFiles: package.mediaFiles,
                                       mediaReferences: notes.counts.mediaReferences, reviewsReplayed: 0,
                                       reviewsSkipped: notes.counts.reviewsSkipped,
                                       otherCardReviews: notes.counts.otherCardReviews, suspended: 0)
        var decks = notes.decks
        if options.bookName != nil, decks.count > 1 {
            decks = [AnkiNoteWords.Deck(name: decks[0].name, words: decks.flatMap(\.words), problems: decks.flatMap(\.problems),
                                        suspended: decks.flatMap(\.suspended))]
        }
        return try stores.database.transaction {
            var combined: ImportReport?
            for deck in decks {
                if cancellation?.isCancelled == true { throw ImportError.cancelled }
                let batch = ImportBatch(words: deck.words, problems: deck.problems, suggestedBookName: deck.name)
                let report = try importRows(BatchRowSource(batch), options: options, fallbackBookName: deck.name,
                                            cancellation: cancellation, progress: progress)
                if let book = report.book {
                    counts.books.append(book.title)
                    try count(report, deck: deck, bookID: book.id, into: &counts)
                }
                combined = combined.map { Self.merge($0, report) } ?? report
            }
            var report = combined ?? ImportReport()
            report.ankiPackage = counts
            return report
        }
    }

    /// Marks the added words whose Anki card is suspended and counts the reviews replayed.
    private func count(_ report: ImportReport, deck: AnkiNoteWords.Deck, bookID: Int64,
                       into counts: inout AnkiPackageCounts) throws {
        let stored = Set(report.added + report.updated)
        let replayed = Dictionary(deck.words.filter { stored.contains($0.location) }.map { (Self.key($0.term), $0.history.count) },
                                  uniquingKeysWith: { first, _ in first })
        counts.reviewsReplayed += replayed.values.reduce(0, +)
        let suspended = Set(deck.suspended).intersection(replayed.keys)
        guard !suspended.isEmpty else { return }
        for word in try stores.words.words(bookID: bookID) where suspended.contains(Self.key(word.term)) && word.suspendedAt == nil {
            try stores.words.setMark(.suspended, true, wordID: word.id)
            counts.suspended += 1
        }
    }

    /// Two decks' reports as one: the first book, every row of both.
    private static func merge(_ first: ImportReport, _ second: ImportReport) -> ImportReport {
        var report = first
        report.book = first.book ?? second.book
        report.createdBook = first.createdBook || second.createdBook
        report.reopenedBook = first.reopenedBook || second.reopenedBook
        report.added += second.added
        report.updated += second.updated
        for skip in second.skipped { report.noteSkipped(skip) }
        for problem in second.malformed { report.noteMalformed(problem) }
        return report
    }
}
