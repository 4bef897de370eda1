/// The catalog compiled into the binary (see `Plugins/EmbedData`): parses the TSV data files
/// and knows their fingerprint, so the SQLite copy is rebuilt only when the data changed.
public enum BundledCatalog {
    public static let source = "bundled"

    public static let columns = [
        "id", "title", "original_title", "first_year", "end_year", "network", "country", "language",
        "genres", "rating", "overview",
    ]

    /// All bundled shows. Malformed lines are skipped (a test keeps the shipped files clean).
    public static func records() -> [CatalogRecord] {
        texts.flatMap { parse($0).records }
    }

    /// FNV-1a over the data files, computed at build time (`Plugins/EmbedData`); stored in
    /// `meta` to detect a changed catalog. Hashing 150 kB at every start cost more than the
    /// rest of opening the database.
    public static var fingerprint: String { EmbeddedData.catalogFingerprint }

    /// The same hash computed here, for the test that keeps the build-time one honest.
    package static func computeFingerprint(_ texts: [String]) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for text in texts {
            for byte in text.utf8 {
                hash ^= UInt64(byte)
                hash = hash &* 0x0000_0100_0000_01B3
            }
        }
        return String(hash, radix: 16)
    }

    package static var texts: [String] { [EmbeddedData.catalogWorldTSV, EmbeddedData.catalogAsiaTSV] }

    /// Result of parsing a catalog TSV: the good records and the 1-based numbers of bad lines.
    public struct ParseResult: Sendable {
        public var records: [CatalogRecord] = []
        public var malformedLines: [Int] = []
    }

    public static func parse(_ text: String) -> ParseResult {
        var result = ParseResult()
        var lineNumber = 0
        for rawLine in text.split(separator: "\n", omittingEmptySubsequences: false) {
            lineNumber += 1
            let line = rawLine.hasSuffix("\r") ? rawLine.dropLast() : rawLine
            if line.isEmpty || (lineNumber == 1 && line.hasPrefix("id\t")) { continue }
            let fields = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
            guard fields.count == columns.count, !fields[0].isEmpty, !fields[1].isEmpty else {
                result.malformedLines.append(lineNumber)
                continue
            }
            result.records.append(CatalogRecord(
                source: source,
                sourceID: fields[0],
                title: fields[1],
                originalTitle: fields[2].isEmpty ? fields[1] : fields[2],
                firstYear: Int(fields[3]),
                endYear: Int(fields[4]),
                network: fields[5],
                country: fields[6],
                language: fields[7],
                genres: fields[8].split(separator: ",").map { String($0) },
                rating: Double(fields[9]),
                popularity: 0,
                overview: fields[10]
            ))
        }
        return result
    }
}
