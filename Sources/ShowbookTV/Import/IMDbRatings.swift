import ShowbookPlatform
/// IMDb's `title.ratings.tsv` (`tconst`, `averageRating`, `numVotes`), held in memory as one
/// array sorted by the tconst's number (`tt0903747` → 903747), so the basics import finds a
/// series' rating with a binary search instead of a database round trip per row. An entry is
/// 16 bytes: the full file (about 1.5 million rows) takes about 24 MB while an import runs.
/// A later line for the same tconst replaces an earlier one, as the file's last word.
package struct IMDbRatings: Sendable {
    package static let fileLabel = "ratings"

    /// One rating: numbers that fit 32 bits (every real tconst and vote count) live here.
    package struct Entry: Sendable {
        package var key: UInt32
        package var votes: UInt32
        /// NaN when the file had `\N`.
        package var rating: Double
    }

    private var entries: [Entry] = []
    /// Keys or vote counts too large for an `Entry` (never in IMDb's data; kept all the same).
    private var oversized: [Int64: (rating: Double?, votes: Int)] = [:]

    package init() {}

    /// `tt0903747` → 903747; nil for anything else.
    package static func key<C: Collection<UInt8>>(_ tconst: C) -> Int64? {
        guard tconst.count > 2, tconst.count <= 20, tconst.starts(with: [0x74, 0x74]) else { return nil }
        var value: Int64 = 0
        for byte in tconst.dropFirst(2) {
            guard byte >= 0x30 && byte <= 0x39 else { return nil }
            value = value * 10 + Int64(byte - 0x30)
        }
        return value
    }

    /// Reads the ratings file. Bad lines go in `report`; progress is reported every
    /// `progressInterval` rows. A file that cannot be read in full throws (the import stops).
    package static func load(path: String, progressInterval: Int, report: inout CatalogImportReport,
                     progress: (ImportProgress) -> Void) throws -> IMDbRatings {
        let source = try ImportInput.open(path)
        let reader = LineReader(source: source, path: path)
        var ratings = IMDbRatings()
        var inOrder = true
        var counts = report
        defer { report = counts }
        func reportProgress() {
            progress(ImportProgress(phase: fileLabel, rowsRead: counts.ratingsRead, kept: 0,
                                    fileBytesRead: source.fileBytesRead, fileSize: source.fileSize))
        }
        try reader.forEachLine { line, number in
            if number == 1 {
                guard IMDbBasicsLine.isHeader(line, IMDbBasicsLine.ratingsHeader) else {
                    throw IMDbImporter.missingHeader(path, file: .ratings)
                }
                return
            }
            guard let row = parse(line) else {
                counts.noteMalformed(file: fileLabel, line: number, reason: "expected ttNNN, averageRating, numVotes")
                return
            }
            counts.ratingsRead += 1
            if let key = UInt32(exactly: row.key), let votes = UInt32(exactly: row.votes) {
                if let last = ratings.entries.last, last.key >= key { inOrder = false }
                ratings.entries.append(Entry(key: key, votes: votes, rating: row.rating ?? .nan))
            } else {
                ratings.oversized[row.key] = (row.rating, row.votes)
            }
            if counts.ratingsRead % progressInterval == 0 { reportProgress() }
        }
        ratings.sortIfNeeded(inOrder: inOrder)
        reportProgress()
        return ratings
    }

    /// Sorts by key when the file was not in order, keeping the last line of a repeated tconst.
    private mutating func sortIfNeeded(inOrder: Bool) {
        guard !inOrder else { return }
        let sorted = entries.indices.sorted { (entries[$0].key, $0) < (entries[$1].key, $1) }
        var kept: [Entry] = []
        kept.reserveCapacity(sorted.count)
        for index in sorted {
            if let last = kept.last, last.key == entries[index].key {
                kept[kept.count - 1] = entries[index]
            } else {
                kept.append(entries[index])
            }
        }
        entries = kept
    }

    /// Rating and vote count for a tconst, if the ratings file had it.
    package func lookup(_ tconst: String) -> (rating: Double?, votes: Int)? {
        guard let key = Self.key(tconst.utf8) else { return nil }
        guard let small = UInt32(exactly: key) else { return oversized[key] }
        var low = 0
        var high = entries.count
        while low < high {
            let middle = (low + high) / 2
            if entries[middle].key < small { low = middle + 1 } else { high = middle }
        }
        guard low < entries.count, entries[low].key == small else { return nil }
        let entry = entries[low]
        return (entry.rating.isNaN ? nil : entry.rating, Int(entry.votes))
    }

    /// One parsed ratings line.
    package struct Row {
        package var key: Int64
        package var rating: Double?
        package var votes: Int
    }

    package static func parse(_ line: UnsafeBufferPointer<UInt8>) -> Row? {
        guard let firstTab = line.firstIndex(of: 0x09) else { return nil }
        let rest = UnsafeBufferPointer(rebasing: line[(firstTab + 1)...])
        guard let secondTab = rest.firstIndex(of: 0x09) else { return nil }
        let tconst = UnsafeBufferPointer(rebasing: line[..<firstTab])
        let rating = UnsafeBufferPointer(rebasing: rest[..<secondTab])
        let votes = UnsafeBufferPointer(rebasing: rest[(secondTab + 1)...])
        guard let key = key(tconst), !votes.contains(0x09) else { return nil }
        let voteCount = IMDbBasicsLine.isNull(votes) ? 0 : IMDbBasicsLine.integer(votes)
        guard let voteCount else { return nil }
        return Row(key: key, rating: OutsideNumbers.rating(IMDbBasicsLine.decimal(rating)), votes: voteCount)
    }
}
