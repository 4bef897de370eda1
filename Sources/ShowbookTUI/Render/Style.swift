import ShowbookTV

/// How a cell looks, by meaning rather than by colour number — except poster cells, which
/// carry their own `foreground`/`background` colours. The curses canvas maps roles to
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
    /// A cell's own colours (a poster's), drawn with a colour pair allocated on demand.
    public var foreground: TerminalColor?
    public var background: TerminalColor?

    public init(_ role: Role = .normal, bold: Bool = false, dim: Bool = false, reverse: Bool = false, underline: Bool = false) {
        self.role = role
        self.bold = bold
        self.dim = dim
        self.reverse = reverse
        self.underline = underline
    }

    /// A cell in its own colours.
    public init(foreground: TerminalColor, background: TerminalColor) {
        self.init()
        self.foreground = foreground
        self.background = background
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
