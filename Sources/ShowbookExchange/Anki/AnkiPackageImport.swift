import Foundation
import ShowbookPlatform
import ShowbookTV
import ShowbookWords

/// What a `.apkg` import read beside the rows `ImportReport` lists: the notes, the Cloze notes
/// refused, the media kept and left out, the shows linked or not found, the review-log answers replayed and those skipped, and the
/// books the package's decks went into.
public struct AnkiPackageCounts: Sendable, Equatable {
    public var notes = 0
    public var cloze = 0
    /// Media files in the package plus `[sound:…]`/`<img>` references in the fields.
    public var mediaFiles = 0
    public var mediaReferences = 0
    /// Sounds and pictures of Showbook's own notes kept as the words' clips (`AnkiImportedMedia`).
    public var mediaKept = 0
    /// Such references not kept: unsafe or missing names, files over the limit.
    public var mediaNotKept = 0
    /// Titles of the shows the books were linked to, and of those not found (books left unlinked).
    public var linkedShows: [String] = []
    public var unknownShows: [String] = []
    public var reviewsReplayed = 0
    public var reviewsSkipped = 0
    /// Answers whose time lies outside the years a card can hold (`AnkiReviewReplay.timeRange`).
    public var reviewsOutOfRange = 0
    /// Review-log entries of a note's other cards, which have no Showbook card to go to.
    public var otherCardReviews = 0
    /// Forgets in the review logs, replayed as resets.
    public var resets = 0
    /// Cards whose memory state Anki stored, and those whose replay differs from it
    /// (stability by more than 1 %, difficulty by more than 0.01).
    public var memoryStates = 0
    public var memoryStatesDiffering = 0
    public var suspended = 0
    /// Titles of the books the decks went into, in deck order.
    public var books: [String] = []
    /// The names given to decks that had none ("Untitled deck", "Untitled deck 2" …).
    public var untitledDecks: [String] = []

