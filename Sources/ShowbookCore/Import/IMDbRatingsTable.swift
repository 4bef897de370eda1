/// IMDb's `title.ratings.tsv` (`tconst`, `averageRating`, `numVotes`), loaded into a SQLite
/// temporary table so the basics import can join on it. The full file has about 1.5 million
/// rows; on disk-backed temp storage they cost SQLite's page cache, not process memory, so
/// memory stays flat whatever the file size. The key is the tconst's number (`tt0903747` →
/// 903747): an integer rowid, appended in file order, is much cheaper than a text key.
final class IMDbRatingsTable {
    private let database: Database
    private let insert: PreparedStatement
    private let select: PreparedStatement
    static let fileLabel = "ratings"

    init(database: Database) throws {
        self.database = database
        try database.execute("""
            CREATE TEMP TABLE IF NOT EXISTS imdb_ratings(id INTEGER PRIMARY KEY, rating REAL, votes INTEGER NOT NULL);
            DELETE FROM temp.imdb_ratings;
            """)
        insert = try database.prepare("INSERT OR REPLACE INTO temp.imdb_ratings(id, rating, votes) VALUES (?, ?, ?)")
        select = try database.prepare("SELECT rating, votes FROM temp.imdb_ratings WHERE id = ?")
    }

    /// `tt0903747` → 903747; nil for anything else.
    static func key<C: Collection<UInt8>>(_ tconst: C) -> Int64? {
        guard tconst.count > 2, tconst.count <= 20, tconst.starts(with: [0x74, 0x74]) else { return nil }
        var value: Int64 = 0
        for byte in tconst.dropFirst(2) {
            guard byte >= 0x30 && byte <= 0x39 else { return nil }
            value = value * 10 + Int64(byte - 0x30)
        }
        return value
    }

    /// Reads the ratings file, one transaction per `batchSize` rows. Bad lines go in `report`.
    func load(path: String, batchSize: Int, report: inout CatalogImportReport, progress: (ImportProgress) -> Void) throws {
        let source = try ImportInput.open(path)
        let reader = LineReader(source: source, path: path)
        var counts = report
        defer { report = counts }
        try BatchedRows.read(reader, batchSize: batchSize, header: { line in
            guard IMDbBasicsLine.isHeader(line, IMDbBasicsLine.ratingsHeader) else { throw IMDbImporter.missingHeader(path, file: .ratings) }
        }, row: { line, number -> Row? in
            guard let row = Self.parse(line) else {
                counts.noteMalformed(file: Self.fileLabel, line: number, reason: "expected ttNNN, averageRating, numVotes")
                return nil
            }
            counts.ratingsRead += 1
            return row
        }, write: { rows in
            try database.transaction {
                for row in rows {
                    try insert.run([.integer(row.key), row.rating.sqlValue, .integer(Int64(row.votes))])
                }
            }
            progress(ImportProgress(
                phase: Self.fileLabel, rowsRead: counts.ratingsRead, kept: 0,
                fileBytesRead: source.fileBytesRead, fileSize: source.fileSize
            ))
        })
    }

    /// One parsed ratings line.
    struct Row {
        var key: Int64
        var rating: Double?
        var votes: Int
    }

    /// Rating and vote count for a tconst, if the ratings file had it.
    func lookup(_ tconst: String) throws -> (rating: Double?, votes: Int)? {
        guard let key = Self.key(tconst.utf8) else { return nil }
        return try select.query([.integer(key)]) { ($0.double(0), $0.int(1) ?? 0) }.first
    }

    func drop() {
        try? database.execute("DROP TABLE IF EXISTS temp.imdb_ratings")
    }

    private static func parse(_ line: UnsafeBufferPointer<UInt8>) -> Row? {
        guard let firstTab = line.firstIndex(of: 0x09) else { return nil }
        let rest = UnsafeBufferPointer(rebasing: line[(firstTab + 1)...])
        guard let secondTab = rest.firstIndex(of: 0x09) else { return nil }
        let tconst = UnsafeBufferPointer(rebasing: line[..<firstTab])
        let rating = UnsafeBufferPointer(rebasing: rest[..<secondTab])
        let votes = UnsafeBufferPointer(rebasing: rest[(secondTab + 1)...])
        guard let key = key(tconst), !votes.contains(0x09) else { return nil }
        let voteCount = IMDbBasicsLine.isNull(votes) ? 0 : IMDbBasicsLine.integer(votes)
        guard let voteCount else { return nil }
        return Row(key: key, rating: IMDbBasicsLine.decimal(rating), votes: voteCount)
    }
}
