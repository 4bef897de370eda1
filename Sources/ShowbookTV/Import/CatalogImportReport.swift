/// What an import did: rows kept (and how many of those changed the catalog), skipped and
/// malformed — with the first malformed line numbers — plus the error that stopped it early,
/// if any. Rows committed before such an error stay in the catalog.
public struct CatalogImportReport: Sendable, Equatable {
    /// How many malformed line numbers are remembered for the summary.
    public static let shownMalformedLines = 10

    /// Data lines read (header excluded).
    public var rowsRead = 0
    /// Rows that belong in the catalog (series, not adult unless asked) and were upserted.
    public var kept = 0
    /// Kept rows that inserted or changed a catalog row; 0 on a repeated import.
    public var changed = 0
    /// Rows left out on purpose: other title types, adult titles.
    public var skipped = 0
    public var malformed = 0
    /// The first `shownMalformedLines` malformed line numbers, with a short reason.
    public var malformedSamples: [MalformedLine] = []
    /// Lines of the ratings file that were read (IMDb only).
    public var ratingsRead = 0
    /// Lines of an IMDb `title.episode` file read, and the episodes kept from them.
    public var episodesRead = 0
    public var episodesKept = 0
    /// `tvEpisode` titles taken from the basics file.
    public var episodeTitles = 0
    /// NUL characters dropped from the imported text.
    public var droppedNULs = 0
    public var failure: CatalogImportError?

    public init() {}

    package mutating func noteMalformed(file: String, line: Int, reason: String) {
        malformed += 1
        if malformedSamples.count < Self.shownMalformedLines {
            malformedSamples.append(MalformedLine(file: file, line: line, reason: reason))
        }
    }

    /// One malformed line: which file, where in it, and what was wrong with it.
    public struct MalformedLine: Sendable, Equatable {
        public var file: String
        public var line: Int
        public var reason: String
    }
}

/// Where an import is, reported every few thousand rows so a caller can draw a progress bar.
public struct ImportProgress: Sendable {
    /// What is being done: reading "ratings" or "shows", or building the "indexes" after a bulk load.
    public var phase: String
    public var rowsRead: Int
    public var kept: Int
    /// Bytes of the file consumed (compressed bytes for gzip) and the file's size, if known.
    public var fileBytesRead: Int64
    public var fileSize: Int64?
}
