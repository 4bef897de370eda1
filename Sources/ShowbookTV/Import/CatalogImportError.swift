import ShowbookPlatform
/// Why an import stopped. Malformed lines are not errors (they are counted and reported);
/// these are the failures that end the import, with what was committed before them kept.
public enum CatalogImportError: Error, Equatable, CustomStringConvertible {
    case cannotOpen(path: String, reason: String)
    case readFailed(path: String, reason: String)
    case truncatedGzip(path: String)
    case corruptGzip(path: String, reason: String)
    case lineTooLong(path: String, line: Int)
    case notJSON(path: String, reason: String)
    /// The file does not start with the header its format requires (IMDb's TSV files).
    case missingHeader(path: String, expected: String)
    /// The database failed (damaged, full, busy): its own message, which names the database.
    case storage(StorageError)

    public var description: String {
        switch self {
        case let .cannotOpen(path, reason):
            return "cannot open \(path): \(reason)"
        case let .readFailed(path, reason):
            return "cannot read \(path): \(reason)"
        case let .truncatedGzip(path):
            return "\(path) is a truncated gzip file (it ends before the compressed stream does); "
                + "the rows read before the cut were kept — download the file again to import the rest"
        case let .corruptGzip(path, reason):
            return "\(path) is not a readable gzip file: \(reason)"
        case let .lineTooLong(path, line):
            return "\(path) line \(line) is longer than \(LineReader.maximumLineLength / 1_048_576) MiB; is this the right file?"
        case let .notJSON(path, reason):
            return "\(path) is not TVmaze JSON: \(reason)"
        case let .missingHeader(path, expected):
            return "\(path) does not start with the IMDb header “\(expected)”; is this the right file?"
        case let .storage(error):
            return error.description
        }
    }
}