    /// `12 notes read, 3 cloze notes skipped (…), 4 media files skipped, 40 reviews replayed`.
    public var summary: String {
        var parts = [Counted.text(notes, "note") + " read"]
        if cloze > 0 { parts.append(Counted.text(cloze, "cloze note") + " skipped: Showbook cards have one term") }
        if mediaKept > 0 { parts.append(Counted.text(mediaKept, "media file") + " kept as clips") }
        if mediaNotKept > 0 {
            parts.append("\(Counted.text(mediaNotKept, "clip file")) not kept (unsafe or missing name, or too large)")
        }
        if mediaFiles > 0 || mediaReferences > 0 {
            parts.append("\(Counted.text(mediaFiles, "media file")) and \(Counted.text(mediaReferences, "media reference")) skipped")
        }
        parts.append(Counted.text(reviewsReplayed, "review") + " replayed")
        if reviewsSkipped > 0 {
            parts.append("\(reviewsSkipped) review-log \(reviewsSkipped == 1 ? "entry" : "entries") skipped (set by hand or rescheduled)")
        }
        if reviewsOutOfRange > 0 {
            let (first, last) = AnkiReviewReplay.yearRange
            parts.append("\(reviewsOutOfRange) review-log \(reviewsOutOfRange == 1 ? "entry" : "entries") skipped: "
                         + "\(reviewsOutOfRange == 1 ? "its time is" : "their times are") not between \(first) and \(last)")
        }
        if resets > 0 { parts.append("\(resets) \(resets == 1 ? "Forget" : "Forgets") replayed as \(resets == 1 ? "a reset" : "resets")") }
        if memoryStates > 0 {
            parts.append("memory states: \(memoryStatesDiffering) of \(memoryStates) stored by Anki differ from the replay")
        }
        if otherCardReviews > 0 {
            parts.append("\(Counted.text(otherCardReviews, "review")) of notes' other cards not replayed (a word has one card)")
        }
        if suspended > 0 { parts.append("\(suspended) suspended") }
        for title in linkedShows { parts.append("linked to “\(title)”") }
        for title in unknownShows { parts.append("“\(title)” is not in the catalog: the book is not linked to a show") }
        if !untitledDecks.isEmpty {
            let names = untitledDecks.map { "“\($0)”" }
            let list = names.count == 1 ? names[0] : names.dropLast().joined(separator: ", ") + " and " + names[names.count - 1]
            parts.append("\(Counted.text(untitledDecks.count, "deck")) without a name imported as \(list)")
        }
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

    package func importPackage(at path: String, options: ImportOptions, cancellation: Cancellation?,
                       progress: ((WordImportProgress) -> Void)?) throws -> ImportReport {
        do {
            let package = try AnkiPackageReader.open(path: path, cancellation: cancellation)
            let noteTypes = try package.reader.noteTypes()
            let stream = try AnkiNoteStream(package.reader, noteTypes: noteTypes, decks: try package.reader.deckNames())
            let media = AnkiImportedMedia(media: package.media, folder: AnkiImportedMedia.folder(besideDatabase: stores.database.path))
            let rows = AnkiPackageRows(stream: stream, noteTypes: noteTypes, media: media, fieldMap: options.fieldMap,
                                       schedule: package.reader.schedule(), baseParameters: stores.reviews.studySettings.parameters())
            var counts = AnkiPackageCounts(notes: stream.totals.notes, cloze: stream.totals.cloze)
            // The package (and with it the locked copy the stream reads) lives until the import ends.
            var report: ImportReport
            do {
                report = try withExtendedLifetime(package) {
                    try stores.database.transaction {
                        try importDecks(rows, options: options, cancellation: cancellation, progress: progress, counts: &counts)
                    }
                }
            } catch {
                media.removeCreated()
                throw error
            }
            let words = rows.words.counts
            counts.mediaKept = media.counts.kept
            counts.mediaNotKept = media.counts.skipped
            counts.mediaFiles = max(0, package.mediaFiles - media.counts.kept)
            counts.mediaReferences = max(0, words.mediaReferences - media.counts.kept - media.counts.skipped)
            counts.reviewsSkipped = words.reviewsSkipped
            counts.reviewsOutOfRange = words.reviewsOutOfRange
            counts.otherCardReviews = words.otherCardReviews
            counts.resets = words.resets
            counts.memoryStates = words.memoryStates
            counts.memoryStatesDiffering = words.memoryStatesDiffering
            counts.untitledDecks = rows.untitledDecks
            report.ankiPackage = counts
            return report
        } catch let error as AnkiPackageReader.ReadError {
            throw ImportError(description: "\(path): \(error)")
        } catch let error as AnkiCollectionReader.ReadError {
            throw ImportError(description: "\(path): \(error)")
        }
    }

    /// Each deck into its book (or all into `options.bookName`'s), inside the caller's
    /// transaction; one index of book titles serves every deck.
    private func importDecks(_ rows: AnkiPackageRows, options: ImportOptions, cancellation: Cancellation?,
                             progress: ((WordImportProgress) -> Void)?, counts: inout AnkiPackageCounts) throws -> ImportReport {
        let titles = try BookTitleIndex(books: stores.books)
        var replayed = 0
        var suspended = 0
        let onStored: StoredWordHandler = { [stores] word, wordID, added in
            replayed += word.history.count
            guard rows.lastRowSuspended else { return }
            if !added, try stores.words.word(id: wordID)?.suspendedAt != nil { return }
            try stores.words.setMark(.suspended, true, wordID: wordID)
            suspended += 1
        }
        var combined: ImportReport?
        while let deck = try rows.nextDeck() {
            if cancellation?.isCancelled == true { throw ImportError.cancelled }
            let source = AnkiDeckRowSource(rows, deck: options.bookName == nil ? deck.index : nil, name: deck.name)
            let report = try importRows(source, options: options, fallbackBookName: deck.name, cancellation: cancellation,
                                        progress: progress, titles: titles, onStored: onStored)
            if let book = report.book {
                counts.books.append(book.title)
                if options.bookName == nil, let (schedule, retention) = rows.bookSchedule(ofDeck: deck.index) {
                    try stores.reviews.setSchedule(bookID: book.id, to: schedule)
                    if let retention { try stores.reviews.setRetention(bookID: book.id, to: retention) }
                }
                try linkShow(of: book, evidence: rows.shows[deck.index] ?? .init(), counts: &counts)
            }
            combined = combined.map { Self.merge($0, report) } ?? report
        }
        counts.reviewsReplayed = replayed
        counts.suspended = suspended
        return combined ?? ImportReport()
    }

    /// Links `book` to the show its deck's notes name, unless it has a link already; a show
    /// that cannot be found is named in the report.
    private func linkShow(of book: WordBook, evidence: AnkiShowLink.Evidence, counts: inout AnkiPackageCounts) throws {
        guard try stores.books.book(id: book.id)?.showID == nil, !evidence.ids.isEmpty || !evidence.titles.isEmpty else { return }
        if let show = try AnkiShowLink.show(for: evidence, database: stores.database) {
            try stores.books.link(bookID: book.id, to: show)
            counts.linkedShows.append(show.title)
        } else if let title = evidence.shownTitle, !counts.unknownShows.contains(title) {
            counts.unknownShows.append(title)
        }
    }

    /// Two decks' reports as one: the first book, every row of both.
    package static func merge(_ first: ImportReport, _ second: ImportReport) -> ImportReport {
        var report = first
        // The flags describe the book the report names: the first deck's, when it had one.
        report.book = first.book ?? second.book
        report.createdBook = first.book != nil ? first.createdBook : second.createdBook
        report.reopenedBook = first.book != nil ? first.reopenedBook : second.reopenedBook
        report.added += second.added
        report.updated += second.updated
        for skip in second.skipped { report.noteSkipped(skip) }
        for problem in second.malformed { report.noteMalformed(problem) }
        // A later source's notes include the earlier ones' (one reader or package read on).
        report.notes = second.notes
        return report
    }
}
