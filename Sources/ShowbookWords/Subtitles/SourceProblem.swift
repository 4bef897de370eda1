/// Why a registered source cannot be used now, as the words `subtitles list` and `coverage`
/// print beside it. Such a source is skipped, never dropped: registering the file again
/// (or a moved file at its new place) brings it back.
public enum SourceProblem: Error, Sendable, Equatable, CustomStringConvertible {
    case missing
    case changed
    case unreadable(String)

    public var description: String {
        switch self {
        case .missing: return "missing (moved or deleted; register it again)"
        case .changed: return "changed since it was registered (run subtitles add again)"
        case let .unreadable(reason): return "unreadable (\(reason))"
        }
    }

    /// One word for JSON.
    public var code: String {
        switch self {
        case .missing: return "missing"
        case .changed: return "changed"
        case .unreadable: return "unreadable"
        }
    }
}
