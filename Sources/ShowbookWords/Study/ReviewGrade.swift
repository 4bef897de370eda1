/// The four answers of a review, as FSRS numbers them (Again = 1 … Easy = 4). The study
/// screen's marks map onto them: fail is Again, success is Good.
public enum ReviewGrade: Int, Sendable, CaseIterable, Codable, CustomStringConvertible {
    case again = 1, hard, good, easy

    /// The lower-case name used on the command line, in the database and in JSON files.
    public var name: String {
        switch self {
        case .again: return "again"
        case .hard: return "hard"
        case .good: return "good"
        case .easy: return "easy"
        }
    }

    public var description: String { name }

    public init?(name: String) {
        guard let grade = Self.allCases.first(where: { $0.name == name.lowercased() }) else { return nil }
        self = grade
    }

    /// The mark the rest of the app counts: Again is a fail, any other grade a success.
    public var mark: WordState { self == .again ? .fail : .success }
}
