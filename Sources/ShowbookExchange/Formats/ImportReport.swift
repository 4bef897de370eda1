import ShowbookPlatform
import ShowbookWords
/// What an import did, row by row: the book it went into and where each row ended up.
/// Skipped and malformed rows are counted in full but listed only up to `listedRows` each, so
/// the report of a million-row file stays small.
public struct ImportReport: Sendable, Equatable {
    /// How many skipped (and how many malformed) rows are listed with their reasons.
    public static let listedRows = 1_000

    /// A row that was read correctly but not stored, and why.
    public struct Skip: Sendable, Equatable, CustomStringConvertible {
        public var location: SourceLocation
        public var term: String
        public var reason: String

        public var description: String { "\(location): “\(term)” \(reason)" }
    }

    /// The book the words went into; nil when nothing was stored and no book existed.
    public var book: WordBook?
    public var createdBook = false
    /// The book was closed and `--reopen` reopened it.
    public var reopenedBook = false
    public var added: [SourceLocation] = []
    public var updated: [SourceLocation] = []
    /// The first `listedRows` skipped rows; `skippedCount` counts them all.
    public var skipped: [Skip] = []
    /// The first `listedRows` malformed rows; `malformedCount` counts them all.
    public var malformed: [FormatProblem] = []
    public private(set) var skippedCount = 0
    public private(set) var malformedCount = 0
    /// NUL characters dropped from the file's text.
    public var droppedNULs = 0
    /// What an Anki package import read beside the rows (nil for other files).
    public var ankiPackage: AnkiPackageCounts?
    /// Column mapping, removed media and refused notes, one line each (`ImportNotes.lines`).
    public var notes = ImportNotes()

    public init(book: WordBook? = nil) {
        self.book = book
    }

    package mutating func noteSkipped(_ skip: Skip) {
        skippedCount += 1
        if skipped.count < Self.listedRows { skipped.append(skip) }
    }

    package mutating func noteMalformed(_ problem: FormatProblem) {
        malformedCount += 1
        if malformed.count < Self.listedRows { malformed.append(problem) }
    }

    /// `12 added, 1 updated, 3 skipped, 1 malformed` (and the NUL characters dropped, if any).
    public var summary: String {
        let dropped = droppedNULs > 0 ? ", \(Counted.text(droppedNULs, "NUL character")) dropped" : ""
        let package = ankiPackage.map { "; " + $0.summary } ?? ""
        return "\(added.count) added, \(updated.count) updated, \(skippedCount) skipped, \(malformedCount) malformed" + dropped
            + package
    }
}
