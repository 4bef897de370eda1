/// How a cell looks, by meaning rather than by colour number. The curses canvas maps roles to
/// colour pairs (or to attributes only on monochrome terminals and under NO_COLOR).
public struct Style: Equatable, Sendable {
    public enum Role: Int, Sendable, CaseIterable {
        case normal, accent, muted, selection, success, failure, warning, error, title
    }

    public var role: Role
    public var bold: Bool
    public var dim: Bool
    public var reverse: Bool
    public var underline: Bool

    public init(_ role: Role = .normal, bold: Bool = false, dim: Bool = false, reverse: Bool = false, underline: Bool = false) {
        self.role = role
        self.bold = bold
        self.dim = dim
        self.reverse = reverse
        self.underline = underline
    }

    public static let normal = Style()
    public static let muted = Style(.muted, dim: true)
    public static let accent = Style(.accent, bold: true)
    public static let title = Style(.title, bold: true)
    public static let selected = Style(.selection, reverse: true)
    public static let error = Style(.error, bold: true)
    public static let warning = Style(.warning, bold: true)
    public static let success = Style(.success, bold: true)
    public static let failure = Style(.failure, bold: true)
}
