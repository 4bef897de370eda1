/// Why a WordNet lookup could not run. A word that is simply not in WordNet is no error: the
/// lookup returns no senses.
public enum WordNetError: Error, Equatable, CustomStringConvertible {
    /// The database files are missing from `directory`.
    case notInstalled(directory: String)
    /// A file is there but could not be read, or a line in it is not in the documented format.
    case unreadable(path: String, reason: String)

    public var description: String {
        switch self {
        case let .notInstalled(directory):
            return "WordNet is not installed (no \(directory)/index.noun); install it with: sudo apt-get install wordnet-base"
        case let .unreadable(path, reason):
            return "cannot read WordNet file \(path): \(reason)"
        }
    }
}
